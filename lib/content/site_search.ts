/**
 * Full-text search over what the site publishes (pages, projects, services, FAQ answers) for
 * /search/ and the MCP `search` and `fetch` tools (the shape ChatGPT connectors read), ranked by
 * MiniSearch (BM25, prefix from 2 letters, fuzzy), its index built on a generation's first search.
 * A query is anyone's: its work is bounded (`MAX_QUERY_LENGTH`, `MAX_TERMS`, `FUZZY_LENGTHS`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 * import { loadContent } from "./load.ts";
 * import { buildSite } from "../site/web/site.ts";
 *
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const site = buildSite(await loadContent("tests/fixtures/minimal"), config);
 * const [best] = await searchSite(site, "booking page"); // { id, title, url }, best first
 * assert.equal(best.id, "project:booking-page");
 * assert.equal(fetchItem(site, best.id)?.url, "https://www.example.com/work/booking-page/");
 * ```
 */
import MarkdownIt from "markdown-it";
import MiniSearch from "minisearch";
import { HttpError } from "../http/problem.ts";
import { link } from "./links.ts";
import type { Site, SitePage } from "./model.ts";

/** One thing `search` can find and `fetch` can return. */
export interface Item {
  /** `page:<path>`, `project:<slug>`, `service:<slug>` or `faq:<n>` (1-based). */
  id: string;
  title: string;
  /** The full Markdown. */
  text: string;
  url: string;
  metadata: Record<string, string>;
}

/** Most results a search returns. */
export const MAX_RESULTS = 10;

/** Most characters in a query: the MCP tool's `maxLength` and the search page's. */
export const MAX_QUERY_LENGTH = 200;

/** Most distinct words of a query that are looked for; the rest are left out. */
export const MAX_TERMS = 12;

/** Lengths of the words also matched fuzzily (shorter match too much, longer cost their length squared). */
const FUZZY_LENGTHS = { min: 4, max: 24 };

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;

/**
 * A term as MiniSearch split it (at spaces and punctuation), lower-cased as MiniSearch does; a
 * run in a script without spaces (時刻表ウェブアプリ) is split into its words by `Intl.Segmenter`.
 */
