/**
 * `deno task build`'s fonts step and `check`'s font coverage. The words the
 * pictures draw (page titles, the owner's and the site's names, the mark) are
 * read for their scripts; for each script beyond Inter's (Latin, Greek,
 * Cyrillic) the build fetches its Noto Sans Bold TTF from the npm registry
 * into `_fresh/fonts/`, where the renderer (lib/site/pictures/raster.ts) finds
 * it and draws there every letter Inter lacks. Only that one file is kept,
 * gzipped: the tarball is checked against its pinned integrity, read in memory
 * and dropped, so a Japanese owner's install grows by 3.2 MB, not by the
 * package's 49 MB of every weight, and an owner who writes only Latin fetches
 * nothing. `check` then names every character that no font present covers,
 * with its file and field.
 *
 * @example
 * ```sh
 * deno task build   # "Fetched Noto Sans JP (3.2 MB) into _fresh/fonts/"
 * ```
 */
import type { Config } from "../lib/config.ts";
import type { Site } from "../lib/content/model.ts";

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

/** Where the fetched fonts are kept gzipped, beside the island bundles (gitignored); raster.ts reads them. */
export const FONT_DIR = new URL("../_fresh/fonts/", import.meta.url);

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

/** Each family's npm package and its tarball's integrity, as `npm view <package> dist.integrity` prints. */
const PACKAGES: Record<string, [string, string]> = {
  "Noto Sans JP": [
    "@expo-google-fonts/noto-sans-jp@0.4.3",
    "Fl+Z6vtD24HFAYsvzB0S9Nery1ly16B9PesdY0wBd+wEHAvkNglnkTUspU0HqGOubkmoa8zusJrKv6vDx1o70A==",
  ],
  "Noto Sans KR": [
    "@expo-google-fonts/noto-sans-kr@0.4.3",
    "EVS/uJPcf1TgJtjmQmrFr0oGdcl7ml09CSu0E/AyGzR0UfzdR2pBbzWWPsnuzZiGUl643ODYwYiXK5+B+fLjhQ==",
  ],
  "Noto Sans SC": [
    "@expo-google-fonts/noto-sans-sc@0.4.3",
    "9rAwdFTFHbO/u6Cs0gj2jZbW74TGIiaFNQnXYH2s5wA1bzVkwbaviL4t8YUV642eGYjg86eH6DkAEQmfNHDncQ==",
  ],
  "Noto Sans TC": [
    "@expo-google-fonts/noto-sans-tc@0.4.3",
    "69XAOTLPz0WlAxL6qJEKlDMxHsBd4J1M39HjV0gPF2o1xWVALOsVWvDgistnecVockA9wbU/tH5C/gyS2PdnHg==",
  ],
  "Noto Sans Arabic": [
    "@expo-google-fonts/noto-sans-arabic@0.4.3",
    "YvtxyuegxPegu2g5urXJ+gQxRp8i798nQswTmEjwXOWR/fqy0Gvey6h5IoNRBrc43SxRxPezqCiR9ivpfPAXSg==",
  ],
  "Noto Sans Hebrew": [
    "@expo-google-fonts/noto-sans-hebrew@0.4.1",
    "NR3vP6GT/hSINLrk4JHJBQnuzh/C1mlMrphNlI2dQaO53a3oTjSRoG4JyYb1B6bHadjsGh0wPZbT4kMJBKjT/w==",
  ],
  "Noto Sans Devanagari": [
    "@expo-google-fonts/noto-sans-devanagari@0.4.1",
    "26boYPNKGP1r4R5MxsMAY/zCQOwiXLOJzX8sh1a2oEWyQurQsyniaCv4992c+9jjwshEEt2NNVv5GcnyzaL7QQ==",
  ],
  "Noto Sans Thai": [
    "@expo-google-fonts/noto-sans-thai@0.4.2",
    "PGBBBDGfJJ/5y2hNweLBZWD4YmVT4uOO4chsOPXyl0TktaBJamDKVKv/WbGiDTeBGdkegLiytsWo+lhnkHP5qA==",
  ],
};

