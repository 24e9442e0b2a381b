/**
 * The pictures content names (a portrait, project covers and screenshots):
 * their type and intrinsic size, read from their bytes with `image-size` (a
 * maintained parser of every format the site accepts), so every `<img>` gets
 * `width` and `height` and nothing shifts while it loads.
 */
import { imageSize } from "image-size";
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

const TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

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
  const { hash } = await digest(bytes);
  return { src, bytes, type: TYPES[ext], width: size.width, height: size.height, hash };
}
