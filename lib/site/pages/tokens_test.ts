import assert from "node:assert/strict";
import { markdownTokenHeaders } from "./tokens.ts";

const tokens = (text: string) => markdownTokenHeaders(text)["x-markdown-tokens"];

Deno.test("the estimate is one token per four characters, rounded up", () => {
  assert.equal(tokens(""), "0");
  assert.equal(tokens("abc"), "1");
  assert.equal(tokens("abcd"), "1");
  assert.equal(tokens("abcde"), "2");
  assert.equal(tokens("# Pricing\n\nEvery project is quoted in writing.\n"), "12");
});

Deno.test("the estimate counts characters, not UTF-16 units or bytes", () => {
  // Four code points: "ç" is 2 bytes in UTF-8, "🚀" is 2 UTF-16 units and 4 bytes.
  assert.equal(tokens("ç🚀ab"), "1");
  assert.equal(tokens("🚀".repeat(8)), "2");
});

Deno.test("markdownTokenHeaders names the estimate x-markdown-tokens, as a decimal string", () => {
  assert.deepEqual(markdownTokenHeaders("a".repeat(401)), { "x-markdown-tokens": "101" });
});
