/**
 * What every request meets first: a malformed Host is refused, a repeat is
 * answered from the response cache (or, for a POST, from a memo), and
 * anything else goes to the app, whose shareable answers the cache keeps. It
 * loads nothing of the app, so a process can serve cached answers while the
 * app is still loading.
 */
import type { ResponseCache } from "./response_cache.ts";

/** The app behind the front: routing, middleware, pages. */
export type App = (req: Request) => Promise<Response>;

/**
 * Answers the requests it `takes` (ones a shared cache may not key, such as
 * POSTs of a read-only RPC), from what it keeps or else by asking `app`.
 */
export interface Memo {
  takes(req: Request): boolean;
  answer(req: Request, app: App): Promise<Response>;
}

/** Options of `createFront`. */
export interface FrontOptions {
  /** Keep shareable responses and answer repeats from memory. Default: none. */
  cache?: ResponseCache;
  /** Answer the requests it takes, asking the app through the front. Default: none. */
  memo?: Memo;
  /**
   * The answer to a request whose Host header is not a valid authority.
   * Default: a plain-text 400.
   */
  malformed?: (req: Request) => Response;
}

/** A request handler: a hit is answered synchronously, which spares Deno.serve a promise. */
export type Handler = (req: Request) => Response | Promise<Response>;

/** The server's request handler: `app` behind the host check, the cache and the memo. */
export function createFront(app: App, options: FrontOptions = {}): Handler {
  const { cache, memo } = options;
  const malformed = options.malformed ??
    (() => new Response("Bad Request: invalid Host header\n", { status: 400 }));
  async function miss(req: Request): Promise<Response> {
    if (!URL.canParse(req.url)) return malformed(req);
    // Read before the app reads any content, so that a reload while it answers
    // keeps an answer made from the old content out of the cache.
    const generation = cache?.options.generation() ?? 0;
    let res: Response;
    try {
      res = await app(req);
    } catch (error) {
      console.error("Unhandled error", error);
      res = new Response("Internal Server Error", {
        status: 500,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    // HEAD keeps GET's body here: Deno.serve drops it on the wire but keeps its Content-Length.
    return cache ? await cache.store(req, res, generation) : res;
  }
  return function handle(req: Request): Response | Promise<Response> {
    // Deno builds req.url from the Host header: a malformed authority would
    // make URL parsing throw, or shift the path ("Host: a?b"), so refuse it.
    const host = req.headers.get("host");
    if (host !== null && !AUTHORITY.test(host)) return malformed(req);
    // A hit's URL was parsed when it was stored.
    return cache?.match(req) ?? (memo?.takes(req) ? memo.answer(req, miss) : miss(req));
  };
}

/** A valid Host header: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const AUTHORITY = /^(?:[A-Za-z0-9.-]*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
