/**
 * The text of an SVG the site draws, as glyph outlines, so that the
 * rasteriser (raster.ts) needs no text engine of its own: resvg 0.3x
 * misplaces Devanagari's spacing vowel signs and Thai's ำ. Each `<text>`
 * becomes one `<g>` of `<path>`s, shaped by HarfBuzz (`harfbuzzjs`,
 * WebAssembly) as a browser shapes it, in Inter Bold (`fonts/`) or, for a
 * letter Inter lacks, in the first font the build fetched for the content
 * that has it (build/fonts.ts, `_fresh/fonts/`). A text whose first letter is
 * right to left is laid out from the right, its runs of left-to-right
 * letters and digits kept in their order. `text-anchor` is honoured; every
 * text is drawn bold, the one weight the pictures use.
 *
 * @example
 * ```ts
 * const svg = await outlineText('<svg xmlns="http://www.w3.org/2000/svg"><text x="8" y="40" font-size="32" fill="#fff">हिंदी</text></svg>');
 * ```
 */
type Hb = typeof import("harfbuzzjs");
type Font = InstanceType<Hb["Font"]> & { upem: number; paths: Map<number, string> };

const FONT_DIR = new URL("../../../_fresh/fonts/", import.meta.url);
const RTL = /[\p{sc=Arab}\p{sc=Hebr}\p{sc=Syrc}\p{sc=Thaa}\p{sc=Nkoo}]/u;
const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

let harfbuzz: Promise<Hb> | undefined;
const loaded = new Map<string, Promise<Font>>();

/** A font file's HarfBuzz font, made once; gzipped files are the build's fetched fonts. */
function font(hb: Hb, file: URL): Promise<Font> {
  const made = loaded.get(file.href) ?? (async () => {
    let bytes = await Deno.readFile(file);
    if (file.pathname.endsWith(".gz")) {
      const plain = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = await new Response(plain).bytes();
    }
    const face = new hb.Face(new hb.Blob(bytes));
    return Object.assign(new hb.Font(face), { upem: face.upem, paths: new Map() });
  })();
  loaded.set(file.href, made);
  made.catch(() => loaded.delete(file.href)); // tried again on the next text
  return made;
}

/** HarfBuzz and the fonts there are now: Inter first, then the fetched ones by name. */
async function fonts(): Promise<[Hb, Font[]]> {
  harfbuzz ??= import("harfbuzzjs").catch((error) => {
    harfbuzz = undefined;
    throw error;
  });
  const hb = await harfbuzz;
  const files = [new URL("./fonts/Inter_700Bold.ttf", import.meta.url)];
  const names = await Array.fromAsync(Deno.readDir(FONT_DIR)).catch(() => []);
  for (const { name } of names.sort((a, b) => a.name < b.name ? -1 : 1)) {
    if (name.endsWith(".ttf.gz")) files.push(new URL(name, FONT_DIR)); // not one being written
  }
  return [hb, await Promise.all(files.map((file) => font(hb, file)))];
}

/**
 * `text` in runs of one font and one direction: each letter (grapheme
 * cluster) in the first font that has all of it, a space or punctuation
 * mark kept in the run before it when that font has it.
 */
function runs(text: string, all: Font[]): { font: Font; rtl: boolean; text: string }[] {
  const out: { font: Font; rtl: boolean; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const has = (f: Font) =>
      [...segment.replace(/[\u200c\u200d\ufe00-\ufe0f]/g, "")]
        .every((c) => f.nominalGlyph(c.codePointAt(0)!) !== undefined);
    const last = out.at(-1);
    const neutral = !/[\p{L}\p{N}]/u.test(segment);
    const font = last && neutral && has(last.font) ? last.font : all.find(has) ?? all[0];
    const rtl = neutral && last ? last.rtl : RTL.test(segment);
    if (last?.font === font && last.rtl === rtl) last.text += segment;
    else out.push({ font, rtl, text: segment });
  }
  return out;
}

/** `text` shaped at `size` pixels: its glyphs as paths from the pen's start, and its advance. */
function layout(hb: Hb, all: Font[], text: string, size: number) {
  const laidOut = runs(text, all);
  if (RTL.test(text.match(/[\p{L}]/u)?.[0] ?? "")) laidOut.reverse();
  const paths: string[] = [];
  let pen = 0;
  for (const run of laidOut) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.guessSegmentProperties();
    hb.shape(run.font, buffer);
    const scale = size / run.font.upem;
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      const { codepoint, xAdvance = 0, xOffset = 0, yOffset = 0 } = glyph;
      const d = run.font.paths.get(codepoint) ?? run.font.glyphToPath(codepoint);
      run.font.paths.set(codepoint, d);
      const at = `${round(pen + xOffset * scale)} ${round(-yOffset * scale)}`;
      const scaled = `scale(${round(scale, 5)} ${round(-scale, 5)})`;
      if (d) paths.push(`<path transform="translate(${at}) ${scaled}" d="${d}"/>`);
      pen += xAdvance * scale;
    }
  }
  return { paths, width: pen };
}

/** How wide `text` is drawn at `size` pixels, for wrapping lines (share_card.ts). */
export async function measurer(): Promise<(text: string, size: number) => number> {
  const [hb, all] = await fonts();
  return (text, size) => layout(hb, all, text, size).width;
}

const round = (n: number, places = 2) => Number(n.toFixed(places));

/** `svg` with each of its `<text>` elements replaced by the outlines of its glyphs. */
export async function outlineText(svg: string): Promise<string> {
  if (!svg.includes("<text")) return svg;
  const [hb, all] = await fonts();
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, body: string) => {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]),
    );
    const text = body.replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ENTITIES[e]);
    const { paths, width } = layout(hb, all, text, Number(attrs["font-size"] ?? 16));
    const shift = { end: width, middle: width / 2 }[attrs["text-anchor"] as "end"] ?? 0;
    const at = `translate(${round(Number(attrs.x ?? 0) - shift)} ${attrs.y ?? 0})`;
    return `<g transform="${at}" fill="${attrs.fill ?? "#000"}">${paths.join("")}</g>`;
  });
}
