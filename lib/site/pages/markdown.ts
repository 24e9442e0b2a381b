/**
 * Markdown for pages: to HTML, and the site's own links in it in the page's language. Raw HTML in
 * content is not rendered (`html: false`), so content cannot inject markup or script.
 * Links are localised where markdown-it reads them, never by a pattern over text (which also hits
 * `](/x/)` inside code): in HTML a `link_open` rule asks `link()` for each `href`; in Markdown
 * (`localMarkdown`) an inline rule notes where each inline link, autolink and bare URL is written,
 * a block rule where each reference definition's destination is, and only those characters are
 * replaced. Both read the page's site from markdown-it's `env`; markdown-it loads on first use.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadMarkdown, localMarkdown, markdownBlocks } from "./markdown.ts";
 * await loadMarkdown();
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
 * const [html] = markdownBlocks(text, site);
 * assert.match(html.kind === "html" ? html.html : "", /href="\/en\/work\/"/);
 * ```
 */
import type MarkdownIt from "markdown-it";
import type referenceRule from "markdown-it/lib/rules_block/reference.mjs";
import type StateBlock from "markdown-it/lib/rules_block/state_block.mjs";
import type StateInline from "markdown-it/lib/rules_inline/state_inline.mjs";
import type Token from "markdown-it/lib/token.mjs";
import { link, type LinkSite } from "../../content/links.ts";
import type { Site } from "../../content/model.ts";
import { apartParts, writtenIn } from "../languages/languages.ts";

interface Env {
  site?: LinkSite;
  /** Where `localMarkdown` is collecting link destinations. */
  destinations?: Destination[];
}

/** A destination as written: `start` to `end` of `state`'s text, or on a reference's `line`. */
interface Destination {
  state?: StateInline;
  line?: number;
  start: number;
  end: number;
  href: string;
}

/** Parsers (made by `loadMarkdown`): the owner's text, and generated text (doc.ts) kept as written (no smart quotes or autolinks). */
let md: MarkdownIt, inline: MarkdownIt, reference: typeof referenceRule, loading: Promise<void>;

/** Loads markdown-it once; the builder (site.ts) and a page's first render (request.ts `loadLate`) await it. */
export function loadMarkdown(): Promise<void> {
  return loading ??= Promise.all([
    import("markdown-it"),
    import("markdown-it/lib/rules_block/reference.mjs"),
  ]).then(([{ default: MarkdownIt }, rule]) => {
    reference = rule.default;
    md = withLocalLinks(new MarkdownIt({ html: false, linkify: true, typographer: true }));
    inline = withLocalLinks(new MarkdownIt({ html: false, linkify: false, typographer: false }));
    // A text set apart in a sentence (languages.ts `setApart`) as a span of its language.
    inline.renderer.rules.text = (tokens, i, _, env: Env) =>
      apartParts(tokens[i].content).map((text, n) => {
        const { lang, dir } = n % 2 ? writtenIn(env.site as Site, text) : {};
        const html = inline.utils.escapeHtml(text);
        return lang ? `<span lang="${lang}"${dir ? ` dir="${dir}"` : ""}>${html}</span>` : html;
      }).join("");
  });
}

