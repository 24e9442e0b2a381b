/**
 * `deno task bench:weight`: bytes transferred to show a page, in headless
 * Chromium with a cold cache, at phone (390) and desktop (1280) widths: the
 * document, CSS, scripts, fonts and every image the page does not load lazily
 * (lazy images are left out: they load only when scrolled to), as sent over
 * the wire (compressed) with their headers. Serves CONTENT_DIR (default
 * ./content). Budget (issue: a site that wins clients): under 60 KB for a page
 * with images above the fold.
 */
import { join } from "node:path";
import { loadContent } from "../lib/content/load.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../tests/_chromium.ts";
import { startServer } from "../tests/_server.ts";

const BUDGET = 60 * 1024;
const root = new URL("..", import.meta.url).pathname;
const contentDir = Deno.env.get("CONTENT_DIR") || "./content";
const raw = await loadContent(join(root, contentDir));
const paths = [...raw.pages.map((p) => p.path), ...raw.projects.map((p) => `/work/${p.slug}/`)];

const server = await startServer({ contentDir });
const { chromium } = await import("playwright-core");
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
const rows: string[] = [];
let over = 0;
try {
  for (const width of [390, 1280]) {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      const sizes: Promise<[string, number]>[] = [];
      page.on("requestfinished", (request) => {
        sizes.push(
          request.sizes().then((s) => [request.url(), s.responseBodySize + s.responseHeadersSize]),
        );
      });
      await page.goto(server.url + path, { waitUntil: "networkidle" });
      const lazy = new Set(
        await page.$$eval(
          'img[loading="lazy"]',
          (imgs) => imgs.map((i) => (i as HTMLImageElement).src),
        ),
      );
      const eager = (await Promise.all(sizes)).filter(([url]) => !lazy.has(url));
      const bytes = eager.reduce((sum, [, n]) => sum + n, 0);
      const pictures = eager.filter(([url]) => /\/images\//.test(url)).length;
      if (bytes > BUDGET) over++;
      rows.push(
        `| ${path} | ${width} | ${(bytes / 1024).toFixed(1)} KB | ${eager.length} | ${pictures} |`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log("| page | width | transferred (no lazy images) | requests | pictures above the fold |");
console.log("| --- | --- | --- | --- | --- |");
for (const row of rows) console.log(row);
console.log(`\nBudget 60 KB: ${over ? `${over} page(s) over` : "every page under"}`);
if (over) Deno.exitCode = 1;
