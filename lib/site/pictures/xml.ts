/**
 * Text made safe for every XML the site writes (share cards, favicons, sitemap.xml): characters
 * XML 1.0 forbids (C0 controls but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates), one of which
 * makes the whole document malformed, are dropped, and the five markup characters escaped (so no
 * `]]>` either). Content is often pasted: a vertical tab in a name must not cost a favicon.
 *
 * @example
 * ```ts
 * xmlText("A & B\v]]>"); // "A &amp; B]]&gt;"
 * ```
 */

/** What XML 1.0 (§2.2 Char) forbids; with the `u` flag, a surrogate only matches when alone. */
// deno-lint-ignore no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** `text` as XML character data or attribute value: forbidden characters dropped, markup escaped. */
export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
