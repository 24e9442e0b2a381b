import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { buildSite } from "../site/web/site.ts";
import { appResources, readView, toolUiMeta, viewUri, withViewFacts } from "./app_resources.ts";
import type { ViewFacts } from "./app_view_script.ts";
import { renderView } from "./app_views.ts";
import { shape } from "./revisions.ts";

const config = readConfig(new Map([["SITE_URL", "https://www.site.test"]]));
const site = buildSite(await loadContent("tests/fixtures/full"), config);

Deno.test("three tools name a view of the site's host; the rest name none", () => {
  assert.deepEqual(toolUiMeta(config, "get_project"), {
    ui: { resourceUri: "ui://www.site.test/project.html" },
  });
  assert.equal(viewUri(config, "contact"), "ui://www.site.test/contact.html");
  assert.equal(toolUiMeta(config, "get_faq"), undefined);
});

Deno.test("readView gives a view with its CSP, shaped away where the revision has no _meta, and nothing for other URIs", () => {
  const uri = viewUri(config, "project");
  const modern = readView(site, uri)!.contents[0] as Record<string, unknown>;
  assert.equal(modern.mimeType, "text/html;profile=mcp-app");
  assert.deepEqual(modern._meta, {
    ui: { csp: { resourceDomains: ["https://www.site.test"] }, prefersBorder: true },
  });
  const old = shape("resourceContents", modern, "2025-03-26");
  assert.equal(old._meta, undefined);
  assert.equal(old.text, modern.text);
  assert.equal(readView(site, "ui://elsewhere.test/project.html"), undefined);
  assert.equal(readView(site, "https://www.site.test/"), undefined);
});

Deno.test("a view holds no content: the tool result carries what it shows, markup and all as text", () => {
  const hostile = "</script><script>alert(1)</script>";
  const twisted = {
    ...site,
    profile: { ...site.profile, brand: hostile },
    raw: { ...site.raw, projects: [{ ...site.raw.projects[0], summary: hostile }] },
  };
  const html = renderView(twisted, "project");
  assert.equal(html, renderView(site, "project"), "the same view whatever the content");
  assert.equal(html.match(/<script/g)!.length, 2, "the labels and the view's own script, no more");
  const result = withViewFacts(
    { content: [], structuredContent: { slug: site.raw.projects[0].slug } },
    "get_project",
    twisted,
  );
  const view = (result._meta as { view: ViewFacts }).view;
  assert.equal(view.brand, hostile);
  assert.deepEqual(Object.keys(view.projects), [site.raw.projects[0].slug]);
  const failed = { isError: true, content: [] };
  assert.equal(withViewFacts(failed, "get_project", site), failed, "an error has nothing to show");
  const faq = { content: [], structuredContent: {} };
  assert.equal(withViewFacts(faq, "get_faq", site), faq, "a tool without a view is left alone");
});

Deno.test("the views are listed with their size, as meant for people, and say they are no page", () => {
  for (const view of appResources(site)) {
    const text = (readView(site, view.uri)!.contents[0] as { text: string }).text;
    assert.equal(view.size, new TextEncoder().encode(text).byteLength, view.uri);
    assert.deepEqual(view.annotations, { audience: ["user"] }, view.uri);
    assert.match(view.description!, /^An MCP App view .*not a page of the site/, view.uri);
  }
});
