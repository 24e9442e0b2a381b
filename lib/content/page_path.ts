/**
 * Page paths: `/pricing`, `/pricing/`, `/pricing/index.md` and `/pricing.md` name one page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import type { Site } from "./model.ts";
 * for (const path of ["/pricing", "/pricing/", "/pricing/index.md", "/pricing.md"]) {
 *   assert.equal(normalizePagePath(path), "/pricing/");
 * }
 * assert.equal(normalizePagePath("/index.md"), "/");
 * assert.equal(normalizePagePath("/Not A Page"), undefined);
 * assert.equal(markdownMirrorPath("/pricing/"), "/pricing.md");
 * const site = { pages: [{ path: "/pricing/" }] } as Site;
 * assert.equal(findPage(site, "/pricing.md"), site.pages[0]);
 * assert.equal(hasPage(site, "/about/"), false);
 * ```
 */
import { everyPage, type Site, type SitePage } from "./model.ts";

/** The page of `site` at `path` (of `pages`, by default its own), in any of its forms. */
export function findPage(site: Site, path: string, pages = site.pages): SitePage | undefined {
  const normal = normalizePagePath(path);
  return normal === undefined ? undefined : pages.find((p) => p.path === normal);
}

/** The page of any of `site`'s languages at its served path (`/en/about/`), in any of its forms. */
export function findServedPage(site: Site, path: string): SitePage | undefined {
  return findPage(site, path, everyPage(site));
}

/** The canonical form of page path `path` (`/pricing.md` → `/pricing/`), or undefined. */
export function normalizePagePath(path: string): string | undefined {
  let p = path.replace(/\/index\.md$/, "/").replace(/(?<=[^/])\.md$/, "/");
  if (!p.endsWith("/")) p += "/";
  return /^\/(?:[a-z0-9-]+\/)*$/.test(p) ? p : undefined;
}

/** True when `site` publishes a page at `path`: links to optional pages are drawn only then. */
export function hasPage(site: Site | undefined, path: string): boolean {
  return site !== undefined && findPage(site, path) !== undefined;
}

/** The `.md` mirror of the page at `path`: `/pricing/` → `/pricing.md`, `/` → `/index.md`. */
export function markdownMirrorPath(path: string): string {
  return path === "/" ? "/index.md" : `${path.slice(0, -1)}.md`;
}

/** The URL path of `page`'s card: `/og/card.png` for home, `/og/about/card.png` for /about/. */
export function cardPath(page: { path: string }): string {
  return `/og${page.path}card.png`;
}

/** The page path whose card `path` is, if it is a card's path. */
export function pageOfCard(path: string): string | undefined {
  const match = /^\/og(\/(?:[a-z0-9-]+\/)*)card\.png$/.exec(path);
  return match?.[1];
}
