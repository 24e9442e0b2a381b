/**
 * Markdown for pages: to HTML, and the site's own links in it in the page's
 * language. Raw HTML in content is not rendered (`html: false`), so content
 * cannot inject markup or script.
 *
 * Links are localised where markdown-it reads them, never by a pattern over
 * text (which also hits `](/x/)` inside code): in HTML a `link_open` rule
 * asks `link()` for each `href`; in Markdown (`localMarkdown`) an inline rule
 * notes where each link's destination is written, and only those characters
 * are replaced. Both read the page's site from markdown-it's `env`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { localMarkdown, markdownToHtml } from "./markdown.ts";
 * const site = {
 *   prefix: "/en",
 *   config: { siteUrl: "https://a.example" },
 *   pages: [{ path: "/work/" }],
 * };
 * const text = "See [work](/work/), not `[x](/work/)`, and [q](#q).\n";
 * assert.equal(
 *   localMarkdown(text, site, "https://a.example/en/faq/"),
 *   "See [work](https://a.example/en/work/), not `[x](/work/)`, and [q](https://a.example/en/faq/#q).\n",
 * );
 * assert.match(markdownToHtml(text, site), /href="\/en\/work\/"/);
 * ```
 */
import MarkdownIt from "markdown-it";
import type StateInline from "markdown-it/lib/rules_inline/state_inline.mjs";
import type Token from "markdown-it/lib/token.mjs";
import { link, type LinkSite } from "../../content/links.ts";

/** What the rules read from markdown-it's `env`. */
interface Env {
  site?: LinkSite;
  /** Where `localMarkdown` is collecting link destinations. */
  destinations?: Destination[];
}

/** A link's or image's destination as written: `start` to `end` in the inline text `state` read. */
interface Destination {
  state: StateInline;
  start: number;
  end: number;
  href: string;
}

/** Parser for the owner's text. */
const md = withLocalLinks(new MarkdownIt({ html: false, linkify: true, typographer: true }));
/**
 * Parser for generated text (lib/site/pages/doc.ts), which keeps its quotes and URLs
 * exactly as its Markdown says them: neither smart quotes nor automatic links.
 */
const inline = withLocalLinks(new MarkdownIt({ html: false, linkify: false, typographer: false }));

/** `parser` with the two link rules described above. */
function withLocalLinks(parser: MarkdownIt): MarkdownIt {
  const open = parser.renderer.rules.link_open ??
    ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  parser.renderer.rules.link_open = function localLink(tokens, i, options, env: Env, self) {
    const href = tokens[i].attrGet("href");
    if (env?.site && href?.startsWith("/")) tokens[i].attrSet("href", link(env.site, href));
    return open(tokens, i, options, env, self);
  };
  parser.inline.ruler.before("link", "link_destination", function noteDestination(state, silent) {
    const { destinations } = state.env as Env;
    if (silent || !destinations) return false;
    const image = state.src.startsWith("![", state.pos);
    if (!image && state.src.charCodeAt(state.pos) !== 0x5b /* [ */) return false;
    const destination = destinationOf(state, image);
    if (destination) destinations.push(destination);
    return false;
  });
  return parser;
}

/**
 * The destination of the inline link `[text](destination)` (or `image`,
 * `![text](destination)`) at `state.pos`, if one starts there and the link
 * rule reads it as one (it skips the whole link, past its destination).
 */
function destinationOf(state: StateInline, image: boolean): Destination | undefined {
  const labelEnd = state.md.helpers.parseLinkLabel(state, state.pos + (image ? 1 : 0), !image);
  let pos = labelEnd + 1;
  if (labelEnd < 0 || state.src.charCodeAt(pos) !== 0x28 /* ( */) return undefined;
  for (pos++; pos < state.posMax; pos++) {
    const code = state.src.charCodeAt(pos);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a) break;
  }
  const found = state.md.helpers.parseLinkDestination(state.src, pos, state.posMax);
  if (!found.ok || found.pos === pos) return undefined;
  const at = state.pos;
  state.md.inline.skipToken(state);
  const link = state.pos > found.pos;
  state.pos = at;
  return link ? { state, start: pos, end: found.pos, href: found.str } : undefined;
}

/** HTML of `markdown`, its links to `site`'s pages in `site`'s language. */
export function markdownToHtml(markdown: string, site?: LinkSite): string {
  return md.render(markdown, { site });
}

/**
 * HTML of one line of inline Markdown (`code`, [links](/x/), **strong**),
 * with no paragraph around it: the text of a generated block.
 */
export function inlineToHtml(markdown: string, site?: LinkSite): string {
  return inline.renderInline(markdown, { site });
}

