/**
 * The website's request mechanisms that know about content: the method check,
 * page negotiation (HTML, Markdown, 406 for JSON), `<page>/index.md`, canonical
 * trailing slashes, and rendering errors for whoever asked.
 */
import { apiCatalogLink } from "./discovery.ts";
import { MISS_CACHE_CONTROL, serveCached } from "./http_cache.ts";
import { loadMarkdown } from "./markdown.ts";
import { clip, HttpError, problemResponse, PROBLEMS } from "./problem.ts";
import { negotiate, prefersJson } from "./server/negotiate.ts";
import type { HandlerContext, MiddlewareHandler } from "./server/types.ts";
import { normalizePagePath } from "./page_path.ts";
import type { Site, SitePage } from "./site.ts";
import type { AppState } from "./state.ts";

/** Methods every read-only resource accepts. */
export const READ_METHODS = ["GET", "HEAD"];

/** True when the error for this request should be problem+json rather than HTML. */
export function wantsProblemJson(req: Request, url: URL): boolean {
  return url.pathname.startsWith("/api/") || url.pathname === "/api" ||
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
      { allow: READ_METHODS.join(", ") },
    );
  };
}

/** The Markdown of a page, served once per content generation with its ETag. */
export function markdownResponse(
  req: Request,
  store: AppState["store"],
  page: SitePage,
): Promise<Response> {
  return serveCached(
    req,
    store,
    `md:${page.path}`,
    () => ({ body: page.markdown, type: "text/markdown; charset=utf-8" }),
    { vary: "Accept", link: `<${page.url}>; rel="canonical"` },
  );
}

/**
 * Serves pages in the form asked for: `index.md` and `Accept: text/markdown`
 * get Markdown, JSON gets 406, a path without its trailing slash is
 * redirected, and HTML responses link to their Markdown.
 */
export const pageNegotiation: MiddlewareHandler<AppState> = function pageNegotiation(req, ctx) {
  if (!READ_METHODS.includes(req.method)) return ctx.next();
  const path = ctx.url.pathname;
  const pagePath = normalizePagePath(path);
  if (!pagePath) return ctx.next();
  const asFile = path.endsWith("/index.md");
  const site: Site | undefined = asFile ? ctx.state.store.require() : ctx.state.store.site;
  const page = site?.pages.find((p) => p.path === pagePath);
  if (!page) return ctx.next();
  if (asFile) return markdownResponse(req, ctx.state.store, page);
  if (path !== pagePath) {
    return new Response(null, {
      status: 308,
      headers: { location: pagePath + ctx.url.search },
    });
  }
  const choice = negotiate(req.headers.get("accept"), [
    "text/html",
    "text/markdown",
    "application/json",
  ]);
  if (choice === "text/markdown") return markdownResponse(req, ctx.state.store, page);
  if (choice === "application/json") {
    throw new HttpError(
      "not_acceptable",
      `${clip(path)} is a web page, served as text/html or text/markdown, not as JSON.`,
    );
  }
  return ctx.next().then((res) => {
    if (res.headers.get("content-type")?.startsWith("text/html")) {
      res.headers.append("link", `<${page.url}index.md>; rel="alternate"; type="text/markdown"`);
    }
    return res;
  });
};

/** Media types whose choice depends on `Accept`: page variants and errors. */
const NEGOTIATED = /^(text\/html|text\/markdown|application\/problem\+json)\b/;

/**
 * Adds `Vary: Accept` to every response whose form was chosen by `Accept`:
 * pages in HTML or Markdown, 406, and misses and errors (HTML for browsers,
 * problem+json for clients). Static files, redirects and the API, whose form
 * never changes, are left alone so caches keep one copy.
 */
export const varyOnAccept: MiddlewareHandler<AppState> = function varyOnAccept(req, ctx) {
  const path = ctx.url.pathname;
  // Decided before the response exists, so these requests skip an await. A
  // static file read with GET or HEAD is always the file; other methods get an
  // error whose form does depend on Accept.
  const file = ctx.destination === "static" && READ_METHODS.includes(req.method);
  if (file || path === "/api" || path.startsWith("/api/")) return ctx.next();
  return addVary(ctx.next());
};

async function addVary(pending: Promise<Response>): Promise<Response> {
  const res = await pending;
  if (!NEGOTIATED.test(res.headers.get("content-type") ?? "")) return res;
  const vary = res.headers.get("vary") ?? "";
  if (!/(^|,)\s*(accept|\*)\s*(,|$)/i.test(vary)) res.headers.append("vary", "Accept");
  return res;
}

/** Marks every 404 that says nothing of caching as shareable for a minute (`MISS_CACHE_CONTROL`). */
export const cacheMisses: MiddlewareHandler<AppState> = async function cacheMisses(_req, ctx) {
  const res = await ctx.next();
  if (res.status === 404 && !res.headers.has("cache-control")) {
    res.headers.set("cache-control", MISS_CACHE_CONTROL);
  }
  return res;
};

/** What a page component receives. */
export interface PageData {
  site: Site;
  page: SitePage;
}

/**
 * The route handler of a content page: finds the page for the URL and serves
 * it, rendered once per content generation (pages are pure functions of the
 * site and their path) and revalidated with its ETag.
 */
export async function renderPage(
  req: Request,
  ctx: HandlerContext<PageData, AppState>,
): Promise<Response> {
  // Loaded before the site is read: the site and its generation must be read
  // together, with no await between them, or a reload could file an old page
  // under the new generation.
  await loadMarkdown();
  const { store, config } = ctx.state;
  const site = store.require();
  const path = normalizePagePath(ctx.url.pathname);
  const page = site.pages.find((p) => p.path === path);
  if (!page) return ctx.renderNotFound();
  return await serveCached(
    req,
    store,
    `page:${page.path}`,
    () => ({ body: ctx.renderHtml({ site, page }), type: "text/html; charset=utf-8" }),
    page.path === "/" ? { link: apiCatalogLink(config) } : {},
  );
}

/** Renders a thrown error for whoever asked: problem+json, or an HTML page. */
export function renderError(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Response {
  const error = ctx.error instanceof HttpError ? ctx.error : undefined;
  if (!error) console.error(`Error while serving ${ctx.url.pathname}:`, ctx.error);
  if (error && wantsProblemJson(req, ctx.url)) {
    return problemResponse(error, ctx.state.config, ctx.url);
  }
  if (!error && wantsProblemJson(req, ctx.url)) {
    return Response.json(
      {
        type: "about:blank",
        title: "Internal Server Error",
        status: 500,
        detail: "The server failed to answer this request.",
      },
      { status: 500, headers: { "content-type": "application/problem+json" } },
    );
  }
  return ctx.render(
    { title: error ? PROBLEMS[error.code].title : "Something went wrong" },
    { status: error?.status ?? 500, headers: error?.headers },
  );
}

/** The 404 for whoever asked: problem+json `not_found`, or the HTML 404 page. */
export function renderNotFound(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Response {
  if (wantsProblemJson(req, ctx.url)) {
    return problemResponse(
      new HttpError(
        "not_found",
        `There is no page, file or endpoint at ${clip(ctx.url.pathname)}.`,
      ),
      ctx.state.config,
      ctx.url,
    );
  }
  return ctx.render({ title: "Page not found" }, { status: 404 });
}
