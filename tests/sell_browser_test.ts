/**
 * What a prospective client sees first, in real headless Chromium at a phone's
 * 390×844 and a laptop's 1280×800, in both themes: the home page's headline,
 * the owner's name, one line of proof and the primary action without
 * scrolling; the contact page's reply time, address and booking button
 * without scrolling; each service's own action and the pricing anchors shown
 * and readable. Runs like tests/browser_test.ts (a child `deno test -A` when
 * permissions are fewer).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, withPage } from "./_chromium.ts";
import { sharedServer } from "./_server.ts";

const SCREENS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];

/** Asserts each selector matches a visible element that lies wholly on the first screen. */
async function onFirstScreen(page: Page, selectors: string[], where: string): Promise<void> {
  const { height } = page.viewportSize()!;
  for (const selector of selectors) {
    const element = page.locator(selector).first();
    assert.ok(await element.isVisible(), `${where}: ${selector} is visible`);
    const box = await element.boundingBox();
    assert.ok(box, `${where}: ${selector} has a box`);
    assert.ok(
      box.y >= 0 && box.y + box.height <= height,
      `${where}: ${selector} ends at ${
        Math.round(box.y + box.height)
      }px, below the first screen (${height}px)`,
    );
  }
}

browserTest(
  "a client sees the outcome, the proof and the next step without scrolling",
  import.meta.url,
  async (t, browser) => {
    const server = await sharedServer();
    try {
      for (const screen of SCREENS) {
        // One load of each page, seen in the light theme, then the dark (the page's media
        // emulation switches them): what shows on the first screen is asserted in each.
        await t.step(
          `${screen.width}×${screen.height}, light and dark: home, contact and about lead with what sells`,
          async () => {
            const context = await browser.newContext({
              viewport: screen,
              isMobile: screen.width < 600,
              hasTouch: screen.width < 600,
            });
            const page = await context.newPage();
            // What must be on the first screen, in the light and the dark theme.
            const firstScreen = async (name: string, selectors: string[]) => {
              for (const colorScheme of ["light", "dark"] as const) {
                await page.emulateMedia({ colorScheme });
                const where = `${screen.width}×${screen.height} ${colorScheme}`;
                await onFirstScreen(page, selectors, `${name} at ${where}`);
              }
            };
            try {
              await page.goto(server.url + "/", { waitUntil: "load" });
              await firstScreen("home", [
                "h1.headline",
                ".byline strong",
                ".proof",
                '.hero a.button[href="/contact/"]',
              ]);
              assert.equal(
                await page.locator("h1").textContent(),
                "Small companies get web products their own staff run, from first sketch to production",
              );
              assert.equal(await page.locator(".byline strong").textContent(), "Marta Quintela");
              assert.equal(
                await page.locator(".hero a.button:not(.secondary)").count(),
                1,
                "one primary action",
              );

              await page.goto(server.url + "/contact/", { waitUntil: "load" });
              await firstScreen("contact", [
                ".reply-time",
                '.contact-main .address a[href="mailto:ola@martaquintela.example"]',
                '.contact-main a.button[href^="https://cal.example/"]',
              ]);
              assert.equal(
                await page.locator(".reply-time").textContent(),
                "Replies within 2 days",
              );
              // Each address once, as a person sees the page (screen-reader words aside).
              const shown = await page.evaluate(() => {
                const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
                for (const e of main.querySelectorAll(".visually-hidden, script")) e.remove();
                return main.textContent ?? "";
              });
              for (const email of ["ola@martaquintela.example", "escala@martaquintela.example"]) {
                assert.equal(shown.split(email).length - 1, 1, `${email} shows once`);
              }

              // About's next step is one tap from the first screen, and shown once.
              await page.goto(server.url + "/about/", { waitUntil: "load" });
              const next = 'main a[href="#next-step-heading"]';
              await firstScreen("about", [next]);
              assert.equal(await page.locator(next).innerText(), "Work with Marta ↓");
              assert.equal(await page.locator("main .cta").count(), 1, "one next step box");
              await page.locator(next).click();
              await onFirstScreen(
                page,
                ["#next-step-heading", ".cta a.button"],
                `about at ${screen.width} after the tap`,
              );
            } finally {
              await context.close();
            }
          },
        );
        await t.step(
          `${screen.width} px: each service's action and the price anchors show`,
          async () => {
            await withPage(browser, { viewport: screen }, async (page) => {
              await page.goto(server.url + "/services/", { waitUntil: "load" });
              const cards = page.locator(".services article");
              const count = await cards.count();
              assert.equal(count, 5);
              for (let i = 0; i < count; i++) {
                const action = cards.nth(i).locator(".card-action a");
                assert.ok(await action.isVisible(), `service ${i + 1}'s action`);
                const href = await action.getAttribute("href");
                assert.match(
                  href ?? "",
                  /^(mailto:ola@martaquintela\.example\?subject=|https:\/\/cal\.example\/)/,
                );
              }
              assert.equal(
                await page.locator("#product-builds .price").innerText(),
                "Starting price: €18,000 to €45,000 or US$19,500 to US$49,000",
              );
              await page.goto(server.url + "/pricing/", { waitUntil: "load" });
              const anchors = page.locator(".anchors article");
              assert.equal(await anchors.count(), 2);
              assert.deepEqual(await page.locator(".anchors .price").allInnerTexts(), [
                "€4,500",
                "€650 a day or £560 a day",
              ]);
              const overflow = await page.evaluate(() =>
                document.documentElement.scrollWidth - innerWidth
              );
              assert.ok(overflow <= 0, `/pricing/ overflows by ${overflow}px`);
            });
          },
        );
      }
    } finally {
      await server.close();
    }
  },
);
