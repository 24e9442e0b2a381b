/**
 * Splits a Markdown file into its YAML front matter (between a first line `---` and the next)
 * and body. js-yaml reads YAML 1.2's core schema, so dates stay strings for zod (the `yaml`
 * package costs 40 ms of start-up, against 10). Aliases (`*name`) that make a value larger than
 * its text are refused: nested, a few lines expand to gigabytes (a "billion laughs").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * const { data, body } = parseFrontMatter("---\ntitle: Hello\n---\n# Body");
 * assert.deepEqual(data, { title: "Hello" });
 * assert.equal(body, "# Body");
 * assert.throws(() => parseYamlText("a: [1", 3), /invalid YAML at line \d+/);
 * ```
 */
// @ts-types="@types/js-yaml"
import { CORE_SCHEMA, load, YAMLException } from "js-yaml";

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** `text`'s YAML (`{}` if none) and Markdown after it, trimmed; a YAML error names its line. */
export function parseFrontMatter(text: string): { data: unknown; body: string } {
  const source = text.replace(/^\uFEFF/, "");
  const match = FENCE.exec(source);
  const unclosed = 'the front matter is not closed: add a line "---" after it';
  if (!match && /^---[ \t]*\r?\n/.test(source)) throw new Error(unclosed);
  if (!match) return { data: {}, body: source.trim() };
  // The YAML starts on the file's second line, after the opening fence.
  return { data: parseYamlText(match[1], 2) ?? {}, body: source.slice(match[0].length).trim() };
}

/** Parses YAML text; an error is one line naming line and column in the file (from `firstLine`). */
export function parseYamlText(text: string, firstLine = 1): unknown {
  let value: unknown;
  try {
    value = load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const { mark } = error;
    const at = mark ? ` at line ${mark.line + firstLine}, column ${mark.column + 1}` : "";
    throw new Error(`invalid YAML${at}: ${error.reason}`);
  }
  if (expandsBeyond(value, text.length)) {
    throw new Error(
      `uses YAML aliases (*name) that expand to more than its ${text.length} characters: write the values out in full instead of aliasing them`,
    );
  }
  return value;
}

/** True when `value`, written out, holds more than `limit` characters and nodes. */
function expandsBeyond(value: unknown, budget: number): boolean {
  for (const stack = [value]; stack.length;) {
    const node = stack.pop();
    if (node === null || node === undefined) continue;
    if (typeof node === "object") {
      budget -= 1; // a list or a map; a map's keys count as its text
      for (const [key, item] of Object.entries(node)) {
        budget -= Array.isArray(node) ? 0 : key.length;
        stack.push(item);
      }
    } else budget -= String(node).length;
    if (budget < 0) return true;
  }
  return false;
}
