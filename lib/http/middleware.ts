/**
 * What a middleware of `lib/http/` is: `(req, ctx)` as Fresh 1.x has it, with only what these
 * mechanisms read of the context. Declared here because the shim (`lib/fresh/types.ts`) builds on
 * this folder; its `MiddlewareHandler` is assignable to it.
 *
 * @example
 * ```ts
 * import type { Middleware } from "./middleware.ts";
 * const stamp: Middleware = async (_req, ctx) => {
 *   const res = await ctx.next();
 *   res.headers.set("x-stamp", "1");
 *   return res;
 * };
 * ```
 */

/** The part of the request context these middleware read. */
export interface MiddlewareContext {
  /** The request URL, parsed once. */
  url: URL;
  /** The matched route pattern, such as `/mcp`, when any. */
  route?: string;
  /** Runs the rest of the chain and returns its response. */
  next(): Promise<Response>;
}

/** A middleware: the request and its context in, a response out. */
export type Middleware = (req: Request, ctx: MiddlewareContext) => Response | Promise<Response>;
