/**
 * Open CORS for a public, read-only service: every response carries
 * `Access-Control-Allow-Origin: *`, and preflights are answered here.
 */
import type { MiddlewareContext, MiddlewareHandler } from "./types.ts";

/** Options of `cors`. */
export interface CorsOptions {
  /** Methods a preflight allows. Default: GET, HEAD. */
  methods?: string[];
  /** Request headers a preflight allows. Default: whatever the browser asks for. */
  allowHeaders?: string[];
  /** Response headers a browser script may read. Default: none. */
  exposeHeaders?: string[];
  /** Seconds a browser may cache a preflight. Default: 86400. */
  maxAge?: number;
  /** Requests left alone, for routes that answer their own CORS. Default: none. */
  skip?: (ctx: MiddlewareContext) => boolean;
}

/** Middleware adding open CORS headers and answering preflights with 204. */
export function cors(options: CorsOptions = {}): MiddlewareHandler {
  const methods = (options.methods ?? ["GET", "HEAD"]).join(", ");
  const expose = options.exposeHeaders?.join(", ");
  const maxAge = String(options.maxAge ?? 86400);
  return async function corsMiddleware(req, ctx) {
    if (options.skip?.(ctx)) return ctx.next();
    const preflight = req.method === "OPTIONS" &&
      req.headers.has("access-control-request-method");
    if (preflight) {
      const headers = new Headers({
        "access-control-allow-origin": "*",
        "access-control-allow-methods": methods,
        "access-control-max-age": maxAge,
      });
      const asked = req.headers.get("access-control-request-headers");
      const allow = options.allowHeaders?.join(", ") ?? asked;
      if (allow) headers.set("access-control-allow-headers", allow);
      return new Response(null, { status: 204, headers });
    }
    const res = await ctx.next();
    res.headers.set("access-control-allow-origin", "*");
    if (expose) res.headers.set("access-control-expose-headers", expose);
    return res;
  };
}
