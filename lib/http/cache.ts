/**
 * The one cache of answers. Every GET and HEAD answer passes through `store`, which makes it an
 * `Answer` (conditional.ts) and sends it; a shareable one is kept by its URL (path in the router's
 * normal form) less the query its `No-Vary-Search` does not read, and the request headers its
 * `Vary` names (as RFC 9111 keys a shared cache). A repeat is answered without routing, concurrent
 * requests wait for one making, and a new content generation drops it all.
 *
 * Kept: a 200 (given a strong ETag if it has none) or a 404, unless `private` or `no-store`. 404s
 * have their own partition, so misses never push a page out; in each, the URL used longest ago
 * goes first. A compressible 200 is compressed once per ETag, however many queries serve it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * let generation = 1; // a content store's, in the site
 * let made = 0;
 * const app = (req: Request) => {
 *   made += 1;
 *   return new Response(`made for ${new URL(req.url).pathname}`, { headers: { "content-type": "text/plain" } });
 * };
 * const cache = new AnswerCache({ generation: () => generation });
 * const handle = (req: Request) => cache.answer(req, app);
 * await (await handle(new Request("http://x/a"))).text(); // made by the app, and kept
 * assert.equal(await (await handle(new Request("http://x/a"))).text(), "made for /a"); // from the cache
 * assert.equal(made, 1);
 * ```
 */
import { BoundedMap } from "./bounded_map.ts";
import { CODINGS, compress, compressible } from "./compression.ts";
import { Answer, type AnswerSource } from "./conditional.ts";
import { digest } from "./etag.ts";
import { varyNames } from "./negotiate.ts";
import { parseNoVarySearch, queryKey, type QueryRule } from "./no_vary_search.ts";

/** Lets browsers and CDNs reuse a 200 briefly, and serve it stale while they revalidate. */
const CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

/** Lets browsers and CDNs (and this cache) keep a 404 for a minute. */
const MISS_CACHE_CONTROL = "public, max-age=60";

export interface AnswerCacheOptions {
  /** Changes whenever kept answers may be stale (content reloaded). */
  generation: () => number;
  /** Most bytes held for 200s; the URLs used longest ago go first. Default: 8 MiB. */
  maxBytes?: number;
  /** Most bytes held for 404s, apart from the 200s. Default: 1 MiB. */
  maxMissBytes?: number;
  /** The router's path normalisation (`/og/%61bout/./card.png` is `/og/about/card.png`). */
  normalise?: (path: string) => string;
  /**
   * What a request header `Vary` names counts as, by lower-case name: `accept-language` as the
   * language it picks, so distinct headers cannot grow the cache. Default: the header as sent.
   */
  variant?: Record<string, (value: string | null) => string>;
}

/** One URL less its query: the rule and Vary its answers were chosen by, an answer per key. */
interface Slot {
  query: QueryRule;
  vary: string[];
  variants: Map<string, Answer>;
  bytes: number;
}

/** A request URL split at its query, its path `normalise`d: `https://a.test/og/card.png` and `?x=1`. */
function splitUrl(url: string, normalise?: AnswerCacheOptions["normalise"]) {
  const at = url.indexOf("?");
  let path = at < 0 ? url : url.slice(0, at);
  const start = path.indexOf("/", path.indexOf("//") + 2);
  if (normalise && start > 0) path = path.slice(0, start) + normalise(path.slice(start));
  return { path, search: at < 0 ? "" : url.slice(at) };
}

/** What picks one of `slot`'s answers for `req`: its query key, then the Vary headers. */
function slotKey(slot: Slot, req: Request, search: string, options: AnswerCacheOptions): string {
  return `${queryKey(search, slot.query)}\n${variantKey(req, slot.vary, options.variant)}`;
}

class Partition extends BoundedMap<string, Slot> {
  constructor(max: number, readonly options: AnswerCacheOptions) {
    super(max, (slot, path) => slot.bytes + path.length);
  }

  find(req: Request, { path, search }: ReturnType<typeof splitUrl>): Answer | undefined {
    const slot = this.get(path);
    return slot && slot.variants.get(slotKey(slot, req, search, this.options));
  }

  put(req: Request, query: QueryRule, vary: string[], answer: Answer) {
    const { path, search } = splitUrl(req.url, this.options.normalise);
    let slot = this.get(path);
    // A different rule replaces what the URL held: keys made by the old one mean nothing now.
    if (!slot || slot.vary.join() !== vary.join() || slot.query.text !== query.text) {
      slot = { query, vary, variants: new Map(), bytes: 0 };
    }
    const key = slotKey(slot, req, search, this.options);
    const old = slot.variants.get(key);
    slot.bytes += answer.bytes + key.length - (old ? old.bytes + key.length : 0);
    slot.variants.set(key, answer);
    // Setting again re-measures the slot and makes its URL the newest.
    this.set(path, slot);
  }
}

/** What makes an answer the cache has not got. */
type Make = (req: Request) => Response | Promise<Response>;

/** The values of the request headers `vary` names, one per line (absent and empty differ). */
function variantKey(req: Request, vary: string[], variant: AnswerCacheOptions["variant"]): string {
  const value = (name: string) => req.headers.get(name);
  return vary.map((name) => `${variant?.[name]?.(value(name)) ?? value(name) ?? "\0"}\n`).join("");
}

