import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import { loadContent } from "../../content/load.ts";
import { everyPage, type Site } from "../../content/model.ts";
import { buildSite } from "../web/site.ts";
import { alternates, languageName, textDirection, writtenIn } from "./languages.ts";

const GERMAN = new URL("../../../tests/fixtures/german/", import.meta.url).pathname;
const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", GERMAN]]));
const site = buildSite(await loadContent(GERMAN), config);

Deno.test("right-to-left languages are told from their tag, with or without Intl's text info", () => {
  for (const lang of ["ar", "he", "fa-IR", "ur"]) assert.equal(textDirection(lang), "rtl", lang);
  for (const lang of ["de", "en-GB", "ja", "not a tag"]) {
    assert.equal(textDirection(lang), "ltr", lang);
  }
});

Deno.test("a language is named in its own words for the switcher and in the site's for llms.txt", () => {
  assert.equal(languageName("de"), "Deutsch");
  assert.equal(languageName("en"), "English");
  assert.equal(languageName("en", "de"), "Englisch");
});

Deno.test("a translation is a site of its own at its prefix, and every page of every language has the same alternates", () => {
  const [en] = site.translations;
  assert.equal(en.prefix, "/en");
  assert.equal(en.lang, "en");
  assert.deepEqual(site.languages, [{ lang: "de", prefix: "" }, { lang: "en", prefix: "/en" }]);
  assert.deepEqual(en.languages, site.languages);
  assert.equal(en.pages.find((p) => p.path === "/work/")?.url, "https://site.test/en/work/");
  assert.deepEqual(alternates(en, { path: "/work/" }), [
    { lang: "de", url: "https://site.test/work/", current: false },
    { lang: "en", url: "https://site.test/en/work/", current: true },
  ]);
  assert.ok(everyPage(site).some((p) => p.path === "/en/work/" && p.title === "Work"));
});

Deno.test("writtenIn marks a text a translation left in another language, with its direction when it differs", () => {
  const site = (lang: string) =>
    ({ lang, raw: { fallbacks: { "نص عربي": "ar", "Ein Satz": "de" } } }) as unknown as Site;
  assert.deepEqual(writtenIn(site("en"), "نص عربي"), { lang: "ar", dir: "rtl" });
  assert.deepEqual(writtenIn(site("en"), "Ein Satz"), { lang: "de" });
  assert.deepEqual(writtenIn(site("he"), "Ein Satz"), { lang: "de", dir: "ltr" });
  assert.deepEqual(writtenIn(site("en"), "constructor"), {});
});
