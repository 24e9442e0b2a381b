/**
 * Photographs in sizes that fit their slots: a PNG, JPEG or WebP from content/images/ is also
 * offered as WebP at each width below that is smaller than itself, so a phone is not sent a
 * desktop's pixels. Squoosh's codecs in WebAssembly (`@jsquash/*`) convert: maintained, no native
 * code, nothing spawned, so the server keeps its permissions. Every size is made ahead after a
 * generation's first answer (`makeAhead`) on the picture worker (off_thread.ts), kept by content
 * hash. SVG needs none of this (sharp at every size), nor does AVIF (already the smallest format).
 */
import type { ContentImage } from "../../content/images.ts";
import type { Site } from "../../content/model.ts";
import { MADE_BYTES, madeSoFar, offThread } from "./off_thread.ts";

/** The widths a photograph is offered at, when it is wider. */
const WIDTHS = [480, 960, 1440];

const CONVERTED = new Set(["image/png", "image/jpeg", "image/webp"]);

/** The widths `image` is offered at besides its own. */
export function variantWidths(image: ContentImage): number[] {
  return CONVERTED.has(image.type) ? WIDTHS.filter((w) => w < image.width) : [];
}

/** The path of `image`'s WebP copy `width` pixels wide: `/images/photo-480w.webp`. */
export function variantPath(image: ContentImage, width: number): string {
  return `/${image.src.replace(/\.[a-z]+$/, "")}-${width}w.webp`;
}

/** The URL of `image`'s largest copy at most `width` wide (or of itself), with its version. */
export function pictureUrl(image: ContentImage, width: number): string {
  const fits = variantWidths(image).findLast((w) => w <= width);
  return `${fits ? variantPath(image, fits) : `/${image.src}`}?v=${image.hash}`;
}

/** The picture and width a variant path names, such as `images/photo.jpg` and 480. */
export function parseVariant(name: string): { base: string; width: number } | undefined {
  const match = /^([a-z0-9][a-z0-9_-]*)-(\d{2,4})w\.webp$/.exec(name);
  return match ? { base: `images/${match[1]}`, width: Number(match[2]) } : undefined;
}

/** `image`'s WebP variant or, if its data is broken past its header, itself (logged): no 500. */
export async function variantBody(image: ContentImage, width: number) {
  try {
    const job = { ...image, kind: "webp", width } as const;
    return { body: await offThread(job, () => encodeWebp(image, width)), type: "image/webp" };
  } catch (error) {
    const fix = "Open and save it again with an image editor.";
    const why = `serving the picture itself: ${(error as Error).message}. ${fix}`;
    console.error(`Cannot make the ${width}px WebP copy of "${image.src}", ${why}`);
    return { body: image.bytes, type: image.type };
  }
}

/** The site whose pictures are being made ahead, and that making. */
let ahead: { site?: Site; done: Promise<void> } = { done: Promise.resolve() };

/**
 * Starts making every variant of `site`'s pictures in the background, one at a time (a warm-up
 * step), and returns `site`. A newer site stops the older one's making; so does the kept pictures'
 * bound filling, which would push out what was made first. Kept pictures cost nothing. A loopback
 * site (development, the tests' 87 servers) has no visitors to spare the wait: made on request.
 */
export function makeAhead(site: Site): Site {
  if (site.config.local) return site;
  const done = (async () => {
    await Promise.resolve();
    for (const image of site.raw.images.values()) {
      for (const width of variantWidths(image)) {
        if (ahead.site !== site || madeSoFar().bytes > MADE_BYTES / 2) return;
        await variantBody(image, width);
      }
    }
  })();
  ahead = { site, done };
  return site;
}

/** Settles once the latest site's pictures are made ahead (or stopped being): for tests. */
export function madeAhead(): Promise<void> {
  return ahead.done;
}

/** The picture to re-encode: its name (for messages), bytes and media type. */
type Picture = Pick<ContentImage, "src" | "bytes" | "type">;

/** `image` as WebP, `width` pixels wide, its height in proportion, made on this thread. */
export async function encodeWebp(image: Picture, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const [{ default: resize }, { default: encode }] = await Promise.all([
    import("@jsquash/resize"),
    import("@jsquash/webp/encode.js"),
  ]);
  const decoded = await decode(image);
  const height = Math.max(1, Math.round((decoded.height * width) / decoded.width));
  const small = await resize(decoded, { width, height });
  return new Uint8Array(await encode(small, { quality: 80 }));
}

async function decode(image: Picture): Promise<ImageData> {
  // The decoders take an ArrayBuffer of the picture alone: a copy of its bytes.
  const buffer = image.bytes.slice().buffer;
  if (image.type === "image/png") return (await import("@jsquash/png/decode.js")).default(buffer);
  if (image.type === "image/jpeg") return (await import("@jsquash/jpeg/decode.js")).default(buffer);
  const decoded = await (await import("@jsquash/webp/decode.js")).default(buffer);
  if (!decoded) throw new Error(`${image.src} could not be decoded`);
  return decoded;
}
