/**
 * An in-process shared HTTP cache in front of the app. A GET answered 200 with
 * a strong ETag and `Cache-Control: public`, or 404 with `Cache-Control:
 * public`, is stored whole (status, headers, body), keyed by its path and query
 * and the request headers its `Vary` names, as RFC 9111 keys a shared cache
 * (not by host: the app's answers never depend on it, as every absolute URL it
 * writes comes from the configured site URL); later GET and HEAD requests get
 * the stored response without routing, middleware or rendering.
 * `If-None-Match` is answered 304 from the stored ETag. Everything is dropped
 * when the generation changes.
 *
 * Hits are `Response.clone()`s of a response built once, when first asked
 * for: Deno copies a built header list as it is, where `new Response(body,
 * { headers })` validates every header again, which costs about a third of
 * the throughput.
 *
 * A compressible body is also stored compressed with brotli and gzip, made
 * once when it is stored; each request gets the coding its `Accept-Encoding`
 * prefers, with its own strong ETag, and every form says `Vary: Accept-Encoding`.
 *
 * `save` lists what is held so that `deno task build` can keep it on disk, and
 * `seed` fills a new cache with it, so a fresh process answers those requests
 * before the app has loaded.
 */
import { BoundedMap } from "./bounded_map.ts";
import { type Coding, CODINGS, compress, compressible, pickCoding } from "./encoding.ts";

/** Options of `ResponseCache`. */
export interface ResponseCacheOptions {
  /** Changes whenever cached responses may be stale (content reloaded). */
  generation: () => number;
  /** Most bytes held for 200s; the URLs stored longest ago go first. Default: 8 MiB. */
  maxBytes?: number;
  /**
   * Most bytes held for 404s, apart from the 200s, so that requests for
   * missing URLs never push a page out. Default: 1 MiB.
   */
  maxMissBytes?: number;
}

/** What an entry costs beyond its body: its Response objects and key. */
export const ENTRY_OVERHEAD = 512;

/** A response as the app sent it (less `Date`), with its compressed forms: enough to rebuild every form. */
export interface Source {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body in each of `CODINGS`, in that order, when it is worth compressing. */
  forms?: Uint8Array<ArrayBuffer>[];
}

/** A held response and what it answers: its path and query, and the request headers its Vary names. */
export interface SavedResponse extends Source {
  /** Path and query, as `target` gives them. */
  target: string;
  /** Request header names, lower case. */
  vary: string[];
  /** Those headers' values in the request it answered (see `variantKey`). */
  key: string;
}

/** One form of a stored response: as it is (coding ""), or compressed. */
interface Representation {
  response: Response;
  headers: [string, string][];
  etag?: string;
  /** The 304 for a matching `If-None-Match` (the headers less the body's own), made when first needed. */
  notModified?: Response;
}

interface Stored {
  source: Source;
  bytes: number;
  /** Its forms by coding, each built when first asked for, so seeding costs nothing per entry. */
  forms: Partial<Record<Coding | "", Representation>>;
}

/** One path and query: the Vary list its responses were chosen by, and a response per set of those headers. */
interface Slot {
  vary: string[];
  variants: Map<string, Stored>;
  bytes: number;
}

const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding"]);

/** Paths and their responses, bounded in bytes; the path stored longest ago is evicted first. */
class Partition {
  #slots: BoundedMap<string, Slot>;

  constructor(max: number) {
    this.#slots = new BoundedMap(max, (slot, target) => slot.bytes + target.length);
  }

  get bytes(): number {
    return this.#slots.bytes;
  }

  find(req: Request): Stored | undefined {
    const slot = this.#slots.get(target(req.url));
    return slot && slot.variants.get(variantKey(req, slot.vary));
  }

  put(target: string, vary: string[], key: string, stored: Stored) {
    let slot = this.#slots.get(target);
    // A different Vary list replaces what the path held: keys made by the old one mean nothing now.
    if (!slot || slot.vary.join() !== vary.join()) slot = { vary, variants: new Map(), bytes: 0 };
    const old = slot.variants.get(key);
    slot.bytes += stored.bytes + key.length - (old ? old.bytes + key.length : 0);
    slot.variants.set(key, stored);
    // Setting again re-measures the slot and makes its path the newest.
    this.#slots.set(target, slot);
  }

  /** Every held response, the path stored longest ago first. */
  *saved(): Generator<SavedResponse> {
    for (const [target, { vary, variants }] of this.#slots) {
      for (const [key, { source }] of variants) yield { target, vary, key, ...source };
    }
  }

  clear() {
    this.#slots.clear();
  }
}

/** The request header names a `Vary` header lists, lower case (`*` as it is). */
export function varyNames(vary: string | null): string[] {
  return (vary ?? "").split(",").map((v) => v.trim().toLowerCase()).filter(Boolean);
}

/** The path and query of an absolute URL (as Deno.serve gives `req.url`). */
export function target(url: string): string {
  const path = url.indexOf("/", url.indexOf("//") + 2);
  return path < 0 ? "/" : url.slice(path);
}

function variantKey(req: Request, vary: string[]): string {
  let key = "";
  for (const name of vary) key += `${req.headers.get(name) ?? ""}\n`;
  return key;
}

export class ResponseCache {
  #generation = -1;
  /** Compressed forms by the strong ETag of the body they were made from. */
  readonly #forms = new BoundedMap<
    string,
    { body: Uint8Array; forms: Promise<Uint8Array<ArrayBuffer>[]> }
  >(
    2 * 1024 * 1024,
    (entry, etag) => entry.body.byteLength + etag.length + ENTRY_OVERHEAD,
  );
  readonly #found: Partition;
  readonly #missing: Partition;

