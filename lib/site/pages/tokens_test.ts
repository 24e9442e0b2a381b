import assert from "node:assert/strict";
import { estimateTokens, markdownTokenHeaders } from "./tokens.ts";

Deno.test("estimateTokens counts one token per four characters, rounded up", () => {
  assert.equal(estimateTokens(""), 0);
  assert.equal(estimateTokens("abc"), 1);
  assert.equal(estimateTokens("abcd"), 1);
  assert.equal(estimateTokens("abcde"), 2);
  assert.equal(estimateTokens("# Pricing\n\nEvery project is quoted in writing.\n"), 12);
});

Deno.test("estimateTokens counts characters, not UTF-16 units or bytes", () => {
  // Four code points: "ç" is 2 bytes in UTF-8, "🚀" is 2 UTF-16 units and 4 bytes.
  assert.equal(estimateTokens("ç🚀ab"), 1);
  assert.equal(estimateTokens("🚀".repeat(8)), 2);
});

Deno.test("markdownTokenHeaders names the estimate x-markdown-tokens, as a decimal string", () => {
  assert.deepEqual(markdownTokenHeaders("a".repeat(401)), { "x-markdown-tokens": "101" });
});
