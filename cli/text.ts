/**
 * Terminal text: wrapping, label/value fields, colour, and stripping control characters from
 * network text. Colour comes after wrapping, or per word, so widths measure what shows.
 */

import type { Env } from "./defaults.ts";

/** Where output goes: a stream that may be a terminal (`isTTY`), then `columns` wide. */
export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

/** Text decorations (`createStyle`); each is the identity when colour is off. */
export type Style = ReturnType<typeof createStyle>;

/** How output is laid out: its width in columns and its decorations. */
export interface View {
  width: number;
  style: Style;
}

/** An output with how text is laid out on it (`screenOf`). */
export interface Screen extends View {
  write(text: string): unknown;
  isTTY: boolean;
}

/** Width used when the output is not a terminal (or does not say). */
const DEFAULT_WIDTH = 80;
/** Narrower than this, wrapping would make text harder to read, not easier. */
const MIN_WIDTH = 40;
/** A value column narrower than this reads badly: labels go above their values instead. */
const MIN_VALUE_WIDTH = 20;

/**
 * `out` as a run writes to it. Its width is `COLUMNS` when that is a number (as POSIX has it, so a
 * pipe can be given a width too), else the terminal's, else 80. It is coloured never with
 * `--no-color` or a non-empty `NO_COLOR` (https://no-color.org); always with `FORCE_COLOR` or
 * `CLICOLOR_FORCE` (unless "0" or "false"), even into a pipe; else on a terminal but TERM=dumb.
 */
export function screenOf(out: Output, env: Env, noColorFlag = false): Screen {
  const on = (value?: string) => !!value && value !== "0" && value.toLowerCase() !== "false";
  const color = !noColorFlag && !env.NO_COLOR &&
    (on(env.FORCE_COLOR) || on(env.CLICOLOR_FORCE) || (out.isTTY === true && env.TERM !== "dumb"));
  const columns = Number.parseInt(env.COLUMNS ?? "") || (out.isTTY ? out.columns : 0);
  const width = columns && columns > 0 ? Math.max(columns, MIN_WIDTH) : DEFAULT_WIDTH;
  return { write: (text) => out.write(text), isTTY: !!out.isTTY, width, style: createStyle(color) };
}

/** ANSI decorations when `enabled`, plain text otherwise. */
export function createStyle(enabled: boolean) {
  const sgr = (open: number, close: number) => (text: string) =>
    enabled && text ? `\x1b[${open}m${text}\x1b[${close}m` : text;
  return {
    enabled,
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    label: sgr(36, 39),
    error: sgr(31, 39),
    string: sgr(32, 39), // JSON strings, in `--json` output on a terminal
    literal: sgr(33, 39), // JSON numbers, booleans and null
  };
}

// Terminal escape sequences in their 7-bit (ESC …) and 8-bit (C1) forms: control sequences (CSI,
// such as ESC[2J), strings ended by BEL or ST (OSC, which sets the window title or a hyperlink;
// DCS, SOS, PM, APC), and the two-character escapes. Removed whole, so no half of one reaches the
// screen; an unterminated string ends at the line's end rather than eating the rest.
const ESCAPE_SEQUENCE = new RegExp(
  [
    "(?:\\x1b\\[|\\x9b)[0-?]*[ -/]*[@-~]",
    "(?:\\x1b[\\]PX^_]|[\\x90\\x98\\x9d\\x9e\\x9f])[^\\x07\\x1b\\x9c\\n]*(?:\\x07|\\x9c|\\x1b\\\\)?",
    "\\x1b[ -/]*[0-~]?",
  ].join("|"),
  "g",
);
// What is left of C0 and C1 (DEL too; tab and line feed stay), and the bidirectional controls
// (U+202A–U+202E, U+2066–U+2069) that make text read in another order ("Trojan Source").
const INVISIBLE = "\\x7f-\\x9f\\u202a-\\u202e\\u2066-\\u2069";
const CONTROL = new RegExp(`[\\x00-\\x08\\x0b-\\x1f${INVISIBLE}]`, "g");
// Only the colour sequences this module writes, to measure styled text.
// deno-lint-ignore no-control-regex -- matching ESC is the point
const SGR = new RegExp("\\x1b\\[[0-9;]*m", "g");

