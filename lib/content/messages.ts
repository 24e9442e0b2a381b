/**
 * The site's own words (labels, buttons, error pages, llms.txt's sentences)
 * in the site's language: its catalogue (`catalogues/`, by `lang` in
 * site.yaml) with the owner's `content/messages.yaml` over it; a key neither
 * gives is English, and `deno task check` lists it. Low in lib's order, so
 * every view can import it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(primaryLanguage("de-AT"), "de");
 * const en = messagesFor("en");
 * assert.equal(en.number(1234.5), "1,234.5");
 * assert.equal(messagesFor("de").number(1234.5), "1.234,5");
 * assert.deepEqual(en.missing, []);
 * assert.deepEqual(Object.keys(CATALOGUES), ["en", "de", "fr", "es", "pt"]);
 * assert.equal(MESSAGE_KEYS.length, Object.keys(EN).length);
 * assert.equal(MessagesFile.safeParse({ "no.such.key": "x" }).success, false);
 * assert.equal(siteMessages(undefined).lang, "en");
 * ```
 */
import { z } from "zod";
import { type Catalogue, EN, type MessageKey } from "./catalogues/en.ts";
import { DE } from "./catalogues/de.ts";
import { ES } from "./catalogues/es.ts";
import { FR } from "./catalogues/fr.ts";
import { PT } from "./catalogues/pt.ts";

export { EN, type MessageKey };

/** The catalogues the kit ships, by primary language subtag. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  en: EN,
  de: DE,
  fr: FR,
  es: ES,
  pt: PT,
};

/** Every key, in the English catalogue's order. */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

/** `content/messages.yaml`: the owner's text for any key; an unknown key is an error naming it. */
export const MessagesFile = z.strictObject(Object.fromEntries(
  MESSAGE_KEYS.map((key) => [key, z.string().trim().min(1, "must not be empty").optional()]),
) as Record<MessageKey, z.ZodOptional<z.ZodString>>);

/** The owner's texts from `content/messages.yaml`, by key. */
export type MessageOverrides = Partial<Record<MessageKey, string>>;

/** The site's words in one language, with its `Intl` formats. */
export interface Messages {
  /** The language tag the words and formats are for (`de-DE`). */
  lang: string;
  /** The text of `key`, with `{name}`-style parameters replaced by `params`. */
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** A date the locale's way: `YYYY-MM-DD` in full, `YYYY-MM` as `Sept. 2026`, a year as it is. */
  date(iso: string): string;
  /** A number, written the locale's way (`1.234,5`). */
  number(value: number): string;
  /** The text of every key under `prefix` (`view.`), by the rest of its key, `{…}` kept. */
  under(prefix: string): Record<string, string>;
  /** Keys with no text in this language, shown in English. */
  missing: MessageKey[];
}

/** The primary subtag of `lang`, lower case: `de-AT` → `de`. */
export function primaryLanguage(lang: string): string {
  return lang.split("-")[0].toLowerCase();
}

/** The messages for `lang`: its catalogue (if the kit ships one), then `overrides`, then English. */
export function messagesFor(lang: string, overrides: MessageOverrides = {}): Messages {
  const catalogue: Partial<Catalogue> = CATALOGUES[primaryLanguage(lang)] ?? {};
  const words: Partial<Catalogue> = { ...catalogue, ...overrides };
  const missing = MESSAGE_KEYS.filter((key) => !words[key]);
  let locale = "en";
  try {
    locale = Intl.getCanonicalLocales(lang)[0] ?? "en";
  } catch {
    // A tag Intl does not know: English formats, never a thrown page.
  }
  const t: Messages["t"] = (key, params = {}) =>
    (words[key] ?? EN[key]).replace(
      /\{(\w+)\}/g,
      (all, name: string) => name in params ? String(params[name]) : all,
    );
  return {
    lang: locale,
    t,
    under: (prefix) =>
      Object.fromEntries(
        MESSAGE_KEYS.filter((key) => key.startsWith(prefix)).map((key) => [
          key.slice(prefix.length),
          t(key),
        ]),
      ),
    // Formatters made on use: most renders ask for words only.
    date: (iso) => {
      const [year, month, day] = iso.slice(0, 10).split("-");
      if (!month) return year;
      const options: Intl.DateTimeFormatOptions = day
        ? { dateStyle: "long" }
        : { year: "numeric", month: "short" };
      return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })
        .format(new Date(`${year}-${month}-${day ?? "01"}T00:00:00Z`));
    },
    number: (value) => new Intl.NumberFormat(locale).format(value),
    missing,
  };
}

/** The messages of a loaded site: its `lang` and its owner's `content/messages.yaml`. */
export function siteMessages(
  site: { lang: string; raw: { messages?: MessageOverrides } } | undefined,
): Messages {
  return messagesFor(site?.lang ?? "en", site?.raw.messages);
}
