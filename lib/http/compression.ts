/**
 * Content codings for responses: which bodies are worth compressing, and
 * compressing them with the runtime's own `CompressionStream`. Which coding a
 * request accepts is negotiate.ts's `pickCoding`.
 */

/** The codings offered, in order of preference. */
export const CODINGS = ["br", "gzip"] as const;
export type Coding = typeof CODINGS[number];

/**
 * Bodies smaller than this are sent as they are: one that fits in a packet
 * (about 1,400 bytes of payload) arrives no sooner compressed, and the first
 * brotli compression of a process costs about 9 ms. CDNs draw the line at
 * about the same size (CloudFront: 1,000 bytes).
 */
export const MIN_COMPRESSED_SIZE = 1024;

const COMPRESSIBLE =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+json|[\w.-]+\+xml)\b)/i;

/** True for a body of this type and size that is worth compressing. */
export function compressible(type: string | null, size: number): boolean {
  return size >= MIN_COMPRESSED_SIZE && COMPRESSIBLE.test(type ?? "");
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
