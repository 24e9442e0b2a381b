/**
 * The pictures content names (a portrait, project covers and screenshots):
 * their type and intrinsic size, read from their bytes with `image-size` (a
 * maintained parser of every format the site accepts), so every `<img>` gets
 * `width` and `height` and nothing shifts while it loads.
 *
 * A picture is bounded by what it becomes, not by its size on disk: a 109 KB
 * PNG can hold 30000×30000 pixels, 3.6 GB once decoded. One over
 * `MAX_PIXELS` is a content error at load, naming the file and its
 * dimensions, so that no request ever has to decode it.
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

/** A picture from content/images/, ready to serve. */
export interface ContentImage {
  /** Its path in the content folder, such as `images/portrait.svg`. */
  src: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** Its media type, such as `image/svg+xml`. */
  type: string;
  width: number;
  height: number;
  /** Short hash of the bytes, for the URL's cache-busting version. */
  hash: string;
}

/**
 * Most pixels in a picture that is decoded (PNG, JPEG, WebP, AVIF; SVG is
 * drawn by the browser at any size): 40 megapixels, a camera's full frame,
 * 160 MiB at 4 bytes a pixel, which bounds the memory a picture variant
 * (lib/site/pictures/responsive.ts) takes to make.
 */
const MAX_PIXELS = 40_000_000;

/**
 * The picture in `bytes`, named `src`; a message saying what is wrong when
 * its content is not the format its name says, or it has no size.
 */
export async function readImage(
  src: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<ContentImage | string> {
  const ext = src.slice(src.lastIndexOf(".") + 1).replace("jpeg", "jpg");
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return `is not a readable ${ext.toUpperCase()} image`;
  }
  const found = size.type === "jpeg" ? "jpg" : size.type;
  if (found !== ext) {
    return `holds a ${
      found?.toUpperCase() ?? "unknown"
    } image, not ${ext.toUpperCase()}: rename it`;
  }
  if (!size.width || !size.height) {
    return ext === "svg"
      ? "has no size: give its <svg> a viewBox, or width and height"
      : "has no width or height";
  }
  if (ext !== "svg" && size.width * size.height > MAX_PIXELS) {
    return `is ${size.width}×${size.height} pixels (${
      Math.round(size.width * size.height / 1e6)
    } megapixels), over the ${
      MAX_PIXELS / 1e6
    } megapixels a picture may have: scale it down (2880 pixels wide is sharp on any screen)`;
  }
  const { hash } = await digest(bytes);
  return {
    src,
    bytes,
    type: getMimeType(src)!.split(";")[0],
    width: size.width,
    height: size.height,
    hash,
  };
}
