/**
 * The site's other languages: their direction, names, alternates and search order. `/en/about/` is
 * the English translation's `/about/`, resolved once per request with that language's site in
 * `ctx.state.site` (lib/site/web/request.ts). Never chosen by `Accept-Language`: addresses stay
 * stable and cacheable, and the switcher and `hreflang` lead to the others.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { textDirection } from "./languages.ts";
 * assert.equal(textDirection("ar"), "rtl");
 * assert.equal(textDirection("de-AT"), "ltr");
 * ```
 */
import { link } from "../../content/links.ts";
import type { Site } from "../../content/model.ts";
import { OPERATIONS } from "../../api/operations.ts";
import { primaryLanguage } from "../../content/messages.ts";

/** The search page's address in every language (`/search/`, `/en/search/`). */
export const SEARCH_PATH = "/search/";

/**
 * "rtl" for a language written right to left (`ar`, `he`, `fa`), else "ltr" (a tag that is not a
 * language's too), as the runtime's CLDR data says (`Intl.Locale`'s text info, in every Deno here).
 */
export function textDirection(lang: string): "rtl" | "ltr" {
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & { getTextInfo(): { direction: string } };
    return locale.getTextInfo().direction === "rtl" ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

/** A passage's HTML `lang`, and its `dir` when it is not the page's. */
export type Lang = { lang?: string; dir?: "rtl" | "ltr" };

/** The `Lang` of a passage in `language` on `site`'s pages (an English testimonial on a Japanese page); none in the page's (`en` on `en-GB`). */
export function passageIn(site: Site, language = ""): Lang {
  if (!language || primaryLanguage(language) === primaryLanguage(site.lang ?? "")) return {};
  const dir = textDirection(language);
  return dir === textDirection(site.lang) ? { lang: language } : { lang: language, dir };
}

/** The API's own words (operations, parameters): English on every site, as its OpenAPI document. */
const params = OPERATIONS.flatMap((op) => Object.values(op.params));
const API_WORDS = new Set(
  [...OPERATIONS, ...params].flatMap((o) => ["summary" in o ? o.summary : o.format, o.description]),
);

/**
 * The `Lang` of `text` (else of `language`) when the page shows it in another language: a
 * translation's fallback to the primary language (`raw.fallbacks`), or the API's English words.
 */
export function writtenIn(site: Site, text = "", language?: string): Lang {
  const fallbacks = site.raw.fallbacks ?? {};
  const own = Object.hasOwn(fallbacks, text) ? fallbacks[text] : API_WORDS.has(text) ? "en" : "";
  return passageIn(site, language ?? own);
}

/** `text` for a sentence, in U+FDD0…U+FDD1 when `writtenIn` marks it: a span of its language in HTML (markdown.ts). */
export const setApart = <T extends string | undefined>(site: Site, text: T): T =>
  (writtenIn(site, text).lang ? `\uFDD0${text}\uFDD1` : text) as T;

/** `text` cut where `setApart` marked it: its odd parts are the values set apart. */
export const apartParts = (text: string): string[] => text.split(/\uFDD0([^\uFDD1]*)\uFDD1/);

/** The address of `page` in each language, the primary first: hreflang, sitemap and switcher. */
export function alternates(site: Site, page: { path: string }) {
  return site.languages.map(({ lang, prefix }) => ({
    lang,
    url: link({ ...site, prefix }, page.path, { absolute: true }),
    current: prefix === site.prefix,
  }));
}

/**
 * The name of `lang` in language `in` (default: its own, `Deutsch`, `English`, `العربية`, for the
 * switcher; `Englisch` in German for llms.txt).
 */
export function languageName(lang: string, inLang: string = lang): string {
  try {
    const name = new Intl.DisplayNames([inLang], { type: "language" }).of(lang) ?? lang;
    return inLang === lang ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : name;
  } catch {
    return lang;
  }
}
