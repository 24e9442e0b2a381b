import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { buildSite } from "../site/web/site.ts";
import {
  completePath,
  pageRef,
  pageResources,
  pageTemplate,
  readPage,
  sitePath,
} from "./resources.ts";
import { ProtocolError } from "@modelcontextprotocol/server";

const config = readConfig(new Map([["SITE_URL", "https://site.test"]]));
const site = buildSite(await loadContent("tests/fixtures/full"), config);

Deno.test("every page is a Markdown resource named by its path, with its size and date", () => {
  const resources = pageResources(site);
  assert.deepEqual(resources.map((r) => r.name), site.pages.map((p) => p.path));
  const about = resources.find((r) => r.name === "/about/")!;
  const page = site.pages.find((p) => p.path === "/about/")!;
  assert.deepEqual(about, {
    ...pageRef(page),
    size: new TextEncoder().encode(page.markdown).byteLength,
    annotations: { audience: ["user", "assistant"], lastModified: `${site.updated}T00:00:00Z` },
  });
  assert.equal(about.uri, "https://site.test/about/");
  assert.equal(about.mimeType, "text/markdown");
});

Deno.test("the template names any page by the site's address and its path", () => {
  assert.equal(pageTemplate(config).uriTemplate, "https://site.test{+path}");
});

Deno.test("a page is read by its URL with or without its slash or index.md", () => {
  const page = site.pages.find((p) => p.path === "/work/")!;
  for (
    const uri of [
      "https://site.test/work/",
      "https://site.test/work",
      "https://site.test/work/index.md?x#y",
    ]
  ) {
    assert.deepEqual(readPage(site, uri), {
      contents: [{ uri: page.url, mimeType: "text/markdown", text: page.markdown }],
    }, uri);
  }
});

Deno.test("an unknown URI is invalid params carrying the page_not_found problem", () => {
  for (const uri of ["https://site.test/nowhere/", "https://elsewhere.test/about/", "about"]) {
    assert.throws(
      () => readPage(site, uri),
      (e: unknown) =>
        e instanceof ProtocolError && e.code === -32602 && e.message === "Resource not found" &&
        (e.data as { uri: string; code: string }).uri === uri &&
        (e.data as { code: string }).code === "page_not_found",
      uri,
    );
  }
});

Deno.test("sitePath reads only this site's URLs; completePath offers paths by prefix", () => {
  assert.equal(sitePath(config, "https://site.test/work/x/?a=1#b"), "/work/x/");
  assert.equal(sitePath(config, "https://site.test.evil/work/"), undefined);
  assert.equal(sitePath(config, 5), undefined);
  assert.deepEqual(completePath(site, "fa"), ["/faq/"]);
  assert.deepEqual(completePath(site, "/nothing"), []);
});
