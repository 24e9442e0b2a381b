/**
 * A case study's pictures as a client sees them, in real headless Chromium at
 * a laptop's 1280×800 on the complete fixture owner: each screen on a row of
 * its own, a screenshot (a PNG) as wide as the page allows, and a drawing (an
 * SVG), which shows no shipped work, smaller, as a cover and as a screen, and not at all as
 * a card's cover in the list of work.
 * Runs like tests/browser_test.ts (a child `deno test -A` when permissions
 * are fewer).
 */
import assert from "node:assert/strict";
import { browserTest } from "./_chromium.ts";
import { startServer } from "./_server.ts";

browserTest(
  "a screenshot is shown as wide as the page, a drawing smaller, and no drawing covers a card",
  import.meta.url,
  async (_t, browser) => {
    const server = await startServer();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      // The fixture's case study with an SVG cover, an SVG screen and a PNG screen (1000 px wide).
      await page.goto(`${server.url}/work/selo/`);
      const seen = await page.evaluate(() => {
        const width = (e: Element | null) => e ? e.getBoundingClientRect().width : -1;
        const screens = document.querySelector(".screens")!;
        const img = (ending: string) => screens.querySelector(`img[src*="${ending}"]`);
        return {
          column: width(document.querySelector(".results")),
          list: width(screens),
          rows: [...screens.children].map(width),
          cover: width(document.querySelector("img.cover")),
          photo: width(img(".png?")),
          drawing: width(img(".svg?")),
        };
      });
      assert.ok(seen.column > 1000, `the page's column is ${seen.column}px at 1280`);
      assert.equal(seen.list, seen.column, "the screens take the page's width");
      assert.deepEqual(seen.rows, [seen.list, seen.list], "each screen on a row of its own");
      assert.equal(seen.photo, 1000, "the screenshot at its own width, all of it in the column");
      assert.ok(
        seen.cover > 0 && seen.cover <= seen.column * 0.6,
        `a drawing cover is smaller: ${seen.cover}px of ${seen.column}px`,
      );
      assert.ok(
        seen.drawing > 0 && seen.drawing < seen.photo * 0.6,
        `a drawing screen is smaller than the screenshot: ${seen.drawing}px`,
      );
      // In the list of work a drawing is no cover at all (the fixture's covers are all drawings).
      await page.goto(`${server.url}/work/`);
      assert.ok(await page.locator(".project-card").count() >= 2, "the fixture's cards");
      const covers = await page.locator("img.card-cover").evaluateAll((imgs) =>
        imgs.map((img) => img.getAttribute("src"))
      );
      assert.deepEqual(covers, [], "no card has a drawing for its cover");
    } finally {
      await context.close();
      await server.close();
    }
  },
);
