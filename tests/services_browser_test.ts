/**
 * A service's row fits its content, measured in headless Chromium at 1280 px on the full and
 * German owners: what it is and what you get on one side, its terms on the other, and the
 * shorter side never ends more than `SHORT` px above the longer one (a short summary alone on
 * one side left 189–256 px blank under it). The developers guide folds each example response.
 */
import assert from "node:assert/strict";
import { browserTest } from "./_chromium.ts";
import { startServers } from "./_server.ts";

const SHORT = 150;

/** For each service card, how far the shorter side's last line ends above the longer side's. */
function blankUnderShorterSide(): number[] {
  return [...document.querySelectorAll(".services .card")].map((card) => {
    const box = card.getBoundingClientRect();
    const middle = (box.left + box.right) / 2;
    const bottoms = [0, 0];
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      const side = r.left < middle ? 0 : 1;
      bottoms[side] = Math.max(bottoms[side], r.bottom);
    }
    return Math.round(Math.max(...bottoms) - Math.min(...bottoms));
  });
}

browserTest(
  "a service's row fits its content on both sides",
  import.meta.url,
  async (t, browser) => {
    const fixtures = ["full", "german"];
    const servers = await startServers(
      fixtures.map((f) => ({ contentDir: `tests/fixtures/${f}` })),
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      for (const [i, fixture] of fixtures.entries()) {
        await t.step(
          `${fixture}: no side of a service ends ${SHORT} px above the other`,
          async () => {
            await page.goto(`${servers[i].url}/services/`, { waitUntil: "load" });
            const gaps = await page.evaluate(blankUnderShorterSide);
            assert.ok(gaps.length > 0);
            assert.ok(gaps.every((gap) => gap <= SHORT), `blank under the shorter side: ${gaps}`);
          },
        );
      }
      await t.step("the guide's example responses are folded, their requests shown", async () => {
        await page.goto(`${servers[0].url}/developers/`, { waitUntil: "load" });
        const { folded, open } = await page.evaluate(() => ({
          folded: document.querySelectorAll(".operation details.example:not([open]) pre").length,
          open: document.querySelectorAll(".operation > .code-block pre").length,
        }));
        assert.ok(folded > 5 && open > 0, `${folded} folded, ${open} shown`);
      });
    } finally {
      await context.close();
      await Promise.all(servers.map((s) => s.close()));
    }
  },
);
