import assert from "node:assert/strict";
import { decodeUnreserved, requestUrl, routeMatcher } from "./matcher.ts";

const match = routeMatcher([
  { pattern: "/styles.css", value: "file" },
  { pattern: "/about", value: "about" },
  { pattern: "/work/:slug", value: "case study" },
  { pattern: "/api/v1/profile", value: "profile", exact: true },
  { pattern: "/api/v1/projects/:slug{[^/]*}", value: "project", exact: true },
  { pattern: "/:path{.+}", value: "catch-all" },
]);

Deno.test("routeMatcher folds a trailing slash for file routes, as Fresh does", () => {
  assert.deepEqual(match("/about"), ["about", {}]);
  assert.deepEqual(match("/about/"), ["about", {}]);
  assert.deepEqual(match("/work/pipeline/"), ["case study", { slug: "pipeline" }]);
});

Deno.test("routeMatcher matches exact routes as written, an empty parameter included", () => {
  assert.deepEqual(match("/api/v1/profile"), ["profile", {}]);
  // Not the profile with a slash: the catch-all has it.
  assert.deepEqual(match("/api/v1/profile/"), ["catch-all", { path: "api/v1/profile" }]);
  assert.deepEqual(match("/api/v1/projects/"), ["project", { slug: "" }]);
  assert.deepEqual(match("/api/v1/projects/a/b"), ["catch-all", { path: "api/v1/projects/a/b" }]);
});

Deno.test("routeMatcher takes the first entry that matches, and decodes parameters", () => {
  assert.deepEqual(match("/styles.css"), ["file", {}]);
  assert.deepEqual(match("/work/caf%C3%A9"), ["case study", { slug: "café" }]);
  // Not valid UTF-8: kept as it came rather than failing the request.
  assert.deepEqual(match("/work/%FF"), ["case study", { slug: "%FF" }]);
  assert.deepEqual(routeMatcher([{ pattern: "/a", value: 1 }])("/b"), [undefined, {}]);
});

Deno.test("decodeUnreserved decodes only unreserved characters, then removes dot segments", () => {
  assert.equal(decodeUnreserved("/%70rofile"), "/profile");
  assert.equal(decodeUnreserved("/a%2Fb"), "/a%2Fb");
  assert.equal(decodeUnreserved("/%2%65"), "/%2%65");
  assert.equal(decodeUnreserved("/a/%2e%2e/b"), "/b");
  assert.equal(decodeUnreserved("/plain"), "/plain");
});

Deno.test("requestUrl keeps the path of a request whose URL does not parse, on a placeholder host", () => {
  const url = requestUrl(new Request("http://x.test/%70ath?q=1"));
  assert.equal(url.href, "http://x.test/path?q=1");
  const broken = { url: "http://bad host/about/?q=1" } as Request;
  assert.equal(requestUrl(broken).href, "http://invalid.invalid/about/?q=1");
  assert.equal(requestUrl({ url: "no slashes" } as Request).href, "http://invalid.invalid/");
});
