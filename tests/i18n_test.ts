/**
 * A German owner (tests/fixtures/german: `lang: de`) gets the site's own
 * words in German: the chrome of every page (skip link, header, footer), every
 * page's body in HTML and Markdown (home, about, work, a case study with
 * outcomes, screens and a client's words, services, pricing, FAQ, contact,
 * the developers guide, the legal pages, the CV, search), the 404 page,
 * llms.txt and the share card's text hold none of the English catalogue's
 * strings.
 */
import assert from "node:assert/strict";
import { readConfig } from "../lib/config.ts";
import { catalogue, EN, MESSAGE_KEYS } from "../lib/content/messages.ts";
import { loadContent } from "../lib/content/load.ts";
import { cardAlt, shareCardSvg } from "../lib/site/pictures/share_card.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { sharedServer } from "./_server.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { PROBLEMS } from "../lib/http/problem.ts";
import type { Config } from "../lib/config.ts";

const GERMAN = "tests/fixtures/german";

/**
 * The English catalogue's fixed words (the parts between parameters) that
 * German writes differently: a string the two share ("Sitemap") proves nothing.
 */
const ENGLISH = MESSAGE_KEYS.flatMap((key) =>
  EN[key].split(/\{\w+\}/).map((part) => part.trim())
    // A name both languages write alike ("Sitemap", "(JSON Resume)") proves nothing,
    // nor does a word German uses elsewhere ("Client", of the command-line client).
    .filter((part) => !Object.values(catalogue("de")!).some((text) => text.includes(part)))
)
  // "in" and "on" around parameters are English, but also any language's letters.
  .filter((part) => /[A-Za-z]{2}/.test(part) && part.length >= 3);

/**
 * What agents read as specification, which stays English in every language
 * (docs/i18n.md): the operations' summaries and descriptions, their
 * parameters' descriptions, and the problems' titles and hints as the API
 * sends them, with `config`'s addresses. Longest first, so a text is taken
 * whole before a shorter one inside it.
 */
function specification(config: Config): string[] {
  return [
    ...OPERATIONS.flatMap((op) => [
      op.summary,
      op.description,
      ...Object.values(op.params).map((p) => p.description),
    ]),
    ...Object.values(PROBLEMS).flatMap((p) => [p.title, p.hint(config)]),
  ].flatMap((text) => [text, escapeHtml(text)]).sort((a, b) => b.length - a.length);
}

/** `text` as HTML writes it. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * The English strings found in `text` as whole words (case-sensitive:
 * `id="main"` is not "Main"), outside code: code (`<code>`, `<pre>`, Markdown's
 * backticks and fences) is what machines send and read, verbatim (a problem's
 * `title`, a command), never the site's words; nor in what the page marks
 * `lang="en"`, in JSON-LD's `@type` or in `spec`, the
 * specification's own English (`specification`).
 */
