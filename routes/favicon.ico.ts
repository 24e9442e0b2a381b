import type { HandlerContext } from "../lib/fresh/types.ts";
import { noVarySearch } from "../lib/http/no_vary_search.ts";
import { faviconIco, ICO_TYPE, siteMark } from "../lib/site/pictures/favicon.ts";
import type { AppState } from "../lib/content/state.ts";

/** The mark of /favicon.svg as an ICO, made once per content generation (the answer cache keeps it). */
export const handler = {
  async GET(_req: Request, ctx: HandlerContext<unknown, AppState>): Promise<Response> {
    return new Response(await faviconIco(siteMark(ctx.state)), {
      headers: { "content-type": ICO_TYPE, "no-vary-search": noVarySearch() },
    });
  },
};
