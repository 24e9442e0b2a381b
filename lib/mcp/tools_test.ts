import assert from "node:assert/strict";
import { z } from "zod";
import { OPERATIONS } from "../api/operations.ts";
import { TOOLS, toolSchema } from "./tools.ts";

Deno.test("every operation with a tool entry is a tool with its description and schemas", () => {
  const ops = OPERATIONS.filter((op) => op.tool);
  assert.deepEqual(TOOLS.map((t) => t.name), ops.map((op) => op.tool!.name));
  for (const [i, tool] of TOOLS.entries()) {
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
});

Deno.test("toolSchema refuses a schema whose root is not an object", () => {
  assert.throws(() => toolSchema(z.array(z.string()), "output"), /must be an object schema/);
});
