import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { ContentStore } from "../content/store.ts";
import { HttpError } from "../http/problem.ts";
import { MAX_QUERY_LENGTH, MAX_RESULTS, searchSite } from "./search.ts";
import { callTool, tools } from "./tools.ts";
import { buildSite } from "../site/site.ts";

const config = readConfig(
  new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", "tests/fixtures/full"]]),
);

async function withStore(fn: (store: ContentStore) => Promise<void>) {
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  try {
    await fn(store);
  } finally {
    store.close();
  }
}

Deno.test("a query over the bound is invalid_parameter, naming its length and the bound", async () => {
  await withStore(async (store) => {
    const site = store.require();
    assert.ok(searchSite(site, "w".repeat(MAX_QUERY_LENGTH)).length <= MAX_RESULTS);
    assert.ok(searchSite(site, "é".repeat(MAX_QUERY_LENGTH)), "code points are counted");
    assert.throws(
      () => searchSite(site, "w".repeat(64 * 1024)),
      (error: unknown) =>
        error instanceof HttpError && error.code === "invalid_parameter" &&
        error.detail.includes(`65536 characters`) && error.detail.includes(`${MAX_QUERY_LENGTH}`),
    );
    await Promise.resolve();
  });
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

Deno.test("a query of many short words is searched by its first distinct words only", async () => {
  await withStore(async (store) => {
    const site = store.require();
    const words = "shop web ".repeat(22); // 198 characters, 44 words
    assert.deepEqual(searchSite(site, words), searchSite(site, "shop web"));
    await Promise.resolve();
  });
});
