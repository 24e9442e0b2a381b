/**
 * The two-language owner (tests/fixtures/german, English in `en/`) and the
 * right-to-left owner (tests/fixtures/rtl) in real headless Chromium: the
 * language switcher works with JavaScript off, and a right-to-left page
 * mirrors (axe on their every page, in both themes: tests/axe_browser_test.ts). Runs like tests/browser_test.ts (a child `deno test -A` when
 * permissions are fewer).
 */
import assert from "node:assert/strict";
import { browserTest } from "./_chromium.ts";
import { startServers } from "./_server.ts";

browserTest(
  "a site in two languages and a right-to-left one work in headless Chromium",
  import.meta.url,
  async (t, browser) => {
    const [german, rtl] = await startServers([
      { contentDir: "tests/fixtures/german" },
      { contentDir: "tests/fixtures/rtl" },
    ]);
    try {
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
