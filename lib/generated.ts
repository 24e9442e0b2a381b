/** Routes whose whole body is generated from the config and content. */
import { serveCached } from "./http_cache.ts";
import type { HandlerContext } from "./server/types.ts";
import type { AppState } from "./state.ts";

/**
 * The handler of a route whose body is generated from the config and content,
 * made once per content generation and served with an ETag.
 */
export function generated(
  type: string,
  make: (state: AppState) => string,
  headers: (state: AppState) => Record<string, string> = () => ({}),
): { GET: (req: Request, ctx: HandlerContext<unknown, AppState>) => Promise<Response> } {
  return {
    GET: (req, ctx) =>
      serveCached(
        req,
        ctx.state.store,
        `route:${ctx.route}`,
        () => ({ body: make(ctx.state), type }),
        headers(ctx.state),
      ),
  };
}
