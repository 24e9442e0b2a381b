import { operation, serveOperation } from "../lib/api/router.ts";
import type { HandlerContext } from "../lib/server/types.ts";
import type { AppState } from "../lib/state.ts";

/** The OpenAPI document at the site root too, as the spec asks. */
export const handler = {
  GET: (req: Request, ctx: HandlerContext<unknown, AppState>) =>
    serveOperation(req, ctx, operation("getOpenApiDocument"), {}),
};
