/**
 * The one conditional-request function: every GET and HEAD answer of the
 * site, stored or not, is sent through `Answer.respond`. It picks the content
 * coding the request accepts, answers `If-None-Match` (strong, weak, list and
 * `*` forms) with 304, and gives HEAD exactly the headers of GET.
 *
 * An answer is built once from the app's response: its body, its strong ETag
 * and its brotli and gzip forms. Each form's `Response` is built when first
 * asked for and sent as a `clone()`: Deno copies a built header list as it is,
 * where `new Response(body, { headers })` validates every header again.
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
import { type Coding, CODINGS } from "./compression.ts";
import { matchesEtag } from "./etag.ts";
import { pickCoding } from "./negotiate.ts";

/** What an answer holds: the app's status, headers and body, and the body in each of `CODINGS`. */
export interface AnswerSource {
  status: number;
  /** Lower-case names, as `Headers` gives them; no `Date`. */
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body in each of `CODINGS`, in that order, when it is worth compressing. */
  forms?: Uint8Array<ArrayBuffer>[];
}

/** One form of an answer: as it is (coding ""), or compressed. */
interface Form {
  response: Response;
  headers: [string, string][];
  etag?: string;
  /** The 304 for a matching `If-None-Match`, made when first needed. */
  notModified?: Response;
}

/** Headers that describe the body sent, left out of a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding"]);

/** What an answer costs beyond its bodies: its Response objects and key. */
export const ANSWER_OVERHEAD = 512;

/** A response made once and sent in whichever form each request asks for. */
export class Answer {
  readonly #forms: Partial<Record<Coding | "", Form>> = {};
  /** Bytes it holds, bodies and overhead, for bounding a cache. */
  readonly bytes: number;

  constructor(readonly source: AnswerSource) {
    this.bytes = (source.forms ?? []).reduce(
      (n, form) => n + form.byteLength + ANSWER_OVERHEAD,
      source.body.byteLength + ANSWER_OVERHEAD,
    );
  }

  /** The form `req` asks for, or 304 when the client holds it already. */
  respond(req: Request): Response {
    const coding = (this.source.forms && pickCoding(req.headers.get("accept-encoding"))) || "";
    const form = this.#forms[coding] ??= represent(this.source, coding);
    if (form.etag && matchesEtag(req.headers.get("if-none-match"), form.etag)) {
      form.notModified ??= new Response(null, {
        status: 304,
        headers: form.headers.filter(([name]) => !BODY_HEADERS.has(name)),
      });
      return form.notModified.clone();
    }
    // HEAD gets the same response: Deno.serve drops the body on the wire and keeps its length.
    return form.response.clone();
  }
}

/** `source` in `coding` ("" for as it is); a compressed 200 gets its own strong ETag. */
function represent(source: AnswerSource, coding: Coding | ""): Form {
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

/** `headers` with `name` added to their `Vary`. */
function withVary(headers: [string, string][], name: string): [string, string][] {
  if (!headers.some(([key]) => key === "vary")) return [...headers, ["vary", name]];
  return headers.map(([key, value]) => [key, key === "vary" ? `${value}, ${name}` : value]);
}
