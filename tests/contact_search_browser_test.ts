/**
 * Contact and search as a client uses them, measured in real headless
 * Chromium at 390 and 1280 px: contact leads to one action (one primary
 * button, the phone and messengers as buttons of the same size, each address
 * and the reply time shown once); search has its box at the top with the
 * query in it, an excerpt under each result with the matched words in
 * `<mark>`, and the page's own language's results first, the others'
 * labelled (the German fixture has German and English pages).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, withPage } from "./_chromium.ts";
import { sharedServer } from "./_server.ts";

const WIDTHS = [390, 1280];

/** What a person reads in `<main>`: no scripts, no words only screen readers get. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
    for (const e of main.querySelectorAll(".visually-hidden, script")) e.remove();
    return main.textContent!.replace(/\s+/g, " ");
  });
}

/** Each link's box and whether it is drawn as a button (padded, with a background or border). */
function buttons(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) =>
    links.map((a) => {
      const style = getComputedStyle(a);
      const box = a.getBoundingClientRect();
      return {
        href: a.getAttribute("href")!,
        top: box.top,
        height: Math.round(box.height),
        button: parseFloat(style.paddingInlineStart) >= 8 &&
          (style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0),
      };
    })
  );
}

/** A phone's screen at 390 px, else a laptop's. */
const screenAt = (width: number) => ({
  viewport: { width, height: width > 600 ? 800 : 844 },
});

const count = (text: string, what: string) =>
  text.toLowerCase().split(what.toLowerCase()).length - 1;

browserTest(
  "contact leads to one action; search shows the box, excerpts and languages",
  import.meta.url,
  async (t, browser) => {
    const [full, german] = await Promise.all([
      sharedServer({ contentDir: "tests/fixtures/full" }),
      sharedServer({ contentDir: "tests/fixtures/german" }),
    ]);
    try {
      // One page per width for all its steps (a new context for each cost about 1.5 s of CPU, most
      // of it starting renderers: docs/performance.md); each step loads its pages, clicks nothing.
      for (const width of WIDTHS) {
        await withPage(browser, screenAt(width), async (page) => {
          // Each fixture's server, freelance and support addresses, reply time, phone and messengers.
          const owners = [
            [
              full,
              "ola@martaquintela.example",
              "escala@martaquintela.example",
              "Replies within 2 days",
              ["tel:+351912345678", "https://signal.me/#p/+351912345678"],
            ],
            [
              german,
              "post@brandt.example",
              "hilfe@brandt.example",
              "Antwortzeit: 2 Tage",
              [],
            ],
          ] as const;
          for (const [server, address, support, reply, reach] of owners) {
            await t.step(
              `${width} px: contact at ${address}`,
              async () => {
                await page.goto(server.url + "/contact/", { waitUntil: "load" });
                const primary = await buttons(page, "main a.button:not(.secondary)");
                assert.equal(primary.length, 1, "one primary button");
                assert.ok(
                  primary[0].href.startsWith(`mailto:${address}?subject=`),
                  primary[0].href,
                );
                assert.ok(primary[0].top + primary[0].height <= 844, "on the first screen");
                const others = await buttons(page, 'main a[href^="tel:"], main a[href*="signal"]');
                assert.deepEqual(others.map((b) => b.href), reach);
                for (const b of others) {
                  assert.ok(b.button, `${b.href} is drawn as a button`);
                  assert.equal(b.height, primary[0].height, `${b.href} is as tall as the primary`);
                }
                const text = await shownText(page);
                for (const what of [address, support, reply]) {
                  assert.equal(count(text, what), 1, `"${what}" shows once`);
                }
              },
            );
          }

          for (
            const [path, own, other, label] of [["/search/", "de", "en", "Englisch"], [
              "/en/search/",
              "en",
              "de",
              "German",
            ]]
          ) {
            await t.step(
              `${width} px: ${path} with the German fixture`,
              async () => {
                await page.goto(`${german.url}${path}?q=Leipzig`, { waitUntil: "load" });
                const boxes = page.locator('input[name="q"]');
                assert.equal(await boxes.count(), 1, "one search box");
                assert.equal(await boxes.inputValue(), "Leipzig", "the box holds the query");
                assert.equal(await boxes.getAttribute("maxlength"), "200");
                const box = (await boxes.boundingBox())!;
                const heading = (await page.locator("#results-heading").boundingBox())!;
                assert.ok(box.y < heading.y, "the box comes before the results");
                assert.ok(
                  box.y + box.height < 400,
                  `the box is at the top (ends at ${box.y + box.height})`,
                );

                const results = await page.locator(".search-results > li").evaluateAll((items) =>
                  items.map((li) => ({
                    lang: li.querySelector("a")!.getAttribute("hreflang") ?? "",
                    label: li.querySelector(".search-lang")?.textContent ?? "",
                    excerpt: li.querySelector(".excerpt")?.textContent ?? "",
                    where: li.querySelector(".search-where")?.textContent ?? "",
                    marks: [...li.querySelectorAll("mark")].map((m) => ({
                      text: m.textContent!,
                      inExcerpt: Boolean(m.closest(".excerpt, .search-where")),
                      painted: getComputedStyle(m).backgroundColor !==
                        getComputedStyle(li).backgroundColor,
                    })),
                  }))
                );
                const first = results.findIndex((r) => r.lang !== "");
                assert.ok(first > 0, `${own} results first: ${JSON.stringify(results)}`);
                assert.ok(
                  results.slice(0, first).every((r) => r.label === ""),
                  "own results unlabelled",
                );
                for (const r of results.slice(first)) {
                  assert.equal(r.lang, other);
                  assert.match(r.label, new RegExp(label), "another language's result is labelled");
                }
                const marks = results.flatMap((r) => r.marks);
                assert.ok(
                  marks.length >= results.length / 2,
                  `matched words marked: ${marks.length}`,
                );
                for (const mark of marks) {
                  assert.match(mark.text, /^leipzig/i);
                  assert.ok(mark.inExcerpt && mark.painted, "a highlighted word of a result");
                }
                assert.ok(
                  results.every((r) => r.excerpt.length > 40),
                  "each result has an excerpt",
                );
                // The headings a passage sits under are shown apart from it, never run into it.
                for (const { where, excerpt } of results) {
                  const headings = where.split(" › ").slice(1);
                  assert.ok(headings.every((h) => !excerpt.includes(h)), `${where}: ${excerpt}`);
                }

                // Nothing found: the main pages to go to instead, not a bare heading.
                await page.goto(`${german.url}${path}?q=Qxzvy`, { waitUntil: "load" });
                assert.equal(await page.locator(".search-results > li").count(), 0);
                const hrefs = (links: string) =>
                  page.locator(links).evaluateAll((as) => as.map((a) => a.getAttribute("href")));
                const pages = await hrefs(".search-pages a");
                assert.ok(pages.length > 3, `the main pages: ${pages}`);
                assert.deepEqual(pages, await hrefs(".nav-wide a"));
              },
            );
          }
        });
      }
    } finally {
      await Promise.all([full.close(), german.close()]);
    }
  },
);