/**
 * `text` without terminal controls (an API answer must not clear the screen, set the title or move
 * the cursor): tabs and line feeds stay, CRLF becomes LF, a lone CR (it overwrites its line) goes.
 */
export function stripControls(text: string): string {
  return text.replace(/\r\n/g, "\n").replace(ESCAPE_SEQUENCE, "").replace(CONTROL, "");
}

/** A `JSON.parse` reviver that applies `stripControls` to every string value. */
export function withoutControls(_key: string, value: unknown): unknown {
  return typeof value === "string" ? stripControls(value) : value;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const wordSegments = new Intl.Segmenter(undefined, { granularity: "word" });
/**
 * UAX #11's East Asian Wide (W) and Fullwidth (F) ranges (JavaScript has no \p{East_Asian_Width}),
 * from Unicode 15.0's EastAsianWidth.txt (Node 20.0's), less the emoji \p{Emoji_Presentation}
 * covers, each joined to the next across unassigned code points; regenerate so from a newer file.
 */
const EAST_ASIAN_WIDE = `1100-115f 2329-232a 2e80-2ffb 3000-303e 3041-31e3 31f0-3247
  3250-4dbf 4e00-a4c6 a960-a97c ac00-d7a3 f900-faff fe10-fe19 fe30-fe6b ff01-ff60 ffe0-ffe6
  16fe0-16ff1 17000-187f7 18800-18cd5 18d00-18d08 1aff0-1b2fb 1f200-1f265 20000-3fffd`;
/** A grapheme cluster whose first character is wide or fullwidth: two columns. */
const WIDE = new RegExp(`^[${EAST_ASIAN_WIDE.replace(/\w+/g, "\\u{$&}").replace(/\s/g, "")}]`, "u");
/**
 * Emoji shown as emoji, two columns: default ones (flags' regional indicators too), any VS16 asks
 * for, and pictographs joined by ZWJ; one shown as text by default (© ☺) takes one, as terminals.
 */
const EMOJI = /\p{Emoji_Presentation}|\ufe0f|\p{Extended_Pictographic}\u200d/u;
/** Marks, joiners, variation selectors and other format characters: no column of their own. */
const ZERO_WIDTH = /^[\p{M}\p{Cf}]+$/u;
/** Scripts written without spaces, whose words may end a line anywhere between them. */
const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

/**
 * Columns a terminal gives `text`, colour aside, by grapheme cluster: two for East Asian wide or
 * fullwidth ones and emoji, none for marks and joiners alone, else one (right-to-left letters too).
 */
export function displayWidth(text: string): number {
  const plain = text.replace(SGR, "");
  if (/^[\x20-\x7e]*$/.test(plain)) return plain.length;
  let width = 0;
  for (const { segment } of graphemes.segment(plain)) {
    width += ZERO_WIDTH.test(segment) ? 0 : WIDE.test(segment) || EMOJI.test(segment) ? 2 : 1;
  }
  return width;
}

/** `text` cut to at most `columns` between grapheme clusters, "…" ending it when cut. */
export function clip(text: string, columns: number): string {
  if (displayWidth(text) <= columns) return text;
  let head = "";
  for (const { segment } of graphemes.segment(text)) {
    if (displayWidth(head + segment) >= columns) break;
    head += segment;
  }
  return `${head}…`;
}

/**
 * `word` (of a script without spaces: 時刻表ウェブアプリ) cut between words into a head of at most `room`
 * columns ("" if none fits) and the rest; a colour open at the cut is closed and opened again.
 */
function cut(word: string, room: number): [string, string] {
  let head = "", colours = "", before = "", best: [string, string] = ["", word];
  for (const part of word.split(new RegExp(`(${SGR.source})`))) {
    if (part.startsWith("\x1b")) {
      [head, colours] = [head + part, colours + part];
    } else {
      for (const { segment, isWordLike } of wordSegments.segment(part)) {
        const at = head.length;
        // Never before the first word, nor after an opening bracket or quote.
        if (before && isWordLike && !/[\p{Ps}\p{Pi}]$/u.test(before)) {
          if (displayWidth(head) > room) return best;
          best = [head + (colours && "\x1b[0m"), colours + word.slice(at)];
        }
        [head, before] = [head + segment, segment];
      }
    }
  }
  return displayWidth(head) <= room ? [word, ""] : best;
}

/**
 * `text` in lines of at most `width` columns, broken at spaces and between words of unspaced
 * scripts; line breaks stay, a longer word (a URL) gets its own line, uncut. Words may be coloured.
 */
export function wrap(text: string, width: number): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => wrapWords(paragraph.split(/\s+/), width));
}

