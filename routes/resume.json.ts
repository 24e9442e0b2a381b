import type { HandlerContext } from "../lib/fresh/types.ts";
import { noVarySearch } from "../lib/http/no_vary_search.ts";
import type { AppState } from "../lib/content/state.ts";
import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { notFound } from "../lib/site/web/handlers.ts";
import { cvVariant } from "../lib/site/pages/cv.ts";
import { cvPath, resume } from "../lib/site/pages/resume.ts";

/**
 * The owner's résumé in the JSON Resume shape, linking its printable page;
 * at `/cv/<variant>/resume.json` (routes/cv/[variant]/), that CV's.
 */
export const handler = {
  GET(req: Request, ctx: HandlerContext<unknown, AppState>): Response {
    const site = ctx.state.store.require();
    const slug = ctx.params.variant;
    const variant = slug === undefined ? undefined : cvVariant(site, cvPath(slug));
    if (slug !== undefined && !variant) return notFound(req, ctx);
    return new Response(JSON.stringify(resume(site, variant), null, 2) + "\n", {
      headers: {
        "content-type": "application/json",
        "no-vary-search": noVarySearch(),
        ...contentSignalHeaders(),
        link: `<${ctx.state.config.siteUrl}${cvPath(slug)}>; rel="alternate"; type="text/html"`,
      },
    });
  },
};
