/**
 * The price list (FAQ and pricing, lib/site/pages/next_step.ts) reads as one
 * table, in real headless Chromium at 390 and 1280 px: every row lays its
 * service and its price out the same way (side by side, or the price under the
 * name on a phone), never some rows one way and some the other. Checked on the
 * complete fixture and, content-agnostic, on `content/`, whose long price
 * ranges wrapped the first row under its name in the FAQ's narrower column.
 */
import assert from "node:assert/strict";
import { browserTest } from "./_chromium.ts";
import { startServers } from "./_server.ts";

const OWNERS = ["tests/fixtures/full", "content"];

browserTest(
  "every row of a price list is laid out alike, on a phone and a laptop",
  import.meta.url,
  async (_t, browser) => {
    const servers = await startServers(OWNERS.map((contentDir) => ({ contentDir })));
    const found: string[] = [];
    try {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        for (const [o, server] of servers.entries()) {
          for (const path of ["/faq/", "/pricing/"]) {
            if ((await page.goto(server.url + path))?.status() !== 200) continue;
            // For each row: is the price beside the name (same top) or under it?
            const rows = await page.locator(".price-list dl > div").evaluateAll((divs) =>
              divs.map((div) => {
                const [dt, dd] = [div.querySelector("dt")!, div.querySelector("dd")!]
                  .map((e) => e.getBoundingClientRect());
                return dd.top < dt.bottom ? "beside" : "under";
              })
            );
            if (rows.length === 0) continue;
            if (new Set(rows).size > 1) found.push(`${OWNERS[o]} ${path} at ${width}: ${rows}`);
            if (width === 390 && rows.includes("beside")) {
              found.push(`${OWNERS[o]} ${path} at 390: a price squeezed beside its name`);
            }
          }
        }
        await page.close();
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    assert.deepEqual(found, [], found.join("\n"));
  },
);
