/**
 * What only some requests need (the MCP SDK, the share-card renderer, the
 * search index) is not loaded at start: it loads on first use, or in the
 * warm-up that follows the first answer on a public address (lib/handler.ts).
 * Asked at once right after start, racing that warm-up, each still answers
 * what it shows. (tests/architecture_test.ts checks they are not imported at
 * start; `deno task bench` measures what the first use costs.)
 */
import assert from "node:assert/strict";
import { decodePng } from "./_png.ts";
import { mcpCall, startServer } from "./_server.ts";

const SITE = "https://site.example";

Deno.test("right after start, the first MCP call, share card and search answer with their values", async () => {
  // A public address, as in production: a loopback site does not warm up.
  const server = await startServer({ siteUrl: SITE });
  try {
    const [mcp, card, search] = await Promise.all([
      fetch(
        `${server.url}/mcp`,
        mcpCall("tools/call", { name: "search", arguments: { query: "Escala" } }),
      ),
      fetch(`${server.url}/og/about/card.png`),
      fetch(`${server.url}/search/?q=Escala`),
    ]);
    const { result } = await mcp.json();
    assert.deepEqual(result.structuredContent.results[0], {
      id: "project:escala",
      title: "Escala",
      url: `${SITE}/work/escala/`,
    });
    assert.equal(card.headers.get("content-type"), "image/png");
    const png = await decodePng(new Uint8Array(await card.arrayBuffer()));
    assert.deepEqual([png.width, png.height], [1200, 630]);
    assert.equal(search.status, 200);
    const html = await search.text();
    assert.match(html, /<ol class="search-results"><li><a href="\/work\/escala\/">Escala<\/a>/);
  } finally {
    await server.close();
  }
  assert.doesNotMatch(server.output(), /Warm-up|Error/, server.output());
});
