/**
 * Content codings for responses: which bodies are worth compressing, which
 * coding a request accepts (RFC 9110 `Accept-Encoding`), and compressing with
 * the runtime's own `CompressionStream`.
 */

/** The codings offered, in order of preference. */
export const CODINGS = ["br", "gzip"] as const;
export type Coding = typeof CODINGS[number];

/** Bodies smaller than this are sent as they are: compressing them saves too little. */
export const MIN_COMPRESSED_SIZE = 256;

const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+json|[\w.-]+\+xml)\b)/i;

/** True for a body of this type and size that is worth compressing. */
export function compressible(type: string | null, size: number): boolean {
  return size >= MIN_COMPRESSED_SIZE && COMPRESSIBLE.test(type ?? "");
}

/**
 * The coding to answer with for `Accept-Encoding`: the offered one with the
 * highest weight above zero (`br` first on a tie), or undefined for the body
 * as it is: no header, nothing offered accepted, or `identity` preferred.
 */
export function pickCoding(acceptEncoding: string | null): Coding | undefined {
  if (!acceptEncoding) return;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  let best: Coding | undefined;
  for (const coding of CODINGS) {
    if (weight(coding) > (best ? weight(best) : 0)) best = coding;
  }
  const identity = weights.get("identity");
  if (best && identity !== undefined && identity > weight(best)) return;
  return best;
}

/** `body` compressed with `coding`. */
export async function compress(
  body: Uint8Array<ArrayBuffer>,
  coding: Coding,
): Promise<Uint8Array<ArrayBuffer>> {
  const format = (coding === "br" ? "brotli" : "gzip") as CompressionFormat;
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
