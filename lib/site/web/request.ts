/**
 * One request, resolved once before middleware into the typed `ctx.state` (lib/content/state.ts):
 * the language's site (`/en/about/` is the English translation's `/about/`, never chosen by
 * `Accept-Language`, though an API call's is), and for a page the page and its form. An API call,
 * a file or `/mcp` never touches the page list. `pageHeaders` adds what the form calls for.
 *
 * @example
 * ```ts
 * // lib/handler.ts: createApp(manifest, { resolve: resolveRequest, … });
 * ```
 */
import type { MiddlewareHandler, Resolved, Resolving, RouteMatch } from "../../fresh/types.ts";
import { pageType, pickLanguage, varyNames } from "../../http/negotiate.ts";
import { noVarySearch } from "../../http/no_vary_search.ts";
import { clip, HttpError } from "../../http/problem.ts";
import { inLanguage, languages, type Site, type SitePage } from "../../content/model.ts";
import { loadCatalogues, primaryLanguage } from "../../content/messages.ts";
import { LANGUAGE_PATHS } from "../../content/links.ts";
import { normalizePagePath, pageOfCard } from "../../content/page_path.ts";
import type { AppState } from "../../content/state.ts";
import { contentSignalHeaders, siteLinks } from "../agents/agent_urls.ts";
import { canonicalRedirect, READ_METHODS } from "./handlers.ts";
import { markdownTokenHeaders } from "../pages/tokens.ts";

/**
 * On a translation's address, its site, and its pages, their Markdown and cards, the CV, search and
 * the contact card routed by their primary path (anything else under the prefix is a miss in that
 * language; `/en` is redirected to `/en/`). A page route read with GET or HEAD gets its page,
 * answered as Markdown (`index.md`, `.md`, `Accept: text/markdown`), redirected to its one address,
 * refused with 406 when `Accept` takes neither form, or left to the route as HTML.
 */
export async function resolveRequest<M extends RouteMatch>(
  req: Request,
  { url, state, route }: Resolving<M, AppState>,
): Promise<Resolved<M>> {
  const primary = state.site;
  const [, prefix, rest] = /^(\/[^/]+)(\/.*)?$/.exec(url.pathname) ?? [];
  const translation = primary?.translations.find((t) => t.prefix === prefix);
  let path = url.pathname;
  let page: SitePage | undefined;
  if (translation) {
    state.site = translation;
    state.primary = primary;
    const pagePath = rest && (pageOfCard(rest) ?? normalizePagePath(rest));
    page = pagePath ? (await cv()).servedPage(translation, pagePath) : undefined;
    if (page || LANGUAGE_PATHS.has(pagePath ?? "") || LANGUAGE_PATHS.has(rest)) path = rest;
  }
  const routed = path === url.pathname ? url : new URL(url);
  routed.pathname = path;
  const match = route(path);
  if (match.kind === "api" && primary) {
    const lang = pickLanguage(req.headers.get("accept-language"), languages(primary));
    state.site = inLanguage(primary, lang);
  }
  const resolved = { url: routed, match };
  const site = state.site;
  if (match.kind !== "page" || !READ_METHODS.includes(req.method) || !site) return resolved;
  const redirect = (to: string) => ({ ...resolved, answer: () => canonicalRedirect(to, url) });
  if (translation && !rest) return redirect(prefix + "/");
  const pagePath = normalizePagePath(path);
  if (!translation) page = pagePath ? (await cv()).servedPage(site, pagePath) : undefined;
  state.form = "html";
  if (!page) return resolved;
  state.page = page;
  // A page's Markdown file is `<page>/index.md` or its mirror `<page>.md`.
  if (!path.endsWith(".md")) {
    if (path !== pagePath) return redirect(site.prefix + pagePath);
    const form = pageType(req.headers.get("accept"));
    if (!form) return { ...resolved, answer: () => notAcceptable(path) };
    if (form === "text/html") return resolved;
  }
  state.form = "markdown";
  return { ...resolved, answer: () => markdownResponse(page, site.lang) };
}

/** The CV's module (and the Markdown writer it imports): loaded by the first page asked for. */
const cv = () => import("../pages/cv.ts");

/** The 406 of a page asked for in neither of its forms. */
function notAcceptable(path: string): never {
  const why = "served as text/html or text/markdown; the request accepts neither.";
  throw new HttpError("not_acceptable", `${clip(path)} is a web page, ${why}`);
}

/** The Markdown of a page, linking its canonical HTML page, with its size in tokens. */
function markdownResponse(page: SitePage, lang: string): Response {
  return new Response(page.markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-language": lang,
      vary: "Accept",
      "no-vary-search": noVarySearch(),
      link: `<${page.url}>; rel="canonical"`,
      ...markdownTokenHeaders(page.markdown),
      ...contentSignalHeaders(),
    },
  });
}

/** Media types whose choice depends on `Accept`: page variants and errors. */
const NEGOTIATED = /^(text\/html|text\/markdown|application\/problem\+json)\b/;

/**
 * An HTML page links its Markdown and the agent files (`siteLinks`); an answer whose form `Accept`
 * chose (pages, misses, errors) says `Vary: Accept`, an API answer of a site in several languages
 * `Vary: Accept-Language`; no other (a static file), so shared caches keep one copy of it.
 */
export const pageHeaders: MiddlewareHandler<AppState> = async function pageHeaders(req, ctx) {
  if (ctx.kind === "static" && READ_METHODS.includes(req.method)) return ctx.next();
  await loadLate(ctx.state.site, ctx.kind === "api");
  const res = await ctx.next();
  const { page, site, config } = ctx.state;
  const several = (site?.languages.length ?? 0) > 1;
  if (ctx.kind === "api") return several ? vary(res, "Accept-Language") : res;
  if (ctx.state.form === "html" && res.status === 200) {
    if (page) {
      res.headers.append("link", `<${page.url}index.md>; rel="alternate"; type="text/markdown"`);
      res.headers.set("no-vary-search", noVarySearch());
      res.headers.set("content-language", site!.lang);
    }
    for (const link of siteLinks(config)) res.headers.append("link", link);
  }
  return NEGOTIATED.test(res.headers.get("content-type") ?? "") ? vary(res, "Accept") : res;
};

/** `res` with `name` in its `Vary`, unless it is there already (or `*`). */
function vary(res: Response, name: string): Response {
  const names = varyNames(res.headers.get("vary"));
  if (!names.includes(name.toLowerCase()) && !names.includes("*")) res.headers.append("vary", name);
  return res;
}

/** The sites (one per language and generation) whose late modules are loaded: a hit asks none. */
const ready = new WeakSet<Site>();

/**
 * What start-up does not load, loaded on first use: markdown-it for anything but the API, and the
 * catalogues' reader (zod, YAML) for a site in a language other than English (error pages too).
 */
export async function loadLate(site: Site | undefined, api = false): Promise<void> {
  if (site && ready.has(site)) return;
  const other = site && languages(site).some((lang) => primaryLanguage(lang) !== "en");
  const markdown = () => import("../pages/markdown.ts").then((m) => m.loadMarkdown());
  await Promise.all([api || markdown(), other && loadCatalogues()]);
  if (site && !api) ready.add(site);
}