/** Lays `words` out in lines of at most `width` columns; always at least one line. */
export function wrapWords(words: string[], width: number): string[] {
  const lines: string[] = [];
  let line = "", length = 0;
  for (let word of words) {
    if (!word) continue;
    let size = displayWidth(word);
    while (UNSPACED.test(word) && (line ? length + 1 : 0) + size > width) {
      const [head, rest] = cut(word, width - (line ? length + 1 : 0));
      if (head) lines.push(line ? `${line} ${head}` : head);
      else if (line) lines.push(line);
      else break;
      [line, length, word, size] = ["", 0, rest, displayWidth(rest)];
    }
    if (line && length + 1 + size <= width) [line, length] = [`${line} ${word}`, length + 1 + size];
    else {
      if (line) lines.push(line);
      [line, length] = [word, size];
    }
  }
  lines.push(line);
  return lines;
}

/** Prefixes every line of `lines` with `indent` spaces. */
export function indent(lines: string[], by: number): string[] {
  const pad = " ".repeat(by);
  return lines.map((line) => line ? pad + line : line);
}

/** A bold title and dim note ("Booking page (booking-page)") wrapped; the note may go below. */
export function heading(title: string, note: string, width: number, style: Style): string[] {
  const lines = wrap(title.trim(), width);
  const styled = lines.map((line) => style.bold(line));
  if (note && displayWidth(lines.at(-1)!) + 1 + displayWidth(note) <= width) {
    styled[lines.length - 1] += style.dim(` ${note}`);
  } else if (note) styled.push(style.dim(note));
  return styled;
}

/**
 * Label/value rows, values aligned in one column and wrapped to `width`, labels `indent` spaces in
 * (default 0); lists joined by commas, empty rows left out. With too little room for values (a
 * narrow terminal, a long label, a URL that would not fit), each label stands above its value.
 */
export function fields(
  rows: [label: string, value: string | string[] | undefined][],
  options: { width: number; indent?: number; style: Style },
): string[] {
  const joined = (value?: string | string[]) => [value ?? []].flat().join(", ").trim();
  const present = rows.map(([label, value]) => [label, joined(value)] as const)
    .filter(([, value]) => value);
  if (!present.length) return [];
  const margin = options.indent ?? 0;
  const pad = " ".repeat(margin);
  const labelWidth = Math.max(...present.map(([label]) => displayWidth(label))) + 2;
  const valueWidth = options.width - margin - labelWidth;
  // Words in scripts without spaces may be cut, so they never need the whole width.
  const words = present.flatMap(([, v]) => v.split(/\s+/).filter((w) => !UNSPACED.test(w)));
  const above = valueWidth < MIN_VALUE_WIDTH ||
    Math.max(0, ...words.map(displayWidth)) > valueWidth;
  return present.flatMap(([label, value]) => {
    if (above) {
      const below = indent(wrap(value, options.width - margin - 2), margin + 2);
      return [pad + options.style.label(label), ...below];
    }
    const [first, ...rest] = wrap(value, valueWidth);
    const gap = " ".repeat(labelWidth - displayWidth(label));
    return [pad + options.style.label(label) + gap + first, ...indent(rest, margin + labelWidth)];
  });
}

// Tokens of JSON.stringify's output: strings (keys when a colon follows) and literals.
const JSON_TOKEN =
  /("(?:[^"\\]|\\.)*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** `json` with what JSON leaves raw and a terminal acts on (DEL, C1, bidi) as `\\u` escapes. */
export function escapeInvisible(json: string): string {
  const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  return json.replace(new RegExp(`[${INVISIBLE}]`, "g"), escape);
}

/** `data` as indented JSON coloured by `style`; `escapeInvisible`d, it cannot drive a terminal. */
export function prettyJson(data: unknown, style: Style): string {
  const text = escapeInvisible(JSON.stringify(data, null, 2));
  if (!style.enabled) return text;
  return text.replace(
    JSON_TOKEN,
    (token, string?: string, colon?: string) =>
      string === undefined
        ? style.literal(token)
        : colon
        ? style.label(string) + colon
        : style.string(string),
  );
}
