/**
 * A page's Markdown for a terminal: paragraphs and list items wrapped, headings bold, emphasis and
 * code coloured, link addresses after their text; without colour, meaningful marks (heading hashes,
 * backticks) stay. Code blocks and tables are kept whole: wrapping would break them.
 *
 * @example
 * ```ts
 * renderMarkdown("# Pricing\n\nSee [the FAQ](https://x.example/faq/).", {
 *   width: 80,
 *   style: createStyle(false),
 * });
 * // → ["# Pricing", "", "See the FAQ (https://x.example/faq/)."]
 * ```
 */
import { indent, type Style, type View, wrapWords } from "./text.ts";

type Decorate = (text: string) => string;

type Span = { text: string; decorate: Decorate };

const plain: Decorate = (text) => text;

// Code spans, images and links, autolinks, strong, emphasis, escapes: CommonMark's precedence.
const INLINE = new RegExp(
  [
    "(`+)(.+?)\\1", // 1, 2: code span
    '(!?)\\[([^\\]]*)\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+"[^"]*")?\\s*\\)', // 3, 4, 5: link or image
    "<((?:https?|mailto):[^>\\s]+)>", // 6: autolink
    "\\*\\*(.+?)\\*\\*|__(.+?)__", // 7, 8: strong
    "\\*(?=\\S)(.+?)\\*|(?<![\\w])_(?=\\S)(.+?)_(?![\\w])", // 9, 10: emphasis
    "\\\\([!-/:-@[-`{-~])", // 11: backslash escape
  ].join("|"),
  "g",
);

/** `text`'s inline Markdown as spans, each decorated on top of `outer`. */
function spans(text: string, style: Style, outer: Decorate = plain): Span[] {
  const out: Span[] = [];
  let at = 0;
  const nested = (inner: string, decorate: Decorate) =>
    out.push(...spans(inner, style, (s) => outer(decorate(s))));
  for (const m of text.matchAll(INLINE)) {
    if (m.index > at) out.push({ text: text.slice(at, m.index), decorate: outer });
    at = m.index + m[0].length;
    if (m[2] !== undefined) {
      const code = m[2].replace(/^ (.+) $/, "$1");
      out.push(
        style.enabled
          ? { text: code, decorate: (s) => outer(style.label(s)) }
          : { text: `${m[1]}${code}${m[1]}`, decorate: outer },
      );
    } else if (m[5] !== undefined) {
      const [label, url] = [m[4], m[5]];
      const image = m[3] === "!";
      const shown = label || (image ? "image" : "");
      if (shown) nested(image ? `[${shown}]` : shown, style.bold);
      // The address is what a reader of a terminal needs: show it unless the text already is it.
      if (url && url !== label && url !== `mailto:${label}`) {
        out.push({ text: `${shown ? " " : ""}(${url})`, decorate: (s) => outer(style.dim(s)) });
      }
    } else if (m[6] !== undefined) {
      out.push({ text: m[6].replace(/^mailto:/, ""), decorate: outer });
    } else if (m[7] !== undefined || m[8] !== undefined) {
      nested(m[7] ?? m[8], style.bold);
    } else if (m[9] !== undefined || m[10] !== undefined) {
      nested(m[9] ?? m[10], plain);
    } else {
      out.push({ text: m[11], decorate: outer });
    }
  }
  if (at < text.length) out.push({ text: text.slice(at), decorate: outer });
  return out;
}

