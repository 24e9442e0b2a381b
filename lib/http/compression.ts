/**
 * Content codings: which bodies are worth compressing (Hono's compressible types, without
 * `text/event-stream`), compressed by the runtime's `CompressionStream`; negotiate.ts picks one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { compressible } from "./compression.ts";
 * assert.equal(compressible("application/json", 2048), true);
 * assert.equal(compressible("image/png", 2048), false);
 * assert.equal(compressible("text/event-stream", 2048), false);
 * ```
 */
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/**
 * The codings offered, in order of preference.
 *
 * @example
 * ```ts
 * CODINGS.join(", "); // "br, gzip": what `Vary: Accept-Encoding` chooses among
 * ```
 */
export const CODINGS = ["br", "gzip"] as const;
export type Coding = typeof CODINGS[number];

/**
 * Smaller bodies are sent as they are: one packet (about 1,400 bytes) arrives no sooner
 * compressed, and a first brotli costs about 9 ms. CDNs draw the line here (CloudFront: 1,000).
 */
const MIN_COMPRESSED_SIZE = 1024;

/** True for a body of this type and size that is worth compressing. */
export function compressible(type: string | null, size: number): boolean {
  return size >= MIN_COMPRESSED_SIZE && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type ?? "");
}

/**
 * `body` compressed with `coding`.
 *
 * @example
 * ```ts
 * const body = new TextEncoder().encode("hello ".repeat(500));
 * const br = await compress(body, "br"); // a few dozen bytes for 3,000
 * ```
 */
export async function compress(
  body: Uint8Array<ArrayBuffer>,
  coding: Coding,
): Promise<Uint8Array<ArrayBuffer>> {
  const format = (coding === "br" ? "brotli" : "gzip") as CompressionFormat;
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * `res` compressed with `coding` when worth it, with `Vary: Accept-Encoding`, for a POST's answer.
 *
 * @example
 * ```ts
 * const json = Response.json({ words: "hello ".repeat(500) });
 * const res = await compressAnswer(json, "gzip");
 * res.headers.get("content-encoding"); // "gzip"
 * ```
 */
export async function compressAnswer(res: Response, coding?: Coding): Promise<Response> {
  if (!res.body || !compressible(res.headers.get("content-type"), Infinity)) return res;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  const worth = body.byteLength >= MIN_COMPRESSED_SIZE;
  if (worth) headers.append("vary", "Accept-Encoding");
  if (!worth || !coding) return new Response(body, { status: res.status, headers });
  headers.set("content-encoding", coding);
  headers.delete("content-length");
  return new Response(await compress(body, coding), { status: res.status, headers });
}
