import assert from "node:assert/strict";
import { parseTimeout, UsageError } from "./args.ts";
import { DEFAULT_BASE_URL, get, RequestError, resolveBaseUrl, retryAfter } from "./client.ts";
import { BASE_URL_ENV } from "./defaults.ts";

Deno.test("the base URL comes from the flag, then SITE_API_URL, then the default, a local server", () => {
  assert.equal(BASE_URL_ENV, "SITE_API_URL");
  const env = { SITE_API_URL: "http://env.example/api/v1/" };
  assert.equal(
    resolveBaseUrl("https://flag.example/api/v1", env),
    "https://flag.example/api/v1",
  );
  assert.equal(resolveBaseUrl(undefined, env), "http://env.example/api/v1");
  assert.equal(
    resolveBaseUrl(undefined, { SITE_API_URL: "" }),
    DEFAULT_BASE_URL,
  );
  assert.equal(resolveBaseUrl(undefined, {}), "http://localhost:8000/api/v1");
  assert.equal(DEFAULT_BASE_URL, "http://localhost:8000/api/v1");
  assert.equal(
    resolveBaseUrl(undefined, { NORDLICHT_API_URL: "http://env.example/api/v1" }),
    DEFAULT_BASE_URL,
    "only the command's own variable counts, not another command's",
  );
});

Deno.test("a base URL without a scheme, with another scheme or with a query is a usage error", () => {
  const cases: [string | undefined, Record<string, string>, RegExp][] = [
    [
      "nordlicht.example/api/v1",
      {},
      /--base-url "nordlicht.example\/api\/v1" is not an absolute URL/,
    ],
    // No http(s) URL parses without a host: the parser refuses it, so nothing checks for one later.
    ["http:///", {}, /--base-url "http:\/\/\/" is not an absolute URL/],
    [
      "localhost:8000/api/v1",
      {},
      /does not start with http:\/\/ or https:\/\//,
    ],
    [
      undefined,
      { SITE_API_URL: "ftp://x/api/v1" },
      /^SITE_API_URL "ftp:\/\/x\/api\/v1"/,
    ],
    ["http://x/api/v1?a=1", {}, /has a query or fragment/],
  ];
  for (const [flag, env, message] of cases) {
    assert.throws(() => resolveBaseUrl(flag, env), (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.match(error.message, message);
      return true;
    });
  }
});

Deno.test("--timeout is a positive number of seconds up to 600, 10 by default", () => {
  assert.equal(parseTimeout(undefined), 10_000);
  assert.equal(parseTimeout("0.25"), 250);
  assert.equal(parseTimeout("600"), 600_000);
  for (const bad of ["0", "-1", "soon", "Infinity"]) {
    assert.throws(() => parseTimeout(bad), UsageError);
  }
  // 1e7 s overflowed AbortSignal.timeout (ERR_OUT_OF_RANGE); 3e6 s wrapped round to 1 ms.
  for (const tooLong of ["1e7", "3000000", "600.5"]) {
    assert.throws(
      () => parseTimeout(tooLong),
      new RegExp(
        `^UsageError: --timeout "${tooLong}" is more than 600 seconds`,
      ),
    );
  }
});

Deno.test("a base URL with a user name or password is refused without repeating them", () => {
  for (
    const value of [
      "https://ann:pa55word@nordlicht.example/api/v1",
      "https://pa55word@nordlicht.example/api/v1",
      "http://ann:pa55word@localhost:99999/api/v1",
      "http:ann:pa55word@localhost/api/v1",
    ]
  ) {
    assert.throws(() => resolveBaseUrl(value, {}), (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.match(
        error.message,
        /^--base-url has a user name or password in it/,
      );
      assert.ok(!error.message.includes("pa55word"), error.message);
      return true;
    });
  }
});

Deno.test("a base URL whose port is out of range says so", () => {
  assert.throws(
    () => resolveBaseUrl("http://localhost:65536/api/v1", {}),
    /has port 65536, out of range: a port is a number from 1 to 65535/,
  );
  assert.throws(
    () => resolveBaseUrl("http://[::1]:0/api/v1", {}),
    /has port 0, out of range/,
  );
  assert.throws(
    () => resolveBaseUrl("http://localhost:http/api/v1", {}),
    /has port http, not a number/,
  );
  assert.equal(
    resolveBaseUrl("http://[::1]:65535/api/v1", {}),
    "http://[::1]:65535/api/v1",
  );
});

Deno.test("Retry-After in seconds or as an HTTP date says when to retry", () => {
  assert.equal(retryAfter("30"), "in 30 seconds");
  assert.equal(retryAfter("1"), "in 1 second");
  const now = Date.parse("2026-01-01T00:00:00Z");
  assert.equal(
    retryAfter("Thu, 01 Jan 2026 00:02:00 GMT", now),
    "in 120 seconds",
  );
  assert.equal(retryAfter(null), undefined);
  assert.equal(retryAfter("whenever"), undefined);
});

Deno.test("get turns a network failure into a RequestError that names the URL", async () => {
  const failing = (() => Promise.reject(new TypeError("fetch failed"))) as typeof fetch;
  await assert.rejects(
    get("http://x/api/v1/profile", { timeout: 1000, fetch: failing }),
    (error: unknown) => {
      assert.ok(error instanceof RequestError);
      assert.equal(error.timedOut, false);
      assert.match(
        error.message,
        /^cannot reach http:\/\/x\/api\/v1\/profile: fetch failed/,
      );
      return true;
    },
  );
});

Deno.test("get gives up after the timeout and says so", async () => {
  const never = ((_url: string, init: RequestInit) =>
    new Promise((_resolve, reject) => {
      init.signal!.addEventListener(
        "abort",
        () => reject(init.signal!.reason),
      );
    })) as typeof fetch;
  await assert.rejects(
    get("http://x/api/v1/faq", { timeout: 50, fetch: never }),
    (error: unknown) => {
      assert.ok(error instanceof RequestError);
      assert.equal(error.timedOut, true);
      assert.equal(
        error.message,
        "no answer from http://x/api/v1/faq within 0.05 s",
      );
      return true;
    },
  );
});
