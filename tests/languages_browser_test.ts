/**
 * The two-language owner (tests/fixtures/german, English in `en/`) and the
 * right-to-left owner (tests/fixtures/rtl) in real headless Chromium: axe
 * finds no violations on any page of any language in either theme, the
 * language switcher works with JavaScript off, and a right-to-left page
 * mirrors. Runs like tests/browser_test.ts (a child `deno test -A` when
 * permissions are fewer).
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { browserTest } from "./_chromium.ts";
import { startServers, type TestServer } from "./_server.ts";

async function axeViolations(page: Page, axeSource: string): Promise<string[]> {
  // evaluate() runs outside the page's CSP, which rightly forbids inline scripts.
  await page.evaluate(axeSource);
  return await page.evaluate(async () => {
    // Every rule runs; only violations are itemised, about 40 % less of axe's time (measured).
    // deno-lint-ignore no-explicit-any
    const results = await (globalThis as any).axe.run(document, {
      resultTypes: ["violations"],
    });
    return results.violations.map((
      v: { id: string; help: string; nodes: { target: string[] }[] },
    ) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Every page of every language, from the API's own list. */
async function pagePaths(server: TestServer): Promise<string[]> {
  const { pages } = await (await fetch(`${server.url}/api/v1/pages`)).json();
  return pages.map((p: { path: string }) => p.path);
}

/** Both themes at once, each in a context of its own. */
async function axeEverywhere(browser: Browser, server: TestServer, axeSource: string) {
  const paths = await pagePaths(server);
  await Promise.all((["light", "dark"] as const).map(async (colorScheme) => {
    const context = await browser.newContext({
      colorScheme,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    try {
      for (const path of paths) {
        await page.goto(server.url + path);
        await page.waitForSelector(".theme-toggle:not([disabled])");
        const violations = await axeViolations(page, axeSource);
        assert.deepEqual(
          violations,
          [],
          `axe on ${path} (${colorScheme}):\n${violations.join("\n")}`,
        );
      }
    } finally {
      await context.close();
    }
  }));
}

browserTest(
  "a site in two languages and a right-to-left one work in headless Chromium",
  import.meta.url,
  async (t, browser) => {
    const axe = (await import("axe-core")).default;
    const [german, rtl] = await startServers([
      { contentDir: "tests/fixtures/german" },
      { contentDir: "tests/fixtures/rtl" },
    ]);
    try {
      await t.step(
        "axe finds no violations on any page of either language, in either theme",
        () => axeEverywhere(browser, german, axe.source),
      );
      await t.step(
        "the language switcher leads to the other language with JavaScript off",
        async () => {
          const context = await browser.newContext({ javaScriptEnabled: false });
          const page = await context.newPage();
          try {
            await page.goto(german.url + "/work/");
            await page.click('.languages a[hreflang="en"]');
            await page.waitForURL(`${german.url}/en/work/`);
            assert.equal(await page.getAttribute("html", "lang"), "en");
            assert.equal(await page.textContent("h1"), "Work");
            await page.click('.languages a[hreflang="de"]');
            await page.waitForURL(`${german.url}/work/`);
            assert.equal(await page.getAttribute("html", "lang"), "de");
          } finally {
            await context.close();
          }
        },
      );
      await t.step(
        "on a phone the switcher shows only the other language, and the brand keeps its name",
        async () => {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          const page = await context.newPage();
          try {
            await page.goto(german.url + "/work/");
            assert.equal(await page.locator('.languages a[hreflang="de"]').isVisible(), false);
            assert.equal(await page.locator('.languages a[hreflang="en"]').isVisible(), true);
            // "Jonas Brandt Webentwicklung": more than its first word, not "J…" as before.
            const { shown, word } = await page.locator(".brand-name").evaluate((el) => {
              const range = document.createRange();
              range.setStart(el.firstChild!, 0);
              range.setEnd(el.firstChild!, el.textContent!.indexOf(" "));
              return { shown: el.clientWidth, word: range.getBoundingClientRect().width };
            });
            assert.ok(
              shown > word,
              `${shown} px of the brand's name shown, its first word ${word}`,
            );
          } finally {
            await context.close();
          }
        },
      );
      await t.step(
        "axe finds no violations on the right-to-left owner's pages",
        () => axeEverywhere(browser, rtl, axe.source),
      );
      await t.step(
        "a right-to-left page mirrors: the brand starts at the right, arrows point left",
        async () => {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          const page = await context.newPage();
          try {
            await page.goto(rtl.url + "/");
            const box = await page.locator(".brand").boundingBox();
            assert.ok(box && box.x > 640, `the brand sits on the right (x = ${box?.x})`);
            assert.equal(
              await page.evaluate(() => getComputedStyle(document.body).direction),
              "rtl",
            );
            // "اقرأ دراسة الحالة ←": the arrow after the words points the way the line reads.
            const arrow = page.locator(".card-more .arrow").first();
            assert.equal(
              await arrow.evaluate((el) => getComputedStyle(el).transform),
              "matrix(-1, 0, 0, 1, 0, 0)",
            );
            await page.goto(german.url + "/");
            assert.equal(
              await arrow.evaluate((el) => getComputedStyle(el).transform),
              "matrix(1, 0, 0, 1, 0, 0)",
            );
          } finally {
            await context.close();
          }
        },
      );
      await t.step("on a phone the menu's chevron points down in either direction", async () => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        /** Where the chevron's corner points, in degrees clockwise from down (its borders are at the inline end). */
        const corner = () =>
          page.locator(".nav-menu summary").evaluate((el) => {
            const { a, b } = new DOMMatrix(getComputedStyle(el, "::after").transform);
            const end = getComputedStyle(el).direction === "rtl" ? 90 : 0;
            return Math.round(Math.atan2(b, a) * 180 / Math.PI + end - 45);
          });
        try {
          for (const server of [german, rtl]) {
            await page.goto(server.url + "/");
            assert.equal(await corner(), 0, `${server.url}: closed, it points down`);
            await page.locator(".nav-menu summary").click();
            assert.equal(Math.abs(await corner()), 180, `${server.url}: open, it points up`);
          }
        } finally {
          await context.close();
        }
      });
    } finally {
      await Promise.all([german.close(), rtl.close()]);
    }
  },
);
