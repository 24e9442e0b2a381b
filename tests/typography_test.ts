/**
 * Typography by language in static/styles.css (issue #37, item 3): the
 * stylesheet itself, read as the browser gets it.
 */
import assert from "node:assert/strict";

const css = await Deno.readTextFile(new URL("../static/styles.css", import.meta.url));

/** The declarations of the rule whose selector list is exactly `selectors`. */
function rule(...selectors: string[]): string {
  const escaped = selectors.map((s) => s.replace(/[()[\]]/g, "\\$&")).join(",\\s*");
  return new RegExp(`(?:^|\\}|\\*/)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
}

Deno.test("Chinese and Japanese break lines strictly, Japanese by phrase, Korean between words", () => {
  assert.match(rule(":lang(ja)", ":lang(zh)"), /line-break: strict;/);
  assert.match(rule(":lang(ja)"), /word-break: auto-phrase;/);
  assert.match(rule(":lang(ko)"), /word-break: keep-all;/);
});

Deno.test("each script names its own faces before the default, and a passage's lang picks them", () => {
  for (
    const [selector, face] of [
      [":lang(ja)", "Noto Sans JP"],
      [":lang(ko)", "Noto Sans KR"],
      [":lang(zh)", "Noto Sans SC"],
      [":lang(he)", "Noto Sans Hebrew"],
      [":lang(th)", "Noto Sans Thai"],
    ]
  ) {
    assert.match(rule(selector), new RegExp(`--font: system-ui,[^;]*"${face}"[^;]*sans-serif;`));
  }
  assert.match(rule("[lang]"), /font-family: var\(--font\);/);
});
