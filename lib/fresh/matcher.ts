/**
 * The one router: static files, file routes and routes declared in code (the
 * API's) in one Hono trie router, and the URL it matches. File routes match as
 * Fresh 1.x's, with or without a trailing slash; `exact` ones as written, as
 * OpenAPI templates paths (`/api/v1/projects/` is `{slug}` empty).
 *
 * @example
 * ```ts
 * const match = routeMatcher([
 *   { pattern: "/about", value: "about" },
 *   { pattern: "/api/v1/profile", value: "profile", exact: true },
 * ]);
 * match("/about/"); // ["about", {}]
 * match("/api/v1/profile/"); // [undefined, {}]
 * ```
 */
import { METHOD_NAME_ALL, type Result } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";
import { tryDecodeURIComponent } from "hono/utils/url";

/** A pattern of the router, in Hono's syntax (`/work/:slug`, `/api/v1/:path{.+}`). */
export interface RouteEntry<T> {
  pattern: string;
  value: T;
  /** Match the path exactly, trailing slash included. Default: false (Fresh's folding). */
  exact?: boolean;
}

/** Finds what a path leads to: the first entry that matches, with its decoded parameters. */
export type Matcher<T> = (path: string) => [T | undefined, Record<string, string>];

/** A matcher over `entries`, first match first: static files, then routes by specificity. */
export function routeMatcher<T>(entries: RouteEntry<T>[]): Matcher<T> {
  // Hono's router only matches; its app would turn HEAD into a body-less GET and
  // drop Content-Length, which Deno.serve keeps when it is left to drop the body.
  // The trie router, not RegExpRouter: that one compiles its matcher on the first
  // match (about 2 ms of start-up), and only misses of the answer cache are routed.
  const router = new TrieRouter<{ value: T; exact: boolean }>();
  for (const { pattern, value, exact } of entries) {
    router.add(METHOD_NAME_ALL, pattern, { value, exact: exact ?? false });
  }
  return function match(path) {
    const folded = path.length > 1 ? path.replace(/\/$/, "") : path;
    if (folded !== path) {
      // A trailing slash: only exact routes see it as written.
      const found = first(router.match(METHOD_NAME_ALL, path), (e) => e.exact);
      if (found[0]) return found;
      return first(router.match(METHOD_NAME_ALL, folded), (e) => !e.exact);
    }
    return first(router.match(METHOD_NAME_ALL, path), () => true);
  };
}

/** The first match of the trie router's result that `accept`s, with its parameters decoded. */
function first<T>(
  [matches]: Result<{ value: T; exact: boolean }>,
  accept: (entry: { exact: boolean }) => boolean,
): [T | undefined, Record<string, string>] {
  // The trie router gives each match's parameters by name, never a stash of indexes.
  const found = (matches as [{ value: T; exact: boolean }, Record<string, string>][])
    .find(([entry]) => accept(entry));
  if (!found) return [undefined, {}];
  // As Hono's own context decodes them: an escape that is not UTF-8 (`%FF`) stays as it came.
  const params = Object.entries(found[1]).map(([name, raw]) => [name, tryDecodeURIComponent(raw)]);
  return [found[0].value, Object.fromEntries(params)];
}

/**
 * The request's URL, its path in the router's normal form (`routedPath`). Deno builds `req.url`
 * from the Host header, so a malformed one can make it unparsable; then the path and query are kept
 * on a placeholder host, for middleware to refuse (`lib/http/host.ts`), and a URL that still cannot
 * be parsed is `/` there: no request may fail before the chain renders its error.
 */
export function requestUrl(req: Request): URL {
  const at = req.url.indexOf("/", req.url.indexOf("//") + 2);
  // Appended to the placeholder, not resolved against it: a path starting "//" is no host.
  const url = URL.parse(req.url) ??
    URL.parse(`http://invalid.invalid${at < 0 ? "/" : req.url.slice(at)}`) ??
    new URL("http://invalid.invalid/");
  url.pathname = routedPath(url.pathname);
  return url;
}

/**
 * The one normal form of a request's path, which the router routes and the answer cache keys by:
 * dot segments resolved (`/a/x/../b`, `\` as `/`) and unreserved escapes decoded
 * (`decodeUnreserved`). `//` stays: an empty segment is a path of its own.
 */
export function routedPath(path: string): string {
  if (!/%|\\|\/\.\.?(?:\/|$)/.test(path)) return path;
  try {
    return decodeUnreserved(new URL(`http://x${path}`).pathname);
  } catch {
    // Routed as it came: no request may fail before the chain renders its error.
    return path;
  }
}

/**
 * `path` with percent-encoded unreserved characters decoded: `%70rofile` is `profile` (RFC 3986
 * §6.2.2.2), so every route sees one spelling of a path. Other escapes, such as `%2F`, stay as they
 * are, and so does a digit whose decoding would complete a new escape (`%2%65` is not `%2e`); dot
 * segments that decoding reveals are then removed, as a URL's path is.
 */
export function decodeUnreserved(path: string): string {
  if (!path.includes("%")) return path;
  let out = "";
  let last = 0;
  for (const match of path.matchAll(/%([0-9A-Fa-f]{2})/g)) {
    out += path.slice(last, match.index);
    const char = String.fromCharCode(parseInt(match[1], 16));
    const completesEscape = /[0-9A-Fa-f]/.test(char) && /%[0-9A-Fa-f]?$/.test(out);
    out += /[A-Za-z0-9\-._~]/.test(char) && !completesEscape ? char : match[0];
    last = match.index + 3;
  }
  // Appended to an origin, not resolved against one, as above.
  return new URL(`http://x${out}${path.slice(last)}`).pathname;
}
