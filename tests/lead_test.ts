/**
 * No page repeats its lead: the paragraph under a page's title says something
 * the lead (its description) has not said already. Checked on every page of
 * the owners issue #36 judges (`content/`, content-agnostic, and the German
 * fixture), in every language, over real HTTP: at most half of the lead's words (five letters or
 * more, by their first five) may come back in the first paragraph after it.
 */
import assert from "node:assert/strict";
import { htmlPages } from "./_pages.ts";
import { sharedServer } from "./_server.ts";

/** The owners whose every page issue #36 judges: the sample owner (content-agnostic) and the German fixture. */
const JUDGED = ["content", "tests/fixtures/german"];

/** The most of the lead's words the first paragraph may say again. */
const LIMIT = 0.5;

/** A paragraph's text without its markup. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&amp;", "&");

/** The words that carry meaning (five letters or more), each by its first five. */
const words = (s: string) =>
  new Set([...s.toLowerCase().matchAll(/\p{L}{5,}/gu)].map(([w]) => w.slice(0, 5)));

/** How much of the lead of the page `html` its first paragraph repeats, when it has both. */
export function repeated(html: string): { lead: string; next: string; share: number } | undefined {
  const header = html.match(/<p class="lead"[^>]*>([^]*?)<\/p>\s*<\/header>([^]*?)<\/main>/);
  const next = header?.[2].match(/<p[ >]([^]*?)<\/p>/)?.[1];
  if (!header || next === undefined) return undefined;
  const lead = words(text(header[1]));
  const again = [...lead].filter((w) => words(text(next)).has(w)).length;
  return { lead: text(header[1]), next: text(next), share: lead.size ? again / lead.size : 0 };
}

Deno.test("repeated() measures the share of a lead's words said again", () => {
  const page = (lead: string, next: string) =>
    `<main><header><h1>T</h1><p class="lead">${lead}</p></header><p>${next}</p></main>`;
  assert.equal(
    repeated(page("Notes on shipped products", "Short notes on products"))?.share,
    2 / 3,
  );
  assert.equal(repeated(page("Answers about prices", "Ring before noon."))?.share, 0);
  assert.equal(repeated("<main><p>no header</p></main>"), undefined);
});

Deno.test("no page's first paragraph repeats its lead (the sample owner, the German fixture)", async () => {
  const servers = await Promise.all(JUDGED.map((contentDir) => sharedServer({ contentDir })));
  const found: string[] = [];
  let checked = 0;
  try {
    await Promise.all(servers.map(async (server, o) => {
      for (const path of await htmlPages(server.url)) {
        const seen = repeated(await (await fetch(server.url + path)).text());
        if (!seen) continue;
        checked++;
        if (seen.share > LIMIT) {
          found.push(
            `${JUDGED[o]} ${path}: ${Math.round(seen.share * 100)} % of the lead again ` +
              `("${seen.lead}" / "${seen.next.slice(0, 90)}…")`,
          );
        }
      }
    }));
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  assert.ok(checked > 20, `pages with a lead and a paragraph: ${checked}`);
  assert.deepEqual(found, [], found.join("\n"));
});
