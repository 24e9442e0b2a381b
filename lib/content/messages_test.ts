import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { ContentError, loadContent } from "./load.ts";
import { readCatalogue } from "./catalogue_file.ts";
import {
  catalogue,
  EN,
  loadCatalogues,
  MESSAGE_KEYS,
  messagesFor,
  SHIPPED,
  siteMessages,
} from "./messages.ts";
import { parameters } from "./catalogues/en.ts";

await loadCatalogues();

const STUDIO = new URL("../../tests/fixtures/studio/", import.meta.url).pathname;

Deno.test("every shipped language has every key, with the same parameters as English", () => {
  const names = (text: string) => [...new Set(parameters(text))].sort().join(" ");
  for (const lang of SHIPPED) {
    const words = catalogue(lang)!;
    assert.deepEqual(Object.keys(words).sort(), [...MESSAGE_KEYS].sort(), lang);
    for (const key of MESSAGE_KEYS) {
      const file = `lib/content/catalogues/${lang}.yaml: "${key}"`;
      // llms.summary may name the role as it is written ({role}) instead of lower-cased.
      const english = names(EN[key]);
      const own = names(words[key]!);
      assert.equal(
        key === "llms.summary" ? own.replace(/\brole\b/, "roleLower") : own,
        english,
        file,
      );
      // A link in Markdown stays one: its text is translated, its address is a parameter.
      assert.equal(words[key]!.includes("]({"), EN[key].includes("]({"), file);
    }
  }
});

Deno.test("a broken catalogue file is one error naming the file and each bad key", async () => {
  const dir = await Deno.makeTempDir({ prefix: "catalogue-" });
  const url = new URL(`file://${dir}/xx.yaml`);
  await Deno.writeTextFile(url, '"layout.menu": "Menü {count}"\n"layout.manu": "Menü"\n');
  const error = (() => {
    try {
      readCatalogue(url);
    } catch (e) {
      return e as ContentError;
    }
  })();
  assert.ok(error instanceof ContentError);
  assert.deepEqual(error.problems.map((p) => [p.file, p.field]), [
    [`${dir}/xx.yaml`, "layout.menu"],
    [`${dir}/xx.yaml`, "layout.manu"],
  ]);
  assert.match(
    error.message,
    /"layout\.menu" has a parameter the English text lacks \(it has none\) \(got "Menü \{count\}"\)/,
  );
  assert.match(error.message, /"layout\.manu" is not a key of the site's words/);
  await Deno.writeTextFile(url, '"layout.menu": "Menü\n');
  assert.throws(() => readCatalogue(url), /xx\.yaml": invalid YAML at line \d+/);
  assert.equal(catalogue("sw"), undefined);
});

Deno.test("the language is chosen by lang's primary subtag, and parameters are filled in", () => {
  assert.equal(messagesFor("de-AT").t("layout.skip"), "Zum Inhalt springen");
  assert.equal(messagesFor("pt-BR").t("view.work", { brand: "Acme" }), "Projetos de Acme");
  assert.equal(messagesFor("en").t("view.work", { brand: "Acme" }), "Work by Acme");
  assert.deepEqual(messagesFor("fr").missing, []);
});

Deno.test("a language with no catalogue falls back to English and lists every key as missing", () => {
  const sw = messagesFor("sw", { "layout.skip": "Ruka hadi maudhui" });
  assert.equal(sw.t("layout.skip"), "Ruka hadi maudhui");
  assert.equal(sw.t("layout.menu"), "Menu");
  assert.equal(sw.missing.length, MESSAGE_KEYS.length - 1);
  assert.ok(!sw.missing.includes("layout.skip"));
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
