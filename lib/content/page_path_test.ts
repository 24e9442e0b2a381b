import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "./load.ts";
import { buildSite } from "../site/web/site.ts";
import { findPage, hasPage, markdownMirrorPath, normalizePagePath } from "./page_path.ts";

/** The studio fixture owner (Nordlicht Digital), never the sample in content/. */
const config = readConfig(new Map([["SITE_URL", "https://site.example"]]));
const site = buildSite(await loadContent("tests/fixtures/studio"), config);

Deno.test("normalizePagePath gives every spelling of a page its canonical path, and refuses others", () => {
  for (const path of ["/about", "/about/", "/about/index.md", "/about.md"]) {
    assert.equal(normalizePagePath(path), "/about/", path);
  }
  assert.equal(normalizePagePath("/index.md"), "/");
  assert.equal(normalizePagePath("/"), "/");
  for (const path of ["/About/", "/a b/", "/../", "about/", "/.md"]) {
    assert.equal(normalizePagePath(path), undefined, path);
  }
});

Deno.test("findPage and hasPage find a page of the site by any spelling of its path", () => {
  assert.equal(findPage(site, "/talks.md")?.path, "/talks/");
  assert.equal(findPage(site, "/nowhere/"), undefined);
  assert.equal(hasPage(site, "/faq"), true);
  assert.equal(hasPage(site, "/pricing/"), false);
  assert.equal(hasPage(undefined, "/"), false);
});

Deno.test("a page's Markdown mirror ends in .md, and the home page's is /index.md", () => {
  assert.equal(markdownMirrorPath("/about/"), "/about.md");
  assert.equal(markdownMirrorPath("/"), "/index.md");
});
