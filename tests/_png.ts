/**
 * Reads a PNG the way the tests need: its size and its pixels as RGBA. Only
 * what the site's renderer writes is supported (8-bit RGBA or RGB, not
 * interlaced), which is checked.
 */

/** A decoded image: `pixels` holds 4 bytes (R, G, B, A) per pixel, row by row. */
export interface Png {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

/** True when `bytes` start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((b, i) => bytes[i] === b);
}

/** Decodes `bytes`, failing with a message that says what is wrong with them. */
export async function decodePng(bytes: Uint8Array): Promise<Png> {
  if (!isPng(bytes)) throw new Error("not a PNG: the signature is missing");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0, height = 0, channels = 0;
  const data: Uint8Array[] = [];
  for (let at = 8; at < bytes.byteLength;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, color, , , interlace] = body.subarray(8, 13);
      channels = color === 6 ? 4 : color === 2 ? 3 : 0;
      if (depth !== 8 || !channels || interlace !== 0) {
        throw new Error(
          `unsupported PNG: depth ${depth}, color type ${color}, interlace ${interlace}`,
        );
      }
    } else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const raw = new Uint8Array(
    await new Response(
      new Blob(data as BlobPart[]).stream().pipeThrough(new DecompressionStream("deflate")),
    ).arrayBuffer(),
  );
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[y * stride + x - channels] : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor =
        [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter} in row ${y}`);
      rows[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, pixels: rows };
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    pixels.set(rows.subarray(i * 3, i * 3 + 3), i * 4);
    pixels[i * 4 + 3] = 255;
  }
  return { width, height, pixels };
}

/** How many pixels of `png` are opaque and within `tolerance` of the colour `hex` ("#1f5fbf"). */
export function countColor(png: Png, hex: string, tolerance = 8): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < png.pixels.length; i += 4) {
    const p = png.pixels;
    if (
      p[i + 3] === 255 && Math.abs(p[i] - r) <= tolerance && Math.abs(p[i + 1] - g) <= tolerance &&
      Math.abs(p[i + 2] - b) <= tolerance
    ) n++;
  }
  return n;
}