/**
 * `markdown` with each link to the site (`/work/`) made absolute in `site`'s
 * language (`https://…/en/work/`) and each link to a fragment (`#q1`) made a
 * link into `pageUrl`, so the Markdown reads the same wherever it is copied.
 * Everything else, code included, is kept character for character.
 */
export function localMarkdown(markdown: string, site: LinkSite, pageUrl: string): string {
  const env: Env = { destinations: [] };
  const tokens = md.parse(markdown, env);
  const lineStarts = [0];
  for (let i = markdown.indexOf("\n"); i >= 0; i = markdown.indexOf("\n", i + 1)) {
    lineStarts.push(i + 1);
  }
  // Each inline text's destinations, in the order the texts were read.
  const texts = Map.groupBy(env.destinations!, (d) => d.state);
  const edits: { at: number; length: number; text: string }[] = [];
  // A table's cells are inline tokens without a line of their own: the row's,
  // each cell found on it after the one before.
  let row: { line: number; from: number } = { line: 0, from: 0 };
  for (const block of tokens) {
    if (block.map) row = { line: block.map[0], from: 0 };
    if (block.type !== "inline") continue;
    const cell = block.map ? undefined : row;
    const state = [...texts.keys()].find((s) => s.src === block.content);
    for (const d of state ? texts.get(state)! : []) {
      const href = d.href.startsWith("#")
        ? pageUrl.replace(/#.*$/, "") + d.href
        : d.href.startsWith("/") && !d.href.startsWith("//")
        ? link(site, d.href, { absolute: true })
        : d.href;
      const at = sourceOffset(markdown, lineStarts, block, d.start, cell ?? { line: row.line });
      if (href !== d.href && at !== undefined) {
        const written = markdown.slice(at, at + d.end - d.start);
        edits.push({
          at,
          length: written.length,
          text: written.startsWith("<") ? `<${href}>` : href,
        });
      }
    }
    if (state) texts.delete(state);
    if (cell) {
      const source = markdown.slice(lineStarts[cell.line], lineStarts[cell.line + 1]);
      cell.from = Math.max(
        cell.from,
        source.indexOf(block.content, cell.from) + block.content.length,
      );
    }
  }
  let out = markdown;
  for (const { at, length, text } of edits.sort((a, b) => b.at - a.at)) {
    out = out.slice(0, at) + text + out.slice(at + length);
  }
  return out;
}

/**
 * Where in `markdown` the character at `offset` of an inline token's text
 * is, the token's first line being `at.line`. Each line of the text is the
 * end of its source line (after a list's or quote's marker), found from the
 * end, or else its first place on the line from `at.from` (a heading before
 * its closing `#`s, a table's cell). Undefined if not found.
 */
function sourceOffset(
  markdown: string,
  lineStarts: number[],
  block: Token,
  offset: number,
  at: { line: number; from?: number },
): number | undefined {
  const before = block.content.slice(0, offset);
  const row = before.split("\n").length - 1;
  const column = offset - (before.lastIndexOf("\n") + 1);
  const text = block.content.split("\n")[row];
  const line = at.line + row;
  const source = markdown.slice(
    lineStarts[line],
    (lineStarts[line + 1] ?? markdown.length + 1) - 1,
  );
  const end = source.trimEnd();
  const start = end.endsWith(text) && at.from === undefined
    ? end.length - text.length
    : source.indexOf(text, at.from ?? 0);
  return start < 0 ? undefined : lineStarts[line] + start + column;
}

/** A run of rendered HTML, or a top-level fenced code block kept as text. */
export type MarkdownBlock =
  | { kind: "html"; html: string }
  | { kind: "code"; code: string; lang: string };

/**
 * `markdown` split at its top-level fenced code blocks, so a page can render
 * each code block as a component (with a copy button) and the rest as HTML.
 * Fences nested in lists or quotes stay inside their HTML run.
 */
export function markdownBlocks(markdown: string, site?: LinkSite): MarkdownBlock[] {
  const env: Env = { site };
  const tokens = md.parse(markdown, env);
  const blocks: MarkdownBlock[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start) {
      const html = md.renderer.render(tokens.slice(start, end), md.options, env);
      if (html.trim()) blocks.push({ kind: "html", html });
    }
  };
  tokens.forEach((token, i) => {
    if (token.type !== "fence" || token.level !== 0) return;
    flush(i);
    blocks.push({
      kind: "code",
      code: token.content.replace(/\n$/, ""),
      lang: token.info.trim().split(/\s+/)[0] ?? "",
    });
    start = i + 1;
  });
  flush(tokens.length);
  return blocks;
}
