/**
 * What a visitor sees of the proof and the pages around it, in real headless
 * Chromium on the complete fixture owner: a project card is one link that
 * covers the card, and no page is wider than the screen or shifts its layout while it loads (CLS 0, five
 * loads of every page at a phone's and a laptop's size, the CPU slowed
 * fourfold as on a busy phone; the two sizes at once, each one page at a
 * time). Runs like tests/browser_test.ts (a child
 * `deno test -A` when permissions are fewer).
 */
import assert from "node:assert/strict";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { browserTest, concurrently } from "./_chromium.ts";
import { startServer } from "./_server.ts";

/** The two screens the issue judges the site at. */
const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }];
const LOADS = 5;
/**
 * Pages loading at once at each width. One: a slowed tab spins whatever CPU it gets, so two a
 * width on two cores cost a fifth to a third more CPU for the same loads (docs/performance.md,
 * "The test loop, ninth pass").
 */
const TABS = 1;

browserTest(
  "project cards link as a whole and no page shifts while it loads",
  import.meta.url,
  async (t, browser) => {
    const server = await startServer();
    try {
      await t.step(
        "a project card is one link, and a click anywhere on it opens the case study",
        async () => {
          const context = await browser.newContext({ viewport: VIEWPORTS[1] });
          const page = await context.newPage();
          try {
            await page.goto(`${server.url}/work/`);
            const cards = page.locator(".project-card");
            const count = await cards.count();
            assert.ok(count >= 2, "the fixture has cards");
            for (let i = 0; i < count; i++) {
              const card = cards.nth(i);
              assert.equal(await card.locator("a").count(), 1, "one link per card");
              assert.equal(
                (await card.locator(".card-more").innerText()).trim(),
                "Read the case study →",
              );
            }
            const first = cards.first();
            const href = await first.locator("a").getAttribute("href");
            // The summary is text, not a link: the title's link covers it, so a click lands on the link.
            const summary = first.locator("p:not(.card-meta):not(.card-more)").first();
            const box = (await summary.boundingBox())!;
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
            await page.waitForURL(`${server.url}${href}`);
            assert.equal(new URL(page.url()).pathname, href);
          } finally {
            await context.close();
          }
        },
      );

      const { pages } = await (await fetch(`${server.url}/api/v1/pages`)).json();
      const paths: string[] = [...pages.map((p: { path: string }) => p.path), "/cv/"];
      await t.step(
        `no overflow, and layout shift 0 to three decimals, on ${paths.length} pages, ${LOADS} loads each at 390 and 1280 px`,
        async () => {
          // Both widths at once, each in a context of its own with TABS pages taking the paths
          // in turn (a page's loads are mostly the slowed CPU's and the moment's waits).
          const shifts = await Promise.all(VIEWPORTS.map(async (viewport) => {
            const context = await browser.newContext({ viewport });
            try {
              const tabs: SlowTab[] = [];
              for (let i = 0; i < TABS; i++) tabs.push(await slowPage(context));
              const found = await concurrently(paths, async (path, tab) => {
                const shifted: string[] = [];
                for (let load = 0; load < LOADS; load++) {
                  const { score, sources, overflow } = await layoutShift(
                    tabs[tab],
                    server.url + path,
                  );
                  if (overflow !== 0) {
                    shifted.push(
                      `${viewport.width}px ${path}: wider than the screen by ${overflow}px`,
                    );
                  }
                  // Lighthouse reports CLS to three decimals: a sub-pixel move (0.00002 of
                  // /contact/'s address link, once in several runs under load) reads as 0 there.
                  if (score >= 0.0005) {
                    shifted.push(`${viewport.width}px ${path}: ${score} (${sources})`);
                  }
                }
                return shifted;
              }, { limit: TABS });
              return found.flat();
            } finally {
              await context.close();
            }
          }));
          assert.deepEqual(shifts.flat(), []);
        },
      );
    } finally {
      await server.close();
    }
  },
);

/** A page that records layout shifts, and the DevTools session that slows its CPU. */
interface SlowTab {
  page: Page;
  cdp: CDPSession;
}

/**
 * A page whose CPU runs four times slower while it loads (`layoutShift`), as on a busy phone,
 * and which records every `layout-shift` entry of each document it loads.
 */
async function slowPage(context: BrowserContext): Promise<SlowTab> {
  const page = await context.newPage();
  // What is asserted is the shifts, not the time: at load 60 a slowed load passed 30 s.
  page.setDefaultNavigationTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(() => {
    // deno-lint-ignore no-explicit-any
    const seen: any[] = ((globalThis as any).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return { page, cdp };
}

/**
 * The cumulative layout shift of one load of `url` with the CPU slowed fourfold: every
 * `layout-shift` entry without recent input, until the page has loaded, its fonts are ready and
 * a moment has passed, with the elements that moved; and by how many pixels the page is wider
 * than the screen. Chromium slows a renderer by making its main thread spin three quarters of
 * the time, busy or idle, so the tab is slowed only for its loads: one waiting for the next path
 * would burn most of a core (docs/performance.md, "The test loop, ninth pass").
 */
async function layoutShift(
  { page, cdp }: SlowTab,
  url: string,
): Promise<{ score: number; sources: string; overflow: number }> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    return await measure(page, url);
  } finally {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  }
}

async function measure(
  page: Page,
  url: string,
): Promise<{ score: number; sources: string; overflow: number }> {
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  return await page.evaluate(() => {
    /** A `layout-shift` entry, which TypeScript's DOM library does not describe. */
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    }
    const entries = (globalThis as unknown as { __shifts: Shift[] }).__shifts
      .filter((e) => !e.hadRecentInput);
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      score: entries.reduce((sum, e) => sum + e.value, 0),
      // What moved, where from and to, and when: enough to find the cause from a CI log.
      sources: entries.flatMap((e) =>
        (e.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const what = element
            ? `${element.nodeName.toLowerCase()}.${element.className}${
              node === element ? "" : " text"
            } "${(node?.textContent ?? "").trim().slice(0, 40)}"`
            : "?";
          return `${what} ${rect(previousRect)} → ${rect(currentRect)} at ${
            Math.round(e.startTime)
          } ms`;
        })
      ).join("; "),
    };
  });
}
