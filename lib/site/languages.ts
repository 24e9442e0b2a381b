/**
 * The site's other languages in URLs: `/en/about/` is the English
 * translation's `/about/`. The shim routes the request by the path without
 * the prefix, with a store that answers that language's site
 * (`languageRewrite`, passed to `createApp` by lib/handler.ts): the one place
 * the language is read from a URL, so routes, middleware and components work
 * on any language unchanged. Never chosen by `Accept-Language`: addresses stay
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
import { link } from "../content/links.ts";
import type { ContentStore } from "../content/store.ts";
import type { Site } from "../content/model.ts";
import { normalizePagePath } from "../content/page_path.ts";
import type { AppState } from "../content/state.ts";
import { pageOfCard } from "./share_card.ts";
import { servedPage } from "./cv.ts";

/** The search page's address in every language (`/search/`, `/en/search/`). */
export const SEARCH_PATH = "/search/";

/** Scripts written right to left, by primary language subtag, when `Intl` cannot say. */
const RIGHT_TO_LEFT = new Set(["ar", "dv", "fa", "he", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]);

/** "rtl" for a language written right to left (`ar`, `he`, `fa`), else "ltr". */
export function textDirection(lang: string): "rtl" | "ltr" {
  try {
    const locale = new Intl.Locale(lang) as Intl.Locale & {
      getTextInfo?: () => { direction: string };
    };
    const direction = locale.getTextInfo?.().direction;
    if (direction === "rtl" || direction === "ltr") return direction;
  } catch {
    // A tag Intl does not know: the list below decides.
  }
  return RIGHT_TO_LEFT.has(lang.split("-")[0].toLowerCase()) ? "rtl" : "ltr";
}

/**
 * Routes `/<lang>/<page>` (its Markdown, its share card, the CV and the
 * search page) as `/<page>` with the store answering `<lang>`'s site. Any
 * other address under the prefix keeps its path but is answered in `<lang>`
 * too, so a miss is that language's 404 page (and `/en`, the prefix alone,
 * is redirected to `/en/` by page negotiation); every other URL is left as it
 * is, so the API, MCP and discovery files serve the primary language only.
 */
export function languageRewrite(url: URL, state: Record<string, unknown>): URL {
  const { store } = state as AppState;
  const site = store.site;
  if (!site?.translations.length) return url;
  const match = /^(\/[^/]+)(\/.*)?$/.exec(url.pathname);
  const translation = match && site.translations.find((t) => t.prefix === match[1]);
  if (!translation) return url;
  state.store = languageStore(store, translation);
  (state as AppState).primary = site;
  const rest = match[2];
  if (!rest) return url;
  const path = pageOfCard(rest) ?? normalizePagePath(rest);
  if (!path || !(servedPage(translation, path) || path === SEARCH_PATH)) return url;
  const routed = new URL(url);
  routed.pathname = rest;
  return routed;
}

/**
 * `store` as a translation's pages see it: `site` and `require()` answer
 * `site`; generation, errors and notes stay the store's own.
 */
function languageStore(store: ContentStore, site: Site): ContentStore {
  return Object.create(store, {
    site: { get: () => site },
    require: { value: () => site },
    error: { get: () => store.error },
    notes: { get: () => store.notes },
    generation: { get: () => store.generation },
  });
}

/** The address of `page` in each language, the primary first: hreflang, sitemap and switcher. */
export function alternates(
  site: Site,
  page: { path: string },
): { lang: string; url: string; current: boolean }[] {
  return site.languages.map(({ lang, prefix }) => ({
    lang,
    url: link({ ...site, prefix }, page.path, { absolute: true }),
    current: prefix === site.prefix,
  }));
}

/**
 * `hits` (best first, from the index of every language), each with its
 * language, those in `site`'s language first, each group in its order: a
 * visitor searching the English pages reads English results first, and a
 * word only the other language has (a name, a German term) still finds its
 * page after them.
 */
export function ownLanguageFirst<T extends { url: string }>(
  site: Site,
  hits: T[],
): (T & { lang: string })[] {
  const languages = site.languages.filter((l) => l.prefix);
  const primary = site.languages[0]?.lang ?? site.lang;
  const withLang = hits.map((hit) => {
    const path = new URL(hit.url).pathname;
    return {
      ...hit,
      lang: languages.find((l) => path.startsWith(l.prefix + "/"))?.lang ?? primary,
    };
  });
  const own = withLang.filter((hit) => hit.lang === site.lang);
  return [...own, ...withLang.filter((hit) => hit.lang !== site.lang)];
}

/**
 * The name of `lang` in language `in` (default: its own, `Deutsch`, `English`,
 * `العربية`, for the switcher; `Englisch` in German for llms.txt).
 */
export function languageName(lang: string, inLang: string = lang): string {
  try {
    const name = new Intl.DisplayNames([inLang], { type: "language" }).of(lang) ?? lang;
    return inLang === lang ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : name;
  } catch {
    return lang;
  }
}
