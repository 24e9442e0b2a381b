/**
 * `deno task screenshots [folder]`: photographs the site in headless
 * Chromium as visitors see it, for review and for the README: home, the work, the first
 * case study, the writing and its first article, about, contact, services, pricing, the FAQ, the developers guide and the CV, at 1280 and 390 pixels wide, in the light and dark
 * themes, each the full page. Serves `CONTENT_DIR` (default ./content) with
 * the real server on a free loopback port. Written as JPEG (mozjpeg quality 40,
 * small enough to commit) to `docs/screenshots/<owner>/` (`sample` for ./content, else
 * the content folder's name) unless a folder is given (then PNG), with each page's share card
 * (`<name>-card.png`), and the README's picture, the
 * first screen of the home page at 1280 wide in the light theme, as
 * `docs/screenshot.png` (the sample owner only). The search page searches for the first case study's
 * name (or `SEARCH`). `PAGES` (names or paths, comma-separated: `contact,search`,
 * `cv/,writing/x/`) limits the pages photographed; each CV variant is `cv-<slug>`.
 * `deno task screenshots --catalogues` photographs every shipped catalogue instead (`catalogueShots`;
 * `LANGS=ar,hi` limits them).
 */
import { basename, join } from "node:path";
import { loadContent } from "../lib/content/load.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/_chromium.ts";
import { copyContent, startServer } from "../tests/_server.ts";
import { fetchFont, FONT_DIR, fontFile, fontsFor } from "./fonts.ts";

const root = new URL("..", import.meta.url).pathname;
const contentDir = Deno.env.get("CONTENT_DIR") || "./content";
const owner = basename(contentDir) === "content" ? "sample" : basename(contentDir);
const folder = Deno.args[0] === "--catalogues" ? undefined : Deno.args[0];
const out = folder ?? join(root, "docs/screenshots", owner);
const type = folder ? "png" : "jpeg";

/** A JPEG re-encoded by mozjpeg at quality 40, progressive. */
async function smaller(jpeg: Uint8Array): Promise<Uint8Array> {
  const { decode, encode } = await import("@jsquash/jpeg");
  const image = await decode(jpeg.slice().buffer);
  return new Uint8Array(await encode(image, { quality: 40, progressive: true }));
}

const raw = await loadContent(join(root, contentDir));
const pages: [string, string][] = [["home", "/"]];
if (raw.projects[0]) {
  pages.push(["work", "/work/"], ["case-study", `/work/${raw.projects[0].slug}/`]);
}
if (raw.articles[0]) {
  pages.push(["writing", "/writing/"], ["article", `/writing/${raw.articles[0].slug}/`]);
}
for (const name of ["about", "contact", "services", "pricing", "faq", "developers"]) {
  if (raw.pages.some((p) => p.path === `/${name}/`)) pages.push([name, `/${name}/`]);
}
pages.push(["cv", "/cv/"]);
for (const { slug } of raw.profile.cv_variants ?? []) pages.push([`cv-${slug}`, `/cv/${slug}/`]);
const query = Deno.env.get("SEARCH") || raw.projects[0]?.name || raw.profile.name;
pages.push(["search", `/search/?q=${encodeURIComponent(query)}`]);
const only = Deno.env.get("PAGES")?.split(",").filter(Boolean); // an empty PAGES is no limit
// A path in PAGES (`writing/`, `/writing/x/`) is photographed too, named after it.
for (const path of only?.filter((p) => p.includes("/")) ?? []) {
  const url = `/${path.replace(/^\//, "")}`;
  pages.push([url.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home", url]);
}
if (only?.length) {
  const paths = only.map((p) => `/${p.replace(/^\//, "")}`);
  pages.splice(
    0,
    pages.length,
    ...pages.filter(([n, url]) => only.includes(n) || paths.includes(url)),
  );
}

// The share cards draw the content's scripts with the fonts `deno task build` fetches: fetched here
// too, or a Japanese owner's card shows a NO GLYPH box for each letter.
for (const family of fontsFor(JSON.stringify(raw), raw.site.lang ?? "en")) await fetchFont(family);
const { chromium } = await import("playwright-core");
const fonts = Deno.args[0] === "--catalogues" ? await missingFonts(catalogueLangs()) : undefined;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
  env: fonts ? { ...Deno.env.toObject(), FONTCONFIG_FILE: fonts } : undefined,
});

/** What `shoot` photographs: `pages` of `contentDir` into `out`, at `widths` in `schemes`, named with `prefix`. */
interface Shots {
  contentDir: string;
  out: string;
  pages: [string, string][];
  widths?: number[];
  schemes?: ("light" | "dark")[];
  prefix?: string;
}

