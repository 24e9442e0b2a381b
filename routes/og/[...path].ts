/** A page's share card, drawn once and kept by its SVG (off_thread.ts); it reads no query. */
import type { HandlerContext } from "../../lib/fresh/types.ts";
import { noVarySearch } from "../../lib/http/no_vary_search.ts";
import { notFound } from "../../lib/site/web/handlers.ts";
import { renderPng } from "../../lib/site/pictures/raster.ts";
import { CARD_WIDTH, shareCardSvg } from "../../lib/site/pictures/share_card.ts";
import { pageOfCard } from "../../lib/content/page_path.ts";
import { type AppState, requireSite } from "../../lib/content/state.ts";
import { servedPage } from "../../lib/site/pages/cv.ts";

export const handler = {
  async GET(req: Request, ctx: HandlerContext<unknown, AppState>): Promise<Response> {
    const site = requireSite(ctx.state);
    const path = pageOfCard(ctx.url.pathname);
    const page = path && servedPage(site, path);
    if (!page) return notFound(req, ctx);
    const png = await renderPng(await shareCardSvg(site, page), CARD_WIDTH);
    const headers = { "content-type": "image/png", "no-vary-search": noVarySearch() };
    return new Response(png, { headers });
  },
};