function english(text: string, spec: string[] = []): string[] {
  const prose = spec.reduce((rest, words) => rest.replaceAll(words, " "), text)
    .replace(/<pre[\s>][\s\S]*?<\/pre>|<code[\s>][\s\S]*?<\/code>/g, " ")
    .replace(/^```[\s\S]*?^```/gm, " ")
    .replace(/`[^`\n]+`/g, " ")
    // What the page itself marks as English (a refused request's reason from the server).
    .replace(/<(\w+) [^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, " ")
    // JSON-LD's types are schema.org's names ("Service"), not words.
    .replace(/"@type":"[^"]*"/g, " ");
  return ENGLISH.filter((words) =>
    new RegExp(`(^|[^\\p{L}])${RegExp.escape(words)}($|[^\\p{L}])`, "u").test(prose)
  );
}

Deno.test("a German owner's chrome, 404 and refused pages, llms.txt and share card hold no English catalogue string", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const get = async (path: string, accept = "text/html") => {
      const res = await fetch(server.url + path, { headers: { accept } });
      return { status: res.status, text: await res.text() };
    };
    for (const path of ["/", "/work/", "/contact/", "/impressum/", "/datenschutz/"]) {
      const { status, text } = await get(path);
      assert.equal(status, 200, path);
      assert.match(text, /<html lang="de">/);
      // The chrome: head, skip link and header before <main>, the footer after it.
      const chrome = text.slice(0, text.indexOf("<main")) + text.slice(text.indexOf("</main>"));
      assert.match(chrome, /Zum Inhalt springen/);
      assert.match(chrome, /<summary>Menü<\/summary>/);
      assert.match(chrome, /Diese Website durchsuchen/);
      // The legal links of site.yaml, in every page's footer, labelled from the catalogue.
      assert.match(chrome, /<a href="\/impressum\/">Impressum<\/a>/);
      assert.match(chrome, /<a href="\/datenschutz\/">Datenschutz<\/a>/);
      assert.deepEqual(english(chrome), [], `${path}'s header and footer`);
    }
    const missing = await get("/gibt-es-nicht/");
    assert.equal(missing.status, 404);
    assert.match(missing.text, /<h1>Seite nicht gefunden<\/h1>/);
    assert.deepEqual(english(missing.text), [], "the 404 page");
    // A refused request: the page's words in German, the server's reason marked as English.
    const refused = await get(`/search/?q=${"w".repeat(300)}`);
    assert.equal(refused.status, 400);
    assert.match(refused.text, /<h1>Das hat nicht geklappt<\/h1>/);
    assert.match(refused.text, /<p lang="en">The search query is 300 characters long/);
    assert.deepEqual(english(refused.text), [], "a refused request's page");

    const llms = await get("/llms.txt", "text/plain");
    assert.match(
      llms.text,
      /> Jonas Brandt · Freiberuflicher Webentwickler · Leipzig, Deutschland\./,
    );
    assert.doesNotMatch(llms.text, / is a /);
    // The English translation's pages are listed in their owner's English words: left out here.
    const translated = /## Seiten auf Englisch\n\n(?:- .*\n)+/;
    assert.match(llms.text, translated);
    assert.deepEqual(english(llms.text.replace(translated, "")), [], "llms.txt");
    const full = await get("/llms-full.txt", "text/plain");
    assert.match(full.text, /Erstellt aus .* am 1\. Oktober 2026\./);
    const spec = specification(readConfig(new Map([["SITE_URL", server.url]])));
    assert.deepEqual(english(full.text, spec), [], "llms-full.txt");
  } finally {
    await server.close();
  }
});

Deno.test("a German owner's share card and its text alternative hold no English catalogue string", async () => {
  const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", GERMAN]]));
  const site = buildSite(await loadContent(GERMAN), config);
  for (const page of site.pages) {
    const svg = await shareCardSvg(site, page);
    const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join("\n");
    assert.ok(words.includes(site.profile.name), page.path);
    assert.deepEqual(english(words), [], `${page.path}'s card`);
    assert.deepEqual(english(cardAlt(site, page)), [], `${page.path}'s card alt`);
  }
});

/**
 * Answers that still hold English catalogue strings, written in their route
 * rather than asked of the catalogue (item 1's remaining page-body strings,
 * see docs/i18n.md): known, so that any new one fails.
 */
const KNOWN_ENGLISH: Record<string, string[]> = {};

Deno.test("every HTML and Markdown answer of a German owner's own language holds no English catalogue string but the known ones", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const { pages } = await (await fetch(server.url + "/api/v1/pages")).json() as {
      pages: { path: string }[];
    };
    const own = pages.map((p) => p.path).filter((path) => !path.startsWith("/en/"));
    // Every kind of page: the fixture has each of site.yaml's usual pages, and case studies.
    for (const path of ["/about/", "/services/", "/pricing/", "/faq/", "/developers/"]) {
      assert.ok(own.includes(path), `${path} is among ${own.join(", ")}`);
    }
    assert.ok(own.includes("/work/tischlerei-termine/"), own.join(", "));
    const spec = specification(readConfig(new Map([["SITE_URL", server.url]])));
    const answers: [string, string][] = [
      ...own.flatMap((path) =>
        [[path, "text/html"], [path, "text/markdown"]] as [string, string][]
      ),
      ["/cv/", "text/html"],
      ["/search/?q=tischlerei", "text/html"],
      ["/sitemap.md", "text/markdown"],
      ["/llms-full.txt", "text/plain"],
    ];
    for (const [path, accept] of answers) {
      const res = await fetch(server.url + path, { headers: { accept } });
      assert.equal(res.status, 200, path);
      // The English translation's own lines in sitemap.md (its titles, in the owner's English
      // words) are left out, as are an HTML page's links to its pages.
      const body = await res.text();
      const text = accept === "text/html"
        // A link to the English translation (a search hit) bears its title in the owner's English.
        ? body.replace(/<a [^>]*href="\/en\/[^"]*"[^>]*>[^<]*<\/a>/g, " ")
        : body.split("\n").filter((line) => !line.includes("/en/")).join("\n");
      assert.deepEqual(english(text, spec), KNOWN_ENGLISH[path] ?? [], `${path} as ${accept}`);
    }
  } finally {
    await server.close();
  }
});
