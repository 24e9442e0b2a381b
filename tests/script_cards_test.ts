/**
 * Share cards in every script the issue names: each sample title is drawn on
 * a fixture owner's card, and every character of every line is proved to be
 * in the cmap of Inter or of the one Noto Sans that build/fonts.ts fetches
 * from the npm registry for that script, the fonts the renderer draws with,
 * and every letter is drawn alone and found to be no missing-glyph box; so is the favicon's mark.
 * The fonts are fetched into `_fresh/fonts/` as the build would (network).
 * `CARDS_OUT=dir` also writes each card's PNG there, to look at.
 */
import assert from "node:assert/strict";
import { fixtureSite } from "./_site.ts";
import { decodePng } from "./_png.ts";
import { coverage, fetchFont, FONT_DIR, fontFile, fontsFor, SCRIPT_FONTS } from "../build/fonts.ts";
import { drawPng } from "../lib/site/pictures/raster.ts";
import { shareCardSvg } from "../lib/site/pictures/share_card.ts";
import { faviconSvg } from "../lib/site/pictures/favicon.ts";
import { xmlText } from "../lib/site/pictures/xml.ts";

/** Sample titles (not anyone's facts), one per script, each long enough to wrap. */
export const SAMPLES: [script: string, lang: string, title: string][] = [
  ["Latin", "pt", "Aplicações pequenas para lojas de bairro, feitas à mão em Lisboa"],
  ["Cyrillic", "ru", "Небольшие веб-приложения для местных магазинов и мастерских"],
  ["Greek", "el", "Μικρές διαδικτυακές εφαρμογές για τοπικά καταστήματα"],
  ["Japanese", "ja", "福岡の小さなお店のためにウェブアプリを作っています。予約と在庫"],
  ["Korean", "ko", "동네 가게를 위한 작은 웹 애플리케이션을 만듭니다"],
  ["Arabic", "ar", "تطبيقات ويب صغيرة للمتاجر المحلية تبقى صغيرة وسريعة"],
  ["Hebrew", "he", "אפליקציות רשת קטנות לחנויות שכונתיות שנשארות קטנות"],
  ["Devanagari", "hi", "स्थानीय दुकानों के लिए छोटे वेब ऐप्लिकेशन बनाती हूँ"],
  ["Thai", "th", "เว็บแอปพลิเคชันขนาดเล็กสำหรับร้านค้าในท้องถิ่นของคุณ"],
];

const INTER = new URL("../lib/site/pictures/fonts/Inter_700Bold.ttf", import.meta.url);
const site = await fixtureSite("minimal");
const families = [...new Set(SCRIPT_FONTS.map((font) => font.family))].filter((f) =>
  !/ (SC|TC)$/.test(f) // Chinese is not among the scripts: 57 MB of tarball each
);
const cmaps = new Map<string, Set<number>>([["Inter", coverage(await Deno.readFile(INTER))]]);

/**
 * The letters (grapheme clusters) of `text` that the renderer has no glyph
 * for: each is drawn alone in a cell of one grid, white on black, after a
 * private-use character no font has, whose cell shows what a missing glyph
 * looks like (Inter's empty box); a letter's cell that is blank or the same
 * as that one is missing.
 */
async function missingGlyphs(text: string, lang: string): Promise<string[]> {
  const letters = [
    "\u{10fffd}",
    ...new Intl.Segmenter(lang, { granularity: "grapheme" }).segment(text),
  ]
    .map((letter) => typeof letter === "string" ? letter : letter.segment)
    .filter((letter) => letter.trim());
  const [cell, columns] = [80, 16];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cell * columns}" height="${
      cell * Math.ceil(letters.length / columns)
    }"><rect width="100%" height="100%" fill="#000"/>`,
    ...letters.map((letter, i) =>
      `<text x="${(i % columns) * cell + 10}" y="${Math.floor(i / columns) * cell + 60}" ` +
      `font-family="Inter" font-size="56" fill="#fff">${xmlText(letter)}</text>`
    ),
    "</svg>",
  ].join("");
  const png = await decodePng(await drawPng(svg, cell * columns));
  const ink = (i: number) => {
    const rows = [];
    for (let y = Math.floor(i / columns) * cell; y < (Math.floor(i / columns) + 1) * cell; y++) {
      const from = (y * png.width + (i % columns) * cell) * 4;
      rows.push(png.pixels.subarray(from, from + cell * 4).join());
    }
    return rows.join("|");
  };
  const [box, blank] = [ink(0), Array(cell).fill(Array(cell).fill("0,0,0,255").join()).join("|")];
  return letters.filter((_, i) => i && (ink(i) === box || ink(i) === blank));
}