function words(term: string, segmenter: Intl.Segmenter): string[] {
  const lower = term.toLowerCase();
  if (!UNSPACED.test(lower)) return lower ? [lower] : []; // MiniSearch skips an empty term
  return [...segmenter.segment(lower)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** A word in katakana alone (ウェブアプリ), which `Intl.Segmenter` leaves whole however many it joins. */
const KATAKANA = /^\p{scx=Katakana}{3,}$/u;

/** A document's words, with each katakana word's endings (ウェブアプリ: アプリ) for prefix matching. */
function indexTerms(term: string, segmenter: Intl.Segmenter): string[] {
  return words(term, segmenter).flatMap((word) =>
    KATAKANA.test(word) ? Array.from({ length: word.length - 1 }, (_, i) => word.slice(i)) : [word]
  );
}

/** Everything searchable in `site`, in site order. */
function items(site: Site): Item[] {
  const absolute = { absolute: true };
  return [
    ...site.pages.map((page): Item => {
      const { project: p } = page, item = pageItem(page);
      if (!p) return item;
      const metadata = { kind: "project", status: p.status, summary: p.summary };
      return { ...item, id: `project:${p.slug}`, title: p.name, metadata };
    }),
    ...site.services.map((service): Item => ({
      id: `service:${service.slug}`,
      title: service.name,
      text: `# ${service.name}\n\n${service.summary}\n${
        service.example ? `\nExample: [case study](${service.example})\n` : ""
      }\nEvery project is priced by a written quote.\n`,
      url: link(site, "/services/", absolute),
      metadata: { kind: "service", ...(service.example ? { example: service.example } : {}) },
    })),
    ...site.faq.map(({ question, answer }, i): Item => ({
      id: `faq:${i + 1}`,
      title: question,
      text: `# ${question}\n\n${answer}\n`,
      url: link(site, "/faq/", absolute),
      metadata: { kind: "faq" },
    })),
    // The other languages' pages: their services and answers are in their pages' Markdown.
    ...site.translations.flatMap((other) =>
      other.pages.map((page) => pageItem(page, other.prefix, other.lang))
    ),
  ];
}

/** A page's item; another language's by the path the API lists it at (`page:/en/about/`). */
function pageItem(page: SitePage, prefix = "", lang?: string): Item {
  const { title, description, markdown: text, url, project } = page;
  const path = prefix + page.path;
  // A translation's case study is one too.
  const metadata = { kind: project ? "project" : "page", path, description };
  return { id: `page:${path}`, title, text, url, metadata: { ...metadata, ...(lang && { lang }) } };
}

/** Each generation's index, built once in slices so no request waits (313 ms whole at 300 projects). */
const indexes = new WeakMap<Site, {
  ready: Promise<MiniSearch<Item>>;
  byId: Map<string, Item>;
  /** An item's language, and the items of each language (for how common a word is in it). */
  langOf: (id: string) => string;
  byLang: Map<string, string[]>;
}>();

function indexOf(site: Site) {
  const cached = indexes.get(site);
  if (cached) return cached;
  const segmenter = new Intl.Segmenter(site.lang, { granularity: "word" });
  const index = new MiniSearch<Item>({
    fields: ["title", "text"],
    storeFields: ["title", "url"],
    processTerm: (term) => indexTerms(term, segmenter),
    searchOptions: {
      boost: { title: 3 },
      // The query's words, each once, the first `MAX_TERMS` only.
      tokenize: (text) => [...new Set(tokenize(text).filter(Boolean))].slice(0, MAX_TERMS),
      processTerm: (term) => words(term, segmenter),
      prefix: (term: string) => term.length >= 2,
      fuzzy: (term) => term.length >= FUZZY_LENGTHS.min && term.length <= FUZZY_LENGTHS.max && 0.2,
      combineWith: "OR",
    },
  });
  const byId = new Map(items(site).map((item) => [item.id, item]));
  const langOf = (id: string) => byId.get(id)!.metadata.lang ?? site.lang;
  const ready = index.addAllAsync([...byId.values()]).then(() => index);
  const built = { ready, byId, langOf, byLang: Map.groupBy(byId.keys(), langOf) };
  indexes.set(site, built);
  return built;
}

/** The index's hits for `query`, best first; over `MAX_QUERY_LENGTH` characters, `invalid_parameter`. */
async function find(site: Site, query: string) {
  // Code points, as JSON Schema's maxLength counts them; fewer UTF-16 units need no count.
  const length = query.length > MAX_QUERY_LENGTH ? [...query].length : 0;
  const detail =
    `The search query is ${length} characters long; at most ${MAX_QUERY_LENGTH} are allowed. Search for fewer, more telling words.`;
  const hint = `Shorten the query to ${MAX_QUERY_LENGTH} characters or fewer.`;
  if (length > MAX_QUERY_LENGTH) throw new HttpError("invalid_parameter", detail, { hint });
  const { ready, langOf, byLang } = indexOf(site), index = await ready;
  const hits = index.search(query.trim());
  // A short word in 2 of 5 items of a language ("the", "für") counts when no other word matches.
  const common = (term: string) =>
    [...term].length <= 4 && !UNSPACED.test(term) &&
    Map.groupBy(index.search(term, { prefix: false, fuzzy: false }), (hit) => langOf(hit.id))
      .entries().some(([lang, found]) => found.length / byLang.get(lang)!.length >= 0.4);
  const terms = new Set(hits.flatMap((hit) => hit.queryTerms));
  const rare = [...terms].filter((term) => !common(term));
  return rare.length && rare.length < terms.size ? index.search(rare.join(" ")) : hits;
}

/** The items matching `query`, best first, at most `MAX_RESULTS`: the MCP `search` tool's answer. */
export async function searchSite(site: Site, query: string) {
  const hits = (await find(site, query)).slice(0, MAX_RESULTS);
  return hits.map(({ id, title, url }) => ({ id, title, url }));
}

/** The search page's results, at most `MAX_RESULTS`, those in `lang` first, each with its language,
 * the headings its excerpt sits under and the excerpt, whose odd parts are the words matched
 * (`["…the ", "booking", " page…"]`, `["Outcomes"]`). */
export async function searchPage(site: Site, query: string, lang: string) {
  const { byId, langOf } = indexOf(site);
  const own = ({ id }: { id: string }) => +(langOf(id) === lang);
  const hits = (await find(site, query)).sort((a, b) => own(b) - own(a)).slice(0, MAX_RESULTS);
  return hits.map(({ id, terms }) => {
    const { title, url, text, metadata } = byId.get(id)!;
    // A service's text adds English words for agents ("Example: case study"); people read its summary.
    const summary = site.services.find((s) => `service:${s.slug}` === id)?.summary;
    const { kind, lang = site.lang } = metadata;
    return { id, title, url, kind, lang, ...excerpt(summary ?? text, terms) };
  });
}

/** About how many characters an excerpt shows. */
const EXCERPT = 180;

/** A piece of a page's text as a reader sees it apart: a paragraph, a list item or a table cell,
 * with the headings it sits under (`Services › What you get`: an h2 and a bold line under it). */
type Block = { text: string; section: string[]; item: boolean };

const parser = new MarkdownIt();

/** `markdown`'s blocks under its title, read by markdown-it (code blocks and pictures left out). */
function blocks(markdown: string): Block[] {
  const out: Block[] = [], path: string[] = [];
  let depth = 0; // headings in `path`, before a bold line's
  const tokens = parser.parse(markdown, {});
  tokens.forEach((token, i) => {
    if (token.type !== "inline") return;
    // Words without pictures; "**" markdown-it left as text (`**状況：**公開中`, no flanking space).
    const words = token.children!.map((c) =>
      c.type.endsWith("break") ? " " : c.type === "image" ? "" : c.content
    );
    const text = words.join("").replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
    const open = tokens[i - 1], level = open.tag.match(/^h(\d)$/)?.[1];
    // A heading, or a paragraph all in bold, begins a section (the title, none).
    if (level || /^\*\*[^*]+\*\*$/.test(token.content)) {
      if (level) depth = +level - 1;
      path.splice(level ? depth - 1 : depth, Infinity, ...(level === "1" ? [] : [text]));
    } else if (text) {
      const { type, info, markup } = tokens[i - 2] ?? {};
      const item = open.tag !== "p" || type === "list_item_open";
      if (!item && out.at(-1)?.item) path.length = depth; // a bold line heads its list only
      // An ordered item keeps its number ("20. August 2026").
      const number = type === "list_item_open" && info ? `${info}${markup} ` : "";
      out.push({ text: number + text, section: path.slice(-2), item });
    }
  });
  return out;
}

/** The excerpt of `markdown` where `terms` match best: the section's headings, and about `EXCERPT`
 * characters from the start of the block (or of the sentence) with the most of them, then the
 * blocks after it in that section, items apart. Odd parts are the words matched. */
function excerpt(markdown: string, terms: string[]) {
  // A word of a spaced script is matched whole (`api`, not in `rapid`); one of Japanese anywhere.
  const word = (t: string) => UNSPACED.test(t) ? t : `(?<![\\p{L}\\p{N}])${t}(?![\\p{L}\\p{N}])`;
  const matched = new RegExp(`(${terms.map((t) => word(RegExp.escape(t))).join("|")})`, "giu");
  const found = (text: string) => new Set(text.match(matched)?.map((m) => m.toLowerCase())).size;
  // Words in the block count most, then in its headings.
  const score = (b: Block) => found(b.text) * 2 + found(b.section.join(" "));
  const all = blocks(markdown);
  // Prose first: a block with a regular expression (`^[a-z]{1,40}$`) when no other matches.
  const prose = all.filter((b) => !/\^\[|\]\{/.test(b.text) && score(b));
  const best = (prose.length ? prose : all).reduce((a, b) => score(b) > score(a) ? b : a, all[0]);
  if (!best) return { section: [], excerpt: [""] };
  const section = best.section.length ? best.section.join(" › ").split(matched) : [];
  let text = best.text;
  // The blocks after it in its section, while there is room: list items and cells read apart.
  for (const b of all.slice(all.indexOf(best) + 1)) {
    if (text.length >= EXCERPT || b.section.join() !== best.section.join()) break;
    text += (b.item || !/[.!?。！？]$/.test(text) ? " · " : " ") + b.text;
  }
  return { section, excerpt: cut(text, text.search(matched)).split(matched) };
}

/** A sentence's start: after a full stop and space, a "·" between items, or a CJK full stop. */
const SENTENCE = /(?<=[.!?]["”’»)]?\s+|\s·\s|[。！？])(?=[\p{Lu}\p{Lo}\p{N}"“„«(])/gu;

/** About `EXCERPT` characters of `text` around its index `at`: from its start when that fits, else
 * from the start of the sentence there, else (a long sentence) from a word before `at`, marked
 * "…"; cut at the edge of a word (or inside a long run without spaces). */
function cut(text: string, at: number): string {
  let from = 0;
  if (at > EXCERPT * 2 / 3) from = [...text.slice(0, at + 1).matchAll(SENTENCE)].at(-1)?.index ?? 0;
  const start = at - from > EXCERPT * 2 / 3 ? at - EXCERPT / 3 : -1;
  if (start >= 0) from = Math.max(text.lastIndexOf(" ", start) + 1, start - 20);
  const end = from + EXCERPT;
  const to = text.length <= end ? text.length : Math.max(text.lastIndexOf(" ", end), end - 20);
  const part = text.slice(from, to).replace(/ ·$/, "");
  return `${start >= 0 ? "…" : ""}${part}${to < text.length ? "…" : ""}`;
}

/** The item with `id`, or undefined (from the items, not waiting for the index). */
export function fetchItem(site: Site, id: string): Item | undefined {
  return indexOf(site).byId.get(id);
}