function withLocalLinks(parser: MarkdownIt): MarkdownIt {
  // markdown-it has no `link_open` rule of its own: a link opens as any token does.
  parser.renderer.rules.link_open = function localLink(tokens, i, options, env: Env, self) {
    const href = tokens[i].attrGet("href");
    const local = env?.site && href ? localHref(env.site, href) : href;
    if (local && local !== href) {
      tokens[i].attrSet("href", local);
      // An autolink's or a bare URL's text is its address.
      if (tokens[i].info === "auto") tokens[i + 1].content = local;
    }
    // A link whose words a translation left in another language (an article's topic) says so.
    const [site, words] = [env?.site as Site | undefined, tokens[i + 1]?.content];
    if (site?.raw && tokens[i + 2]?.type === "link_close") {
      Object.entries(writtenIn(site, words)).forEach(([name, value]) =>
        tokens[i].attrSet(name, value)
      );
    }
    return self.renderToken(tokens, i, options);
  };
  parser.inline.ruler.before(
    "linkify",
    "link_destination",
    function noteDestination(state, silent) {
      const { destinations } = state.env as Env;
      const destination = silent || !destinations ? undefined : destinationOf(state);
      if (destination) destinations!.push(destination);
      return false;
    },
  );
  parser.block.ruler.at("reference", function noteReference(state, start, end, silent) {
    const line = state.line;
    if (!reference(state, start, end, silent)) return false;
    const { destinations } = state.env as Env;
    if (!silent && state.line > line && destinations) {
      destinations.push(referenceDestination(state, start));
    }
    return true;
  });
  return parser;
}

/**
 * `href` in `site`'s language when it leads to one of its pages, relative or absolute as written;
 * with `pageUrl` (for Markdown) always absolute, a fragment (`#q1`) leading into `pageUrl`.
 */
