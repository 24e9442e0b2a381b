/**
 * One freelance message, over real HTTP on the English and German fixtures:
 * no page the template renders carries its old job-seeking labels or a
 * sentence written for agents, and no label is said twice ("Open to: Open
 * to…"); job-seeking shows only in the owner's own words. The catalogues of
 * every language are checked too, since a fixture shows only one.
 */
import assert from "node:assert/strict";
import { catalogue, loadCatalogues, SHIPPED } from "../lib/content/messages.ts";
import { sharedServer } from "./_server.ts";

/** Words the template used to say in its own voice, in each catalogue language. */
const TEMPLATE_PHRASES = [
  "Jobs, interviews and freelance projects",
  "Stellen, Interviews und freiberufliche Projekte",
  "Postes, entretiens et missions freelance",
  "Empleo, entrevistas y proyectos freelance",
  "Emprego, entrevistas e projetos freelance",
  "There is no form here",
  "never sends anything on anyone's behalf",
  "Hier gibt es kein Formular",
  "a role to fill",
  "hiring teams",
];

/** Job-seeking words no catalogue string (the template's voice) may use. */
const JOB_WORDS =
  /\b(jobs?|interviews?|hiring|a role to fill|Stellen|Interviews|postes|entretiens|empleo|entrevistas|emprego)\b/i;

/** What a visitor reads in `html`'s `<main>`, tags dropped, spaces collapsed. */
function visibleText(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")
    .replaceAll("&#39;", "'").replaceAll("&amp;", "&").replace(/\s+/g, " ");
}

Deno.test("no catalogue string speaks of jobs, interviews or hiring", async () => {
  await loadCatalogues();
  for (const language of SHIPPED) {
    for (const [key, words] of Object.entries(catalogue(language)!)) {
      assert.doesNotMatch(words, JOB_WORDS, `lib/content/catalogues/${language}.yaml: "${key}"`);
    }
  }
});

for (const fixture of ["tests/fixtures/full", "tests/fixtures/german"]) {
  Deno.test(`${fixture}: no page says the template's job-seeking or agent words, no label twice`, async () => {
    const server = await sharedServer({ contentDir: fixture });
    const { pages } = await (await fetch(`${server.url}/api/v1/pages`)).json();
    const paths = [...pages.map((p: { path: string }) => p.path), "/cv/"];
    assert.ok(paths.length > 3, `${fixture} has pages`);
    for (const path of paths) {
      const response = await fetch(server.url + path);
      assert.equal(response.status, 200, path);
      const html = await response.text();
      const text = visibleText(html);
      for (const phrase of TEMPLATE_PHRASES) {
        assert.ok(!text.includes(phrase), `${fixture} ${path} says "${phrase}"`);
      }
      // "Open to: Open to …" in a sentence, or a fact whose value starts with its own label.
      const doubled = text.match(/\b(\p{Lu}[\p{L} ]{2,24}?): \1\b/u) ??
        html.match(/<dt[^>]*>([^<]+)<\/dt>\s*<dd[^>]*>(<[^>]+>)*\1/);
      assert.ok(!doubled, `${fixture} ${path} says a label twice: "${doubled?.[0]}"`);
    }
  });
}
