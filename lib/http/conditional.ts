/**
 * The one conditional-request function: every GET and HEAD answer, stored or not, is sent through
 * `Answer.respond`. It picks the coding, evaluates a 2xx's preconditions in RFC 9110 §13.2.2's
 * order (`If-Match`, `If-Unmodified-Since`: 412; `If-None-Match`: 304), and gives HEAD the headers
 * of GET. Not Hono's etag middleware: it knows neither `If-Match` nor the codings.
 *
 * Each form's `Response` is built when first asked for and sent as a `clone()`: Deno copies a built
 * header list, where `new Response(body, { headers })` validates every header again.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const body = new TextEncoder().encode("hello");
 * const answer = new Answer({ status: 200, headers: [["etag", '"a"']], body });
 * const req = new Request("http://x/", { headers: { "if-none-match": 'W/"a"' } });
 * assert.equal(answer.respond(req).status, 304);
 * ```
 */
import { RETAINED_304_HEADERS } from "hono/etag";
import { type Coding, CODINGS } from "./compression.ts";
import { matchesEtag } from "./etag.ts";
import { pickCoding } from "./negotiate.ts";
import { HttpError } from "./problem.ts";

/** What an answer holds: the app's status, headers and body, and the body in each of `CODINGS`. */
export interface AnswerSource {
  status: number;
  /** Lower-case names, as `Headers` gives them; no `Date`. */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body in each of `CODINGS`, in that order, when it is worth compressing. */
  forms?: Uint8Array<ArrayBuffer>[];
}

/** One form of an answer: as it is (coding ""), or compressed; its 304 made when first needed. */
type Form = ReturnType<typeof represent> & { notModified?: Response };

/** What an answer costs beyond its bodies (its Response objects and key), in bytes. */
const ANSWER_OVERHEAD = 512;

/** A response made once and sent in whichever form each request asks for. */
export class Answer {
  readonly #forms: Partial<Record<Coding | "", Form>> = {};
  /** Bytes held, for bounding a cache. */
  readonly bytes: number;

  constructor(readonly source: AnswerSource) {
    const bodies = [source.body, ...source.forms ?? []];
    this.bytes = bodies.reduce((n, body) => n + body.byteLength + ANSWER_OVERHEAD, 0);
  }

  /** The form `req` asks for, or 304; 412 `precondition_failed` on a failed `If-Match` or date. */
  respond(req: Request): Response {
    const coding = (this.source.forms && pickCoding(req.headers.get("accept-encoding"))) || "";
    const form: Form = this.#forms[coding] ??= represent(this.source, coding);
    const { status } = this.source;
    if (status < 200 || status > 299) return form.response.clone();
    const failed = failedPrecondition(req.headers, form);
    if (failed) {
      // What a 412 keeps of the 200 it refuses: CORS, `Vary` and the headers every answer carries.
      const kept = form.headers.filter(([name]) =>
        /^(access-control-|vary$|x-content-type-options$|referrer-policy$)/.test(name)
      );
      throw new HttpError("precondition_failed", failed, {
        headers: Object.fromEntries([...kept, ["cache-control", "no-store"]]),
      });
    }
    if (form.etag && matchesEtag(req.headers.get("if-none-match"), form.etag)) {
      // What a 304 keeps: RFC 9110 §15.4.5's fields (Hono's list) and CORS, for cross-origin
      // readers; the client keeps the rest from its stored 200 (RFC 9111 §4.3.4).
      const kept = ([name]: [string, string]) =>
        RETAINED_304_HEADERS.includes(name) || name.startsWith("access-control-");
      form.notModified ??= new Response(null, { status: 304, headers: form.headers.filter(kept) });
      return form.notModified.clone();
    }
    // HEAD gets the same response: Deno.serve drops the body on the wire and keeps its length.
    return form.response.clone();
  }
}

/** `source` in `coding` ("" for as it is); a compressed 200 gets its own strong ETag. */
function represent(source: AnswerSource, coding: Coding | "") {
  const { status, forms } = source;
  const body = coding ? forms![CODINGS.indexOf(coding)] : source.body;
  const tag = status === 200 ? source.headers.find(([name]) => name === "etag")?.[1] : undefined;
  const etag = tag && coding ? `${tag.slice(0, -1)}-${coding}"` : tag;
  const headers = (forms ? withVary(source.headers, "Accept-Encoding") : source.headers)
    .map(([name, value]): [string, string] => [name, name === "etag" && etag ? etag : value]);
  if (coding) headers.push(["content-encoding", coding]);
  // These statuses carry no body, and a Response refuses to be built with one.
  const empty = status === 204 || status === 205 || status === 304;
  return { response: new Response(empty ? null : body, { status, headers }), headers, etag };
}

function withVary(headers: [string, string][], name: string): [string, string][] {
  if (!headers.some(([key]) => key === "vary")) return [...headers, ["vary", name]];
  return headers.map(([key, value]) => [key, key === "vary" ? `${value}, ${name}` : value]);
}

/**
 * Why `If-Match` (strong: `W/"x"` never matches, `*` any) or `If-Unmodified-Since` (ignored beside
 * it, unparsable or without `Last-Modified`) fails for `form` (RFC 9110 §13.2.2 steps 1–2).
 */
function failedPrecondition(headers: Headers, form: Form): string | undefined {
  const ifMatch = headers.get("if-match");
  if (ifMatch !== null) {
    const tags = ifMatch.split(",").map((tag) => tag.trim());
    if (tags.includes("*") || (form.etag && tags.includes(form.etag))) return;
    const named = JSON.stringify(ifMatch.slice(0, 100));
    return `If-Match names ${named}, but the current ETag is ${form.etag}: fetch the resource again without If-Match.`;
  }
  const since = Date.parse(headers.get("if-unmodified-since") ?? "");
  const modified = () =>
    Date.parse(form.headers.find(([name]) => name === "last-modified")?.[1] ?? "");
  // Parsed only when the request sends a date; a NaN or a modification not later holds.
  if (Number.isNaN(since) || !(since < modified())) return;
  return `The resource was modified after the If-Unmodified-Since date: fetch it again without the header.`;
}
