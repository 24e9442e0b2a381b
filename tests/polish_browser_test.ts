/**
 * The polish a person notices, in real headless Chromium: no dead control
 * without JavaScript, the footer's search button in the site's font, Escape
 * closes the phone menu and returns focus to it, and outcome figures never
 * break mid-value on a phone. Runs like tests/browser_test.ts (a child
 * `deno test -A` when permissions are fewer).
 */
import assert from "node:assert/strict";
import { browserTest, withPage } from "./_chromium.ts";
import { sharedServer } from "./_server.ts";

browserTest(
  "the polish a visitor notices holds in headless Chromium",
  import.meta.url,
  async (t, browser) => {
    const server = await sharedServer();
    try {
      await t.step("without JavaScript no theme toggle shows, on any page", async () => {
        await withPage(browser, { javaScriptEnabled: false }, async (page) => {
          for (const path of ["/", "/work/", "/contact/", "/cv/"]) {
            await page.goto(server.url + path);
            assert.equal(
              await page.locator(".theme-toggle").count(),
              1,
              `${path} renders the toggle`,
            );
            assert.equal(
              await page.locator(".theme-toggle:visible").count(),
              0,
              `${path}: the toggle cannot work without JavaScript, so it is hidden`,
            );
          }
        });
      });

      // One load of the home page for the next two steps.
      await withPage(browser, {}, async (page) => {
        await page.goto(server.url + "/");
        await t.step("with JavaScript the theme toggle shows", async () => {
          await page.waitForSelector(".theme-toggle:not([disabled])");
          assert.ok(await page.locator(".theme-toggle").isVisible());
        });

        await t.step(
          "the footer's search button uses the site's font, not the browser's",
          async () => {
            const [button, around, body] = await page.evaluate(() => {
              const b = document.querySelector("footer button.button");
              if (!b) throw new Error("no button.button in the footer");
              const style = (e: Element) => getComputedStyle(e);
              return [b, b.parentElement ?? document.body, document.body].map((e) => ({
                family: style(e).fontFamily,
                size: style(e).fontSize,
              }));
            });
            assert.equal(button.family, body.family);
            assert.equal(button.size, around.size, "the size of the text around it");
          },
        );
      });

      // One phone's page for the menu and the figures: each step starts with a new load, which
      // closes the menu and moves focus back to the document.
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const onPhone = await phone.newPage();
      await t.step("Escape closes the phone menu and returns focus to its summary", async () => {
        const page = onPhone;
        await page.goto(server.url + "/");
        await page.waitForSelector(".theme-toggle:not([disabled])"); // islands hydrated
        const summary = page.locator(".nav-menu summary");
        await summary.click();
        assert.equal(await page.locator(".nav-menu").getAttribute("open"), "");
        await page.locator(".nav-menu ul a").first().focus();
        await page.keyboard.press("Escape");
        assert.equal(
          await page.locator(".nav-menu").getAttribute("open"),
          null,
          "the menu closed",
        );
        assert.ok(
          await page.evaluate(() => document.activeElement?.matches(".nav-menu summary")),
          "focus is back on the menu's summary",
        );
      });

      await t.step("outcome figures never break mid-value at 390 px", async () => {
        const page = onPhone;
        const { projects } = await (await fetch(`${server.url}/api/v1/projects`)).json();
        const paths = [
          "/",
          "/work/",
          ...projects.map((p: { case_study: string }) => new URL(p.case_study).pathname),
        ];
        let figures = 0;
        for (const path of paths) {
          await page.goto(server.url + path);
          const broken = await page.evaluate(() =>
            [...document.querySelectorAll(".outcomes .figure")].flatMap((e) => {
              const lines = new Set([...e.getClientRects()].map((r) => Math.round(r.top)));
              return lines.size > 1 ? [e.textContent] : [];
            })
          );
          assert.deepEqual(broken, [], `${path}: figures broken across lines`);
          figures += await page.locator(".outcomes .figure").count();
          const overflow = await page.evaluate(() =>
            document.documentElement.scrollWidth - innerWidth
          );
          assert.ok(overflow <= 0, `${path} overflows by ${overflow}px`);
        }
        assert.ok(figures > 0, "the fixture shows figures");
        await page.goto(server.url + "/work/vitae-mcp/");
        const dd = page.locator(".results .outcomes dd", { hasText: "settings" });
        assert.equal(await dd.textContent(), "1 line in settings", "the words are unchanged");
        assert.deepEqual(await dd.locator(".figure").allTextContents(), ["1 line"]);
      });
      await phone.close();
    } finally {
      await server.close();
    }
  },
);
