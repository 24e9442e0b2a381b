/**
 * The fonts pictures draw each script in beyond Inter (Latin, Greek,
 * Cyrillic): Noto Sans Bold, one TTF per script from its npm package.
 * `deno task build` (build/fonts.ts) fetches those the content's words need
 * into `FONT_DIR`; the renderer (raster.ts) reads those an SVG names. resvg
 * shapes a run of text in the script of its first letter, so each run is
 * given the family of its own script first (`families`).
 *
 * @example
 * ```ts
 * families("中村 葵", "ja"); // "Noto Sans JP, Inter"
 * ```
 */

/** One script's font: its family, the scripts it draws, on sites in which languages. */
export interface ScriptFont {
  family: string;
  /** Unicode script names (`\p{Script=…}`) this font draws. */
  scripts: string[];
  /** When set, the font is chosen for these scripts only on a site in a matching language. */
  lang?: RegExp;
}

/** First match wins for a script: Han is Korean on a Korean site, Chinese on a Chinese one, else Japanese. */
export const SCRIPT_FONTS: ScriptFont[] = [
  { family: "Noto Sans KR", scripts: ["Hangul"] },
  { family: "Noto Sans KR", scripts: ["Han"], lang: /^ko\b/ },
  { family: "Noto Sans TC", scripts: ["Han"], lang: /^zh-(Hant|TW|HK|MO)\b/i },
  { family: "Noto Sans SC", scripts: ["Han"], lang: /^zh\b/ },
  { family: "Noto Sans JP", scripts: ["Han", "Hiragana", "Katakana"] },
  { family: "Noto Sans Arabic", scripts: ["Arabic"] },
  { family: "Noto Sans Hebrew", scripts: ["Hebrew"] },
  { family: "Noto Sans Devanagari", scripts: ["Devanagari"] },
  { family: "Noto Sans Thai", scripts: ["Thai"] },
];

/** The file of `family`'s bold face: `NotoSansJP_700Bold.ttf`, kept gzipped in `FONT_DIR`. */
export function fontFile(family: string): string {
  return `${family.replaceAll(" ", "")}_700Bold.ttf`;
}

/** Where the build puts the fetched fonts, beside the island bundles (gitignored). */
export const FONT_DIR = new URL("../../../_fresh/fonts/", import.meta.url);

/** The families `text` needs on a site in `lang`, one per script it uses, Latin left to Inter. */
export function fontsFor(text: string, lang: string): string[] {
  const chosen = new Set<string>();
  for (const script of new Set(SCRIPT_FONTS.flatMap((font) => font.scripts))) {
    if (!new RegExp(`\\p{Script=${script}}`, "u").test(text)) continue;
    const font = SCRIPT_FONTS.find((f) =>
      f.scripts.includes(script) && (f.lang?.test(lang) ?? true)
    );
    if (font) chosen.add(font.family);
  }
  return [...chosen];
}

/** The `font-family` of a run of `text`: its scripts' fonts first, then Inter. */
export function families(text: string, lang: string): string {
  return [...fontsFor(text, lang), "Inter"].join(", ");
}
