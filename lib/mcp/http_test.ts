import assert from "node:assert/strict";
import manifest from "../../fresh.gen.ts";
import { readConfig } from "../config.ts";
import { ContentStore } from "../content/store.ts";
import type { HandlerContext } from "../fresh/types.ts";
import { createSiteHandler } from "../handler.ts";
import type { AppState } from "../content/state.ts";
import { mcpRoute } from "./http.ts";
import { HttpError } from "../http/problem.ts";

/** The largest request body /mcp accepts: 64 KiB. */
const MAX_BODY = 64 * 1024;
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { buildSite } from "../site/web/site.ts";

/** The studio fixture owner (Nordlicht Digital), never the sample in content/. */
const STUDIO = new URL("../../tests/fixtures/studio", import.meta.url).pathname;
const site = readConfig(new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", STUDIO]]));
const local = readConfig(new Map([["PORT", "8000"]]));

function context(
  req: Request,
  store = new ContentStore(site, { build: buildSite, watch: false }),
): HandlerContext<unknown, AppState> {
  return {
    url: new URL(req.url),
    params: {},
    state: { config: site, store, asset: (path) => path },
    kind: "mcp",
    route: "/mcp",
    render: () => new Response(),
  };
}

/** True when mcpRoute, for a site of `config`, answers a request from `origin` (none for null). */
async function accepts(origin: string | null, config = site): Promise<boolean> {
  const req = new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(origin === null ? {} : { origin }),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
  const ctx = context(req);
  ctx.state.config = config;
  try {
    const res = await mcpRoute(req, ctx);
    await res.body?.cancel();
    return res.status === 200;
  } catch (error) {
    assert.ok(error instanceof HttpError && error.code === "forbidden", String(error));
    return false;
  }
}

Deno.test("mcpRoute takes no Origin, the site's own, and loopback only for a local site", async () => {
  assert.equal(await accepts(null), true);
  assert.equal(await accepts("https://site.example"), true);
  assert.equal(await accepts("http://site.example"), false);
  assert.equal(await accepts("https://site.example.evil.test"), false);
  assert.equal(await accepts("http://localhost:6274"), false);
  assert.equal(await accepts("null"), false);
  assert.equal(await accepts("not a url"), false);
  for (const origin of ["http://localhost:8000", "http://127.0.0.1:6274", "http://[::1]:3000"]) {
    assert.equal(await accepts(origin, local), true, origin);
  }
  assert.equal(await accepts("http://evil.example:8000", local), false);
});

Deno.test("mcpRoute answers a JSON-only client in-process, with no content loaded", async () => {
  const req = new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/list" }),
  });
  const res = await mcpRoute(req, context(req));
  assert.equal(res.status, 200);
  const { id, result } = await res.json();
  assert.equal(id, 7);
  assert.equal(result.tools.length, 10);
});

Deno.test("mcpRoute compresses a JSON answer as every other answer is, and not an SSE one", async () => {
  const ask = (accept: string) =>
    new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept, "accept-encoding": "gzip, br" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 8, method: "tools/list" }),
    });
  const json = await mcpRoute(ask("application/json"), context(ask("application/json")));
  assert.equal(json.headers.get("content-encoding"), "br");
  assert.match(json.headers.get("vary") ?? "", /Accept-Encoding/);
  const text = await new Response(
    json.body!.pipeThrough(new DecompressionStream("brotli" as CompressionFormat)),
  ).text();
  assert.equal(JSON.parse(text).result.tools.length, 10);
  const sse = await mcpRoute(ask("text/event-stream"), context(ask("text/event-stream")));
  assert.equal(sse.headers.get("content-type"), "text/event-stream");
  assert.equal(sse.headers.get("content-encoding"), null);
  assert.match(await sse.text(), /^event: message\ndata: \{/);
});

/** A POST of one JSON-RPC request to /mcp, as a client sends it. */
function rpc(id: number, method: string, params: unknown, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ jsonrpc: "2.0", id, method, params });
  return new Request("http://127.0.0.1/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "content-length": String(body.length),
      ...headers,
    },
    body,
  });
}

/** The site's whole handler on the studio fixture's content, and a way to close it. */
async function siteHandler() {
  const store = new ContentStore(site, { build: buildSite, watch: false });
  await store.start();
  const handle = await createSiteHandler(manifest, { config: site, store });
  return { handle: (req: Request) => Promise.resolve(handle(req)), close: () => store.close() };
}

