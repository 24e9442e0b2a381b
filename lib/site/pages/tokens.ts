/**
 * The token estimate every Markdown answer carries in `x-markdown-tokens` (as Cloudflare's Markdown
 * for Agents does), so an agent can budget its context from the headers or a HEAD. One token per
 * four code points, rounded up: OpenAI's rule of thumb, and what other servers of this header use.
 * On the 35 pages of the three content folders (68 to 14,500 characters) it is within -11 % to
 * +25 % of o200k_base (median +11 %), -11 % to +26 % of cl100k_base and -29 % to +13 % of
 * Anthropic's published tokenizer (median -2 %; gpt-tokenizer 3.0.1, @anthropic-ai/tokenizer
 * 0.0.4). No real tokenizer: model families differ by 10 to 15 % among themselves, so any one is
 * still an estimate for the others, and its tables (1.1 to 2.2 MB) would load in the server for a
 * header.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const headers = markdownTokenHeaders("# Pricing\n\nEvery project is quoted in writing.\n");
 * assert.deepEqual(headers, { "x-markdown-tokens": "12" });
 * ```
 */
export function markdownTokenHeaders(markdown: string): Record<string, string> {
  // Code points, not UTF-16 units: an emoji or a rare CJK character is one character.
  return { "x-markdown-tokens": String(Math.ceil([...markdown].length / 4)) };
}
