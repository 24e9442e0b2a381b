/**
 * The site's middleware and route handlers that know about content: the
 * method check, page negotiation (HTML, Markdown, 406 for JSON),
 * `<page>/index.md`, canonical trailing slashes, pages, generated files, and
 * the one place every error is rendered. Handlers only make bodies: ETags,
 * compression, 304s and HEAD are the answer cache's (lib/http/cache.ts).
 */
import { clip, HttpError, problemResponse, PROBLEMS } from "../http/problem.ts";
import { pageType, prefersJson, varyNames } from "../http/negotiate.ts";
import { noVarySearch } from "../http/no_vary_search.ts";
import type { HandlerContext, MiddlewareHandler } from "../fresh/types.ts";
import { contentSignalHeaders, markdownAlternateLink, siteLinks } from "./discovery.ts";
import { loadMarkdown } from "./markdown.ts";
import type { Site, SitePage } from "./model.ts";
import { isMarkdownPath, normalizePagePath } from "./page_path.ts";
import type { AppState } from "./state.ts";
import { markdownTokenHeaders } from "./tokens.ts";

/** Methods every read-only resource accepts. */
export const READ_METHODS = ["GET", "HEAD"];

/**
 * True when the error for this request should be problem+json rather than
 * HTML: always under `/api` and at `/mcp` (machine endpoints), elsewhere when
 * the client prefers JSON.
 */
export function wantsProblemJson(req: Request, url: URL): boolean {
  const path = url.pathname;
  return path.startsWith("/api/") || path === "/api" || path === "/mcp" ||
    prefersJson(req.headers.get("accept"));
}

/**
 * 405 `method_not_allowed` for anything but GET and HEAD, as the spec says; CORS
 * preflights never get here (the CORS middleware answers them). Routes that
 * take other methods (`/mcp`) are let through by `own`.
 */
export function onlyReadMethods(
  own: (ctx: { route?: string }) => boolean = () => false,
): MiddlewareHandler<AppState> {
  return function methodsMiddleware(req, ctx) {
    if (own(ctx) || READ_METHODS.includes(req.method)) return ctx.next();
    throw new HttpError(
      "method_not_allowed",
      `${clip(req.method)} is not allowed on ${clip(ctx.url.pathname)}: this service is read-only.`,
      { headers: { allow: READ_METHODS.join(", ") } },
    );
  };
}

/** The Markdown of a page, linking its canonical HTML page, with its size in tokens. */
export function markdownResponse(page: SitePage): Response {
  return new Response(page.markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
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
 * takes neither HTML nor Markdown (JSON only) gets 406, a
 * path without its trailing slash is redirected, and HTML responses link to
 * their Markdown.
 */
export const pageNegotiation: MiddlewareHandler<AppState> = function pageNegotiation(req, ctx) {
  if (!READ_METHODS.includes(req.method)) return ctx.next();
  const path = ctx.url.pathname;
  const pagePath = normalizePagePath(path);
  if (!pagePath) return ctx.next();
  const asFile = isMarkdownPath(path);
  const site: Site | undefined = asFile ? ctx.state.store.require() : ctx.state.store.site;
  const page = site?.pages.find((p) => p.path === pagePath);
  if (!page) return ctx.next();
  if (asFile) return markdownResponse(page);
  if (path !== pagePath) return canonicalRedirect(pagePath, ctx.url);
  const choice = pageType(req.headers.get("accept"));
  if (choice === "text/markdown") return markdownResponse(page);
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
    }
    return res;
  });
};

/**
 * Adds the site-wide `Link`s (`siteLinks`: llms.txt, the OpenAPI document,
 * the API catalog) to every HTML page, content pages and others (the
 * printable résumé) alike. It runs outside `pageNegotiation`, so a content
 * page's link to its Markdown comes first.
 */
export const agentLinks: MiddlewareHandler<AppState> = async function agentLinks(req, ctx) {
  const res = await ctx.next();
  if (
    READ_METHODS.includes(req.method) && res.status === 200 &&
    res.headers.get("content-type")?.startsWith("text/html")
  ) {
    for (const link of siteLinks(ctx.state.config)) res.headers.append("link", link);
  }
  return res;
};

