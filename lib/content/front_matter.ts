/**
 * Splits a Markdown file into its YAML front matter and body. The front matter
 * is the block between a first line `---` and the next line `---`.
 */
import { parse as parseYaml, YAMLParseError } from "yaml";

export interface Parsed {
  /** The parsed YAML, or `{}` when the file has no front matter. */
  data: unknown;
  /** The Markdown after the front matter, trimmed. */
  body: string;
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Parses `text`; a YAML error is thrown with its line and column. */
export function parseFrontMatter(text: string): Parsed {
  const source = text.replace(/^\uFEFF/, "");
  const match = FENCE.exec(source);
  if (!match) {
    if (/^---[ \t]*\r?\n/.test(source)) {
      throw new Error(
        'the front matter is not closed: add a line "---" after it',
      );
    }
    return { data: {}, body: source.trim() };
  }
  return {
    data: parseYamlText(match[1]) ?? {},
    body: source.slice(match[0].length).trim(),
  };
}

/** Parses YAML text, turning parser errors into one-line messages. */
export function parseYamlText(text: string): unknown {
  try {
    return parseYaml(text);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const where = error.linePos?.[0];
      const at = where ? ` at line ${where.line}, column ${where.col}` : "";
      throw new Error(
        `invalid YAML${at}: ${error.message.split("\n")[0]}`,
      );
    }
    throw error;
  }
}
