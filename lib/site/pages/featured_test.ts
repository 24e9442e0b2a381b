import assert from "node:assert/strict";
import type { ProjectEntry } from "../../content/load.ts";
import { featuredProjects } from "./featured.ts";

function project(slug: string, order: number, featured?: boolean): ProjectEntry {
  return { slug, name: slug, status: "Live", summary: "A project.", order, featured, body: "" };
}

Deno.test("the home page shows the projects marked featured, in order, however many others there are", () => {
  const projects = Array.from({ length: 300 }, (_, i) => project(`p${i}`, i, i % 100 === 7));
  assert.deepEqual(featuredProjects(projects).map((p) => p.slug), ["p7", "p107", "p207"]);
});

Deno.test("with no project featured, the home page shows the first four", () => {
  const projects = Array.from({ length: 300 }, (_, i) => project(`p${i}`, i));
  assert.deepEqual(featuredProjects(projects).map((p) => p.slug), ["p0", "p1", "p2", "p3"]);
  assert.equal(featuredProjects(projects.slice(0, 2)).length, 2);
});