export class AnswerCache {
  #generation = -1;
  /** Compressed forms by the strong ETag of the body they were made from. */
  readonly #compressed = new BoundedMap<
    string,
    { body: Uint8Array; forms: Promise<Uint8Array<ArrayBuffer>[]> }
  >(2 * 1024 * 1024, (entry, etag) => entry.body.byteLength + etag.length + 512);
  /** Answers being made, by what they are made from; each settles once its answer is stored. */
  readonly #making = new Map<string, Promise<void>>();
  readonly #found: Partition;
  readonly #missing: Partition;

  constructor(readonly options: AnswerCacheOptions) {
    this.#found = new Partition(options.maxBytes ?? 8 * 1024 * 1024, options);
    this.#missing = new Partition(options.maxMissBytes ?? 1024 * 1024, options);
  }

  get bytes(): number {
    return this.#found.bytes + this.#missing.bytes;
  }

  /** The kept answer to a GET or HEAD `req`, or undefined on a miss. */
  match(req: Request): Response | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    this.#sync();
    const url = splitUrl(req.url, this.options.normalise);
    return (this.#found.find(req, url) ?? this.#missing.find(req, url))?.respond(req);
  }

  /**
   * The answer to `req`: a kept one, or `make`'s through `store`. A GET or HEAD for what another
   * request is making waits for it (once): a burst of `?x=1`, `?x=2`… makes one render.
   */
  answer(req: Request, make: Make): Response | Promise<Response> {
    return this.match(req) ?? this.#make(req, make);
  }

  async #make(req: Request, make: Make) {
    if (req.method !== "GET" && req.method !== "HEAD") return await make(req);
    const key = this.#makingKey(req);
    const pending = this.#making.get(key);
    if (pending) {
      await pending;
      const kept = this.match(req);
      if (kept) return kept;
    }
    // Read before the app reads content: an answer made while the content reloads is not kept.
    const generation = this.options.generation();
    const made = (async () => await this.store(req, await make(req), generation))();
    if (!pending) {
      const settled = made.then(() => {}, () => {});
      this.#making.set(key, settled);
      settled.then(() => this.#making.delete(key));
    }
    return await made;
  }

  /** What `req`'s answer is made from: by the URL's kept rule and Vary, else the URL less its query. */
  #makingKey(req: Request): string {
    const { path, search } = splitUrl(req.url, this.options.normalise);
    const slot = this.#found.get(path) ?? this.#missing.get(path);
    return slot ? `${path}\n${slotKey(slot, req, search, this.options)}` : path;
  }

  /** Sends `res` through `Answer.respond`, kept if shareable and `generation` is still current. */
  async store(req: Request, res: Response, generation: number): Promise<Response> {
    if (req.method !== "GET" && req.method !== "HEAD") return res;
    const headers = new Headers(res.headers);
    headers.delete("date");
    const body = new Uint8Array(await res.arrayBuffer());
    const kept = res.status === 200 ? this.#found : res.status === 404 ? this.#missing : null;
    if (kept && !headers.has("cache-control")) {
      headers.set("cache-control", res.status === 200 ? CACHE_CONTROL : MISS_CACHE_CONTROL);
    }
    const shareable = !/\b(private|no-store)\b/.test(headers.get("cache-control") ?? "");
    if (res.status === 200 && !headers.has("etag")) headers.set("etag", (await digest(body)).etag);
    const etag = headers.get("etag") ?? "";
    const source: AnswerSource = { status: res.status, headers: [...headers], body };
    // Compressed only for a strong-ETag 200: once per body however many URLs serve it, not misses.
    const strong = res.status === 200 && etag.startsWith('"');
    if (strong && compressible(headers.get("content-type"), body.byteLength)) {
      source.forms = await this.#compress(etag, body);
    }
    const answer = new Answer(source);
    const vary = varyNames(headers.get("vary"));
    this.#sync();
    // A reload while the app answered may have made it from the old content.
    if (kept && shareable && !vary.includes("*") && generation === this.#generation) {
      kept.put(req, parseNoVarySearch(headers.get("no-vary-search")), vary, answer);
    }
    return answer.respond(req);
  }

  /** The compressed forms of `body`, whose strong ETag is `etag`, made once per body and generation. */
  async #compress(etag: string, body: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>[]> {
    const known = this.#compressed.get(etag);
    // A route's own ETag may name other bytes: the forms are shared only by the same body.
    if (known?.body.length === body.length && known.body.every((b, i) => b === body[i])) {
      return await known.forms;
    }
    const forms = Promise.all(CODINGS.map((coding) => compress(body, coding)));
    this.#compressed.set(etag, { body, forms });
    try {
      return await forms;
    } catch (error) {
      this.#compressed.delete(etag);
      throw error;
    }
  }

  #sync() {
    const generation = this.options.generation();
    if (generation !== this.#generation) {
      this.#generation = generation;
      this.#compressed.clear();
      this.#found.clear();
      this.#missing.clear();
    }
  }
}
