/**
 * `/favicon.ico`, for the browsers, feed readers and crawlers that ask for it whatever the page
 * links: the mark of `/favicon.svg` drawn at 16, 32 and 48 pixels (`raster.ts`) as PNGs in one ICO.
 *
 * @example
 * ```ts
 * const ico = await faviconIco("CW");
 * new Response(ico, { headers: { "content-type": ICO_TYPE } });
 * ```
 */
import { renderPng } from "./raster.ts";
import type { AppState } from "../../content/state.ts";
import { xmlText as escape } from "./xml.ts";

/** The sizes drawn, in pixels: tabs and lists (16), taskbars and high-density tabs (32, 48). */
const ICO_SIZES = [16, 32, 48];

/** The media type `/favicon.ico` is served as (the one static files of that name get). */
export const ICO_TYPE = "image/x-icon";

/** The site's mark from content/site.yaml, or its host's first letter while content is unavailable. */
export function siteMark({ store, config }: AppState): string {
  return store.site?.mark ?? new URL(config.siteUrl).hostname[0].toUpperCase();
}

/**
 * The favicon ICO of `mark`: one square PNG per size in `ICO_SIZES` (all under 256), after a 6-byte
 * header and a 16-byte entry per image (size, 32 bits per pixel, length, offset; palette and
 * reserved bytes 0). Every current browser and Windows since Vista read PNG entries.
 */
export async function faviconIco(mark: string): Promise<Uint8Array<ArrayBuffer>> {
  const svg = faviconSvg(mark);
  const pngs = await Promise.all(ICO_SIZES.map((size) => renderPng(svg, size)));
  const head = 6 + 16 * pngs.length;
  const out = new Uint8Array(head + pngs.reduce((n, png) => n + png.byteLength, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon (after 2 reserved bytes)
  view.setUint16(4, pngs.length, true);
  let offset = head;
  pngs.forEach((png, i) => {
    const entry = 6 + 16 * i;
    view.setUint8(entry, ICO_SIZES[i]); // width
    view.setUint8(entry + 1, ICO_SIZES[i]); // height
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.byteLength;
  });
  return out;
}

/** The favicon: the site's mark, white on blue, as an SVG (any size). */
export function faviconSvg(mark: string): string {
  const size = [18, 14, 11][Math.min([...mark].length, 3) - 1];
  const y = 16 + size * 0.36;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    '  <rect width="32" height="32" rx="8" fill="#1f5fbf" />',
    `  <text x="16" y="${y}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700"`,
    `    fill="#fff" text-anchor="middle">${escape(mark)}</text>`,
    "</svg>",
    "",
  ].join("\n");
}