/** Photographs each page, full length, and writes each page's share card (1280, light) once. */
async function shoot({ contentDir, out, pages, widths = [1280, 390], ...o }: Shots) {
  const { schemes = ["light", "dark"], prefix = "" } = o;
  await Deno.mkdir(out, { recursive: true });
  const server = await startServer({ contentDir });
  try {
    for (const width of widths) {
      for (const scheme of schemes) {
        const context = await browser.newContext({
          viewport: { width, height: width > 600 ? 800 : 844 },
          deviceScaleFactor: 1,
          colorScheme: scheme,
          isMobile: width < 600,
          hasTouch: width < 600,
        });
        const page = await context.newPage();
        page.setDefaultTimeout(180_000); // a long page on a busy machine takes more than 30 s
        for (const [name, path] of pages) {
          await page.goto(server.url + path, { waitUntil: "load" });
          // Lazy pictures load only near the screen: a full-page picture needs them all now.
          await page.evaluate(() => {
            for (const img of document.querySelectorAll("img")) img.loading = "eager";
          });
          await page.waitForFunction(() => [...document.images].every((i) => i.complete));
          // A large picture far down is painted only once decoded: decode them all first.
          await page.evaluate(() =>
            Promise.all([...document.images].map((i) => i.decode().catch(() => {})))
          );
          const file = join(
            out,
            `${prefix}${name}-${width}-${scheme}.${type === "png" ? "png" : "jpg"}`,
          );
          const shot = await page.screenshot({
            fullPage: true,
            type,
            quality: type === "png" ? undefined : 70,
          });
          // Committed: re-encoded by mozjpeg at quality 40, half the size, text still crisp (112 in 13.7 MB).
          await Deno.writeFile(file, type === "png" ? shot : await smaller(shot));
          console.log(`Wrote ${file}`);
          // Each page's share card, as a social network or chat shows it, once.
          // A page with no card (search) has none to write.
          const card = await page.evaluate(() =>
            document.querySelector('meta[property="og:image"]')?.getAttribute("content")
          );
          if (card && width === 1280 && scheme === "light") {
            const png = await fetch(new URL(new URL(card).pathname, server.url));
            await Deno.writeFile(join(out, `${prefix}${name}-card.png`), await png.bytes());
            console.log(`Wrote ${join(out, `${prefix}${name}-card.png`)}`);
          }
          if (
            name === "home" && width === 1280 && scheme === "light" && !folder &&
            owner === "sample" && !o.prefix
          ) {
            await page.screenshot({ path: join(root, "docs/screenshot.png") });
            console.log("Wrote docs/screenshot.png");
          }
        }
        await context.close();
      }
    }
  } finally {
    await server.close();
  }
}

/** The catalogues' languages, English first (`LANGS=ar,hi` limits them). */
function catalogueLangs(): string[] {
  const chosen = Deno.env.get("LANGS")?.split(",").filter(Boolean);
  const langs = [
    "en",
    ...[...Deno.readDirSync(join(root, "lib/content/catalogues"))]
      .flatMap((e) => e.name.endsWith(".yaml") ? [e.name.slice(0, -5)] : []).sort(),
  ];
  return langs.filter((l) => !chosen?.length || chosen.includes(l));
}

/**
 * A fontconfig file for Chromium that adds, for each of `langs` this machine has no font for
 * (Debian's here has none for Devanagari), the bold Noto Sans the share cards draw it with
 * (build/fonts.ts): the picture shows the words, if all in bold, not boxes. None when none lacks.
 */
async function missingFonts(langs: string[]): Promise<string | undefined> {
  const dir = await Deno.makeTempDir({ prefix: "fonts-" });
  let added = 0;
  for (const lang of langs) {
    const fc = await new Deno.Command("fc-list", { args: [`:lang=${lang}`] }).output();
    if (new TextDecoder().decode(fc.stdout).trim()) continue;
    const words = await Deno.readTextFile(join(root, `lib/content/catalogues/${lang}.yaml`));
    for (const family of fontsFor(words, lang)) {
      await fetchFont(family);
      const gz = await Deno.open(new URL(`${fontFile(family)}.gz`, FONT_DIR));
      const ttf = gz.readable.pipeThrough(new DecompressionStream("gzip"));
      await Deno.writeFile(join(dir, fontFile(family)), ttf);
      added++;
    }
  }
  const conf = `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
    `<include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir></fontconfig>`;
  await Deno.writeTextFile(join(dir, "fonts.conf"), conf);
  return added ? join(dir, "fonts.conf") : undefined;
}

/**
 * Each catalogue the kit ships, on a fixture whose `lang` is switched to it in a copy: its home and
 * contact at 390 wide in the light theme, as `docs/screenshots/catalogues/<lang>-….jpg`, for a
 * translator to check (issue #37, item 4).
 */
async function catalogueShots() {
  const langs = [
    "en",
    ...[...Deno.readDirSync(join(root, "lib/content/catalogues"))]
      .flatMap((e) => e.name.endsWith(".yaml") ? [e.name.slice(0, -5)] : []).sort(),
  ];
  const chosen = Deno.env.get("LANGS")?.split(",").filter(Boolean); // `LANGS=ar,hi`: those only
  for (const lang of langs.filter((l) => !chosen?.length || chosen.includes(l))) {
    const dir = await copyContent("tests/fixtures/minimal");
    try {
      const site = `${dir}/site.yaml`;
      Deno.writeTextFileSync(site, `lang: ${lang}\n` + Deno.readTextFileSync(site));
      await shoot({
        contentDir: dir,
        out: join(root, "docs/screenshots/catalogues"),
        pages: [["home", "/"], ["contact", "/contact/"]],
        widths: [390],
        schemes: ["light"],
        prefix: `${lang}-`,
      });
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  }
}

try {
  if (Deno.args[0] === "--catalogues") await catalogueShots();
  else await shoot({ contentDir, out, pages });
} finally {
  await browser.close();
}
