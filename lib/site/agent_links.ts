/**
 * The site-wide `Link` headers of HTML pages, so that an agent that fetched
 * any page finds llms.txt, the OpenAPI document and the API catalog.
 */
import type { MiddlewareHandler } from "../fresh/types.ts";
import { siteLinks } from "./agent_urls.ts";
import { READ_METHODS } from "./handlers.ts";
import type { AppState } from "../content/state.ts";

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
