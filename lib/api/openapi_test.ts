import assert from "node:assert/strict";
import { Validator } from "@seriousme/openapi-schema-validator";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { PROBLEMS } from "../http/problem.ts";
import { buildSite } from "../site/web/site.ts";
import { openApiDocument } from "./openapi.ts";
import { loadSchemas, OPERATIONS } from "./operations.ts";

await loadSchemas(); // the schemas the document is made of

/** The studio fixture owner (Nordlicht Digital), never the sample in content/. */
const config = readConfig(new Map([["SITE_URL", "https://site.example"]]));
const site = buildSite(await loadContent("tests/fixtures/studio"), config);

// deno-lint-ignore no-explicit-any
type Json = any;

Deno.test("the OpenAPI document is valid OpenAPI 3.1, served at the site's API", async () => {
  const doc: Json = openApiDocument(config, OPERATIONS, site);
  assert.equal(doc.openapi, "3.1.1");
  assert.deepEqual(doc.servers.map((s: Json) => s.url), ["https://site.example/api/v1"]);
  const result = await new Validator().validate(structuredClone(doc));
  assert.ok(result.valid, JSON.stringify(result.errors, null, 2));
});

Deno.test("every operation is one GET, with its errors under their statuses and 503 for data", () => {
  const doc: Json = openApiDocument(config, OPERATIONS, site);
  assert.deepEqual(Object.keys(doc.paths), OPERATIONS.map((op) => op.path));
  for (const op of OPERATIONS) {
    const path = doc.paths[op.path];
    assert.deepEqual(Object.keys(path), ["get"], op.path);
    assert.equal(path.get.operationId, op.operationId);
    for (const code of op.errors) {
      const response = path.get.responses[String(PROBLEMS[code].status)];
      assert.match(
        response?.description ?? "",
        new RegExp(`\`${code}\``),
        `${op.operationId} ${code}`,
      );
    }
    assert.equal("503" in path.get.responses, op.data, `${op.operationId} 503`);
  }
});

Deno.test("parameter examples come from the content when it is loaded", () => {
  const param = (doc: Json) => doc.paths["/projects/{slug}"].get.parameters[0];
  assert.equal(param(openApiDocument(config, OPERATIONS, site)).example, site.projects[0].slug);
  assert.equal(param(openApiDocument(config, OPERATIONS, undefined)).example, "example");
});
