/**
 * Which projects the home page shows: the ones marked `featured: true`, or,
 * when none is, the first few by `order`. The home page stays the same size
 * however many projects there are; `/work/` lists them all.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import type { ProjectEntry } from "../../content/load.ts";
 *
 * const projects = ["a", "b", "c", "d", "e"].map((slug) => ({ slug }) as ProjectEntry);
 * assert.deepEqual(featuredProjects(projects).map((p) => p.slug), ["a", "b", "c", "d"]);
 * projects[4].featured = true;
 * assert.deepEqual(featuredProjects(projects).map((p) => p.slug), ["e"]);
 * ```
 */
import type { ProjectEntry } from "../../content/load.ts";

/** How many projects the home page shows when none is marked `featured`. */
const FEATURED_DEFAULT = 4;

/** The projects marked `featured`, in order; when none is, the first `FEATURED_DEFAULT`. */
export function featuredProjects(projects: readonly ProjectEntry[]): ProjectEntry[] {
  const marked = projects.filter((project) => project.featured);
  return marked.length ? marked : projects.slice(0, FEATURED_DEFAULT);
}
