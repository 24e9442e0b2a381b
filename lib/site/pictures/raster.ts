/**
 * SVG to PNG, for the favicon's ICO (`favicon.ts`) and the share cards, by resvg in WebAssembly
 * (`@resvg/resvg-wasm`): no native code, nothing spawned or written, so the server keeps its
 * `--allow-net --allow-read --allow-env`. It draws no text: outline.ts first turns text into glyph
 * outlines (Inter Bold, SIL Open Font License, and the fonts the build fetched), the same on every
 * machine. Fonts and renderer are read on first use; `renderPng` draws on the picture worker
 * (off_thread.ts), once per SVG and width.
 *
 * @example
 * ```ts
 * const png = await renderPng('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">…</svg>', 64);
 * ```
 */

import { offThread } from "./off_thread.ts";
import { outlineText } from "./outline.ts";

type ResvgModule = typeof import("@resvg/resvg-wasm");

let loading: Promise<ResvgModule["Resvg"]> | undefined;

/** The renderer, its WebAssembly read once from the npm cache; a failed load is tried again. */
function renderer(): Promise<ResvgModule["Resvg"]> {
  const wasm = "@resvg/resvg-wasm/index_bg.wasm";
  loading ??= (async () => {
    const resvg = await import("@resvg/resvg-wasm");
    const bytes = await Deno.readFile(new URL(import.meta.resolve(wasm))).catch((error) => {
      const fix = `Run "deno install" so that the npm packages in deno.json are in Deno's cache.`;
      throw new Error(`Cannot read "${wasm}" for the SVG renderer: ${error.message}. ${fix}`);
    });
    await resvg.initWasm(bytes);
    return resvg.Resvg;
  })().catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** `svg` as PNG `width` pixels wide, drawn on the picture worker, as high as its `viewBox` says. */
export async function renderPng(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  checkWidth(width);
  return await offThread({ kind: "png", svg, width }, () => drawPng(svg, width));
}

function checkWidth(width: number) {
  if (Number.isInteger(width) && width >= 1 && width <= 4096) return;
  throw new RangeError(`renderPng: width must be a whole number from 1 to 4096, got ${width}`);
}

/** `renderPng` on this thread: what the picture worker runs. */
export async function drawPng(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  checkWidth(width);
  const [Resvg, outlined] = await Promise.all([renderer(), outlineText(svg)]);
  const resvg = new Resvg(outlined, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  });
  try {
    const image = resvg.render();
    try {
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