/** The registry npm itself would use (`NPM_CONFIG_REGISTRY`, as Deno reads it too). */
function registry(): string {
  return (Deno.env.get("NPM_CONFIG_REGISTRY") ?? "https://registry.npmjs.org/").replace(
    /\/?$/,
    "/",
  );
}

/** One text a picture draws, with where the owner wrote it. */
export interface PictureText {
  file: string;
  field: string;
  text: string;
  lang: string;
}

/** Every text the site's pictures draw, in every language. */
export function pictureTexts(site: Site, config: Config): PictureText[] {
  const dir = config.contentDir.replace(/\/+$/, "");
  return [site, ...site.translations].flatMap((language, i) => {
    const at = (rel: string) => `${dir}/${i ? `${language.lang}/` : ""}${rel}`;
    const { lang } = language;
    return [
      { file: at("site.yaml"), field: "name", text: language.name, lang },
      { file: at("site.yaml"), field: "mark", text: language.mark, lang },
      { file: at("profile.md"), field: "name", text: language.profile.name, lang },
      ...language.pages.map((page) =>
        page.project
          ? { file: at(`projects/${page.project.slug}.md`), field: "title", text: page.title, lang }
          : { file: at("site.yaml"), field: `pages (${page.path}): title`, text: page.title, lang }
      ),
    ];
  });
}

/** The families `texts` need beyond Inter, each once. */
export function familiesNeeded(texts: PictureText[]): string[] {
  return [...new Set(texts.flatMap(({ text, lang }) => fontsFor(text, lang)))];
}

/**
 * Puts `family`'s TTF in `_fresh/fonts/` unless it is there, fetching its npm
 * package; returns the file's size in bytes and whether it was fetched now.
 */
