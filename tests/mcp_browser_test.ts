// deno-lint-ignore-file no-explicit-any -- parsed JSON-RPC answers read in the page
/**
 * A browser client of revision 2026-07-28 from another origin the server
 * accepts (a local site takes any loopback origin): Chromium's CORS preflight
 * must allow the `Mcp-Method` and `Mcp-Name` headers that revision requires.
 */
import assert from "node:assert/strict";
import { browserTest } from "./_chromium.ts";
import { startServer } from "./_server.ts";

browserTest(
  "Chromium on another loopback origin speaks 2026-07-28 to /mcp through CORS",
  import.meta.url,
  async (_t, browser) => {
    const server = await startServer();
    // A blank page on another loopback origin (the site's own pages' CSP would keep them from
    // calling out at all), served from loopback so that Chromium lets it reach a loopback address.
    const client = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen: () => {} },
      () =>
        new Response("<!DOCTYPE html><title>client</title>", {
          headers: { "content-type": "text/html" },
        }),
    );
    try {
      const page = await browser.newPage();
      await page.goto(`http://localhost:${client.addr.port}/`);
      const answers = await page.evaluate(async (endpoint: string) => {
        const meta = {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
          "io.modelcontextprotocol/clientInfo": { name: "browser", version: "1" },
        };
        const call = async (id: number, method: string, params: any, name?: string) => {
          const headers: Record<string, string> = {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            "mcp-protocol-version": "2026-07-28",
            "mcp-method": method,
          };
          if (name) headers["mcp-name"] = name;
          const res = await fetch(endpoint, {
            method: "POST",
            headers,
            body: JSON.stringify({
              jsonrpc: "2.0",
              id,
              method,
              params: { ...params, _meta: meta },
            }),
          });
          return { status: res.status, body: await res.json() };
        };
        return [
          await call(1, "server/discover", {}),
          await call(2, "tools/call", { name: "get_profile", arguments: {} }, "get_profile"),
        ];
      }, `${server.url}/mcp`);
      const [discover, profile] = answers as any[];
      assert.equal(discover.status, 200);
      assert.ok(discover.body.result.supportedVersions.includes("2026-07-28"));
      assert.equal(profile.status, 200);
      assert.equal(profile.body.result.structuredContent.name, "Marta Quintela");
      await page.close();
    } finally {
      await client.shutdown();
      await server.close();
    }
  },
);
