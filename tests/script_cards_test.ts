/**
 * Share cards in every script the issue names: each sample title is drawn on
 * a fixture owner's card, and every character of every line is proved to be
 * in the cmap of a font that line names and the renderer loads (Inter, or the
 * script's Noto Sans that build/fonts.ts fetches from the npm registry). The
 * fonts are fetched into `_fresh/fonts/` as the build would (network: npm).
 * `CARDS_OUT=dir` also writes each card's PNG there, to look at.
 */
import assert from "node:assert/strict";
import { fixtureSite } from "./_site.ts";
import { coverage, fetchFont } from "../build/fonts.ts";
import { drawPng } from "../lib/site/pictures/raster.ts";
import { shareCardSvg } from "../lib/site/pictures/share_card.ts";
import { FONT_DIR, fontFile, SCRIPT_FONTS } from "../lib/site/pictures/script_fonts.ts";

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

Deno.test({
  name: "a share card in every script names fonts that cover each of its characters",
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
        const svg = shareCardSvg({ ...site, lang }, page);
        const lines = [...svg.matchAll(/font-family="([^"]+)"[^>]*>([^<]*)</g)]
          .map(([, named, text]) => [named, text.replaceAll("\u0e4d\u0e32", "\u0e33")]); // Thai ำ is drawn as ํ + า
        const titleLines = lines.filter(([, text]) => title.includes(text.replace(/…$/, "")));
        assert.ok(titleLines.length >= 2, `${script}: the title wraps (${titleLines.length})`);
        assert.equal(
          titleLines.map(([, text]) => text).join(lang === "ja" || lang === "th" ? "" : " "),
          title,
          `${script}: wrapped between words, nothing lost`,
        );
        for (const [named, text] of lines) {
          const fonts = named.split(", ").map((family) => cmaps.get(family)!);
          const drawn = text.replaceAll("\u0e33", "\u0e4d\u0e32");
          const missing = [...drawn].filter((c) =>
            c !== " " && !fonts.some((font) => font?.has(c.codePointAt(0)!))
          );
          assert.deepEqual(missing, [], `${script}: "${text}" in ${named}`);
          if (
            script !== "Latin" && script !== "Cyrillic" && script !== "Greek" &&
            text === titleLines[0][1]
          ) {
            assert.notEqual(named, "Inter", `${script}: its own font first`);
          }
        }
        const fromRight = (svg.match(/text-anchor="end"/g) ?? []).length;
        assert.equal(
          fromRight,
          lang === "ar" || lang === "he" ? lines.length - 1 : 0,
          "RTL set right",
        );
        const png = await drawPng(svg, 1200);
        const out = Deno.env.get("CARDS_OUT");
        if (out) await Deno.writeFile(`${out}/${script}.png`, png);
      });
    }
  },
});