/**
 * 308 to `path`, a page's one address (with its trailing slash), keeping the
 * query: `/about` and `/cv` lead to `/about/` and `/cv/`.
 */
export function canonicalRedirect(path: string, url: URL): Response {
  return new Response(null, { status: 308, headers: { location: path + url.search } });
}

/** Media types whose choice depends on `Accept`: page variants and errors. */
const NEGOTIATED = /^(text\/html|text\/markdown|application\/problem\+json)\b/;

/**
 * Adds `Vary: Accept` to every response whose form was chosen by `Accept`:
 * pages in HTML or Markdown, 406, and misses and errors (HTML for browsers,
 * problem+json for clients). Static files, redirects and the API, whose form
 * never changes, are left alone so caches keep one copy.
 */
export const varyOnAccept: MiddlewareHandler<AppState> = async function varyOnAccept(req, ctx) {
  const path = ctx.url.pathname;
  // A static file read with GET or HEAD is always the file; other methods get
  // an error whose form does depend on Accept.
  const file = ctx.destination === "static" && READ_METHODS.includes(req.method);
  if (file || path === "/api" || path.startsWith("/api/")) return ctx.next();
  const res = await ctx.next();
  if (!NEGOTIATED.test(res.headers.get("content-type") ?? "")) return res;
  const vary = varyNames(res.headers.get("vary"));
  if (!vary.includes("accept") && !vary.includes("*")) res.headers.append("vary", "Accept");
  return res;
};

/** What a page component receives. */
export interface PageData {
  site: Site;
  page: SitePage;
}

/** The route handler of a content page: finds the page for the URL and renders it. */
export async function renderPage(
  req: Request,
  ctx: HandlerContext<PageData, AppState>,
): Promise<Response> {
  await loadMarkdown();
  const site = ctx.state.store.require();
  const path = normalizePagePath(ctx.url.pathname);
  const page = site.pages.find((p) => p.path === path);
  if (!page) return notFound(req, ctx);
  return ctx.render({ site, page }, { headers: contentSignalHeaders() });
}

/**
 * The handler of a route whose whole body is generated from the config and
 * content (discovery files); `headers` may depend on the body it made.
 */
export function generated(
  type: string,
  make: (state: AppState) => string,
  headers: (state: AppState, body: string) => Record<string, string> = () => ({}),
): { GET: (req: Request, ctx: HandlerContext<unknown, AppState>) => Response } {
  return {
    GET: (_req, ctx) => {
      const body = make(ctx.state);
      return new Response(body, {
        headers: {
          "content-type": type,
          "no-vary-search": noVarySearch(),
          ...headers(ctx.state, body),
        },
      });
    },
  };
}

/** The `_404` handler: every miss is the `not_found` error, rendered by `renderError`. */
export function notFound(_req: Request, ctx: HandlerContext<unknown, AppState>): never {
  throw new HttpError(
    "not_found",
    `There is no page, file or endpoint at ${clip(ctx.url.pathname)}.`,
  );
}

/**
 * The `_500` handler, where every error is rendered: an `HttpError` as it
 * says, anything else (logged here, never shown) as `internal_error`; as
 * problem+json for clients that want JSON and as the error page for browsers.
 */
export function renderError(req: Request, ctx: HandlerContext<unknown, AppState>): Response {
  let error = ctx.error;
  if (!(error instanceof HttpError)) {
    console.error(`Error while serving ${ctx.url.pathname}:`, error);
    error = new HttpError("internal_error", "The server failed to answer this request.");
  }
  const known = error as HttpError;
  if (wantsProblemJson(req, ctx.url)) return problemResponse(known, ctx.state.config, ctx.url);
  return ctx.render(
    {
      title: known.code === "not_found" ? "Page not found" : PROBLEMS[known.code].title,
      error: known,
    },
    { status: known.status, headers: known.headers },
  );
}
