/**
 * axe-core (from npm, injected into Debian's headless Chromium through
 * playwright-core) finds no violation on any page of any owner: every fixture
 * and `content/`, every language, the case studies and articles, the search
 * page empty and with results, and the 404 page, in the light and the dark
 * theme (the site follows the system's, which the browser context sets). One
 * browser for all; the two themes load at once, each in a context of its own.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { browserTest } from "./_chromium.ts";
import { htmlPages, OWNERS } from "./_pages.ts";
import { startServer } from "./_server.ts";

/** axe's violations on the loaded page, one line each, with the elements at fault. */
async function violations(page: Page, axeSource: string): Promise<string[]> {
  // evaluate() runs outside the page's CSP, which rightly forbids inline scripts.
  await page.evaluate(axeSource);
  return await page.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const results = await (globalThis as any).axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((
      v: { id: string; help: string; nodes: { target: string[] }[] },
    ) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Every page of the site at `base` in one theme: the violations, by page. */
async function inTheme(
  browser: Browser,
  { base, paths, colorScheme, axeSource }: {
    base: string;
    paths: string[];
    colorScheme: "light" | "dark";
    axeSource: string;
  },
): Promise<string[]> {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
  const found: string[] = [];
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForSelector(".theme-toggle:not([disabled])");
      const scheme = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
      assert.equal(scheme, colorScheme === "dark", `${path} is seen in the ${colorScheme} theme`);
      for (const v of await violations(page, axeSource)) {
        found.push(`${path} (${colorScheme}): ${v}`);
      }
    }
  } finally {
    await context.close();
  }
  return found;
}

browserTest(
  "axe finds no violation on any page of any owner, in the light and the dark theme",
  import.meta.url,
  async (t, browser) => {
    const axeSource = (await import("axe-core")).default.source;
    await t.step("axe, as run here, reports a violation", async () => {
      const page = await browser.newPage();
      await page.setContent(`<!doctype html><html lang="en"><title>x</title><img src="a.png">`);
      assert.match((await violations(page, axeSource)).join("\n"), /^image-alt/m);
      await page.close();
    });
    for (const contentDir of OWNERS) {
      await t.step(contentDir, async () => {
        const server = await startServer({ contentDir });
        try {
          const paths = await htmlPages(server.url);
          const found = (await Promise.all(
            (["light", "dark"] as const).map((colorScheme) =>
              inTheme(browser, { base: server.url, paths, colorScheme, axeSource })
            ),
          )).flat();
          assert.deepEqual(found, [], `${found.length} axe violations:\n${found.join("\n")}`);
        } finally {
          await server.close();
        }
      });
    }
  },
);
