/**
 * A German owner (tests/fixtures/german: `lang: de`) gets the site's own
 * words in German: the chrome of every page (skip link, header, footer), the
 * 404 page, llms.txt, the MCP App's words and the share card's text hold none
 * of the English catalogue's strings. Page bodies (routes/, their components)
 * are not yet covered: see docs/i18n.md.
 */
import assert from "node:assert/strict";
import { readConfig } from "../lib/config.ts";
import { CATALOGUES, EN, MESSAGE_KEYS } from "../lib/content/messages.ts";
import { loadContent } from "../lib/content/load.ts";
import { cardAlt, shareCardSvg } from "../lib/site/share_card.ts";
import { buildSite } from "../lib/site/site.ts";
import { startServer } from "./_server.ts";

const GERMAN = "tests/fixtures/german";

/**
 * The English catalogue's fixed words (the parts between parameters) that
 * German writes differently: a string the two share ("Sitemap") proves nothing.
 */
const ENGLISH = MESSAGE_KEYS.flatMap((key) =>
  EN[key].split(/\{\w+\}/).map((part) => part.trim())
    // A name both languages write alike ("Sitemap", "(JSON Resume)") proves nothing,
    // nor does a word German uses elsewhere ("Client", of the command-line client).
    .filter((part) => !Object.values(CATALOGUES.de).some((text) => text.includes(part)))
)
  // "in" and "on" around parameters are English, but also any language's letters.
  .filter((part) => /[A-Za-z]{2}/.test(part) && part.length >= 3);

/**
 * The English strings found in `text` as whole words (case-sensitive:
 * `id="main"` is not "Main").
 */
function english(text: string): string[] {
  return ENGLISH.filter((words) =>
    new RegExp(`(^|[^\\p{L}])${RegExp.escape(words)}($|[^\\p{L}])`, "u").test(text)
  );
}

Deno.test("a German owner's chrome, 404 page, llms.txt and share card hold no English catalogue string", async () => {
  const server = await startServer({ contentDir: GERMAN });
  try {
    const get = async (path: string, accept = "text/html") => {
      const res = await fetch(server.url + path, { headers: { accept } });
      return { status: res.status, text: await res.text() };
    };
    for (const path of ["/", "/work/", "/contact/"]) {
      const { status, text } = await get(path);
      assert.equal(status, 200, path);
      assert.match(text, /<html lang="de">/);
      // The chrome: head, skip link and header before <main>, the footer after it.
      const chrome = text.slice(0, text.indexOf("<main")) + text.slice(text.indexOf("</main>"));
      assert.match(chrome, /Zum Inhalt springen/);
      assert.match(chrome, /<summary>Menü<\/summary>/);
      assert.match(chrome, /Diese Website durchsuchen/);
      assert.deepEqual(english(chrome), [], `${path}'s header and footer`);
    }
    const missing = await get("/gibt-es-nicht/");
    assert.equal(missing.status, 404);
    assert.match(missing.text, /<h1>Seite nicht gefunden<\/h1>/);
    assert.deepEqual(english(missing.text), [], "the 404 page");

    const llms = await get("/llms.txt", "text/plain");
    assert.match(
      llms.text,
      /> Jonas Brandt · Freiberuflicher Webentwickler · Leipzig, Deutschland\./,
    );
    assert.doesNotMatch(llms.text, / is a /);
    assert.deepEqual(english(llms.text), [], "llms.txt");
    const full = await get("/llms-full.txt", "text/plain");
    assert.match(full.text, /Erstellt aus .* am 1\. Oktober 2026\./);
    assert.deepEqual(english(full.text), [], "llms-full.txt");
  } finally {
    await server.close();
  }
});

Deno.test("a German owner's share card and its text alternative hold no English catalogue string", async () => {
  const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", GERMAN]]));
  const site = buildSite(await loadContent(GERMAN), config);
  for (const page of site.pages) {
    const svg = shareCardSvg(site, page, "Inter");
    const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join("\n");
    assert.ok(words.includes(site.profile.name), page.path);
    assert.deepEqual(english(words), [], `${page.path}'s card`);
    assert.deepEqual(english(cardAlt(site, page)), [], `${page.path}'s card alt`);
  }
});
