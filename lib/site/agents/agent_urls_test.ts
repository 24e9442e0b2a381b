import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import { agentUrls, apiCatalogLink, contentSignalHeaders, siteLinks } from "./agent_urls.ts";

const config = readConfig(new Map([["SITE_URL", "https://site.test"]]));

Deno.test("every agent address is built from SITE_URL, the API's below /api/v1", () => {
  const urls = agentUrls(config);
  assert.equal(urls.api, "https://site.test/api/v1");
  assert.equal(urls.openapi, "https://site.test/api/v1/openapi.json");
  assert.equal(urls.llmsTxt, "https://site.test/llms.txt");
  assert.equal(urls.serverCard, "https://site.test/mcp/server-card");
  assert.equal(urls.ard, "https://site.test/.well-known/ard.json");
  assert.equal(urls.resume, "https://site.test/resume.json");
});

Deno.test("an HTML page's Link header names llms.txt, the OpenAPI document and the API catalog", () => {
  assert.deepEqual(siteLinks(config), [
    '<https://site.test/llms.txt>; rel="describedby"; type="text/plain"',
    '<https://site.test/api/v1/openapi.json>; rel="service-desc"; ' +
    'type="application/vnd.oai.openapi+json;version=3.1"',
    '<https://site.test/.well-known/api-catalog>; rel="api-catalog"',
  ]);
  assert.equal(siteLinks(config)[2], apiCatalogLink(config));
});

Deno.test("the content signals welcome search and answers, not training", () => {
  assert.deepEqual(contentSignalHeaders(), {
    "content-signal": "search=yes, ai-input=yes, ai-train=no",
  });
});
