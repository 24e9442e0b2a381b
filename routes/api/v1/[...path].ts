import type { HandlerContext } from "../../../lib/fresh/types.ts";
import { clip, HttpError } from "../../../lib/http/problem.ts";

/**
 * Any path under the API that no operation matches (the operations are
 * routes of their own, lib/api/router.ts): 404 `not_found`.
 */
export const handler = {
  GET(_req: Request, ctx: HandlerContext): never {
    throw new HttpError("not_found", `There is no API endpoint at ${clip(ctx.url.pathname)}.`);
  },
};
