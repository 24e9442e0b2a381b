import assert from "node:assert/strict";
import { Answer } from "./conditional.ts";
import { HttpError } from "./problem.ts";

const TAG = '"abc"';
const BODY = new TextEncoder().encode("hello");

/** A 200 with the headers a page answer carries, and more to be dropped from a 304. */
function page(extra: [string, string][] = []): Answer {
  return new Answer({
    status: 200,
    headers: [
      ["content-type", "text/html; charset=utf-8"],
      ["etag", TAG],
      ["cache-control", "public, max-age=60"],
      ["vary", "Accept"],
      ["link", '</about.md>; rel="alternate"'],
      ["content-security-policy", "default-src 'none'"],
      ["x-markdown-tokens", "12"],
      ["access-control-allow-origin", "*"],
      ["access-control-expose-headers", "ETag"],
      ["x-content-type-options", "nosniff"],
      ...extra,
    ],
    body: BODY,
  });
}

function request(headers: Record<string, string>, method = "GET"): Request {
  return new Request("http://x/about/", { method, headers });
}

/** The `HttpError` `answer.respond(req)` throws, or fails. */
function refusal(answer: Answer, req: Request): HttpError {
  try {
    answer.respond(req);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    return error;
  }
  assert.fail("respond did not refuse");
}

Deno.test("If-Match with the current strong ETag, in a list, or * is met and gets the 200", async () => {
  for (const value of [TAG, `"x", ${TAG}`, "*", ` ${TAG} `]) {
    const res = page().respond(request({ "if-match": value }));
    assert.equal(res.status, 200, value);
    assert.equal(await res.text(), "hello");
  }
});

Deno.test("If-Match compares strongly: another tag or the weak form is 412 precondition_failed", () => {
  for (const value of ['"nope"', `W/${TAG}`, '"abc', ""]) {
    const error = refusal(page(), request({ "if-match": value }));
    assert.equal(error.code, "precondition_failed", value);
    assert.equal(error.status, 412);
    assert.match(error.detail, /the current ETag is "abc"/);
    // The 412 keeps CORS and Vary, and is never kept by a cache.
    assert.equal(error.headers["access-control-allow-origin"], "*");
    assert.equal(error.headers["vary"], "Accept");
    assert.equal(error.headers["cache-control"], "no-store");
    assert.equal(error.headers["content-security-policy"], undefined);
    assert.equal(error.headers["etag"], undefined);
  }
});

Deno.test("HEAD is refused by If-Match as GET is", () => {
  assert.equal(refusal(page(), request({ "if-match": '"nope"' }, "HEAD")).status, 412);
});

Deno.test("If-Match is evaluated before If-None-Match (RFC 9110 §13.2.2)", () => {
  const error = refusal(page(), request({ "if-match": '"nope"', "if-none-match": TAG }));
  assert.equal(error.status, 412);
  assert.equal(page().respond(request({ "if-match": TAG, "if-none-match": TAG })).status, 304);
});

Deno.test("If-Unmodified-Since fails only when Last-Modified is later, and is ignored beside If-Match", () => {
  const modified: [string, string][] = [["last-modified", "Wed, 21 Oct 2026 07:28:00 GMT"]];
  const early = { "if-unmodified-since": "Tue, 20 Oct 2026 07:28:00 GMT" };
  assert.equal(refusal(page(modified), request(early)).code, "precondition_failed");
  for (const date of ["Wed, 21 Oct 2026 07:28:00 GMT", "Thu, 22 Oct 2026 07:28:00 GMT"]) {
    assert.equal(page(modified).respond(request({ "if-unmodified-since": date })).status, 200);
  }
  // Not a date, no Last-Modified to compare with, or If-Match present: ignored.
  assert.equal(page(modified).respond(request({ "if-unmodified-since": "soon" })).status, 200);
  assert.equal(page().respond(request(early)).status, 200);
  assert.equal(page(modified).respond(request({ ...early, "if-match": "*" })).status, 200);
});

Deno.test("preconditions are ignored on an answer that is not 2xx (RFC 9110 §13.2.1)", () => {
  const missing = new Answer({
    status: 404,
    headers: [["content-type", "application/problem+json"]],
    body: BODY,
  });
  assert.equal(missing.respond(request({ "if-match": '"nope"' })).status, 404);
  assert.equal(missing.respond(request({ "if-none-match": "*" })).status, 404);
});

Deno.test("a 304 keeps only the headers RFC 9110 §15.4.5 lists and CORS", () => {
  const res = page().respond(request({ "if-none-match": `W/${TAG}` }));
  assert.equal(res.status, 304);
  assert.deepEqual([...res.headers.keys()].sort(), [
    "access-control-allow-origin",
    "access-control-expose-headers",
    "cache-control",
    "etag",
    "vary",
  ]);
});

Deno.test("each compressed form has its own strong ETag, which If-Match names", () => {
  const answer = new Answer({
    status: 200,
    headers: [["content-type", "text/plain"], ["etag", TAG]],
    body: BODY,
    forms: [BODY, BODY],
  });
  const br = answer.respond(request({ "accept-encoding": "br" }));
  assert.equal(br.headers.get("etag"), '"abc-br"');
  assert.equal(
    answer.respond(request({ "accept-encoding": "br", "if-match": '"abc-br"' })).status,
    200,
  );
  assert.equal(refusal(answer, request({ "accept-encoding": "br", "if-match": TAG })).status, 412);
});
