/**
 * Content negotiation (RFC 9110 §12.5): the media type, coding and language the `Accept*` headers
 * prefer, each parsed by Hono's `parseAccept`, and the names a `Vary` lists. Not Hono's `accepts`:
 * it needs a Hono context and ranks ranges by q-value first, where RFC 9110 gives each offer the
 * q-value of its most specific range (`text/*, text/html;q=0` refuses HTML). Malformed q: refused.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * const accept = "text/markdown;q=0.9, text/html;q=0.5";
 * assert.equal(negotiate(accept, ["text/html", "text/markdown"]), "text/markdown");
 * assert.equal(pageType("application/json, text/markdown;q=0.5"), "text/markdown");
 * assert.equal(pickCoding("gzip, deflate, br"), "br");
 * assert.equal(pickLanguage("fr-CH, de;q=0.9", ["en", "de"]), "de");
 * ```
 */
import { parseAccept } from "hono/utils/accept";
import { BoundedMap } from "./bounded_map.ts";
import { type Coding, CODINGS } from "./compression.ts";

/** RFC 9110 §12.4.2: a qvalue is 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** An `Accept*` header's entries (`text/*`, `gzip`, a language tag), lower case, with weights. */
function weighted(header: string): { name: string; q: number }[] {
  return parseAccept(header).map(({ type, params }) => {
    const raw = params.q ?? params.Q;
    const q = raw === undefined ? 1 : QVALUE.test(raw) ? Number(raw) : 0;
    return { name: type.toLowerCase(), q };
  });
}

/** The q-value `accept` gives `mediaType`: the most specific matching range wins. */
function quality(accept: string | null, mediaType: string): number {
  if (!accept) return 1;
  const [type, subtype] = mediaType.toLowerCase().split("/");
  let best: { q: number; specificity: number } | undefined;
  for (const { name, q } of weighted(accept)) {
    const [t, s] = name.split("/");
    if (s === undefined || (t === "*" && s !== "*")) continue;
    if ((t !== "*" && t !== type) || (s !== "*" && s !== subtype)) continue;
    const specificity = (t === "*" ? 0 : 1) + (s === "*" ? 0 : 1);
    if (!best || specificity > best.specificity) best = { q, specificity };
  }
  return best?.q ?? 0;
}

/** The first of `offered` with the highest q-value above 0 (put the default first), if any. */
export function negotiate(accept: string | null, offered: readonly string[]): string | undefined {
  let choice: string | undefined;
  let best = 0;
  for (const type of offered) {
    const q = quality(accept, type);
    if (q > best) [choice, best] = [type, q];
  }
  return choice;
}

/** The forms every page is served in; HTML first, so it wins ties and a missing `Accept`. */
const PAGE_TYPES = ["text/html", "text/markdown"] as const;

/**
 * The page form `accept` asks for among `PAGE_TYPES`, JSON preferences aside (`application/json,
 * text/markdown;q=0.5` gets Markdown). With neither acceptable (RFC 9110 §12.5.1 allows 406 or
 * ignoring it): undefined (406) for a JSON client, as the spec asks; else HTML, for browsers.
 */
export function pageType(accept: string | null): (typeof PAGE_TYPES)[number] | undefined {
  const choice = negotiate(accept, PAGE_TYPES) as (typeof PAGE_TYPES)[number] | undefined;
  if (choice) return choice;
  return quality(accept, "application/json") > 0 ? undefined : "text/html";
}

/**
 * True when the client prefers JSON to HTML (API clients, `fetch` with `Accept: application/json`).
 *
 * @example
 * ```ts
 * prefersJson("application/json"); // true: an error is answered as problem+json
 * prefersJson("text/html, application/json;q=0.5"); // false: a browser gets the HTML page
 * ```
 */
export function prefersJson(accept: string | null): boolean {
  const choice = negotiate(accept, ["text/html", "application/json", "application/problem+json"]);
  return choice !== undefined && choice !== "text/html";
}

/** The coding weighted highest over 0 (ties: br); none for no header, none accepted or identity. */
export function pickCoding(acceptEncoding: string | null): Coding | undefined {
  if (!acceptEncoding) return;
  let coding = picked.get(acceptEncoding);
  if (coding === undefined) picked.set(acceptEncoding, coding = codingFor(acceptEncoding) ?? "");
  return coding || undefined;
}

/** Codings picked by `Accept-Encoding` as sent: parsing one costs more than the rest of a hit. */
const picked = new BoundedMap<string, Coding | "">(64 * 1024, (_, header) => header.length + 64);

function codingFor(acceptEncoding: string): Coding | undefined {
  const weights = new Map<string, number>();
  for (const { name, q } of weighted(acceptEncoding)) if (name) weights.set(name, q);
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  let best: Coding | undefined;
  for (const coding of CODINGS) if (weight(coding) > (best ? weight(best) : 0)) best = coding;
  const identity = weights.get("identity");
  if (best && identity !== undefined && identity > weight(best)) return;
  return best;
}

/**
 * The one of `offered` (default first) `Accept-Language` prefers (RFC 9110 §12.5.4): ranges by
 * q-value, ties in header order, each matched by RFC 4647 lookup (`de-CH-1996`, `de-ch`, `de`) or
 * basic filtering (`pt` takes `pt-BR`); else the default: a missing language is never an error.
 */
export function pickLanguage(acceptLanguage: string | null, offered: readonly string[]): string {
  const tags = offered.map((tag) => tag.toLowerCase());
  for (let { name, q } of acceptLanguage ? weighted(acceptLanguage) : []) {
    for (; q > 0 && name; name = name.replace(/-?[^-]*$/, "")) {
      const at = tags.findIndex((tag) => tag === name || tag.startsWith(`${name}-`));
      if (at >= 0) return offered[at];
    }
  }
  return offered[0];
}

/**
 * The request header names a `Vary` header lists, lower case (`*` as it is).
 *
 * @example
 * ```ts
 * varyNames("Accept, Accept-Encoding"); // ["accept", "accept-encoding"]
 * ```
 */
export function varyNames(vary: string | null): string[] {
  return (vary ?? "").split(",").map((v) => v.trim().toLowerCase()).filter(Boolean);
}
