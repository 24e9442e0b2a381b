/**
 * axe-core (from npm, injected into Debian's headless Chromium through
 * playwright-core) finds no violation on any page of any owner: every fixture
 * and `content/`, every language, the case studies and articles, the search
 * page empty and with results, and the 404 page, in the light and the dark
 * theme (the site follows the system's, which the page's media emulation sets). One
 * browser for all; each page loads once and is checked in both themes. The complete
 * fixture's pages are checked so by tests/browser_test.ts, on the one load of each page
 * that runs all its other checks.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { axeViolations, browserTest, inBothThemes, preloadAxe } from "./_chromium.ts";
import { htmlPages, OWNERS } from "./_pages.ts";
import { FIXTURE, sharedServer } from "./_server.ts";

/**
 * Every page of the site at `base`, each loaded once on `page` and checked in the light theme,
 * then in the dark one (the site follows the system's, which the page's media emulation
 * switches): the violations, by page and theme.
 */
async function everyPage(page: Page, base: string, paths: string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(base + path);
    await page.waitForSelector(".theme-toggle:not([disabled])");
    const { backgrounds, violations } = await inBothThemes(page, path);
    found.push(...violations);
    assert.equal(
      new Set(backgrounds).size,
      2,
      `${path}: the dark theme's colours are not the light one's`,
    );
  }
  return found;
}

browserTest(
  "axe finds no violation on any page of any owner, in the light and the dark theme",
  import.meta.url,
  async (t, browser) => {
    // One page for every owner (a new context for each cost about 1.5 s of CPU, most of it
    // starting renderers: docs/performance.md): each check loads its page and sets its theme.
    const page = await preloadAxe(
      await browser.newPage({ viewport: { width: 1280, height: 900 } }),
    );
    page.setDefaultTimeout(30_000);
    await t.step("axe, as run here, reports a violation", async () => {
      await page.setContent(`<!doctype html><html lang="en"><title>x</title><img src="a.png">`);
      assert.match((await axeViolations(page)).join("\n"), /^image-alt/m);
    });
    for (const contentDir of OWNERS.filter((owner) => owner !== FIXTURE)) {
      await t.step(contentDir, async () => {
        const server = await sharedServer({ contentDir });
        try {
          const paths = await htmlPages(server.url);
          const found = await everyPage(page, server.url, paths);
          assert.deepEqual(found, [], `${found.length} axe violations:\n${found.join("\n")}`);
        } finally {
          await server.close();
        }
      });
    }
    await page.close();
  },
);
