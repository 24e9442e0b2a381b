import { operation, serveOperation } from "../lib/api/router.ts";
import type { HandlerContext } from "../lib/fresh/types.ts";
import type { AppState } from "../lib/content/state.ts";

/** The OpenAPI document at the site root too, as the spec asks. */
export const handler = {
  GET: (_req: Request, ctx: HandlerContext<unknown, AppState>) =>
    serveOperation(ctx, operation("getOpenApiDocument"), {}),
};
