/**
 * Entity tags (RFC 9110 §8.8.3): a strong tag from a body's bytes; `If-None-Match`'s weak match.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * const { etag } = await digest("hello");
 * assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/); // a quoted 27-character base64url tag
 * assert.equal(matchesEtag(`W/${etag}, "other"`, etag), true);
 * ```
 */

/** Strong ETag and short hash (for cache-busting URLs) of `body`: SHA-256, base64url. */
export async function digest(body: Uint8Array | string): Promise<{ etag: string; hash: string }> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const sum = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  const b64 = new Uint8Array(sum).toBase64({ alphabet: "base64url", omitPadding: true });
  return { etag: `"${b64.slice(0, 27)}"`, hash: b64.slice(0, 10) };
}

/** Whether `If-None-Match` is `*` or lists `etag`, weakly (`W/"x"` is `"x"`; RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  const tags = ifNoneMatch.split(",").map((tag) => tag.trim());
  return tags.some((tag) => tag === "*" || tag === opaque || tag === `W/${opaque}`);
}
