/**
 * The text of an SVG the site draws, as glyph outlines, so that the rasteriser (raster.ts) shapes
 * nothing itself: resvg 0.3x misplaces Devanagari's vowel signs. Each `<text>` becomes a `<g>` of
 * `<path>`s, shaped by HarfBuzz (`harfbuzzjs`, WebAssembly) in Inter Bold (`fonts/`) or, letter by
 * letter, the first font the build fetched that has it (build/fonts.ts). A text whose first letter
 * is right to left is laid out from the right, its left-to-right runs kept in order; `text-anchor`
 * is honoured, and every text is bold, the one weight the pictures use.
 *
 * @example
 * ```ts
 * const svg = await outlineText('<svg xmlns="http://www.w3.org/2000/svg"><text x="8" y="40" font-size="32">हिंदी</text></svg>');
 * ```
 */
type Hb = typeof import("harfbuzzjs");
type Font = InstanceType<Hb["Font"]> & { upem: number; paths: Map<number, string> };
type Run = { font: Font; rtl: boolean; text: string };

const FONT_DIR = new URL("../../../_fresh/fonts/", import.meta.url);
const RTL = /[\p{sc=Arab}\p{sc=Hebr}\p{sc=Syrc}\p{sc=Thaa}\p{sc=Nkoo}]/u;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const loaded = new Map<string, Promise<Font>>();
let harfbuzz: Promise<Hb> | undefined;

/** True when the first letter of `text` is of a right-to-left script, as bidi finds a paragraph's direction. */
export const rightToLeft = (text: string) => RTL.test(text.match(/\p{L}/u)?.[0] ?? "");

/** A font file's HarfBuzz font; the build's fetched fonts are gzipped. */
async function readFont(hb: Hb, file: URL): Promise<Font> {
  let bytes = await Deno.readFile(file);
  if (file.href.endsWith(".gz")) {
    const plain = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = await new Response(plain).bytes();
  }
  const face = new hb.Face(new hb.Blob(bytes));
  return Object.assign(new hb.Font(face), { upem: face.upem, paths: new Map() });
}

/** HarfBuzz and the fonts there are now, each read once: Inter, then the fetched ones by name. */
async function fonts(): Promise<[Hb, Font[]]> {
  const hb = await (harfbuzz ??= import("harfbuzzjs"));
  const names = (await Array.fromAsync(Deno.readDir(FONT_DIR)).catch(() => []))
    .map(({ name }) => name).filter((name) => name.endsWith(".ttf.gz")).sort(); // not one being written
  const files = [new URL("./fonts/Inter_700Bold.ttf", import.meta.url)]
    .concat(names.map((name) => new URL(name, FONT_DIR)));
  for (const file of files) if (!loaded.has(file.href)) loaded.set(file.href, readFont(hb, file));
  return [hb, await Promise.all(files.map((file) => loaded.get(file.href)!))];
}

/** Whether `letter` is right to left, left to right (numbers, with their %, ‰, ° and currency, too), or neither. */
const direction = (letter: string) =>
  /[\p{L}\p{N}%‰°\p{Sc}]/u.test(letter) ? RTL.test(letter) && !/\p{N}/u.test(letter) : undefined;

/**
 * `text` in runs of one font and direction, in drawing order: a letter in the first font that has
 * it; a space or punctuation in the font before it, of the direction of the letters on both sides
 * when they agree, else of the paragraph's (the bidi algorithm's rule N1, roughly).
 */
function runs(text: string, all: Font[]): Run[] {
  const base = rightToLeft(text);
  const letters = [...new Intl.Segmenter("und").segment(text)].map(({ segment }) => segment);
  const out: Run[] = [];
  letters.forEach((segment, i) => {
    const has = (f: Font) =>
      [...segment.replace(/[\u200c\u200d\ufe00-\ufe0f]/g, "")]
        .every((c) => f.nominalGlyph(c.codePointAt(0)!) !== undefined);
    const [last, own] = [out.at(-1), direction(segment)];
    const next = letters.slice(i + 1).map(direction).find((d) => d !== undefined) ?? base;
    const rtl = own ?? (last?.rtl === next ? next : base);
    const font = last && own === undefined && has(last.font) ? last.font : all.find(has) ?? all[0];
    if (last?.font === font && last.rtl === rtl) last.text += segment;
    else out.push({ font, rtl, text: segment });
  });
  return base ? out.reverse() : out;
}

/** `text` shaped at `size` pixels: its glyphs as paths from the pen's start, and its advance. */
function layout(hb: Hb, all: Font[], text: string, size: number) {
  const paths: string[] = [];
  let pen = 0;
  for (const run of runs(text, all)) {
    const buffer = new hb.Buffer();
    buffer.addText(run.text);
    buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR);
    buffer.guessSegmentProperties();
    hb.shape(run.font, buffer);
    const k = size / run.font.upem;
    const glyphs = buffer.getGlyphInfosAndPositions();
    for (const { codepoint, xAdvance = 0, xOffset = 0, yOffset = 0 } of glyphs) {
      const d = run.font.paths.get(codepoint) ?? run.font.glyphToPath(codepoint);
      run.font.paths.set(codepoint, d);
      const at = `${round(pen + xOffset * k)} ${round(-yOffset * k)}`;
      if (d) {
        paths.push(
          `<path transform="translate(${at}) scale(${round(k, 5)} ${round(-k, 5)})" d="${d}"/>`,
        );
      }
      pen += xAdvance * k;
    }
  }
  return { paths, width: pen };
}

const round = (n: number, places = 2) => Number(n.toFixed(places));

/** How wide `text` is drawn at `size` pixels, for wrapping lines (share_card.ts). */
export async function measurer(): Promise<(text: string, size: number) => number> {
  const [hb, all] = await fonts();
  return (text, size) => layout(hb, all, text, size).width;
}

/** `svg` with each of its `<text>` elements replaced by the outlines of its glyphs. */
export async function outlineText(svg: string): Promise<string> {
  if (!svg.includes("<text")) return svg;
  const [hb, all] = await fonts();
  return svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, body: string) => {
    const attrs = Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => m.slice(1)),
    );
    const text = body.replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ENTITIES[e]);
    const { paths, width } = layout(hb, all, text, Number(attrs["font-size"] ?? 16));
    const x = Number(attrs.x ?? 0) -
      ({ end: width, middle: width / 2 }[attrs["text-anchor"] as "end"] ?? 0);
    return `<g transform="translate(${round(x)} ${attrs.y ?? 0})" fill="${attrs.fill ?? "#000"}">${
      paths.join("")
    }</g>`;
  });
}
