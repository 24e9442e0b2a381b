import assert from "node:assert/strict";
import { link, type LinkSite } from "./links.ts";

const english: LinkSite = {
  prefix: "/en",
  config: { siteUrl: "https://site.example" },
  pages: [{ path: "/" }, { path: "/about/" }, { path: "/work/x/" }],
};

Deno.test("link puts a translation's prefix before its pages, their Markdown and their share cards", () => {
  assert.equal(link(english, "/about/"), "/en/about/");
  assert.equal(link(english, "/about.md"), "/en/about.md");
  assert.equal(link(english, "/work/x/index.md"), "/en/work/x/index.md");
  assert.equal(link(english, "/og/about/card.png"), "/en/og/about/card.png");
  assert.equal(link(english, "/og/card.png"), "/en/og/card.png");
});

Deno.test("link keeps a page's query and fragment, and prefixes the CV and search pages", () => {
  assert.equal(link(english, "/about/?q=1#team"), "/en/about/?q=1#team");
  assert.equal(link(english, "/cv/"), "/en/cv/");
  assert.equal(link(english, "/search/?q=deno"), "/en/search/?q=deno");
});

Deno.test("link prefixes the machine files each language has: résumé, llms.txt, llms-full.txt", () => {
  assert.equal(link(english, "/resume.json"), "/en/resume.json");
  assert.equal(link(english, "/llms.txt"), "/en/llms.txt");
  assert.equal(link(english, "/llms-full.txt"), "/en/llms-full.txt");
});

Deno.test("link leaves addresses that are the same in every language as they are", () => {
  for (const path of ["/mcp", "/api/v1/projects", "/images/portrait.svg", "/pricing/"]) {
    assert.equal(link(english, path), path);
  }
});

Deno.test("link writes the primary language's paths unchanged, and with the origin when absolute", () => {
  const primary = { ...english, prefix: "" };
  assert.equal(link(primary, "/about/"), "/about/");
  assert.equal(link(primary, "/about/", { absolute: true }), "https://site.example/about/");
  assert.equal(link(english, "/about/", { absolute: true }), "https://site.example/en/about/");
});
