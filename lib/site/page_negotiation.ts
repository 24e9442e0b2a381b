/**
 * Page negotiation: a page is HTML or Markdown, chosen by its address
 * (`<page>/index.md`, the `.md` mirror) or by `Accept` with its q-values; a
 * client that takes neither gets 406, and a
 * page's address without its trailing slash is redirected. Handlers only make
 * bodies: ETags, compression, 304s and HEAD are the answer cache's.
 */
import type { MiddlewareHandler } from "../fresh/types.ts";
import { pageType } from "../http/negotiate.ts";
import { noVarySearch } from "../http/no_vary_search.ts";
import { clip, HttpError } from "../http/problem.ts";
import { contentSignalHeaders, markdownAlternateLink } from "./agent_urls.ts";
import { canonicalRedirect, READ_METHODS } from "./handlers.ts";
import type { Site, SitePage } from "../content/model.ts";
import { isMarkdownPath, normalizePagePath } from "../content/page_path.ts";
import type { AppState } from "../content/state.ts";
import { markdownTokenHeaders } from "./tokens.ts";
import { servedPage } from "./cv.ts";

/** The Markdown of a page, linking its canonical HTML page, with its size in tokens. */
function markdownResponse(page: SitePage, lang?: string): Response {
  return new Response(page.markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      ...(lang ? { "content-language": lang } : {}),
      vary: "Accept",
      "no-vary-search": noVarySearch(),
      link: `<${page.url}>; rel="canonical"`,
      ...markdownTokenHeaders(page.markdown),
      ...contentSignalHeaders(),
    },
  });
}

/**
 * Serves pages in the form asked for: `index.md`, the `.md` mirror
 * (`/pricing.md`) and `Accept: text/markdown` get Markdown, an `Accept` that
 * takes neither HTML nor Markdown (JSON only) gets 406, a path without its
 * trailing slash is redirected, and HTML responses link to their Markdown.
 */
export const pageNegotiation: MiddlewareHandler<AppState> = function pageNegotiation(req, ctx) {
  if (!READ_METHODS.includes(req.method)) return ctx.next();
  const path = ctx.url.pathname;
  // A language's home without its slash (`/en`), which languageRewrite leaves as it came.
  const prefix = ctx.state.store.site?.prefix;
  if (prefix && path === prefix) return canonicalRedirect(prefix + "/", ctx.url);
  const pagePath = normalizePagePath(path);
  if (!pagePath) return ctx.next();
  const asFile = isMarkdownPath(path);
  const site: Site | undefined = asFile ? ctx.state.store.require() : ctx.state.store.site;
  const page = site && servedPage(site, pagePath);
  if (!page) return ctx.next();
  if (asFile) return markdownResponse(page, site!.lang);
  if (path !== pagePath) return canonicalRedirect(site!.prefix + pagePath, ctx.url);
  const choice = pageType(req.headers.get("accept"));
  if (choice === "text/markdown") return markdownResponse(page, site!.lang);
  if (!choice) {
    throw new HttpError(
      "not_acceptable",
      `${
        clip(path)
      } is a web page, served as text/html or text/markdown; the request accepts neither.`,
    );
  }
  return ctx.next().then((res) => {
    if (res.status === 200 && res.headers.get("content-type")?.startsWith("text/html")) {
      res.headers.append("link", markdownAlternateLink(page));
      res.headers.set("no-vary-search", noVarySearch()); // a content page reads no query
      res.headers.set("content-language", site!.lang);
    }
    return res;
  });
};