Deno.test("through the site, /mcp answers preflights and every method but POST with 405 Allow: POST", async () => {
  const { handle, close } = await siteHandler();
  try {
    const preflight = await handle(
      new Request("http://127.0.0.1/mcp", {
        method: "OPTIONS",
        headers: { origin: "https://a.example", "access-control-request-method": "POST" },
      }),
    );
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("access-control-allow-methods"), "POST");
    assert.match(preflight.headers.get("access-control-allow-headers")!, /mcp-protocol-version/);
    assert.equal(preflight.headers.get("x-content-type-options"), "nosniff");
    for (const method of ["GET", "DELETE", "PATCH"]) {
      const res = await handle(
        new Request("http://127.0.0.1/mcp", { method, headers: { accept: "application/json" } }),
      );
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get("allow"), "POST");
      assert.equal(res.headers.get("access-control-allow-origin"), "*");
      assert.equal(res.headers.get("content-type"), "application/problem+json");
      const problem = await res.json();
      assert.equal(problem.code, "method_not_allowed");
      assert.match(problem.hint, /POST/);
    }
  } finally {
    close();
  }
});

Deno.test("every call reaches the SDK: there is no memo of MCP answers", async () => {
  const { handle, close } = await siteHandler();
  const transport = WebStandardStreamableHTTPServerTransport.prototype;
  const handleRequest = transport.handleRequest;
  let sdkCalls = 0;
  transport.handleRequest = function (...args) {
    sdkCalls++;
    return handleRequest.apply(this, args);
  };
  try {
    const params = { name: "get_project", arguments: { slug: "rates-api" } };
    for (const id of [1, 2, 3]) {
      const res = await handle(
        rpc(id, "tools/call", params, { "mcp-protocol-version": "2025-11-25" }),
      );
      const json = await res.json();
      assert.equal(json.id, id);
      assert.deepEqual(json.result.structuredContent, {
        slug: "rates-api",
        name: "Rates API",
        status: "In testing",
        summary: "Freight rates from three carriers behind one API.",
        stack: ["Python", "PostgreSQL"],
        case_study: "https://site.example/work/rates-api/",
      });
    }
    assert.equal(sdkCalls, 3);
  } finally {
    transport.handleRequest = handleRequest;
    close();
  }
});

Deno.test("/mcp refuses a foreign origin, a non-JSON body, an oversized body and a cut-off body as problems", async () => {
  const { handle, close } = await siteHandler();
  const problem = async (req: Request) => {
    const res = await handle(req);
    assert.equal(res.headers.get("content-type"), "application/problem+json");
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    return { status: res.status, code: (await res.json()).code };
  };
  try {
    assert.deepEqual(
      await problem(rpc(1, "tools/list", {}, { origin: "https://elsewhere.example" })),
      { status: 403, code: "forbidden" },
    );
    assert.deepEqual(
      await problem(rpc(1, "tools/list", {}, { "content-type": "text/plain" })),
      { status: 415, code: "unsupported_media_type" },
    );
    const big = new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: "x".repeat(MAX_BODY + 1),
    });
    assert.deepEqual(await problem(big), { status: 413, code: "payload_too_large" });
    // A client that closes before sending all it announced: the body stream errors.
    const cut = new Request("http://127.0.0.1/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0",'));
          controller.error(new Error("connection closed"));
        },
      }),
      duplex: "half",
    } as RequestInit);
    assert.deepEqual(await problem(cut), { status: 400, code: "invalid_parameter" });
  } finally {
    close();
  }
});

Deno.test("the body is read once and parsed once; the SDK is handed the parsed message", async () => {
  const { handle, close } = await siteHandler();
  const parse = JSON.parse;
  const clone = Request.prototype.clone;
  let parses = 0;
  let clones = 0;
  JSON.parse = function (...args: Parameters<typeof parse>) {
    if (String(args[0]).includes('"tools/list"')) parses++;
    return parse.apply(this, args);
  };
  Request.prototype.clone = function () {
    clones++;
    return clone.call(this);
  };
  try {
    for (const version of ["2025-03-26", "2025-11-25"]) {
      const res = await handle(rpc(1, "tools/list", {}, { "mcp-protocol-version": version }));
      assert.equal((await res.json()).result.tools.length, 10, version);
    }
    assert.deepEqual({ parses, clones }, { parses: 2, clones: 0 });
  } finally {
    JSON.parse = parse;
    Request.prototype.clone = clone;
    close();
  }
});

Deno.test("a client that accepts only text/event-stream gets its answer as one SSE event", async () => {
  const { handle, close } = await siteHandler();
  try {
    const res = await handle(rpc(4, "ping", {}, { accept: "text/event-stream" }));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/event-stream");
    const text = await res.text();
    assert.match(text, /^event: message\ndata: \{.*\}\n\n$/);
    assert.deepEqual(JSON.parse(text.split("data: ")[1]), { result: {}, jsonrpc: "2.0", id: 4 });
  } finally {
    close();
  }
});
