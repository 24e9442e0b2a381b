/**
 * The pictures content names, typed and sized from their bytes (`image-size`) for `<img>`'s `width`
 * and `height`; over `MAX_PIXELS` decoded (a 109 KB PNG can be 3.6 GB) is an error.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readImage } from "./images.ts";
 * const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"/>');
 * const image = await readImage("images/logo.svg", svg);
 * assert.ok(typeof image !== "string");
 * assert.deepEqual([image.type, image.width, image.height], ["image/svg+xml", 40, 20]);
 * assert.equal(await readImage("images/logo.png", svg), "holds a SVG image, not PNG: rename it");
 * ```
 */
import { imageSize } from "image-size";
import { getMimeType } from "hono/utils/mime";
import { digest } from "../http/etag.ts";

/**
 * A picture from content/images/ (`src`: `images/portrait.svg`), ready to serve: its media
 * `type` (`image/svg+xml`), size, and `hash` of the bytes: the URL's cache-busting version.
 */
export type ContentImage = Exclude<Awaited<ReturnType<typeof readImage>>, string>;

/** Most pixels of a decoded picture (not SVG): a camera's full frame, 160 MiB, bounding a variant's cost. */
const MAX_PIXELS = 40_000_000;

/** The picture in `bytes`, named `src`; else a message saying what is wrong with it. */
export async function readImage(src: string, bytes: Uint8Array<ArrayBuffer>) {
  const ext = src.slice(src.lastIndexOf(".") + 1).replace("jpeg", "jpg");
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return `is not a readable ${ext.toUpperCase()} image`;
  }
  const found = size.type === "jpeg" ? "jpg" : size.type;
  if (found !== ext) {
    const kind = found?.toUpperCase() ?? "unknown";
    return `holds a ${kind} image, not ${ext.toUpperCase()}: rename it`;
  }
  if (!size.width || !size.height) {
    return ext === "svg"
      ? "has no size: give its <svg> a viewBox, or width and height"
      : "has no width or height";
  }
  const megapixels = Math.round(size.width * size.height / 1e6);
  if (ext !== "svg" && size.width * size.height > MAX_PIXELS) {
    const over = `over the ${MAX_PIXELS / 1e6} megapixels a picture may have`;
    return `is ${size.width}×${size.height} pixels (${megapixels} megapixels), ${over}: scale it down (2880 pixels wide is sharp on any screen)`;
  }
  const { hash } = await digest(bytes), { width, height } = size;
  return { src, bytes, type: getMimeType(src)!.split(";")[0], width, height, hash };
}
