/**
 * What a `lib/http/` middleware is: Fresh 1.x's `(req, ctx)` with only what these read. Here as the
 * shim (`lib/fresh/types.ts`) builds on this folder; its `MiddlewareHandler` fits it.
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
