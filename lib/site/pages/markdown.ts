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
import type StateInline from "markdown-it/lib/rules_inline/state_inline.mjs";
import { link, type LinkSite } from "../../content/links.ts";
import type { Site } from "../../content/model.ts";
import { apartParts, writtenIn } from "../languages/languages.ts";

interface Env {
  site?: LinkSite;
  /** Where `localMarkdown` notes the destinations it localises. */
  source?: Source;
}

/** A destination from `start` to `end` of a text markdown-it read (on the source's `line`). */
type Found = { start: number; end: number; href: string; line?: number };

/**
 * The Markdown being read: its lines, each link destination as written in them, and the line the
 * text being read starts on (a table cell: from `from` of its row's).
 */
interface Source {
  lines: string[];
  found: Found[];
  line: number;
  from: number;
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
    const marks = site?.raw && tokens[i + 2]?.type === "link_close" ? writtenIn(site, words) : {};
    for (const [name, value] of Object.entries(marks)) tokens[i].attrSet(name, value);
    return self.renderToken(tokens, i, options);
  };
  // Each inline text read knowing the line it starts on: a table cell its row's, after the cells
  // before it (markdown-it's own `inline` rule, with that noted).
  parser.core.ruler.at("inline", function inlineAt(state) {
    const { source } = state.env as Env;
    for (const token of state.tokens) {
      if (source && token.map) [source.line, source.from] = [token.map[0], 0];
      if (token.type !== "inline") continue;
      state.md.inline.parse(token.content, state.md, state.env, token.children!);
      const [, at] = source && !token.map ? sourceOffset(source, token.content, 0) ?? [] : [];
      if (at !== undefined) source!.from = at + token.content.length;
    }
  });
  parser.inline.ruler.before("linkify", "link_destination", function noteLink(state, silent) {
    const { source } = state.env as Env;
    const found = silent || !source ? undefined : destinationOf(state);
    if (found) note(source!, state.src, found);
    return false;
  });
  parser.block.ruler.at("reference", function noteReference(state, start, end, silent) {
    if (!reference(state, start, end, silent)) return false;
    const { source } = state.env as Env;
    if (!silent && source) {
      // The destination follows the label (to its first unescaped `]`), its `:` and spaces.
      const text = state.getLines(start, state.line, state.blkIndent, false);
      const pos = /^\s*\[(?:\\[^]|[^\\\]])*\]:\s*/.exec(text)![0].length;
      const { pos: end, str: href } = state.md.helpers.parseLinkDestination(text, pos, text.length);
      note({ ...source, line: start, from: 0 }, text, { start: pos, end, href });
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
function destinationOf(state: StateInline): Found | undefined {
  const { src, pos: at } = state;
  let found: Found | undefined;
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
      ? { ...found, end: skipped, href: src.slice(found.start, skipped) }
      : undefined;
  }
  return skipped > found.end ? found : undefined;
}

/** Notes `found` of `text` (read from `source.line`) where it is written, if it is found there. */
function note(source: Source, text: string, { start, end, href }: Found) {
  const [line, at] = sourceOffset(source, text, start) ?? [];
  if (at !== undefined) source.found.push({ line, start: at, end: at + end - start, href });
}

/**
 * The line and column in the source of the character at `offset` of `text`, its first line being
 * `source.line`: each line is found on its source line (after a list's or quote's marker, before a
 * heading's closing `#`s), from `source.from` on a table's row; undefined if not found.
 */
function sourceOffset({ lines, line, from }: Source, text: string, offset: number) {
  const before = text.slice(0, offset);
  const row = before.split("\n").length - 1;
  const at = lines[line + row]?.indexOf(text.split("\n")[row], from) ?? -1;
  return at < 0 ? undefined : [line + row, at + offset - (before.lastIndexOf("\n") + 1)];
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
  const source: Source = { lines: markdown.split("\n"), found: [], line: 0, from: 0 };
  md.parse(markdown, { source });
  // Each line's destinations from its end, so that none moves another.
  for (const { line = 0, start, end, href } of source.found.sort((a, b) => b.start - a.start)) {
    const [text, local] = [source.lines[line], localHref(site, href, pageUrl)];
    const written = text[start] === "<" ? `<${local}>` : local;
    if (local !== href) source.lines[line] = text.slice(0, start) + written + text.slice(end);
  }
  return source.lines.join("\n");
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
    const lang = token.info.trim().split(/\s+/)[0] ?? "";
    blocks.push({ kind: "code", code: token.content.replace(/\n$/, ""), lang });
    start = i + 1;
  });
  flush(tokens.length);
  return blocks;
}

/** The owner's `markdown` as HTML with every link absolute, to read away from the site (feeds). */
export function absoluteHtml(markdown: string, site: LinkSite, pageUrl: string): string {
  return md.render(localMarkdown(markdown, site, pageUrl), {});
}
