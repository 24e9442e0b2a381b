import assert from "node:assert/strict";
import type { MiddlewareContext } from "../fresh/types.ts";
import { hostCheck } from "./host.ts";
import { HttpError } from "./problem.ts";

/** A middleware context whose chain answers 200 "ok". */
function context(): MiddlewareContext {
  return {
    url: new URL("http://x/"),
    params: {},
    state: {},
    kind: "page",
    next: () => Promise.resolve(new Response("ok")),
  };
}

Deno.test("hostCheck passes a valid Host down the chain and throws 400 invalid_parameter naming a bad one", async () => {
  const ok = await hostCheck(
    new Request("http://x/", { headers: { host: "example.com" } }),
    context(),
  );
  assert.equal(await ok.text(), "ok");
  // fetch's Request keeps a Host header as given, so a malformed one can be tested here.
  const bad = new Request("http://x/", { headers: { host: "a?b" } });
  await assert.rejects(
    async () => await hostCheck(bad, context()),
    (error: unknown) => {
      assert.ok(error instanceof HttpError);
      assert.equal(error.status, 400);
      assert.equal(error.code, "invalid_parameter");
      assert.match(error.detail, /The Host header "a\?b" is not a valid host\[:port\]/);
      return true;
    },
  );
  const long = new Request("http://x/", { headers: { host: "a?" + "b".repeat(300) } });
  await assert.rejects(
    async () => await hostCheck(long, context()),
    (error: HttpError) => error.detail.length < 200,
    "the detail clips what it echoes",
  );
});

/** True when `hostCheck` passes a request with this Host header (none for null) down the chain. */
async function passes(host: string | null): Promise<boolean> {
  const headers: HeadersInit = host === null ? {} : { host };
  try {
    return (await (await hostCheck(new Request("http://x/", { headers }), context())).text()) ===
      "ok";
  } catch (error) {
    assert.ok(error instanceof HttpError && error.code === "invalid_parameter", String(error));
    return false;
  }
}

Deno.test("hostCheck passes a name, an IPv4 or bracketed IPv6 address with an optional port, or no Host", async () => {
  for (
    const host of [
      null,
      "example.com",
      "example.com:8000",
      "127.0.0.1:8000",
      "[::1]",
      "[::1]:8000",
      "localhost",
    ]
  ) {
    assert.equal(await passes(host), true, String(host));
  }
});

Deno.test("hostCheck refuses a Host that would shift or break the URL Deno builds from it", async () => {
  for (
    const host of ["a?b", "a b", "a/b", "a#b", "user@a", "a:b", "a:123456", "[::1", "1.2.3.4.5"]
  ) {
    assert.equal(await passes(host), false, host);
  }
});
