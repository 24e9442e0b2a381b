import assert from "node:assert/strict";
import { noVarySearch, parseNoVarySearch, queryKey } from "./no_vary_search.ts";

Deno.test("params ignores every query parameter but the ones excepted", () => {
  const none = parseNoVarySearch("params");
  assert.equal(queryKey("?x=1&y=2", none), "");
  const onlyQ = parseNoVarySearch('params, except=("q")');
  assert.equal(queryKey("?x=1&q=a+b&y=2", onlyQ), "q=a+b");
  assert.equal(queryKey("?q=a%20b", onlyQ), "q=a+b", "percent-encoding is normalised");
  assert.equal(queryKey("", onlyQ), "");
});

Deno.test("params=(…) ignores the listed parameters, and key-order sorts what is left", () => {
  const rule = parseNoVarySearch('params=("utm_source"), key-order');
  assert.equal(queryKey("?b=2&utm_source=x&a=1&b=1", rule), "a=1&b=2&b=1");
  assert.equal(queryKey("?b=2&a=1", parseNoVarySearch('params=("utm")')), "b=2&a=1");
});

Deno.test("no header, or a malformed one, means the whole query counts as written", () => {
  for (const header of [null, "", "params=", "(("]) {
    const whole = parseNoVarySearch(header);
    assert.equal(queryKey("?b=2&a=1", whole), "?b=2&a=1", String(header));
    assert.equal(queryKey("?", whole), "", String(header));
  }
});

Deno.test("noVarySearch states what a route reads, and parses back to it", () => {
  assert.equal(noVarySearch(), "params");
  assert.equal(noVarySearch(["q", "v"]), 'params, except=("q" "v"), key-order');
  const rule = parseNoVarySearch(noVarySearch(["q", "v"]));
  assert.deepEqual(["q", "v", "x"].map(rule.counts), [true, true, false]);
  assert.equal(queryKey("?v=1&x=2&q=a", rule), queryKey("?q=a&v=1", rule), "in any order");
});
