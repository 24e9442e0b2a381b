import assert from "node:assert/strict";
import type { MiddlewareContext } from "../fresh/types.ts";
import { contentSecurityPolicy, securityHeaders } from "./security.ts";

/** A middleware context whose chain answers with `type`. */
function context(type: string): MiddlewareContext {
  return {
    url: new URL("http://x/"),
    params: {},
    state: {},
    kind: "page",
    next: () => Promise.resolve(new Response("x", { headers: { "content-type": type } })),
  };
}

Deno.test("the page policy allows only this origin, plus the inline scripts whose hashes it lists", () => {
  const csp = contentSecurityPolicy(["sha256-abc"]);
  const directives = new Map(csp.split("; ").map((d) => [d.split(" ")[0], d]));
  assert.equal(directives.get("default-src"), "default-src 'none'");
  assert.equal(directives.get("script-src"), "script-src 'self' 'sha256-abc'");
  assert.equal(directives.get("connect-src"), "connect-src 'self'");
  assert.equal(directives.get("frame-ancestors"), "frame-ancestors 'none'");
  assert.equal(directives.get("base-uri"), "base-uri 'none'");
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|\*/);
  assert.match(contentSecurityPolicy(), /script-src 'self'; /);
});

Deno.test("every answer gets nosniff and a referrer policy; HTML alone gets the page policy and framing rules", async () => {
  const middleware = securityHeaders(contentSecurityPolicy(["sha256-abc"]));
  const html = await middleware(new Request("http://x/"), context("text/html; charset=utf-8"));
  assert.equal(html.headers.get("x-content-type-options"), "nosniff");
  assert.equal(html.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  assert.equal(
    html.headers.get("content-security-policy"),
    contentSecurityPolicy(["sha256-abc"]),
  );
  assert.equal(html.headers.get("x-frame-options"), "DENY");
  assert.equal(html.headers.get("cross-origin-opener-policy"), "same-origin");
  assert.match(html.headers.get("permissions-policy") ?? "", /camera=\(\)/);
  for (const type of ["application/json", "text/markdown; charset=utf-8", "image/png"]) {
    const res = await middleware(new Request("http://x/"), context(type));
    assert.equal(res.headers.get("x-content-type-options"), "nosniff", type);
    assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", type);
    for (const name of ["content-security-policy", "x-frame-options", "permissions-policy"]) {
      assert.equal(res.headers.get(name), null, `${type}: ${name}`);
    }
  }
});
