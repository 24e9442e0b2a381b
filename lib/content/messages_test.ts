import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { ContentError, loadContent } from "./load.ts";
import { CATALOGUES, EN, MESSAGE_KEYS, messagesFor, siteMessages } from "./messages.ts";

const STUDIO = new URL("../../tests/fixtures/studio/", import.meta.url).pathname;

Deno.test("every shipped language has every key, with the same parameters as English", () => {
  for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
    assert.deepEqual(Object.keys(catalogue).sort(), [...MESSAGE_KEYS].sort(), lang);
    for (const key of MESSAGE_KEYS) {
      const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      assert.ok(catalogue[key].trim(), `${lang} ${key} is empty`);
      // A language may leave a parameter out (llms.summary), never invent one.
      for (const name of params(catalogue[key])) {
        assert.ok(
          params(EN[key]).includes(name) || (key === "llms.summary" && name === "role"),
          `${lang} ${key} uses {${name}}`,
        );
      }
    }
  }
});

Deno.test("the language is chosen by lang's primary subtag, and parameters are filled in", () => {
  assert.equal(messagesFor("de-AT").t("layout.skip"), "Zum Inhalt springen");
  assert.equal(messagesFor("pt-BR").t("view.work", { brand: "Acme" }), "Projetos de Acme");
  assert.equal(messagesFor("en").t("view.work", { brand: "Acme" }), "Work by Acme");
  assert.deepEqual(messagesFor("fr").missing, []);
});

Deno.test("a language with no catalogue falls back to English and lists every key as missing", () => {
  const nl = messagesFor("nl", { "layout.skip": "Naar de inhoud" });
  assert.equal(nl.t("layout.skip"), "Naar de inhoud");
  assert.equal(nl.t("layout.menu"), "Menu");
  assert.equal(nl.missing.length, MESSAGE_KEYS.length - 1);
  assert.ok(!nl.missing.includes("layout.skip"));
});

Deno.test("the owner's text overrides the catalogue's", () => {
  const de = siteMessages({ lang: "de", raw: { messages: { "layout.cv": "Werdegang" } } });
  assert.equal(de.t("layout.cv"), "Werdegang");
  assert.equal(de.t("layout.menu"), "Menü");
});

Deno.test("dates and numbers are written the locale's way by Intl", () => {
  assert.equal(messagesFor("de-DE").date("2026-09-15"), "15. September 2026");
  assert.equal(messagesFor("fr").date("2026-09-15"), "15 septembre 2026");
  assert.equal(messagesFor("en-GB").date("2026-09-15"), "15 September 2026");
  assert.equal(messagesFor("de").number(1234.5), "1.234,5");
  assert.equal(messagesFor("en").number(1234.5), "1,234.5");
});

Deno.test("a content date of month and year, or a year alone, is written the locale's way too", () => {
  assert.equal(messagesFor("en").date("2019-04"), "Apr 2019");
  assert.equal(messagesFor("de").date("2025-03"), "März 2025");
  assert.equal(messagesFor("fr").date("2023-10"), "oct. 2023");
  assert.equal(messagesFor("de").date("2016"), "2016");
});

Deno.test("content/messages.yaml is loaded, and an unknown key is a problem naming file and key", async () => {
  const dir = await Deno.makeTempDir({ prefix: "messages-" });
  await cp(STUDIO, dir, { recursive: true });
  await Deno.writeTextFile(join(dir, "messages.yaml"), '"layout.menu": "Navigation"\n');
  assert.deepEqual((await loadContent(dir)).messages, { "layout.menu": "Navigation" });
  await Deno.writeTextFile(join(dir, "messages.yaml"), '"layout.manu": "Navigation"\n');
  const error = await loadContent(dir).catch((e) => e);
  assert.ok(error instanceof ContentError, String(error));
  assert.match(error.message, /messages\.yaml.*layout\.manu/);
});
