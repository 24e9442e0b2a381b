import assert from "node:assert/strict";
import manifest from "../../fresh.gen.ts";
import { createSiteHandler } from "../app.ts";
import { readConfig } from "../config.ts";
import type { HandlerContext } from "../server/types.ts";
import type { AppState } from "../state.ts";
import { ContentStore } from "../store.ts";
import { allowedOrigin, mcpRoute } from "./http.ts";
import { KEY_HEADERS } from "./memo.ts";
import { WebStandardStreamableHTTPServerTransport } from "./sdk.ts";

const site = readConfig(new Map([["SITE_URL", "https://arjunrao.example"]]));
const local = readConfig(new Map([["PORT", "8000"]]));

Deno.test("allowedOrigin takes no Origin, the site's own, and loopback only for a local site", () => {
  assert.equal(allowedOrigin(null, site), true);
  assert.equal(allowedOrigin("https://arjunrao.example", site), true);
  assert.equal(allowedOrigin("http://arjunrao.example", site), false);
  assert.equal(allowedOrigin("https://arjunrao.example.evil.test", site), false);
  assert.equal(allowedOrigin("http://localhost:6274", site), false);
  assert.equal(allowedOrigin("null", site), false);
  assert.equal(allowedOrigin("not a url", site), false);
  for (const origin of ["http://localhost:8000", "http://127.0.0.1:6274", "http://[::1]:3000"]) {
    assert.equal(allowedOrigin(origin, local), true, origin);
  }
  assert.equal(allowedOrigin("http://evil.example:8000", local), false);
});

function context(
  req: Request,
  store = new ContentStore(site, { watch: false }),
): HandlerContext<unknown, AppState> {
  return {
    url: new URL(req.url),
    params: {},
    state: { config: site, store, asset: (path) => path },
    destination: "route",
    route: "/mcp",
    render: () => new Response(),
    renderHtml: () => "",
    renderNotFound: () => new Response(null, { status: 404 }),
  };
}

Deno.test("mcpRoute answers preflights itself and every method but POST with 405 Allow: POST", async () => {
  const preflight = new Request("http://127.0.0.1/mcp", {
    method: "OPTIONS",
    headers: { origin: "https://a.example", "access-control-request-method": "POST" },
  });
  const res = await mcpRoute(preflight, context(preflight));
  assert.equal(res.status, 204);
  assert.equal(res.headers.get("access-control-allow-methods"), "POST");
  for (const method of ["GET", "DELETE", "PATCH"]) {
    const req = new Request("http://127.0.0.1/mcp", { method });
    const res = await mcpRoute(req, context(req));
    assert.equal(res.status, 405, method);
    assert.equal(res.headers.get("allow"), "POST");
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    assert.equal((await res.json()).error.code, -32000);
  }
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
  assert.equal(result.tools.length, 8);
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

Deno.test("through the site's handler, a repeat of a plain read-only request skips the SDK", async () => {
  const store = new ContentStore(site, { watch: false });
  await store.start();
  const handle = await createSiteHandler(manifest, site, store);
  const transport = WebStandardStreamableHTTPServerTransport.prototype;
  const handleRequest = transport.handleRequest;
  let sdkCalls = 0;
  transport.handleRequest = function (...args) {
    sdkCalls++;
    return handleRequest.apply(this, args);
  };
  const call = async (id: number, params: Record<string, unknown>, origin?: string) => {
    const res = await handle(rpc(id, "tools/call", params, origin ? { origin } : {}));
    return { status: res.status, json: await res.json() };
  };
  try {
    const params = { name: "get_project", arguments: { slug: "nivaas" } };
    assert.equal((await call(1, params)).json.result.structuredContent.name, "Nivaas");
    assert.equal(sdkCalls, 1);
    assert.equal((await call(2, params)).json.result.structuredContent.name, "Nivaas");
    const third = await call(3, params);
    assert.equal(third.json.id, 3);
    assert.equal(third.json.result.structuredContent.slug, "nivaas");
    assert.equal(sdkCalls, 1, "repeats come from the memo");
    await call(4, { ...params, _meta: {} });
    await call(5, { ...params, _meta: {} });
    assert.equal(sdkCalls, 3, "requests with _meta always reach the SDK");
    await call(6, { name: "get_project", arguments: { slug: "saboot" } });
    assert.equal(sdkCalls, 4, "other params are another request");
    const foreign = await call(7, params, "https://elsewhere.example");
    assert.equal(foreign.status, 403, "a repeat from a refused origin is refused");
    assert.equal(foreign.json.error.code, -32000);
  } finally {
    transport.handleRequest = handleRequest;
    store.close();
  }
});

Deno.test("the memo's key names every request header the site reads to answer /mcp", async () => {
  const store = new ContentStore(site, { watch: false });
  await store.start();
  const handle = await createSiteHandler(manifest, site, store);
  const read = new Set<string>();
  const { get, has } = Headers.prototype;
  Headers.prototype.get = function (name) {
    read.add(name.toLowerCase());
    return get.call(this, name);
  };
  Headers.prototype.has = function (name) {
    read.add(name.toLowerCase());
    return has.call(this, name);
  };
  const requests: [string, unknown][] = [
    ["tools/call", { name: "get_page", arguments: { path: "/about/" } }],
    ["tools/list", {}],
    ["resources/read", { uri: "https://arjunrao.example/about/" }],
    ["prompts/get", { name: "prepare_inquiry", arguments: { project: "A shop" } }],
  ];
  try {
    for (const [method, params] of requests) {
      const res = await handle(rpc(1, method, params));
      assert.equal(res.status, 200, method);
      assert.ok((await res.json()).result, method);
    }
  } finally {
    Object.assign(Headers.prototype, { get, has });
    store.close();
  }
  // Host is checked before the memo and never written into an answer; the
  // length bounds the body, which is keyed itself. (Response headers read by
  // middleware show up here too, and are all among these.)
  const unkeyed = [...read].filter((name) =>
    !["host", "content-length", ...KEY_HEADERS].includes(name)
  );
  assert.deepEqual(unkeyed, []);
});
