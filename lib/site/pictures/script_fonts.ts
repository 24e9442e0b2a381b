/**
 * The fonts pictures draw each script in beyond Inter (Latin, Greek,
 * Cyrillic): Noto Sans Bold, which `deno task build` fetches from npm for the
 * scripts the content uses (build/fonts.ts). resvg shapes a run in the script
 * of its first letter, so a run names its own script's font first.
 *
 * @example
 * ```ts
 * families("中村 葵", "ja"); // "Noto Sans JP, Inter"
 * ```
 */

/** Per script, the first font whose `lang` (if any) matches the site's: Han is Korean in `ko`, Chinese in `zh`, else Japanese. */
export const SCRIPT_FONTS: { family: string; scripts: string[]; lang?: RegExp }[] = [
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

/** Where the build keeps the fetched fonts gzipped, beside the island bundles (gitignored). */
export const FONT_DIR = new URL("../../../_fresh/fonts/", import.meta.url);

/** The file of `family`'s bold face: `NotoSansJP_700Bold.ttf` (`.gz` in `FONT_DIR`). */
export function fontFile(family: string): string {
  return `${family.replaceAll(" ", "")}_700Bold.ttf`;
}

/** The families `text` needs on a site in `lang`, one per script it uses, Latin left to Inter. */
export function fontsFor(text: string, lang: string): string[] {
  const scripts = new Set(SCRIPT_FONTS.flatMap((font) => font.scripts));
  return [
    ...new Set(
      [...scripts].filter((s) => new RegExp(`\\p{sc=${s}}`, "u").test(text)).map((s) =>
        SCRIPT_FONTS.find((f) => f.scripts.includes(s) && (f.lang?.test(lang) ?? true))!.family
      ),
    ),
  ];
}

/** The `font-family` of a run of `text`: its scripts' fonts first, then Inter. */
export function families(text: string, lang: string): string {
  return [...fontsFor(text, lang), "Inter"].join(", ");
}
