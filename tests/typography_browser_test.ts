/**
 * No header control wraps, in any language the kit ships (issue #37, item 3: the Japanese
 * メニュー once stood one character per line at 390 px). In real headless Chromium, the
 * Japanese-first owner's home page (menu, language switch, theme toggle) is given each
 * catalogue's words in turn, with its `lang` and direction, as the server would write them, and
 * a long brand beside them:
 * every control keeps its words on one line, is at least two characters wide, and the header
 * stays inside the screen.
 */
import assert from "node:assert/strict";
import { browserTest } from "./_chromium.ts";
import { sharedServer } from "./_server.ts";
import { catalogue, loadCatalogues, SHIPPED } from "../lib/content/messages.ts";
import { languageName, textDirection } from "../lib/site/languages/languages.ts";

const CONTROLS = [".nav-menu summary", ".languages a", ".theme-toggle"];

browserTest(
  "no header control wraps or is narrower than two characters at 390 px, in any catalogue language",
  import.meta.url,
  async (t, browser) => {
    const server = await sharedServer({ contentDir: "tests/fixtures/japanese" });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await loadCatalogues();
      await page.goto(server.url + "/", { waitUntil: "load" });
      for (const lang of SHIPPED) {
        await t.step(lang, async () => {
          const words = {
            lang,
            dir: textDirection(lang),
            menu: catalogue(lang)!["layout.menu"]!,
            // The switch names the other language in that language (`lang` on the link).
            language: languageName(lang),
          };
          const found = await page.evaluate(({ words, controls }) => {
            document.documentElement.lang = words.lang;
            document.documentElement.dir = words.dir;
            document.querySelector(".nav-menu summary")!.textContent = words.menu;
            // A long brand presses on the controls; only it may give way (an ellipsis).
            document.querySelector(".brand-name")!.textContent =
              "中村 葵 ウェブ開発スタジオ・福岡と東京";
            for (const a of document.querySelectorAll(".languages a")) {
              a.textContent = words.language;
              a.setAttribute("lang", words.lang);
            }
            return {
              header: document.querySelector(".site-header")!.scrollWidth,
              controls: controls.map((selector) => {
                const shown = [...document.querySelectorAll<HTMLElement>(selector)]
                  .find((e) => e.getBoundingClientRect().width > 0);
                if (!shown) return { selector, shown: false, lines: 0, width: 0, em: 0 };
                const range = document.createRange();
                range.selectNodeContents(shown);
                const tops = new Set(
                  [...range.getClientRects()].filter((r) => r.width > 0).map((r) =>
                    Math.round(r.top)
                  ),
                );
                return {
                  selector,
                  shown: true,
                  lines: tops.size,
                  width: shown.getBoundingClientRect().width,
                  em: parseFloat(getComputedStyle(shown).fontSize),
                };
              }),
            };
          }, { words, controls: CONTROLS });
          assert.ok(found.header <= 390, `${lang}: the header is ${found.header}px wide`);
          for (const control of found.controls) {
            assert.ok(control.shown, `${lang}: ${control.selector} is shown`);
            assert.ok(
              control.lines <= 1,
              `${lang}: ${control.selector} wraps onto ${control.lines} lines`,
            );
            assert.ok(
              control.width >= 2 * control.em,
              `${lang}: ${control.selector} is ${control.width}px wide, under two characters (${control.em}px)`,
            );
          }
        });
      }
    } finally {
      await context.close();
    }
  },
);
