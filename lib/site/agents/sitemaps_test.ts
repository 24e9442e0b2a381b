import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { sitemapMd, sitemapXml } from "./sitemaps.ts";

const full = await fixtureSite("full");
const german = await fixtureSite("german");

Deno.test("sitemap.xml lists every page, the CV and the feeds, dated by the site's last update or an article's own", () => {
  const xml = sitemapXml(full);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>2026-10-14<\/lastmod><\/url>/g)]
    .map((m) => m[1]);
  const articles = full.pages.filter((p) => p.article);
  assert.deepEqual(locs, [
    ...full.pages.filter((p) => !p.article).map((p) => p.url),
    "https://site.test/cv/",
    "https://site.test/feed.xml",
    "https://site.test/feed.json",
  ]);
  assert.equal(articles.length, 3);
  assert.ok(xml.includes(
    "<url><loc>https://site.test/writing/trial-shifts-over-interviews/</loc><lastmod>2026-10-02</lastmod></url>",
  ));
  assert.ok(xml.includes(
    "<url><loc>https://site.test/writing/one-search-index/</loc><lastmod>2026-06-03</lastmod></url>",
  ));
  assert.ok(!xml.includes("xhtml"), "one language: no alternates");
});

Deno.test("on a site in two languages, each page names both addresses and an x-default", () => {
  const xml = sitemapXml(german);
  assert.ok(xml.includes('xmlns:xhtml="http://www.w3.org/1999/xhtml"'));
  assert.ok(xml.includes(
    "<url><loc>https://site.test/about/</loc><lastmod>2026-10-01</lastmod>" +
      '<xhtml:link rel="alternate" hreflang="de" href="https://site.test/about/"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://site.test/en/about/"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://site.test/about/"/></url>',
  ));
  assert.ok(xml.includes("<loc>https://site.test/en/about/</loc>"));
});

Deno.test("sitemap.md lists every page and the CV with its Markdown mirror and date, pointing at llms.txt", () => {
  const md = sitemapMd(full);
  assert.ok(md.startsWith("# Sitemap of Calçada Web\n"));
  assert.ok(md.includes("[llms.txt](https://site.test/llms.txt)"));
  assert.ok(md.includes(
    "- [About Marta Quintela](https://site.test/about/) " +
      "([Markdown](https://site.test/about.md), last changed 2026-10-14): ",
  ));
  assert.ok(md.includes(
    "- [CV of Marta Quintela](https://site.test/cv/) ([Markdown](https://site.test/cv.md), last changed 2026-10-14): ",
  ));
  assert.ok(md.includes(
    "- [Why Escala books trial shifts instead of interviews](https://site.test/writing/trial-shifts-over-interviews/) " +
      "([Markdown](https://site.test/writing/trial-shifts-over-interviews.md), last changed 2026-10-02): ",
  ));
  assert.ok(md.includes("- [Atom feed](https://site.test/feed.xml): "));
  assert.ok(md.includes("- [JSON Feed](https://site.test/feed.json): "));
  // Every page, the CV, then the two feeds.
  assert.equal(md.split("\n").filter((l) => l.startsWith("- [")).length, full.pages.length + 3);
});
