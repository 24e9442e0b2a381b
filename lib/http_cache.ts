/**
 * Bodies rendered once per content generation and served from memory with a
 * strong ETag; `If-None-Match` gets 304. Content changes only on deploy or
 * reload, so a body is computed at most once per key and generation.
 */
import { matchesEtag } from "./server/response_cache.ts";
import { digest } from "./server/static.ts";

/** A rendered body ready to serve. */
export interface Entry {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  type: string;
}

/** Lets browsers and CDNs reuse a response briefly, and serve it stale while they revalidate. */
export const CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

/**
 * Lets browsers and CDNs (and the server's own response cache) keep a 404 for
 * a minute: a miss depends only on the URL, the negotiated form and the
 * content, which changes on deploy.
 */
export const MISS_CACHE_CONTROL = "public, max-age=60";

/** Bodies by key, dropped whenever the content generation changes. */
export class BodyCache {
  #generation = -1;
  #entries = new Map<string, Promise<Entry>>();

  /** The entry for `key`, made by `make` the first time in this generation. */
  get(
    generation: number,
    key: string,
    make: () => { body: string; type: string },
  ): Promise<Entry> {
    if (generation !== this.#generation) {
      this.#generation = generation;
      this.#entries.clear();
    }
    let entry = this.#entries.get(key);
    if (!entry) {
      const { body, type } = make();
      const bytes = new TextEncoder().encode(body);
      entry = digest(bytes).then(({ etag }) => ({ body: bytes, etag, type }));
      this.#entries.set(key, entry);
    }
    return entry;
  }
}

/** 200 with the entry, or 304 when the client has it already. */
export function serveEntry(
  req: Request,
  entry: Entry,
  headers: Record<string, string> = {},
): Response {
  const common = { etag: entry.etag, "cache-control": CACHE_CONTROL, ...headers };
  if (matchesEtag(req.headers.get("if-none-match"), entry.etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  return new Response(entry.body, { headers: { "content-type": entry.type, ...common } });
}

const shared = new BodyCache();

/**
 * Serves the body `make` produces, made once per content generation of
 * `store` and keyed by `key` (which must name everything the body depends on).
 */
export async function serveCached(
  req: Request,
  store: { generation: number },
  key: string,
  make: () => { body: string; type: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return serveEntry(req, await shared.get(store.generation, key, make), headers);
}
