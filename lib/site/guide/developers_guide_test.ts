import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { OPERATIONS } from "../../api/operations.ts";
import type { Block } from "../pages/doc.ts";
import { siteMessages } from "../../content/messages.ts";
import { developersGuide, explorerOperations } from "./developers_guide.ts";

const full = await fixtureSite("full");
const guide = developersGuide(full);
type Group = Extract<Block, { type: "group" }>;
const section = (id: string) => guide.find((b) => b.type === "group" && b.id === id) as Group;

Deno.test("the guide's sections come in order, the explorer's on the web page only", () => {
  assert.deepEqual(
    guide.map((b) => b.type === "group" && b.tag === "section" && b.id),
    ["quick-start", "explorer", "reference", "errors", "mcp", "cli", "agents"],
  );
  assert.equal(section("explorer").web, true);
  assert.equal(section("reference").web, undefined);
  assert.equal(section("mcp").labelledBy, "mcp-heading");
  assert.deepEqual(section("mcp").blocks[0], {
    type: "heading",
    level: 2,
    id: "mcp-heading",
    class: undefined,
    text: "MCP server",
  });
});

Deno.test("the reference has one section per operation, the errors one card per code", () => {
  const ops = section("reference").blocks.filter((b) => b.type === "group") as Group[];
  assert.deepEqual(ops.map((b) => b.id), OPERATIONS.map((o) => o.operationId));
  const cards = section("errors").blocks.find((b) =>
    b.type === "group" && b.class === "error-codes"
  );
  const items = cards?.type === "group" ? cards.blocks as Group[] : [];
  assert.ok(items.some((c) => c.id === "error-not_found"), "a card for not_found");
});

Deno.test("the agents section links this site's files site-relative", () => {
  const [files] = section("agents").blocks.filter((b) => b.type === "list");
  assert.ok(files.type === "list");
  assert.ok(files.items[0].startsWith("[`/llms.txt`](/llms.txt): "), files.items[0]);
});

Deno.test("the explorer gets each operation's parameters with this site's examples, and its words", () => {
  const getProject = explorerOperations(full).find((o) => o.operationId === "getProject");
  assert.deepEqual(
    getProject?.params.map(({ name, in: where, example }) => [name, where, example]),
    [
      ["slug", "path", "escala"],
    ],
  );
  const words = siteMessages(full).under("explorer."); // the explorer's words, as its route passes them
  assert.equal(words.send, "Send request");
  assert.equal(words.failed, "The request failed: {message}");
});
