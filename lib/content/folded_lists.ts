/**
 * Finds list items YAML silently folded into the line above: a line `- Astro` indented deeper than
 * the line before is read as the rest of that line's text ("TypeScript - Astro"). The schema cannot
 * tell (both are valid text), so this looks at the lines themselves and names the line to fix.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const [item] = foldedListItems("stack:\n  - TypeScript\n   - Astro\n");
 * assert.equal(item.line, 3);
 * assert.match(item.message, /part of that line \("TypeScript - Astro"\)/);
 * ```
 */

/** A list item, `- text`; nested items (`- - text`) give the innermost dash. */
const ITEM = /^(\s*(?:-\s+)*)-\s+(\S.*)$/;
/** `key: value` or `- key: value`, with the column the key starts at. */
const FIELD = /^(\s*(?:-\s+)?)([A-Za-z0-9_-]+):\s+(\S.*)$/;

/** The folded list items in `text` (YAML or front matter), each with its 1-based line and fix. */
export function foldedListItems(text: string): { line: number; message: string }[] {
  const lines = text.split(/\r?\n/);
  const close = lines.findIndex((line, i) => i > 0 && /^---\s*$/.test(line));
  const [start, end] = /^---\s*$/.test(lines[0]) && close !== -1 ? [1, close] : [0, lines.length];
  const found: ReturnType<typeof foldedListItems> = [];
  /** The line above: the column its value's owner starts at, and its text. */
  let above: { column: number; value: string } | undefined;
  /** Inside a block scalar (`|` or `>`) opened at this indentation: its lines are text. */
  let block: number | undefined;
  for (let i = start; i < end; i++) {
    const line = lines[i];
    const indent = line.length - line.trimStart().length;
    if (!line.trim()) {
      above = undefined;
      continue;
    }
    if (block !== undefined) {
      if (indent > block) continue;
      block = undefined;
    }
    const item = ITEM.exec(line);
    if (item && above && indent > above.column) {
      const [said, into] = [item[2], above.value];
      const message =
        `"- ${said}" is indented deeper than the line above, so YAML reads it as part of that line ("${into} - ${said}") rather than as a list item: indent it exactly like the item above`;
      found.push({ line: i + 1, message });
      continue; // Still part of the same folded value.
    }
    const field = FIELD.exec(line);
    const [column = 0, value] = field ? [field[1].length, field[3]] : [item?.[1].length, item?.[2]];
    if (value !== undefined && /^[|>]/.test(value)) block = indent;
    // A quoted or bracketed value is whole on its line; a block scalar's lines are text.
    above = value === undefined || /^["'[{|>]/.test(value) ? undefined : { column, value };
  }
  return found;
}
