/**
 * `Vary: Accept` on every answer whose form `Accept` chose, and on no other,
 * so that shared caches keep one copy of what never varies.
 */
import type { MiddlewareHandler } from "../fresh/types.ts";
import { varyNames } from "../http/negotiate.ts";
import { READ_METHODS } from "./handlers.ts";
import type { AppState } from "../content/state.ts";

/** Media types whose choice depends on `Accept`: page variants and errors. */
const NEGOTIATED = /^(text\/html|text\/markdown|application\/problem\+json)\b/;

/**
 * Adds `Vary: Accept` to every response whose form was chosen by `Accept`:
 * pages in HTML or Markdown, 406, and misses and errors (HTML for browsers,
 * problem+json for clients). Static files, redirects and the API, whose form
 * never changes, are left alone so caches keep one copy.
 */
export const varyOnAccept: MiddlewareHandler<AppState> = async function varyOnAccept(req, ctx) {
  const path = ctx.url.pathname;
  // A static file read with GET or HEAD is always the file; other methods get
  // an error whose form does depend on Accept.
  const file = ctx.destination === "static" && READ_METHODS.includes(req.method);
  if (file || path === "/api" || path.startsWith("/api/")) return ctx.next();
  const res = await ctx.next();
  if (!NEGOTIATED.test(res.headers.get("content-type") ?? "")) return res;
  const vary = varyNames(res.headers.get("vary"));
  if (!vary.includes("accept") && !vary.includes("*")) res.headers.append("vary", "Accept");
  return res;
};
