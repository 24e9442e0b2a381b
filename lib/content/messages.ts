/**
 * The site's own words in the site's language: the kit's catalogue (by `lang`
 * in site.yaml) with the owner's `content/messages.yaml` over it; a key neither
 * gives is English (`catalogues/en.ts`, the typed source of keys and parameters),
 * and `deno task check` lists it. Low in lib's order, so every view can import it; the
 * catalogues' reader (YAML, checked with zod: catalogue_file.ts) loads with `loadCatalogues`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * await loadCatalogues();
 * assert.equal(primaryLanguage("de-AT"), "de");
 * const en = messagesFor("en");
 * assert.equal(en.number(1234.5), "1,234.5");
 * assert.equal(messagesFor("de").number(1234.5), "1.234,5");
 * assert.deepEqual(en.missing, []);
 * assert.equal(catalogue("de-AT")?.["layout.menu"], "Menü");
 * assert.equal(MESSAGE_KEYS.length, Object.keys(EN).length);
 * assert.equal(siteMessages(undefined).lang, "en");
 * assert.equal(messagesFor("ja").sentences(["予約済み", "二日以内に返信", ""]), "予約済み。二日以内に返信。");
 * ```
 */
import { type Catalogue, EN, type MessageKey, type MessageOverrides } from "./catalogues/en.ts";

export { EN, type MessageKey, type MessageOverrides };

/** The languages the kit ships words for, by primary subtag: `catalogues/<lang>.yaml` (English: en.ts). */
export const SHIPPED = "en de fr es pt ar hi it ja ko nl pl ru tr zh".split(" ");

/** Every key, in the English catalogue's order. */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

const shipped = new Map<string, MessageOverrides>([["en", EN]]);
let read: ((url: URL) => MessageOverrides) | undefined, loading: Promise<void> | undefined;

/** Loads the catalogues' reader once: the builder (site.ts) and a request in a language but English (`loadLate`) await it. */
export function loadCatalogues(): Promise<void> {
  return loading ??= import("./catalogue_file.ts").then((file) => void (read = file.readCatalogue));
}

/** The kit's words for `lang` (`catalogues/<lang>.yaml`, beside this module as on Deno Deploy), read on first use. */
export function catalogue(lang: string): MessageOverrides | undefined {
  const code = primaryLanguage(lang);
  if (!shipped.has(code) && SHIPPED.includes(code)) {
    if (!read) throw new Error(`The catalogue "${code}" is asked before loadCatalogues()`);
    shipped.set(code, read(new URL(`./catalogues/${code}.yaml`, import.meta.url)));
  }
  return shipped.get(code);
}

/** The site's words in one language, with its `Intl` formats (`messagesFor`). */
export type Messages = ReturnType<typeof makeMessages>;

/** The primary subtag of `lang`, lower case: `de-AT` → `de`. */
export const primaryLanguage = (lang: string): string => lang.split("-")[0].toLowerCase();

/** Messages made, by overrides (a generation's `messages.yaml`) and language: views ask for them often. */
const made = new WeakMap<MessageOverrides, Map<string, Messages>>();
const NONE: MessageOverrides = {};

/** The messages for `lang`: its catalogue (if the kit ships one), then `overrides`, then English. */
export function messagesFor(lang: string, overrides: MessageOverrides = NONE): Messages {
  const byLang = made.get(overrides) ?? made.set(overrides, new Map()).get(overrides)!;
  return byLang.get(lang) ?? byLang.set(lang, makeMessages(lang, overrides)).get(lang)!;
}

function makeMessages(lang: string, overrides: MessageOverrides) {
  const words: Partial<Catalogue> = { ...catalogue(lang), ...overrides };
  const missing = MESSAGE_KEYS.filter((key) => !words[key]);
  let locale = "en";
  try {
    locale = Intl.getCanonicalLocales(lang)[0] ?? "en";
  } catch {
    // A tag Intl does not know: English formats, never a thrown page.
  }
  const t = (key: MessageKey, params: Record<string, string | number> = {}): string =>
    (words[key] ?? EN[key]).replace(
      /\{(\w+)\}/g,
      (all, name: string) => name in params ? String(params[name]) : all,
    );
  // A mark and the gap after it, none after a full-width one (、。).
  const mark = (k: MessageKey) => [t(k), /[\u3000-\u303f\uff00-\uffef]/.test(t(k)) ? "" : " "];
  const [comma, colon] = [mark("text.comma").join(""), mark("text.colon").join("")];
  const [stop, gap] = mark("text.stop");
  return {
    /** The language tag the words and formats are for (`de-DE`). */
    lang: locale,
    /** The text of `key`, with `{name}`-style parameters replaced by `params`. */
    t,
    /** The language's comma and colon with the gap after each (`, `, `、`; `: `, `：`). */
    comma,
    colon,
    /** `parts` joined by the comma, empty ones left out. */
    list: (parts: unknown[]) => parts.filter(Boolean).join(comma),
    /** Sentences (empty ones left out), each ended by the language's full stop unless it has one. */
    sentences: (parts: unknown[]) =>
      parts.filter(Boolean).map((s) => `${s}`.replace(/(?<![.!?。！？।])$/u, stop)).join(gap),
    /** The text of every key under `prefix` (`view.`), by the rest of its key, `{…}` kept. */
    under: (prefix: string): Record<string, string> => {
      const keys = MESSAGE_KEYS.filter((key) => key.startsWith(prefix));
      return Object.fromEntries(keys.map((key) => [key.slice(prefix.length), t(key)]));
    },
    // Formatters made on use: most renders ask for words only.
    /** A date the locale's way: `YYYY-MM-DD` in full, `YYYY-MM` as `Sept. 2026`, a year as it is. */
    date: (iso: string) => {
      const [year, month, day] = iso.slice(0, 10).split("-");
      if (!month) return year;
      const options: Intl.DateTimeFormatOptions = day
        ? { dateStyle: "long" }
        : { year: "numeric", month: "short" };
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })
        .format(new Date(`${year}-${month}-${day ?? "01"}T00:00:00Z`));
    },
    /** A number, written the locale's way (`1.234,5`). */
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    /** Keys with no text in this language, shown in English. */
    missing,
  };
}

/** The messages of a loaded site: its `lang` and its owner's `content/messages.yaml`. */
export function siteMessages(
  site: { lang: string; raw: { messages?: MessageOverrides } } | undefined,
): Messages {
  return messagesFor(site?.lang ?? "en", site?.raw.messages);
}