function localHref(site: LinkSite, href: string, pageUrl?: string): string {
  const origin = site.config.siteUrl;
  if (href.startsWith(origin + "/")) {
    return link(site, href.slice(origin.length), { absolute: true });
  }
  if (href.startsWith("/") && !href.startsWith("//")) {
    return link(site, href, { absolute: pageUrl !== undefined });
  }
  return pageUrl && href.startsWith("#") ? pageUrl.replace(/#.*$/, "") + href : href;
}

/**
 * The destination of the link at `state.pos`, if one starts there and the inline rules read it as
 * one (they skip past its destination): an inline link `[text](destination)` or image
 * `![text](destination)`, an autolink `<https://…>` or a bare URL (found at its `:`).
 */
function destinationOf(state: StateInline): Destination | undefined {
  const { src, pos: at } = state;
  let found: Destination | undefined;
  if (src[at] === "<") {
    const end = src.indexOf(">", at);
    found = { start: at + 1, end, href: src.slice(at + 1, end) };
  } else if (src[at] === ":") {
    const scheme = /[a-z][a-z\d+.-]*$/i.exec(src.slice(Math.max(0, at - 32), at))?.[0] ?? "";
    found = { start: at - scheme.length, end: at + 1, href: "" };
  } else if (src[at] === "[" || src.startsWith("![", at)) {
    const image = src[at] === "!";
    const labelEnd = state.md.helpers.parseLinkLabel(state, at + (image ? 1 : 0), !image);
    let pos = labelEnd + 1;
    if (labelEnd < 0 || src[pos] !== "(") return undefined;
    while (++pos < state.posMax && " \t\n".includes(src[pos]));
    const destination = state.md.helpers.parseLinkDestination(src, pos, state.posMax);
    if (!destination.ok || destination.pos === pos) return undefined;
    found = { start: pos, end: destination.pos, href: destination.str };
  }
  if (!found || found.end < 0) return undefined;
  state.md.inline.skipToken(state);
  const skipped = state.pos;
  state.pos = at;
  if (src[at] === ":") {
    // A bare URL is a link when the linkify rule reads more than the `:`.
    return skipped > at + 1
      ? { ...found, state, end: skipped, href: src.slice(found.start, skipped) }
      : undefined;
  }
  return skipped > found.end ? { ...found, state } : undefined;
}

/** Where the destination of the reference definition `[label]: destination` on `line` is. */
function referenceDestination(state: StateBlock, line: number): Destination {
  const src = state.src;
  // The label ends at its first unescaped `]`; the destination follows its `:` after spaces and at
  // most one line break.
  let pos = state.bMarks[line] + state.tShift[line] + 1;
  for (; src[pos] !== "]"; pos += src[pos] === "\\" ? 2 : 1) {
    if (src[pos] === "\n") line++;
  }
  for (pos += 2; " \t\n".includes(src[pos]); pos++) {
    if (src[pos] === "\n") pos = state.bMarks[++line] + state.tShift[line] - 1;
  }
  const found = state.md.helpers.parseLinkDestination(src, pos, src.length);
  const start = pos - (src.lastIndexOf("\n", pos - 1) + 1);
  return { line, start, end: start + found.pos - pos, href: found.str };
}

/** One line of inline Markdown as HTML with no paragraph around it: a generated block's text. */
export function inlineToHtml(markdown: string, site?: LinkSite): string {
  return inline.renderInline(markdown, { site });
}

/**
 * `markdown` with each link to the site (`/work/`) absolute in `site`'s language
 * (`https://…/en/work/`) and each fragment (`#q1`) leading into `pageUrl`, so it reads the same
 * wherever it is copied; everything else, code included, is kept character for character.
 */
export function localMarkdown(markdown: string, site: LinkSite, pageUrl: string): string {
  const env: Env = { destinations: [] };
  const tokens = md.parse(markdown, env);
  const lineStarts = [0, ...markdown.matchAll(/\n/g).map((newline) => newline.index + 1)];
  const edits: { at: number; length: number; text: string }[] = [];
  function edit(d: Destination, at: number | undefined) {
    const href = localHref(site, d.href, pageUrl);
    if (href === d.href || at === undefined) return;
    const written = markdown.slice(at, at + d.end - d.start);
    edits.push({ at, length: written.length, text: written.startsWith("<") ? `<${href}>` : href });
  }
  // Each inline text's destinations, in the order the texts were read.
  const texts = Map.groupBy(env.destinations!, (d) => d.state);
  for (const d of texts.get(undefined) ?? []) edit(d, lineStarts[d.line!] + d.start);
  texts.delete(undefined);
  // A table's cells are inline tokens without a line: the row's, each found after the one before.
  let row: { line: number; from: number } = { line: 0, from: 0 };
  for (const block of tokens) {
    if (block.map) row = { line: block.map[0], from: 0 };
    if (block.type !== "inline") continue;
    const cell = block.map ? undefined : row;
    const state = [...texts.keys()].find((s) => s!.src === block.content);
    for (const d of state ? texts.get(state)! : []) {
      edit(d, sourceOffset(markdown, lineStarts, block, d.start, cell ?? { line: row.line }));
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
 * Where in `markdown` the character at `offset` of an inline token's text is, its first line being
 * `at.line`: each line is found on its source line (after a list's or quote's marker, before a
 * heading's closing `#`s), from `at.from` on a table's row; undefined if not found.
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
  const line = at.line + row;
  const source = markdown.slice(
    lineStarts[line],
    (lineStarts[line + 1] ?? markdown.length + 1) - 1,
  );
  const start = source.indexOf(block.content.split("\n")[row], at.from ?? 0);
  return start < 0 ? undefined : lineStarts[line] + start + column;
}

/** A run of rendered HTML, or a top-level fenced code block kept as text. */
export type MarkdownBlock =
  | { kind: "html"; html: string }
  | { kind: "code"; code: string; lang: string };

/** `markdown` split at its top-level fenced code blocks, each a component with a copy button. */
export function markdownBlocks(markdown: string, site?: LinkSite): MarkdownBlock[] {
  const env: Env = { site };
  const tokens = md.parse(markdown, env);
  const blocks: MarkdownBlock[] = [];
  let start = 0;
  const flush = (end: number) => {
    const html = md.renderer.render(tokens.slice(start, end), md.options, env);
    if (html.trim()) blocks.push({ kind: "html", html });
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

/** The owner's `markdown` as HTML with every link absolute, to read away from the site (feeds). */
export function absoluteHtml(markdown: string, site: LinkSite, pageUrl: string): string {
  return md.render(localMarkdown(markdown, site, pageUrl), {});
}
