/**
 * The route handlers that know about content: pages, generated files, a page's one address, misses.
 * They only make bodies: ETags, compression, 304s and HEAD are the answer cache's.
 */
import type { HandlerContext } from "../../fresh/types.ts";
import { noVarySearch } from "../../http/no_vary_search.ts";
import { clip, HttpError } from "../../http/problem.ts";
import { contentSignalHeaders } from "../agents/agent_urls.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { type AppState, languageSite, requireSite } from "../../content/state.ts";

export const READ_METHODS = ["GET", "HEAD"];

/** 308 to `path`, a page's one address, keeping the query: `/about` leads to `/about/`. */
export function canonicalRedirect(path: string, url: URL): Response {
  return new Response(null, { status: 308, headers: { location: path + url.search } });
}

export type PageData = { site: Site; page: SitePage };

/** The route handler of a content page: renders the page the request was resolved to. */
export function renderPage(req: Request, ctx: HandlerContext<PageData, AppState>): Response {
  const site = requireSite(ctx.state);
  const page = ctx.state.page;
  if (!page) return notFound(req, ctx);
  return ctx.render({ site, page }, { headers: contentSignalHeaders() });
}

/** The handler of a body made (maybe later) from state and parameters; `headers` may read it. */
export function generated<B extends string | Uint8Array<ArrayBuffer> = string>(
  type: string,
  make: (state: AppState, params: Params) => B | Promise<B>,
  headers: (state: AppState, body: B, params: Params) => Params = () => ({}),
): { GET: (req: Request, ctx: HandlerContext<unknown, AppState>) => Promise<Response> } {
  return {
    GET: async (_req, ctx) => {
      const body = await make(ctx.state, ctx.params);
      const more = headers(ctx.state, body, ctx.params);
      return new Response(body, {
        headers: { "content-type": type, "no-vary-search": noVarySearch(), ...more },
      });
    },
  };
}

type Params = Record<string, string>;

/** The handler of a file in the request's language (`languageSite`): vCard, feeds, llms files. */
export function localised(
  type: string,
  make: (site: Site) => string,
  headers: (site: Site) => Record<string, string> = () => ({}),
): ReturnType<typeof generated<string>> {
  const language = (site: Site) => ({ "content-language": site.lang, ...headers(site) });
  return generated(type, (state) => make(languageSite(state)), (s) => language(requireSite(s)));
}

/** The `_404` handler: every miss is the `not_found` error, rendered by `renderError`. */
export function notFound(_req: Request, ctx: HandlerContext<unknown, AppState>): never {
  const at = clip(ctx.url.pathname);
  throw new HttpError("not_found", `There is no page, file or endpoint at ${at}.`);
}
