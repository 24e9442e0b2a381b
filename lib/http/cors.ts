/**
 * Open CORS for a public, read-only service: `Access-Control-Allow-Origin: *` on every response,
 * and preflights answered here with options per route (`/mcp` takes POST and MCP's headers).
 *
 * Not Hono's `hono/cors`: it needs Hono's context, treats every OPTIONS as a preflight (a plain one
 * must get 405 here) and has no per-route options.
 *
 * @example
 * ```ts
 * export const handler = [cors({ exposeHeaders: ["ETag"], routes: { "/mcp": { methods: ["POST"] } } })];
 * ```
 */
import type { Middleware } from "./middleware.ts";

export interface CorsOptions {
  /** Methods a preflight allows. Default: GET, HEAD. */
  methods?: string[];
  /** Request headers a preflight allows. Default: whatever the browser asks for. */
  allowHeaders?: string[];
  /** Response headers a browser script may read. Default: none. */
  exposeHeaders?: string[];
}

export interface SiteCorsOptions extends CorsOptions {
  /** Options replacing these on the route with that pattern (such as `/mcp`). Default: none. */
  routes?: Record<string, CorsOptions>;
}

/** Middleware adding open CORS headers and answering preflights with 204. */
export function cors(options: SiteCorsOptions = {}): Middleware {
  const routes = new Map(Object.entries(options.routes ?? {}));
  return async function corsMiddleware(req, ctx) {
    const route = (ctx.route && routes.get(ctx.route)) || options;
    if (req.method === "OPTIONS" && req.headers.has("access-control-request-method")) {
      const headers = new Headers({
        "access-control-allow-origin": "*",
        "access-control-allow-methods": (route.methods ?? ["GET", "HEAD"]).join(", "),
        "access-control-max-age": "86400", // a day; browsers cap it lower
      });
      const allow = route.allowHeaders?.join(", ") ??
        req.headers.get("access-control-request-headers");
      if (allow) headers.set("access-control-allow-headers", allow);
      return new Response(null, { status: 204, headers });
    }
    const res = await ctx.next();
    setCorsHeaders(res.headers, route);
    return res;
  };
}

/**
 * Sets an answer's CORS headers on `h` (not a preflight's); errors made outside the middleware too.
 *
 * @example
 * ```ts
 * const headers = new Headers();
 * setCorsHeaders(headers, { exposeHeaders: ["ETag"] });
 * headers.get("access-control-expose-headers"); // "ETag"
 * ```
 */
export function setCorsHeaders(h: Headers, options: CorsOptions = {}): void {
  h.set("access-control-allow-origin", "*");
  const expose = options.exposeHeaders?.join(", ");
  if (expose) h.set("access-control-expose-headers", expose);
}
