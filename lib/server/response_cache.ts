/**
 * An in-process shared HTTP cache in front of the app. A GET or HEAD answered
 * 200 with a strong ETag and `Cache-Control: public` is stored whole (status,
 * headers, body), keyed by its URL and the request headers its `Vary` names,
 * as RFC 9111 keys a shared cache; later requests get the stored response
 * without routing, middleware or rendering. `If-None-Match` is answered 304
 * from the stored ETag. Everything is dropped when the generation changes.
 */

/** Options of `ResponseCache`. */
export interface ResponseCacheOptions {
  /** Changes whenever cached responses may be stale (content reloaded). */
  generation: () => number;
  /** Most body bytes held; the oldest responses go first. Default: 8 MiB. */
  maxBytes?: number;
}

interface Stored {
  status: number;
  headers: [string, string][];
  /** Headers of a 304: the stored ones less the body's own. */
  notModified: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding"]);

export class ResponseCache {
  #generation = -1;
  /** URL → the Vary list of what is stored under it. */
  #varies = new Map<string, string[]>();
  #entries = new Map<string, Stored>();
  #bytes = 0;
  readonly #max: number;

  constructor(readonly options: ResponseCacheOptions) {
    this.#max = options.maxBytes ?? 8 * 1024 * 1024;
  }

  #sync() {
    const generation = this.options.generation();
    if (generation !== this.#generation) {
      this.#generation = generation;
      this.#entries.clear();
      this.#varies.clear();
      this.#bytes = 0;
    }
  }

  static #key(url: string, req: Request, vary: string[]): string {
    let key = url;
    for (const name of vary) key += `\n${req.headers.get(name) ?? ""}`;
    return key;
  }

  /** Body bytes held now. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The stored answer to `req`, or undefined on a miss. */
  match(req: Request): Response | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    this.#sync();
    const vary = this.#varies.get(req.url);
    if (!vary) return;
    const hit = this.#entries.get(ResponseCache.#key(req.url, req, vary));
    if (!hit) return;
    if (matchesEtag(req.headers.get("if-none-match"), hit.etag)) {
      return new Response(null, { status: 304, headers: hit.notModified });
    }
    return new Response(hit.body, { status: hit.status, headers: hit.headers });
  }

  /**
   * Stores `res` when it may be shared, and returns the response to send (a
   * copy when its body had to be read).
   */
  async store(req: Request, res: Response): Promise<Response> {
    if (req.method !== "GET" || res.status !== 200 || !res.body) return res;
    const etag = res.headers.get("etag");
    const cacheControl = res.headers.get("cache-control") ?? "";
    if (
      !etag?.startsWith('"') || !/\bpublic\b/.test(cacheControl) ||
      /\b(private|no-store)\b/.test(cacheControl)
    ) {
      return res;
    }
    const varyHeader = res.headers.get("vary") ?? "";
    if (varyHeader.includes("*")) return res;
    const vary = varyHeader.split(",").map((v) => v.trim().toLowerCase()).filter(Boolean);
    const generation = this.#generation;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = [...res.headers].filter(([name]) => name !== "date");
    this.#sync();
    // Only the generation that made the response may keep it.
    if (generation === this.#generation && body.byteLength <= this.#max) {
      const key = ResponseCache.#key(req.url, req, vary);
      this.#bytes -= this.#entries.get(key)?.body.byteLength ?? 0;
      this.#entries.delete(key);
      // Map order is insertion order, so the first entries are the oldest.
      for (const [old, entry] of this.#entries) {
        if (this.#bytes + body.byteLength <= this.#max) break;
        this.#entries.delete(old);
        this.#bytes -= entry.body.byteLength;
      }
      this.#bytes += body.byteLength;
      this.#varies.set(req.url, vary);
      this.#entries.set(key, {
        status: res.status,
        headers,
        notModified: headers.filter(([name]) => !BODY_HEADERS.has(name)),
        body,
        etag,
      });
    }
    return new Response(body, { status: res.status, headers: res.headers });
  }
}

/** True when `If-None-Match` names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
