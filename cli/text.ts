/**
 * Terminal text: word wrapping, aligned label/value fields and colour. Colour
 * is applied after wrapping so widths are always measured on plain text.
 */

/** Where output goes: a stream that may be a terminal. */
export interface Output {
  write(text: string): unknown;
  /** True when the stream is a terminal. */
  isTTY?: boolean;
  /** Width of the terminal, when it is one. */
  columns?: number;
}

/** Text decorations; each is the identity when colour is off. */
export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  label(text: string): string;
  error(text: string): string;
}

/** Width used when the output is not a terminal (or does not say). */
export const DEFAULT_WIDTH = 80;
/** Narrower than this, wrapping would make text harder to read, not easier. */
const MIN_WIDTH = 40;

/**
 * Whether to colour `out`: only a terminal, and never when `NO_COLOR` has any
 * non-empty value (https://no-color.org) or `--no-color` was given.
 */
export function useColor(
  out: Output,
  env: Record<string, string | undefined>,
  noColorFlag = false,
): boolean {
  return out.isTTY === true && !env.NO_COLOR && !noColorFlag;
}

/** The width to wrap `out` at: the terminal's, else 80. */
export function widthOf(out: Output): number {
  const columns = out.isTTY ? out.columns : undefined;
  return columns && columns > 0 ? Math.max(columns, MIN_WIDTH) : DEFAULT_WIDTH;
}

/** ANSI decorations when `enabled`, plain text otherwise. */
export function createStyle(enabled: boolean): Style {
  const sgr = (open: number, close: number) => (text: string) =>
    enabled && text ? `\x1b[${open}m${text}\x1b[${close}m` : text;
  return {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    label: sgr(36, 39),
    error: sgr(31, 39),
  };
}

/**
 * Splits `text` into lines of at most `width` characters, breaking at spaces.
 * Line breaks in `text` are kept; a word longer than `width` (a URL) gets a
 * line of its own rather than being cut.
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/)) {
      if (!word) continue;
      if (!line) line = word;
      else if (line.length + 1 + word.length <= width) line += " " + word;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Prefixes every line of `lines` with `indent` spaces. */
export function indent(lines: string[], by: number): string[] {
  const pad = " ".repeat(by);
  return lines.map((line) => line ? pad + line : line);
}

/** Options of `fields`. */
export interface FieldsOptions {
  /** Total line width. */
  width: number;
  /** Spaces before each label. Default: 0. */
  indent?: number;
  style: Style;
}

/**
 * Label/value rows with the values aligned in one column and wrapped to the
 * width; rows without a value are left out.
 */
export function fields(
  rows: [label: string, value: string | undefined][],
  options: FieldsOptions,
): string[] {
  const present = rows.filter((row): row is [string, string] => !!row[1]);
  if (!present.length) return [];
  const margin = options.indent ?? 0;
  const labelWidth = Math.max(...present.map(([label]) => label.length)) + 2;
  const valueWidth = Math.max(options.width - margin - labelWidth, 20);
  const pad = " ".repeat(margin);
  const out: string[] = [];
  for (const [label, value] of present) {
    const lines = wrap(value, valueWidth);
    out.push(
      pad + options.style.label(label) + " ".repeat(labelWidth - label.length) +
        lines[0],
    );
    for (const line of lines.slice(1)) {
      out.push(pad + " ".repeat(labelWidth) + line);
    }
  }
  return out;
}
