/**
 * Share cards in every script the issue names: each sample title is drawn on
 * a fixture owner's card, and every character of every line is proved to be
 * in the cmap of Inter or of the one Noto Sans that build/fonts.ts fetches
 * from the npm registry for that script, the fonts the renderer draws with.
 * The fonts are fetched into `_fresh/fonts/` as the build would (network).
 * `CARDS_OUT=dir` also writes each card's PNG there, to look at.
 */
import assert from "node:assert/strict";
import { fixtureSite } from "./_site.ts";
import { coverage, fetchFont, FONT_DIR, fontFile, fontsFor, SCRIPT_FONTS } from "../build/fonts.ts";
import { drawPng } from "../lib/site/pictures/raster.ts";
import { shareCardSvg } from "../lib/site/pictures/share_card.ts";

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
        const lines = [...svg.matchAll(/<text [^>]*>([^<]*)</g)]
          .map(([, text]) => text.replaceAll("\u0e4d\u0e32", "\u0e33")); // Thai ำ is drawn as ํ + า
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
          const missing = [...text.replaceAll("\u0e33", "\u0e4d\u0e32")].filter((c) =>
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
        const png = await drawPng(svg, 1200);
        const out = Deno.env.get("CARDS_OUT");
        if (out) await Deno.writeFile(`${out}/${script}.png`, png);
      });
    }
  },
});