Deno.test({
  name: "a share card in every script is drawn with a glyph for each of its letters",
  sanitizeResources: false,
  async fn(t) {
    for (const family of families) {
      await fetchFont(family);
      const gzip = await Deno.readFile(new URL(`${fontFile(family)}.gz`, FONT_DIR));
      const ttf = new Blob([gzip]).stream().pipeThrough(new DecompressionStream("gzip"));
      cmaps.set(family, coverage(await new Response(ttf).bytes()));
    }
    for (const [script, lang, title] of SAMPLES) {
      await t.step(script, async () => {
        const page = { ...site.pages[0], title };
        const svg = await shareCardSvg({ ...site, lang }, page);
        const lines = [...svg.matchAll(/<text [^>]*>([^<]*)</g)].map(([, text]) => text);
        const titleLines = lines.filter((text) => title.includes(text.replace(/…$/, "")));
        assert.ok(titleLines.length >= 2, `${script}: the title wraps (${titleLines.length})`);
        assert.equal(
          titleLines.join(lang === "ja" || lang === "th" ? "" : " "),
          title,
          `${script}: wrapped between words, nothing lost`,
        );
        const own = fontsFor(title, lang);
        assert.equal(own.length, ["Latin", "Cyrillic", "Greek"].includes(script) ? 0 : 1, script);
        const fonts = ["Inter", ...own].map((family) => cmaps.get(family)!);
        for (const text of lines) {
          const missing = [...text].filter((c) =>
            c !== " " && !fonts.some((font) => font.has(c.codePointAt(0)!))
          );
          assert.deepEqual(missing, [], `${script}: "${text}" in Inter and ${own}`);
        }
        const fromRight = (svg.match(/text-anchor="end"/g) ?? []).length;
        assert.equal(
          fromRight,
          lang === "ar" || lang === "he" ? lines.length - 1 : 0,
          "RTL set right",
        );
        assert.deepEqual(await missingGlyphs(title, lang), [], `${script}: drawn, one by one`);
        // The favicon draws the mark in the same fonts: the title's first letter, not a box.
        const icon = async (mark: string) => (await drawPng(faviconSvg(mark), 48)).join();
        const [mark] = new Intl.Segmenter(lang, { granularity: "grapheme" }).segment(title);
        const drawnMark = await icon(mark.segment);
        for (const none of ["\u{10fffd}", " "]) {
          assert.notEqual(drawnMark, await icon(none), script);
        }
        const png = await drawPng(svg, 1200);
        const out = Deno.env.get("CARDS_OUT");
        if (out) await Deno.writeFile(`${out}/${script}.png`, png);
      });
    }
  },
});

/** `text` drawn white on black, 56 pixels high, from x = 20, decoded. */
async function drawn(text: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">` +
    `<rect width="400" height="100" fill="#000"/>` +
    `<text x="20" y="70" font-family="Inter" font-size="56" fill="#fff">${text}</text></svg>`;
  return decodePng(await drawPng(svg, 400));
}

/** The columns where `a` and `b` (same size) differ, or where `a` has ink when `b` is not given. */
function columns(a: { width: number; pixels: Uint8Array }, b?: { pixels: Uint8Array }): number[] {
  const found = new Set<number>();
  for (let i = 0; i < a.pixels.length; i += 4) {
    if (b ? a.pixels[i] !== b.pixels[i] : a.pixels[i] > 0) found.add((i / 4) % a.width);
  }
  return [...found].sort((x, y) => x - y);
}

Deno.test({
  name: "a Devanagari vowel sign that takes its own space never overlaps the letter after it",
  sanitizeResources: false,
  async fn() {
    await fetchFont("Noto Sans Devanagari");
    // ि is written before its consonant, ा and ी after it: each takes its own width.
    for (const [first, next] of [["कि", "का"], ["का", "कि"], ["की", "मि"], ["हिं", "दी"]]) {
      const alone = await drawn(first);
      const both = await drawn(first + next);
      const ink = columns(alone);
      const added = columns(both, alone);
      assert.ok(ink.length && added.length, `${first} and ${next} are drawn`);
      // The headline (शिरोरेखा) joins letters: the next cluster may touch, not reach into, the first.
      assert.ok(
        added[0] >= ink.at(-1)! - 2,
        `"${next}" starts at x = ${added[0]}, inside "${first}", which ends at x = ${ink.at(-1)}`,
      );
    }
  },
});

Deno.test({
  name: "a right-to-left title with a number in it is drawn from the right, the number kept whole",
  sanitizeResources: false,
  async fn() {
    await fetchFont("Noto Sans Hebrew");
    // Drawn end-anchored at x = 380: the first word is the rightmost, "10%" reads left to right.
    const ends = async (text: string) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">` +
        `<rect width="400" height="100" fill="#000"/><text x="380" y="70" text-anchor="end" ` +
        `font-size="40" fill="#fff">${text}</text></svg>`;
      const ink = columns(await decodePng(await drawPng(svg, 400)));
      return [ink[0], ink.at(-1)!];
    };
    const [line, first, number] = [
      await ends("כתב 10% הנחה"),
      await ends("כתב"),
      await ends("10%"),
    ];
    assert.ok(
      Math.abs(line[1] - first[1]) <= 1,
      `"כתב" ends the line on the right: ${line}, ${first}`,
    );
    const numberWidth = number[1] - number[0];
    assert.ok(line[1] - line[0] > first[1] - first[0] + numberWidth, "all three words are drawn");
  },
});