/** `text`'s inline Markdown as words for `wrapWords`, each coloured alone: no break splits one. */
function words(text: string, style: Style, outer: Decorate = plain): string[] {
  const out: string[] = [];
  let word = "";
  for (const span of spans(text, style, outer)) {
    span.text.split(/\s+/).forEach((part, i) => {
      if (i > 0 && word) {
        out.push(word);
        word = "";
      }
      if (part) word += span.decorate(part);
    });
  }
  if (word) out.push(word);
  return out;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const TABLE = /^\s*\|/;
const HTML = /^ {0,3}<\/?[a-zA-Z!]/;

function startsBlock(line: string): boolean {
  return [FENCE, HEADING, RULE, ITEM, QUOTE, TABLE, HTML].some((re) => re.test(line));
}

/** A block read from `source` at a line: its terminal lines, and the index of the line after it. */
type Read = { lines: string[]; next: number };

/** The index of the first line of `source` from `at` on that ends a block by `stop`, else its end. */
function until(source: string[], at: number, stop: (line: string) => boolean): number {
  let i = at;
  while (i < source.length && !stop(source[i])) i++;
  return i;
}

const blank = (line: string) => !line.trim();

/** `markdown` as terminal lines of at most `width` columns (code, tables and long URLs aside). */
export function renderMarkdown(markdown: string, view: View): string[] {
  const source = markdown.replace(/\r\n?/g, "\n").replace(/\n+$/, "").split("\n");
  const blocks: string[][] = [];
  const text = (line: string) => !blank(line);
  for (let i = until(source, 0, text); i < source.length;) {
    const read = readBlock(source, i, view);
    blocks.push(read.lines);
    i = until(source, read.next, text); // past the blank lines after it
  }
  return separated(blocks);
}

/** `blocks` one after another, a blank line between each two. */
export function separated(blocks: string[][]): string[] {
  return blocks.flatMap((block, i) => i ? ["", ...block] : block);
}

function readBlock(source: string[], at: number, view: View): Read {
  const { width, style } = view;
  const line = source[at];
  const fence = FENCE.exec(line);
  if (fence) {
    const end = until(source, at + 1, (l) => l.trimStart().startsWith(fence[1]));
    return { lines: indent(source.slice(at + 1, end).map((l) => style.dim(l)), 4), next: end + 1 };
  }
  const head = HEADING.exec(line);
  if (head) {
    const text = style.enabled ? head[2] : `${head[1]} ${head[2]}`;
    return { lines: wrapWords(words(text, style, style.bold), width), next: at + 1 };
  }
  if (RULE.test(line)) return { lines: [style.dim("─".repeat(Math.min(width, 40)))], next: at + 1 };
  if (TABLE.test(line) || HTML.test(line)) {
    const end = until(source, at, blank);
    return { lines: source.slice(at, end), next: end };
  }
  if (QUOTE.test(line)) return readQuote(source, at, view);
  if (ITEM.test(line)) return readList(source, at, view);
  // Its first line starts no other block: those are read above.
  const end = until(source, at + 1, (l) => blank(l) || startsBlock(l));
  const paragraph = source.slice(at, end).map((l) => l.trim()).join(" ");
  return { lines: wrapWords(words(paragraph, style), width), next: end };
}

/** The block quote at line `at`, rendered behind a bar. */
function readQuote(source: string[], at: number, { width, style }: View): Read {
  const end = until(source, at, (l) => !QUOTE.test(l));
  const quoted = source.slice(at, end).map((l) => QUOTE.exec(l)![1]).join("\n");
  const bar = style.dim("│") + " ";
  const lines = renderMarkdown(quoted, { width: width - 2, style });
  return { lines: lines.map((l) => bar + l), next: end };
}

/** The list at line `at`, each item with a hanging indent by its depth. */
function readList(source: string[], at: number, { width, style }: View): Read {
  const items: { lead: string; text: string }[] = [];
  // Items, and their continuation lines: any line that starts no other block.
  const end = until(source, at, (l) => blank(l) || (!ITEM.test(l) && startsBlock(l)));
  for (const line of source.slice(at, end)) {
    const item = ITEM.exec(line);
    if (!item) {
      items[items.length - 1].text += ` ${line.trim()}`;
      continue;
    }
    const depth = Math.min(Math.floor(item[1].replace(/\t/g, "    ").length / 2), 4);
    const marker = /\d/.test(item[2]) ? item[2] : "•";
    items.push({ lead: `${"  ".repeat(depth)}${marker} `, text: item[3] });
  }
  // Each item's lines hang below its first, after the marker.
  const lines = items.flatMap(({ lead, text }) =>
    wrapWords(words(text, style), Math.max(width - lead.length, 20))
      .map((line, i) => (i ? " ".repeat(lead.length) : lead) + line)
  );
  return { lines, next: end };
}
