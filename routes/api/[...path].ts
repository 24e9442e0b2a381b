import type { HandlerContext, RouteConfig } from "../../lib/fresh/types.ts";
import { clip, HttpError } from "../../lib/http/problem.ts";

/** Everything under `/api` is the API's: JSON whatever `Accept` says. */
export const config: RouteConfig = { kind: "api" };

/** Any path under `/api` no operation (lib/api/router.ts) matches: 404 `not_found`. */
export const handler = {
  GET(_req: Request, ctx: HandlerContext): never {
    throw new HttpError("not_found", `There is no API endpoint at ${clip(ctx.url.pathname)}.`);
  },
};
