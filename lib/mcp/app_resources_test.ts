import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { buildSite } from "../site/site.ts";
import { appsAllowed, readView, toolUiMeta, viewUri } from "./app_resources.ts";
import { renderView } from "./app_views.ts";

const config = readConfig(new Map([["SITE_URL", "https://www.site.test"]]));
const site = buildSite(await loadContent("tests/fixtures/full"), config);

Deno.test("2025-03-26 has no _meta for the App; every later revision has", () => {
  assert.equal(appsAllowed("2025-03-26"), false);
  for (const revision of ["2025-06-18", "2025-11-25", "2026-07-28"]) {
    assert.equal(appsAllowed(revision), true, revision);
  }
});

Deno.test("three tools name a view of the site's host; the rest name none", () => {
  assert.deepEqual(toolUiMeta(config, "get_project"), {
    ui: { resourceUri: "ui://www.site.test/project.html" },
  });
  assert.equal(viewUri(config, "contact"), "ui://www.site.test/contact.html");
  assert.equal(toolUiMeta(config, "get_faq"), undefined);
});

Deno.test("readView gives a view with its CSP where the revision allows _meta, and nothing for other URIs", () => {
  const uri = viewUri(config, "project");
  const modern = readView(site, uri, "2025-11-25")!.contents[0] as Record<string, unknown>;
  assert.equal(modern.mimeType, "text/html;profile=mcp-app");
  assert.deepEqual(modern._meta, {
    ui: { csp: { resourceDomains: ["https://www.site.test"] }, prefersBorder: true },
  });
  const old = readView(site, uri, "2025-03-26")!.contents[0] as Record<string, unknown>;
  assert.equal(old._meta, undefined);
  assert.equal(old.text, modern.text);
  assert.equal(readView(site, "ui://elsewhere.test/project.html", "2025-11-25"), undefined);
  assert.equal(readView(site, "https://www.site.test/", "2025-11-25"), undefined);
});

Deno.test("content that looks like markup cannot end the view's script", () => {
  const hostile = "</script><script>alert(1)</script>";
  const twisted = { ...site, projects: [{ ...site.projects[0], summary: hostile }] };
  const html = renderView(twisted, "project");
  assert.ok(!html.includes(hostile));
  const json = html.match(/<script type="application\/json" id="view-data">(.*)<\/script>/)![1];
  assert.equal(JSON.parse(json).projects[0].summary, hostile);
  assert.equal(html.match(/<script/g)!.length, 2, "the data and the view's own script, no more");
});
