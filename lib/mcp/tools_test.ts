import assert from "node:assert/strict";
import { z } from "zod";
import { OPERATIONS } from "../api/operations.ts";
import { readConfig } from "../config.ts";
import { tools, toolSchema } from "./tools.ts";

const TOOLS = tools(readConfig(new Map([["SITE_URL", "https://site.test"]])));

Deno.test("every operation with a tool entry is a tool with its description and schemas, then search and fetch", () => {
  const ops = OPERATIONS.filter((op) => op.tool);
  assert.deepEqual(TOOLS.map((t) => t.name), [
    ...ops.map((op) => op.tool!.name),
    "search",
    "fetch",
  ]);
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