export async function fetchFont(family: string): Promise<{ bytes: number; fetched: boolean }> {
  const target = new URL(`${fontFile(family)}.gz`, FONT_DIR);
  const there = await Deno.stat(target).catch(() => undefined);
  if (there) return { bytes: there.size, fetched: false };
  const [spec, integrity] = PACKAGES[family];
  const name = spec.slice(0, spec.lastIndexOf("@"));
  const url = `${registry()}${name}/-/${name.split("/").pop()}-${spec.slice(name.length + 1)}.tgz`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Cannot fetch ${spec} for ${family}: ${url} answered ${res.status}`);
  const tgz = new Uint8Array(await res.arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-512", tgz));
  if (btoa(String.fromCharCode(...digest)) !== integrity) {
    throw new Error(
      `Cannot use ${spec}: its tarball does not match the integrity build/fonts.ts pins`,
    );
  }
  const ttf = tarEntry(await piped(tgz, new DecompressionStream("gzip")), family);
  const gzip = await piped(ttf, new CompressionStream("gzip"));
  await Deno.mkdir(FONT_DIR, { recursive: true });
  const part = new URL(`${fontFile(family)}.part`, FONT_DIR);
  await Deno.writeFile(part, gzip);
  await Deno.rename(part, target);
  return { bytes: gzip.byteLength, fetched: true };
}

/** `bytes` through a (de)compression stream. */
function piped(bytes: Uint8Array<ArrayBuffer>, through: CompressionStream | DecompressionStream) {
  return new Response(new Blob([bytes]).stream().pipeThrough(through)).bytes();
}

/** The bold TTF of `family` from an npm tarball (512-byte ustar headers, each file padded to 512). */
function tarEntry(tar: Uint8Array, family: string): Uint8Array<ArrayBuffer> {
  const want = `package/700Bold/${fontFile(family)}`;
  const ascii = (from: number, to: number) =>
    new TextDecoder().decode(tar.subarray(from, to)).replace(/\0.*$/s, "");
  for (let at = 0; at + 512 <= tar.length && tar[at];) {
    const size = parseInt(ascii(at + 124, at + 136).trim(), 8);
    const prefix = ascii(at + 345, at + 500);
    if ((prefix ? `${prefix}/` : "") + ascii(at, at + 100) === want) {
      return tar.slice(at + 512, at + 512 + size);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error(`Cannot find ${want} in the npm package of ${family}`);
}

/**
 * Fetches the fonts `texts` need; one line for each fetched. Fonts no longer
 * needed are left (a test may be drawing with them): they cost a card only
 * the time to read them, and a fresh clone, as Deploy builds, has none.
 */
export async function installFonts(texts: PictureText[]): Promise<string[]> {
  const lines = [];
  const needed = familiesNeeded(texts);
  for (const family of needed) {
    const { bytes, fetched } = await fetchFont(family);
    if (fetched) {
      lines.push(`Fetched ${family} (${(bytes / 1e6).toFixed(1)} MB) into _fresh/fonts/`);
    }
  }
  return lines;
}

/** The characters a TTF or OTF maps (its `cmap`, formats 4 and 12). */
export function coverage(font: Uint8Array): Set<number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = view.getUint16(4);
  let cmap = 0;
  for (let i = 0; i < tables; i++) {
    if (view.getUint32(12 + 16 * i) === 0x636d6170) cmap = view.getUint32(12 + 16 * i + 8);
  }
  const covered = new Set<number>();
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const at = cmap + view.getUint32(cmap + 4 + 8 * i + 4);
    const format = view.getUint16(at);
    if (format === 12) {
      for (let g = 0; g < view.getUint32(at + 12); g++) {
        const group = at + 16 + 12 * g;
        const end = view.getUint32(group + 4);
        for (let c = view.getUint32(group); c <= end; c++) covered.add(c);
      }
    } else if (format === 4) {
      const segments = view.getUint16(at + 6) / 2;
      for (let s = 0; s < segments; s++) {
        const end = view.getUint16(at + 14 + 2 * s);
        const start = view.getUint16(at + 16 + 2 * segments + 2 * s);
        const delta = view.getInt16(at + 16 + 4 * segments + 2 * s);
        const rangeAt = at + 16 + 6 * segments + 2 * s;
        const range = view.getUint16(rangeAt);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = range ? view.getUint16(rangeAt + range + 2 * (c - start)) : c + delta;
          if (glyph & 0xffff) covered.add(c);
        }
      }
    }
  }
  return covered;
}

/** What the fonts in `_fresh/fonts/` and Inter cover, read once. */
async function fontsPresent(): Promise<Set<number>[]> {
  const inter = new URL("../lib/site/pictures/fonts/Inter_700Bold.ttf", import.meta.url);
  const fetched = await Promise.all(
    (await fontFiles()).map(async (file) =>
      coverage(await piped(await Deno.readFile(file), new DecompressionStream("gzip")))
    ),
  );
  return [coverage(await Deno.readFile(inter)), ...fetched];
}

/** The fonts fetched into `_fresh/fonts/`. */
async function fontFiles(): Promise<URL[]> {
  const files = [];
  try {
    for await (const entry of Deno.readDir(FONT_DIR)) {
      if (entry.name.endsWith(".ttf.gz")) files.push(new URL(entry.name, FONT_DIR));
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error; // none fetched yet
  }
  return files;
}

/**
 * One note per text with characters no font present covers, naming them and
 * their file and field; a script the build fetches a font for says to build.
 */
export async function uncoveredNotes(texts: PictureText[]): Promise<string[]> {
  const fonts = await fontsPresent();
  const notes: string[] = [];
  for (const { file, field, text, lang } of texts) {
    const missing = [...new Set(text)].filter((c) =>
      /[^\s\p{Cc}\p{Cf}]/u.test(c) && !fonts.some((font) => font.has(c.codePointAt(0)!))
    );
    if (!missing.length) continue;
    const named = missing.map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase()})`);
    const fetchable = fontsFor(missing.join(""), lang);
    notes.push(
      `${file}: ${field} has characters no font covers, drawn as nothing in share cards and the favicon: ${
        named.join(", ")
      }${
        fetchable.length
          ? `: run "deno task build" to fetch ${fetchable.join(", ")}`
          : ": write them otherwise, or leave them out of pictures"
      }`,
    );
  }
  return notes;
}
