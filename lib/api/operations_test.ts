import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent } from "../content/load.ts";
import { HttpError } from "../http/problem.ts";
import { buildSite } from "../site/web/site.ts";
import { exampleArgs } from "./operation.ts";
import { apiIndex, loadSchemas, OPERATIONS } from "./operations.ts";
import { operation } from "./router.ts";

await loadSchemas(); // the response schemas each answer is checked against

/** The studio fixture owner (Nordlicht Digital), never the sample in content/. */
const config = readConfig(new Map([["SITE_URL", "https://site.example"]]));
const site = buildSite(await loadContent("tests/fixtures/studio"), config);

Deno.test("every operation has its own id, path and tool name", () => {
  for (const key of ["operationId", "path"] as const) {
    const values = OPERATIONS.map((op) => op[key]);
    assert.deepEqual(values, [...new Set(values)], key);
  }
  const tools = OPERATIONS.flatMap((op) => op.tool ? [op.tool.name] : []);
  assert.deepEqual(tools, [...new Set(tools)]);
  // Every data operation but the OpenAPI document and the index is a tool.
  assert.deepEqual(
    OPERATIONS.filter((op) => !op.tool).map((op) => op.operationId),
    ["getApiIndex", "getOpenApiDocument"],
  );
});

Deno.test("every operation answers its example call with a value of its response schema", async () => {
  for (const op of OPERATIONS) {
    const value = await op.run(exampleArgs(op, site), { config, site });
    const parsed = op.response.safeParse(value);
    assert.ok(parsed.success, `${op.operationId}: ${parsed.error?.message}`);
  }
});

Deno.test("getProject answers one project, and refuses an unknown slug listing the valid ones", () => {
  const run = (slug: string) => operation("getProject").run({ slug }, { config, site });
  assert.equal((run("pipeline") as { slug: string }).slug, "pipeline");
  assert.throws(() => run("nope"), (error: unknown) => {
    assert.ok(error instanceof HttpError);
    assert.equal(error.code, "project_not_found");
    assert.equal(
      error.message,
      `No project has the slug "nope". Valid slugs: ${
        site.projects.map((p) => p.slug).join(", ")
      }.`,
    );
    return true;
  });
});

Deno.test("getPage finds a page by every form of its path, and refuses an unknown one", () => {
  const run = (path: string) =>
    operation("getPage").run({ path }, { config, site }) as { path: string; markdown: string };
  for (const path of ["/about/", "/about", "/about/index.md", "/about.md"]) {
    assert.equal(run(path).path, "/about/", path);
  }
  assert.match(run("/about/").markdown, /\S/);
  assert.throws(
    () => run("/nowhere/"),
    /No public page has the path "\/nowhere\/"\. Valid paths: \/, /,
  );
});

Deno.test("apiIndex lists the full URL of every operation, with examples from the content", () => {
  const index = apiIndex(config, site);
  assert.equal(index.openapi, "https://site.example/api/v1/openapi.json");
  assert.equal(index.docs, "https://site.example/developers/");
  assert.equal(index.endpoints.length, OPERATIONS.length);
  assert.ok(
    index.endpoints.includes(`https://site.example/api/v1/projects/${site.projects[0].slug}`),
  );
  assert.ok(index.endpoints.includes("https://site.example/api/v1/page?path=/about/"));
  assert.ok(
    apiIndex(config, undefined).endpoints.includes("https://site.example/api/v1/projects/example"),
  );
});
