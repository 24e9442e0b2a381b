/**
 * Refuses a request whose Host header is not a valid `host[:port]`. Deno builds the request's URL
 * from it, so a malformed one ("a?b", "a b") could shift or break the path every later step reads.
 */
import type { Middleware } from "./middleware.ts";
import { clip, HttpError } from "./problem.ts";

/** A name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const AUTHORITY = /^(?:[A-Za-z0-9.-]*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Middleware: 400 `invalid_parameter` for a malformed Host; none, or a `host[:port]` URL, passes.
 *
 * @example
 * ```ts
 * // routes/_middleware.ts: the first check, before anything reads the URL
 * export const handler = [hostCheck];
 * ```
 */
export const hostCheck: Middleware = function hostCheck(req, ctx) {
  const host = req.headers.get("host");
  if (host === null || (AUTHORITY.test(host) && URL.canParse(`http://${host}/`))) return ctx.next();
  const detail = `The Host header ${JSON.stringify(clip(host))} is not a valid host[:port].`;
  const hint = "Send a Host header of the form name[:port], as every HTTP client does.";
  throw new HttpError("invalid_parameter", detail, { hint });
};
