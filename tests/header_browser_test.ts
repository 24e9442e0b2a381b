/**
 * Header items keep their size on a phone, in real headless Chromium: the
 * logo tile, the language switch and the theme toggle measure at 390 px what
 * they measure at 1280 px, on the German fixture (a long bilingual brand) and
 * the full one; only the brand's name gives way.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { browserTest } from "./_chromium.ts";
import { startServers } from "./_server.ts";

const ITEMS = [".brand-mark", ".languages a", ".theme-toggle", ".nav-menu summary"];

/** Width and height of the first visible element of each of `ITEMS`, by selector. */
async function sizes(
  browser: Browser,
  url: string,
  width: number,
): Promise<Record<string, { width: number; height: number } | undefined>> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForSelector(".theme-toggle:not([disabled])");
    return await page.evaluate((selectors) => ({
      ...Object.fromEntries(selectors.map((selector) => {
        const shown = [...document.querySelectorAll(selector)]
          .map((e) => e.getBoundingClientRect()).find((r) => r.width > 0);
        return [selector, shown && { width: shown.width, height: shown.height }];
      })),
      header: { width: document.querySelector(".site-header")!.scrollWidth, height: 0 },
    }), ITEMS);
  } finally {
    await context.close();
  }
}

browserTest(
  "header items never shrink below their size on a phone",
  import.meta.url,
  async (t, browser) => {
    const fixtures = ["tests/fixtures/german", "tests/fixtures/full"];
    const servers = await startServers(fixtures.map((contentDir) => ({ contentDir })));
    try {
      for (const [i, fixture] of fixtures.entries()) {
        await t.step(fixture, async () => {
          const server = servers[i];
          const wide = await sizes(browser, server.url + "/", 1280);
          const phone = await sizes(browser, server.url + "/", 390);
          for (const selector of [".brand-mark", ".theme-toggle"]) {
            assert.ok(wide[selector] && phone[selector], `${fixture}: ${selector} is shown`);
            assert.deepEqual(phone[selector], wide[selector], `${fixture}: ${selector} at 390 px`);
          }
          assert.ok(phone.header!.width <= 390, `${fixture}: the header overflows at 390 px`);
          const link = phone[".languages a"];
          if (link) assert.ok(link.width >= 24, `${fixture}: language switch ${link.width}px wide`);
          const menu = phone[".nav-menu summary"];
          if (menu) assert.ok(menu.width >= 24, `${fixture}: menu ${menu.width}px wide`);
        });
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  },
);
