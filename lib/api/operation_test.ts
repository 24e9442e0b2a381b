import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { HttpError } from "../http/problem.ts";
import { buildSite } from "../site/web/site.ts";
import { endpointExample, exampleArgs, validateParams } from "./operation.ts";
import { operation } from "./router.ts";
import { loadSchemas } from "./operations.ts";

await loadSchemas(); // the parameters' schemas validateParams reads

/** The studio fixture owner (Nordlicht Digital), never the sample in content/. */
const config = readConfig(new Map([["SITE_URL", "https://site.example"]]));
const site = buildSite(await loadContent("tests/fixtures/studio"), config);

/** The problem code and detail `fn` throws. */
function refusal(fn: () => unknown): { code: string; detail: string } {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof HttpError, String(error));
    return { code: error.code, detail: error.message };
  }
  assert.fail("expected an HttpError");
}

Deno.test("validateParams returns each parameter's one valid value", () => {
  assert.deepEqual(validateParams(operation("getProject"), { slug: ["pipeline"] }), {
    slug: "pipeline",
  });
  assert.deepEqual(validateParams(operation("getPage"), { path: ["/about/"] }), {
    path: "/about/",
  });
  assert.deepEqual(validateParams(operation("listProjects"), { ignored: ["x"] }), {});
});

Deno.test("validateParams refuses a missing parameter with an example from the content", () => {
  const missing = refusal(() => validateParams(operation("getPage"), {}, site));
  assert.equal(missing.code, "missing_parameter");
  assert.equal(
    missing.detail,
    'The query parameter "path" is required, for example path=/about/.',
  );
  // An empty query value is no value.
  assert.equal(
    refusal(() => validateParams(operation("getPage"), { path: [""] })).code,
    "missing_parameter",
  );
});

Deno.test("validateParams refuses a value given twice or malformed, naming it", () => {
  const twice = refusal(() => validateParams(operation("getPage"), { path: ["/a/", "/b/"] }));
  assert.equal(twice.code, "invalid_parameter");
  assert.equal(twice.detail, 'The query parameter "path" was given 2 times; give it once.');
  const bad = refusal(() => validateParams(operation("getProject"), { slug: ["Not A Slug"] }));
  assert.equal(bad.code, "invalid_parameter");
  assert.match(
    bad.detail,
    /^The path parameter "slug" must be 1 to 40 lowercase letters.*; got "Not A Slug"\.$/,
  );
  const long = refusal(() => validateParams(operation("getProject"), { slug: ["a".repeat(41)] }));
  assert.equal(long.code, "invalid_parameter");
});

Deno.test("exampleArgs and endpointExample take their values from the content, or a stand-in", () => {
  assert.deepEqual(exampleArgs(operation("getProject"), site), { slug: site.projects[0].slug });
  assert.equal(
    endpointExample(operation("getProject"), site),
    `/projects/${site.projects[0].slug}`,
  );
  assert.equal(endpointExample(operation("getProject"), undefined), "/projects/example");
  assert.equal(endpointExample(operation("getPage"), site), "/page?path=/about/");
  assert.equal(endpointExample(operation("getPage"), undefined), "/page?path=/");
  assert.equal(endpointExample(operation("getProfile"), site), "/profile");
});
