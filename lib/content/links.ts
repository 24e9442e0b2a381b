/**
 * The one function that writes links to the site's own addresses, in the right language (`/work/x/`
 * in English is `/en/work/x/`); `/api/v1/…` and `/mcp`, the same in all, stay as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { link } from "./links.ts";
 * const site = {
 *   prefix: "/en",
 *   config: { siteUrl: "https://www.example.com" },
 *   pages: [{ path: "/" }, { path: "/work/" }, { path: "/work/x/" }],
 * };
 * assert.equal(link(site, "/work/x/"), "/en/work/x/");
 * assert.equal(link(site, "/work/x/index.md"), "/en/work/x/index.md");
 * assert.equal(link(site, "/work/#top"), "/en/work/#top");
 * assert.equal(link(site, "/cv/"), "/en/cv/");
 * assert.equal(link(site, "/cv/apis/index.md"), "/en/cv/apis/index.md");
 * assert.equal(link(site, "/llms.txt"), "/en/llms.txt");
 * assert.equal(link(site, "/api/v1/profile"), "/api/v1/profile");
 * assert.equal(link(site, "/", { absolute: true }), "https://www.example.com/en/");
 * assert.equal(link({ ...site, prefix: "" }, "/work/x/"), "/work/x/");
 * ```
 */

/** What `link` reads of a site: its prefix ("" or `/en`), its pages and its address. */
export interface LinkSite {
  prefix: string;
  config: { siteUrl: string };
  pages: readonly { path: string }[];
}

/** Addresses besides pages served in every language: `link()` prefixes them, the router takes them. */
export const LANGUAGE_PATHS: ReadonlySet<string> = new Set(
  "/cv/ /search/ /contact.vcf /feed.xml /feed.json /resume.json /llms.txt /llms-full.txt".split(
    " ",
  ),
);

/**
 * Primary-language `path` (`/work/x/index.md`, maybe with `?query` or `#fragment`) in `site`'s
 * language, or as it is if not a page, its Markdown or card; `absolute` adds `SITE_URL`.
 */
export function link(site: LinkSite, path: string, options: { absolute?: boolean } = {}): string {
  const local = site.prefix && localised(site, path) ? site.prefix + path : path;
  return options.absolute ? site.config.siteUrl + local : local;
}

/** True when `path` has a form in each language: a page, its Markdown, its card. */
function localised(site: LinkSite, path: string): boolean {
  const bare = path.replace(/[?#].*$/s, "");
  const card = /^\/og(\/(?:[^/]+\/)*)card\.png$/.exec(bare);
  const page = card ? card[1] : bare.replace(/\/index\.md$/, "/").replace(/(?<=[^/])\.md$/, "/");
  // `/cv/<slug>/`: a CV of profile.md's `cv_variants`, served in every language as `/cv/` is.
  const cv = /^\/cv\/[a-z0-9-]+\/$/.test(page);
  return cv || LANGUAGE_PATHS.has(page) || site.pages.some((p) => p.path === page);
}
