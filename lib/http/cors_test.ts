import assert from "node:assert/strict";
import type { MiddlewareContext } from "../fresh/types.ts";
import { cors } from "./cors.ts";

/** A middleware context on `route` whose chain answers 200 "ok"; `reached` counts calls of next. */
function context(route?: string) {
  const ctx = {
    reached: 0,
    url: new URL("http://x/"),
    params: {},
    state: {},
    kind: "page",
    route,
    next() {
      ctx.reached++;
      return Promise.resolve(new Response("ok", { headers: { etag: '"a"' } }));
    },
  } satisfies MiddlewareContext & { reached: number };
  return ctx;
}

const preflight = (headers: Record<string, string> = {}) =>
  new Request("http://x/", {
    method: "OPTIONS",
    headers: {
      origin: "https://other.example",
      "access-control-request-method": "GET",
      ...headers,
    },
  });

Deno.test("cors opens every answer to any origin and exposes the headers it names", async () => {
  const ctx = context();
  const res = await cors({ exposeHeaders: ["ETag", "Link"] })(new Request("http://x/"), ctx);
  assert.equal(ctx.reached, 1);
  assert.equal(await res.text(), "ok");
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.equal(res.headers.get("access-control-expose-headers"), "ETag, Link");
  const plain = await cors()(new Request("http://x/"), context());
  assert.equal(plain.headers.get("access-control-expose-headers"), null);
});

Deno.test("a preflight gets 204 with the allowed methods, a day's max age and the headers asked for, without reaching the route", async () => {
  const ctx = context();
  const res = await cors()(preflight({ "access-control-request-headers": "x-one, x-two" }), ctx);
  assert.equal(ctx.reached, 0);
  assert.equal(res.status, 204);
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.equal(res.headers.get("access-control-allow-methods"), "GET, HEAD");
  assert.equal(res.headers.get("access-control-max-age"), "86400");
  assert.equal(res.headers.get("access-control-allow-headers"), "x-one, x-two");
  const bare = await cors()(preflight(), context());
  assert.equal(bare.headers.get("access-control-allow-headers"), null);
});

Deno.test("a route's options replace the site's on that route only", async () => {
  const middleware = cors({
    exposeHeaders: ["ETag"],
    routes: {
      "/mcp": { methods: ["POST"], allowHeaders: ["content-type", "mcp-protocol-version"] },
    },
  });
  const mcp = await middleware(
    preflight({ "access-control-request-headers": "x-other" }),
    context("/mcp"),
  );
  assert.equal(mcp.headers.get("access-control-allow-methods"), "POST");
  assert.equal(
    mcp.headers.get("access-control-allow-headers"),
    "content-type, mcp-protocol-version",
  );
  const page = await middleware(preflight(), context("/about"));
  assert.equal(page.headers.get("access-control-allow-methods"), "GET, HEAD");
  const answer = await middleware(new Request("http://x/mcp", { method: "POST" }), context("/mcp"));
  assert.equal(answer.headers.get("access-control-expose-headers"), null, "/mcp exposes none");
});

Deno.test("an OPTIONS request that is no preflight goes down the chain, which may answer 405", async () => {
  const ctx = context();
  const res = await cors()(new Request("http://x/", { method: "OPTIONS" }), ctx);
  assert.equal(ctx.reached, 1);
  assert.equal(await res.text(), "ok");
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
});