  constructor(readonly options: ResponseCacheOptions) {
    this.#found = new Partition(options.maxBytes ?? 8 * 1024 * 1024);
    this.#missing = new Partition(options.maxMissBytes ?? 1024 * 1024);
  }

  /** The compressed forms of `body`, whose strong ETag is `etag`, made once per body and generation. */
  async #compressed(
    etag: string,
    body: Uint8Array<ArrayBuffer>,
  ): Promise<Uint8Array<ArrayBuffer>[]> {
    const known = this.#forms.get(etag);
    if (known && equalBytes(known.body, body)) return await known.forms;
    const forms = Promise.all(CODINGS.map((coding) => compress(body, coding)));
    this.#forms.set(etag, { body, forms });
    try {
      return await forms;
    } catch (error) {
      this.#forms.delete(etag);
      throw error;
    }
  }

  #sync() {
    const generation = this.options.generation();
    if (generation !== this.#generation) {
      this.#generation = generation;
      this.#forms.clear();
      this.#found.clear();
      this.#missing.clear();
    }
  }

  /** Bytes held now, bodies and overhead, 200s and 404s together. */
  get bytes(): number {
    return this.#found.bytes + this.#missing.bytes;
  }

  /** The stored answer to `req`, or undefined on a miss. */
  match(req: Request): Response | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return;
    this.#sync();
    const hit = this.#found.find(req) ?? this.#missing.find(req);
    return hit && answer(req, hit);
  }

  /**
   * Stores `res` when it may be shared and `generation` (read before the app
   * began answering `req`) is still current, and returns the response to send
   * (a copy when its body had to be read).
   */
  async store(req: Request, res: Response, generation: number): Promise<Response> {
    if (req.method !== "GET" || !res.body) return res;
    const partition = res.status === 200 ? this.#found : res.status === 404 ? this.#missing : null;
    if (!partition) return res;
    const etag = res.headers.get("etag") ?? undefined;
    const cacheControl = res.headers.get("cache-control") ?? "";
    if (
      !/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl) ||
      (res.status === 200 && !etag?.startsWith('"'))
    ) {
      return res;
    }
    const vary = varyNames(res.headers.get("vary"));
    if (vary.includes("*")) return res;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = [...res.headers].filter(([name]) => name !== "date");
    const source: Source = { status: res.status, headers, body };
    // Only tagged 200s: a strong ETag names the bytes, so their compressed
    // forms are made once however many URLs (query strings) serve them, and
    // requests for missing URLs never cost a compression.
    if (res.status === 200 && compressible(res.headers.get("content-type"), body.byteLength)) {
      source.forms = await this.#compressed(etag!, body);
    }
    const stored = entry(source);
    this.#sync();
    // Only the generation that made the response may keep it: a reload while
    // the app answered may have made it from the old content.
    if (generation === this.#generation) {
      partition.put(target(req.url), vary, variantKey(req, vary), stored);
    }
    return answer(req, stored);
  }

  /** The 200s held now, to be given to `seed` (404s are not kept: they are cheap to answer again). */
  save(): SavedResponse[] {
    this.#sync();
    return [...this.#found.saved()];
  }

  /**
   * Holds `saved` (from `save`) as answers for the current generation, in
   * order, and their compressed forms for any other path that serves the same
   * body, so that it is not compressed again.
   */
  seed(saved: Iterable<SavedResponse>): void {
    this.#sync();
    for (const { target, vary, key, ...source } of saved) {
      this.#found.put(target, vary, key, entry(source));
      const etag = source.headers.find(([name]) => name === "etag")?.[1];
      if (source.forms && etag) {
        this.#forms.set(etag, { body: source.body, forms: Promise.resolve(source.forms) });
      }
    }
  }
}

/** An entry for `source`, measured; its forms are built by `answer` when first needed. */
function entry(source: Source): Stored {
  const forms = source.forms ?? [];
  const bytes = forms.reduce(
    (n, form) => n + form.byteLength + ENTRY_OVERHEAD,
    source.body.byteLength + ENTRY_OVERHEAD,
  );
  return { source, bytes, forms: {} };
}

/** `source` in `coding` ("" for as it is), with its own strong ETag when compressed. */
function represent(source: Source, coding: Coding | ""): Representation {
  const { status, forms } = source;
  const body = coding ? forms![CODINGS.indexOf(coding)] : source.body;
  const tag = status === 200 ? source.headers.find(([name]) => name === "etag")?.[1] : undefined;
  const etag = tag && coding ? `${tag.slice(0, -1)}-${coding}"` : tag;
  const headers = (forms ? withVary(source.headers, "Accept-Encoding") : source.headers)
    .map(([name, value]): [string, string] => [name, name === "etag" && etag ? etag : value]);
  if (coding) headers.push(["content-encoding", coding]);
  return { response: new Response(body, { status, headers }), headers, etag };
}

/** The form of `stored` that `req` asks for: its coding, and 304 when the client has it. */
function answer(req: Request, stored: Stored): Response {
  const coding = (stored.source.forms && pickCoding(req.headers.get("accept-encoding"))) || "";
  const form = stored.forms[coding] ??= represent(stored.source, coding);
  if (form.etag && matchesEtag(req.headers.get("if-none-match"), form.etag)) {
    form.notModified ??= new Response(null, {
      status: 304,
      headers: form.headers.filter(([name]) => !BODY_HEADERS.has(name)),
    });
    return form.notModified.clone();
  }
  return form.response.clone();
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `headers` with `name` added to their `Vary`. */
function withVary(headers: [string, string][], name: string): [string, string][] {
  if (!headers.some(([key]) => key === "vary")) return [...headers, ["vary", name]];
  return headers.map(([key, value]) => [key, key === "vary" ? `${value}, ${name}` : value]);
}

/** True when `If-None-Match` names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
