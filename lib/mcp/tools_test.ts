import assert from "node:assert/strict";
import { z } from "zod";
import { OPERATIONS } from "../api/operations.ts";
import { readConfig } from "../config.ts";
import { ContentStore } from "../content/store.ts";
import { MAX_QUERY_LENGTH } from "../content/site_search.ts";
import { buildSite } from "../site/web/site.ts";
import { SEARCH_TOOLS } from "./identity.ts";
import { callTool, tools, toolSchema } from "./tools.ts";

const config = readConfig(
  new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", "tests/fixtures/full"]]),
);
const TOOLS = tools(config);

async function withStore(fn: (store: ContentStore) => Promise<void>) {
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  try {
    await fn(store);
  } finally {
    store.close();
  }
}

Deno.test("every operation with a tool entry is a tool with its description and schemas, then search and fetch", () => {
  const ops = OPERATIONS.filter((op) => op.tool);
  assert.deepEqual(TOOLS.map((t) => t.name), [
    ...ops.map((op) => op.tool!.name),
    "search",
    "fetch",
  ]);
  assert.deepEqual(TOOLS.slice(-2).map((t) => t.name), [...SEARCH_TOOLS], "as the catalogs say");
  for (const [i, tool] of TOOLS.slice(0, ops.length).entries()) {
    const op = ops[i];
    assert.equal(tool.title, op.tool!.title);
    assert.deepEqual(tool.outputSchema, toolSchema(op.response, "output"));
    assert.equal("$schema" in tool.inputSchema, false, "no $schema, for draft-07 validators");
    assert.deepEqual(tool.inputSchema.required ?? [], Object.keys(op.params));
  }
});

Deno.test("tool descriptions name tools rather than operationIds", () => {
  const ids = OPERATIONS.map((op) => op.operationId);
  for (const tool of TOOLS) {
    const text = JSON.stringify([tool.description, tool.inputSchema]);
    for (const id of ids) {
      if (OPERATIONS.find((op) => op.operationId === id)?.tool) {
        assert.doesNotMatch(text, new RegExp(`\\b${id}\\b`), `${tool.name} mentions ${id}`);
      }
    }
  }
  const project = TOOLS.find((t) => t.name === "get_project")!;
  assert.match(project.description!, /list_projects/);
  const page = TOOLS.find((t) => t.name === "get_page")!;
  assert.match(page.description!, /full URL of a page, such as a project's case_study/);
});

Deno.test("every tool carries the site's mark", () => {
  for (const tool of TOOLS) {
    assert.deepEqual(tool.icons, [{
      src: "https://site.test/favicon.svg",
      mimeType: "image/svg+xml",
      sizes: ["any"],
    }]);
  }
});

Deno.test("toolSchema refuses a schema whose root is not an object", () => {
  assert.throws(() => toolSchema(z.array(z.string()), "output"), /must be an object schema/);
});

Deno.test("get_page's input schema admits this site's full URLs, as its description promises", () => {
  const { properties } = TOOLS.find((t) => t.name === "get_page")!.inputSchema;
  const path = (properties as Record<string, { pattern: string }>).path;
  const pattern = new RegExp(path.pattern);
  for (const ok of ["/about/", "https://site.test/work/x/"]) assert.ok(pattern.test(ok), ok);
  for (const no of ["about/", "https://site.test.evil/", "https://elsewhere.test/about/"]) {
    assert.ok(!pattern.test(no), no);
  }
  const api = OPERATIONS.find((op) => op.operationId === "getPage")!;
  assert.ok(
    !api.params.path.schema.safeParse("https://site.test/about/").success,
    "the API's stays a path",
  );
});

Deno.test("the search tool states the bound in its input schema and answers a longer query with isError and the problem", async () => {
  const search = tools(config).find((tool) => tool.name === "search")!;
  const query = (search.inputSchema.properties as Record<string, Record<string, unknown>>).query;
  assert.equal(query.maxLength, MAX_QUERY_LENGTH);
  assert.match(String(query.description), new RegExp(`at most ${MAX_QUERY_LENGTH} characters`));
  await withStore(async (store) => {
    const result = await callTool("search", { query: "a ".repeat(8000) }, { config, store });
    assert.equal(result.isError, true);
    const problem = JSON.parse((result.content[0] as { text: string }).text);
    assert.equal(problem.code, "invalid_parameter");
    assert.equal(problem.status, 400);
    assert.match(problem.detail, /at most 200 are allowed/);
  });
});
