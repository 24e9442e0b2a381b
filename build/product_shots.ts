/**
 * `deno task shots`: the case studies' pictures of real screens, made again
 * from their sources. Each `images/src/<name>.html` of the content folder
 * (`CONTENT_DIR`, default ./content) is a small self-contained page of one
 * product, in that product's own design and with plausible data; this opens
 * it in headless Chromium at 1120×700 CSS pixels (16:10, the cards' covers'
 * shape) and 1.5 device pixels each, and writes what it shows as
 * `images/<name>.webp` (1680×1050, lossy WebP at quality 82), which the
 * projects then name as their `cover` or `screenshots`. The site offers it
 * at 480, 960 and 1440 pixels wide as well (lib/site/pictures/responsive.ts).
 * Which products exist is read from the content folder alone: nothing here
 * names one. `deno task shots jantahr` makes only the sources whose name
 * starts with an argument.
 */
import { join } from "node:path";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/_chromium.ts";

/** The page's size in CSS pixels, and the device pixels per CSS pixel. */
const VIEWPORT = { width: 1120, height: 700 };
const SCALE = 1.5;
/** WebP quality: text stays crisp at 82, and a screen weighs tens of kilobytes. */
const QUALITY = 82;

const root = new URL("..", import.meta.url).pathname;
const contentDir = join(root, Deno.env.get("CONTENT_DIR") || "content");

/** The sources in `dir` (`<name>.html`) whose name starts with one of `only` (all, without). */
export async function sources(dir: string, only: string[]): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const name = entry.name.replace(/\.html$/, "");
    if (!entry.isFile || name === entry.name) continue;
    if (only.length === 0 || only.some((o) => name.startsWith(o))) names.push(name);
  }
  return names.sort();
}

/** A PNG screenshot as WebP. */
async function toWebp(png: Uint8Array): Promise<Uint8Array> {
  const [{ default: decode }, { default: encode }] = await Promise.all([
    import("@jsquash/png/decode.js"),
    import("@jsquash/webp/encode.js"),
  ]);
  const image = await decode(png.slice().buffer);
  return new Uint8Array(await encode(image, { quality: QUALITY, method: 6 }));
}

async function main(): Promise<void> {
  const dir = join(contentDir, "images/src");
  const names = await sources(dir, Deno.args);
  if (names.length === 0) {
    console.error(`No product pages in ${dir}: add <name>.html there, one per picture.`);
    Deno.exit(1);
  }
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: SCALE,
      colorScheme: "light",
      // The pages are self-contained: nothing may come from the network.
      offline: true,
    });
    const page = await context.newPage();
    for (const name of names) {
      await page.goto(`file://${join(dir, `${name}.html`)}`, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const webp = await toWebp(await page.screenshot({ type: "png" }));
      const file = join(contentDir, "images", `${name}.webp`);
      await Deno.writeFile(file, webp);
      console.log(`Wrote ${file} (${webp.byteLength} bytes)`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

if (import.meta.main) await main();
