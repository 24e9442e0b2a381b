/**
 * The one error path: whatever fails ends here as an `HttpError` (anything else logged, never
 * shown, as `internal_error`): problem+json for clients that want JSON, `routes/_500.tsx` for
 * browsers, else a plain page; always with the site's CORS and security headers (`policies.ts`).
 *
 * @example
 * ```ts
 * // routes/_500.tsx
 * export const handler = renderError;
 * ```
 */
import type { Config } from "../../config.ts";
import type { HandlerContext, RouteKind } from "../../fresh/types.ts";
import { setCorsHeaders } from "../../http/cors.ts";
import { prefersJson } from "../../http/negotiate.ts";
import { clip, HttpError, problemResponse, PROBLEMS } from "../../http/problem.ts";
import { setSecurityHeaders } from "../../http/security.ts";
import { SITE_CORS, SITE_CSP } from "./policies.ts";
import type { AppState } from "../../content/state.ts";
import { siteMessages } from "../../content/messages.ts";
import { xmlText as escape } from "../pictures/xml.ts";

/** Which of the catalogue's error texts (`error.<kind>.title`, `.text`) `error` gets. */
export function errorKind({ code }: HttpError) {
  if (code === "not_found") return "notFound";
  if (code === "internal_error") return "failed";
  return code === "unavailable" ? "unavailable" : "refused";
}

/** The `_500` handler, where every error is rendered (see `answerError`). */
export function renderError(req: Request, ctx: HandlerContext<unknown, AppState>): Response {
  const { site } = ctx.state;
  // The error page is no page: the layout writes no page's metadata on it.
  ctx.state.page = undefined;
  return answerError(req, ctx.error, {
    url: ctx.url,
    kind: ctx.kind,
    config: ctx.state.config,
    page: (error) => {
      const kind = errorKind(error);
      // A 503 has no content, so no language: it keeps the problem table's English title.
      ctx.state.head = {
        title: kind === "unavailable"
          ? PROBLEMS.unavailable.title
          : siteMessages(site).t(`error.${kind}.title`),
      };
      // On a translation's address (`/en/nope/`) the site is that language's: the page is in its words.
      const headers = { ...error.headers, ...(site && { "content-language": site.lang }) };
      return ctx.render({ error }, { status: error.status, headers });
    },
  });
}

/** The answer for `thrown` at `url`, as the module says: by `kind` and `Accept`. Never throws. */
export function answerError(req: Request, thrown: unknown, { url, kind, config, page }: {
  url: URL;
  kind?: RouteKind;
  config: Config;
  page?: (error: HttpError) => Response;
}): Response {
  const known = thrown instanceof HttpError
    ? thrown
    : new HttpError("internal_error", "The server failed to answer this request.");
  if (known !== thrown) console.error(`Error while serving ${clip(url.pathname)}:`, thrown);
  let res: Response | undefined;
  if (kind === "api" || kind === "mcp" || prefersJson(req.headers.get("accept"))) {
    res = problemResponse(known, config, url);
  } else if (page) {
    try {
      res = page(known);
    } catch (failure) {
      console.error(`Error while rendering the error page of ${clip(url.pathname)}:`, failure);
    }
  }
  res ??= plainPage(known);
  setCorsHeaders(res.headers, SITE_CORS);
  setSecurityHeaders(res.headers, SITE_CSP);
  return res;
}

/** The error as a page that needs no renderer: its title and detail from the problem table. */
function plainPage(error: HttpError): Response {
  const title = escape(PROBLEMS[error.code].title);
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body><h1>${title}</h1><p>${escape(error.detail)}</p></body></html>`;
  const headers = { ...error.headers, "content-type": "text/html; charset=utf-8" };
  return new Response(html, { status: error.status, headers });
}
