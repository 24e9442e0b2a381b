/**
 * Layouts that fit any amount of content, measured in real headless Chromium
 * on the minimal, full, German, Japanese and right-to-left owners at 390 and 1280 px:
 * every row of tiles is filled (no empty cell, no tile alone in a row of empty
 * columns) and its cards end on one line, a lone card keeps a reading width,
 * no card holds a blank band (no card stretched past its content),
 * no card is empty, no figure breaks inside its value, the home page's first
 * screen shows proof when the owner has any, and the header's items keep their
 * size in one row with the brand's name whole (on the home page the logo tile
 * and the theme toggle measure at 390 px what they measure at 1280 px, the
 * language switch and the menu are at least 24 px wide, and the header stays
 * inside a phone's screen), and no two of them closer than 8 px. Then the header at 390 and
 * 1280 px in every catalogue language.
 * Each page is measured in one evaluate() per load.
 *
 * On the same Chromium and servers (each of these was a file of its own, with a Deno, a
 * Chromium and servers of its own): the two-language owner's switcher leads to the other
 * language with JavaScript off, a right-to-left page mirrors and the phone menu's chevron points
 * the right way, a service's row fits its content on both sides, every row of a price list is
 * laid out alike, and no header control wraps or is narrower than two characters in any
 * catalogue language.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { browserTest, withPage } from "./_chromium.ts";
import { copyContent, sharedServer, startServer, type TestServer } from "./_server.ts";
import { catalogue, loadCatalogues, SHIPPED } from "../lib/content/messages.ts";
import { languageName, textDirection } from "../lib/site/languages/languages.ts";

const FIXTURES = ["minimal", "full", "german", "japanese", "rtl"];
/** The owners with proof (a testimonial, an outcome, a client or a credential): the others have none. */
const WITH_PROOF = ["full", "german", "japanese"];
const PAGES = ["/", "/services/", "/pricing/", "/work/"];
/** A blank band taller than this inside a card is a card stretched past its content (a row's
 * cards are as tall as its tallest, and a shorter one spreads the difference over its parts). */
const BLANK = 96;
/** The least room between two of the header's items (the phone's gap, 0.5rem). */
const GAP = 8;
const LIMITS = { blank: BLANK, gap: GAP };

/** What one page load measures: each entry a problem, empty when the layout fits. */
function measure({ blank, gap }: { blank: number; gap: number }) {
  const problems: string[] = [];
  const name = (el: Element) =>
    el.tagName.toLowerCase() + (el.className ? "." + [...el.classList].join(".") : "");
  const shown = (el: Element) => el.getBoundingClientRect().width > 0;
  // Every row of a grid or wrapping list of tiles reaches from its start to its end, and its
  // cards end on one line; a lone card keeps a reading width instead of spanning the page.
  for (const list of document.querySelectorAll(".cards, .outcomes, .testimonials")) {
    const items = [...list.children].filter(shown);
    if (items.length === 0) continue;
    if (items.length === 1) {
      // Wide, it lays its parts side by side (a service: what it is, beside what you get).
      const { width, left, right } = items[0].getBoundingClientRect();
      const middle = (left + right) / 2;
      const parts = [...items[0].querySelectorAll("p, li, h2, h3")].map((e) =>
        e.getBoundingClientRect()
      );
      const sideBySide = parts.some((r) => r.right < middle) && parts.some((r) => r.left > middle);
      if (innerWidth >= 1280 && width > 720 && !sideBySide) {
        problems.push(`${name(list)}: a lone card stretched to ${Math.round(width)} px`);
      }
      continue;
    }
    const style = getComputedStyle(list);
    const inner = list.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const rows = new Map<number, DOMRect[]>();
    for (const item of items) {
      const r = item.getBoundingClientRect();
      rows.set(Math.round(r.top), [...rows.get(Math.round(r.top)) ?? [], r]);
    }
    for (const row of rows.values()) {
      const ends = row.map((r) => r.bottom);
      if (!list.matches(".outcomes") && Math.max(...ends) - Math.min(...ends) > 2) {
        const by = Math.round(Math.max(...ends) - Math.min(...ends));
        problems.push(`${name(list)}: a row of ${row.length} ends ragged by ${by} px`);
      }
      const span = Math.max(...row.map((r) => r.right)) - Math.min(...row.map((r) => r.left));
      if (inner - span > 2) {
        problems.push(
          `${name(list)}: a row of ${row.length} leaves ${Math.round(inner - span)} px empty`,
        );
      }
    }
  }
  // The tallest blank band inside each card, between its lines of text and pictures.
  for (const card of document.querySelectorAll(".cards > li, .card, .testimonials > li")) {
    if (!shown(card)) continue;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    const boxes: DOMRect[] = [...card.querySelectorAll("img, svg")].map((e) =>
      e.getBoundingClientRect()
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      boxes.push(...range.getClientRects());
    }
    const lines = boxes.filter((b) => b.height > 0).sort((a, b) => a.top - b.top);
    if (lines.length === 0) {
      problems.push(`${name(card)}: an empty card`);
      continue;
    }
    const box = card.getBoundingClientRect();
    let bottom = box.top;
    let band = 0;
    for (const line of [...lines, { top: box.bottom, bottom: box.bottom }]) {
      band = Math.max(band, line.top - bottom);
      bottom = Math.max(bottom, line.bottom);
    }
    if (band > blank) {
      problems.push(
        `${name(card)} "${card.textContent!.trim().slice(0, 30)}": ${Math.round(band)} px blank`,
      );
    }
  }
  // A figure ("5 min", "4.800 €") is one line.
  for (const figure of document.querySelectorAll(".figure, .anchors .price")) {
    const tops = new Set([...figure.getClientRects()].map((r) => Math.round(r.top)));
    if (tops.size > 1) problems.push(`"${figure.textContent}" breaks over ${tops.size} lines`);
  }
  // The header in one row, its items no smaller than their content.
  const header = document.querySelector(".site-header-inner")!;
  const boxes = [...header.children].filter(shown).map((e) => e.getBoundingClientRect());
  const below = boxes.filter((b) => boxes.some((a) => b.top >= a.bottom - 1));
  if (below.length > 0) problems.push(`the header takes two rows or more`);
  for (const item of header.querySelectorAll(".brand-mark, .theme-toggle")) {
    const { width, height } = item.getBoundingClientRect();
    if (Math.abs(width - height) > 1 || width < 24) {
      problems.push(`${name(item)} squashed to ${Math.round(width)}×${Math.round(height)}`);
    }
  }
  // A word in the header (a language, the menu, a page) on one line and wholly shown.
  for (const item of header.querySelectorAll(".languages a, summary, .nav-wide a")) {
    if (!shown(item)) continue;
    const range = document.createRange();
    range.selectNodeContents(item);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    if (lines > 1 || range.getBoundingClientRect().width > item.getBoundingClientRect().width + 1) {
      problems.push(`"${item.textContent}" squashed or wrapped`);
    }
  }
  if (header.scrollWidth > header.clientWidth) problems.push("the header overflows");
  // Items never touch: at least GAP px between what each shows, its text included where it spills.
  const extents = [...header.children].filter(shown).map((item) => {
    const rects = [item.getBoundingClientRect()];
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.parentElement!.checkVisibility()) continue; // a closed menu's links
      const range = document.createRange();
      range.selectNodeContents(text);
      rects.push(...[...range.getClientRects()].filter((r) => r.width));
    }
    return {
      item: name(item),
      left: Math.min(...rects.map((r) => r.left)),
      right: Math.max(...rects.map((r) => r.right)),
    };
  }).sort((a, b) => a.left - b.left);
  for (const [i, b] of extents.entries()) {
    const a = extents[i - 1];
    if (a && b.left - a.right < gap - 0.5) {
      problems.push(
        `${a.item} and ${b.item} ${Math.round(b.left - a.right)} px apart in the header`,
      );
    }
  }
  // The brand's name is whole at every width, on a phone too (it may take two lines there).
  const brand = header.querySelector(".brand-name")!;
  if (brand.scrollWidth > brand.clientWidth || brand.scrollHeight > brand.clientHeight + 1) {
    problems.push(
      `the header cuts the brand's name to ${brand.clientWidth} px of ${brand.scrollWidth}`,
    );
  }
  const hero = document.querySelector(".hero");
  // The header's items' sizes (the first shown of each), compared across widths by the caller.
  const sizes = Object.fromEntries(
    [".brand-mark", ".languages a", ".theme-toggle", ".nav-menu summary"].map((selector) => {
      const box = [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect())
        .find((r) => r.width > 0);
      return [selector, box && { width: box.width, height: box.height }];
    }),
  );
  return {
    problems,
    proof: !!hero?.querySelector(".proof, blockquote, .outcomes"),
    header: { sizes, width: document.querySelector(".site-header")!.scrollWidth },
  };
}

/** What `measure` says of the header: its items' sizes by selector, and its scrolling width. */
type Header = ReturnType<typeof measure>["header"];

/** The problems `measure` finds on each of `paths` that the server has, at `width`, and the home page's header. */
async function problemsAt(
  page: Page,
  server: TestServer,
  { paths, proof: expected }: { paths: string[]; proof: boolean },
): Promise<{ found: string[]; home?: Header }> {
  const found: string[] = [];
  let home: Header | undefined;
  for (const path of paths) {
    const response = await page.goto(server.url + path, { waitUntil: "load" });
    if (response?.status() === 404) continue;
    await page.waitForSelector(".theme-toggle:not([disabled])"); // islands hydrated
    const { problems, proof, header } = await page.evaluate(measure, LIMITS);
    found.push(...problems.map((p) => `${path}: ${p}`));
    if (path === "/") {
      home = header;
      if (proof !== expected) found.push(`/: proof on the first screen: ${proof}`);
    }
  }
  return { found, home };
}

/** The header's items keep on a phone the size they have at 1280 px; only the brand's name gives way. */
function headerHolds(wide: Header, phone: Header): string[] {
  const found: string[] = [];
  for (const selector of [".brand-mark", ".theme-toggle"]) {
    const [w, p] = [wide.sizes[selector], phone.sizes[selector]];
    if (!w || !p) found.push(`${selector} is not shown`);
    else if (w.width !== p.width || w.height !== p.height) {
      found.push(`${selector} is ${p.width}×${p.height} at 390 px, ${w.width}×${w.height} at 1280`);
    }
  }
  if (phone.width > 390) found.push(`the header overflows at 390 px (${phone.width} px)`);
  for (const selector of [".languages a", ".nav-menu summary"]) {
    const box = phone.sizes[selector];
    if (box && box.width < 24) found.push(`${selector} is ${box.width} px wide at 390 px`);
  }
  return found;
}

/**
 * A page `width` px wide. A fresh server makes a picture's smaller copies on their first request
 * (a loopback SITE_URL): at load 60 the first load of a page with one passed 30 s. Layout is
 * asserted, not time.
 */
const atWidth = (width: number) => ({
  viewport: { width, height: 900 },
  navigationTimeout: 90_000,
});

/** The page of a new context made with `options` (`withPage`'s, kept open: close its context). */
async function openPage(
  browser: Browser,
  { navigationTimeout, ...options }: Parameters<typeof withPage>[1],
): Promise<Page> {
  const context = await browser.newContext(options);
  if (navigationTimeout) context.setDefaultNavigationTimeout(navigationTimeout);
  return await context.newPage();
}

/** The catalogues' languages: the kit's own words in each (lib/content/catalogues). */
const LANGS = [...Deno.readDirSync("lib/content/catalogues")]
  .map((e) => e.name.replace(/\.(yaml|ts)$/, "")).sort();

/** The German owner with every catalogue language as a further language of the site. */
async function ownerInEveryLanguage(): Promise<string> {
  const dir = await copyContent("tests/fixtures/german");
  const site = await Deno.readTextFile(`${dir}/site.yaml`);
  const others = LANGS.filter((lang) => lang !== "de").map((lang) => `  - ${lang}\n`).join("");
  await Deno.writeTextFile(`${dir}/site.yaml`, site.replace(/^ {2}- en\n/m, others));
  // An empty folder per language: the owner's words stay German, the kit's come from its catalogue.
  for (const lang of LANGS) {
    if (lang !== "de") await Deno.mkdir(`${dir}/${lang}`, { recursive: true });
  }
  return dir;
}

browserTest(
  "layouts fit any amount of content, and the header one row in every language",
  import.meta.url,
  async (t, browser) => {
    const every = await ownerInEveryLanguage();
    // The five fixtures, then the owner in every language (its own server: a folder of this
    // file's), then `content/` (for the price list).
    const servers = await Promise.all(
      [...FIXTURES.map((name) => `tests/fixtures/${name}`), every, "content"].map((contentDir) =>
        contentDir === every ? startServer({ contentDir }) : sharedServer({ contentDir })
      ),
    );
    const server = (fixture: string) => servers[FIXTURES.indexOf(fixture)];
    // One page per screen for every step below (a new context for each load cost about 1.5 s of
    // CPU, most of it starting renderers: docs/performance.md); each check starts with a load of
    // its own, which ends what the one before left (a menu open, words changed in the header).
    const [narrow, wide, phone] = await Promise.all(
      [atWidth(390), atWidth(1280), { viewport: { width: 390, height: 844 } }].map((options) =>
        openPage(browser, options)
      ),
    );
    const byWidth = { 390: narrow, 1280: wide };
    try {
      for (const [i, fixture] of FIXTURES.entries()) {
        await t.step(
          `${fixture}: filled rows, no blank bands, whole figures, one header row whose items keep their size on a phone`,
          async () => {
            const { projects } = await (await fetch(`${servers[i].url}/api/v1/projects`)).json();
            const paths = [...PAGES, `/work/${projects[0].slug}/`];
            const [at390, at1280] = await Promise.all(
              ([390, 1280] as const).map(async (width) => {
                const { found, home } = await problemsAt(byWidth[width], servers[i], {
                  paths,
                  proof: WITH_PROOF.includes(fixture),
                });
                return { found: found.map((p) => `${width} px ${p}`), home: home! };
              }),
            );
            const problems = [
              ...at390.found,
              ...at1280.found,
              ...headerHolds(at1280.home, at390.home).map((p) => `home page header: ${p}`),
            ];
            assert.deepEqual(problems, [], `${fixture}:\n${problems.join("\n")}`);
          },
        );
      }
      await t.step(
        "the header fits one row at 390 and 1280 px in every catalogue language",
        async () => {
          assert.equal(LANGS.length >= 15, true, `${LANGS.length} catalogues`);
          const problems = await Promise.all(
            ([390, 1280] as const).map(async (width) => {
              const page = byWidth[width];
              const found = [];
              for (const lang of LANGS) {
                const url = servers[FIXTURES.length].url + (lang === "de" ? "/" : `/${lang}/`);
                assert.equal((await page.goto(url))?.status(), 200, url);
                assert.equal(await page.getAttribute("html", "lang"), lang);
                // A two-language owner's switcher: the way to German, or from German to English.
                const other = lang === "de" ? "en" : "de";
                await page.evaluate((other) => {
                  for (const link of document.querySelectorAll(".languages li")) {
                    if (!link.querySelector(`[hreflang="${other}"], [aria-current]`)) {
                      link.remove();
                    }
                  }
                }, other);
                const { problems } = await page.evaluate(measure, LIMITS);
                found.push(
                  ...problems.filter((p) => /header|squashed/.test(p))
                    .map((p) => `${width} px ${lang}: ${p}`),
                );
              }
              return found;
            }),
          );
          assert.deepEqual(problems.flat(), [], problems.flat().join("\n"));
        },
      );
      await t.step(
        "a site in two languages and a right-to-left one: the switcher without JavaScript, the mirrored page, the menu's chevron",
        (t) => twoLanguagesAndRtl(t, browser, { wide, phone }, server("german"), server("rtl")),
      );
      await t.step("a service's row fits its content on both sides", async (t) => {
        await servicesFit(t, wide, { full: server("full"), german: server("german") });
      });
      await t.step(
        "every row of a price list is laid out alike, on a phone and a laptop",
        () =>
          priceRowsAlike(byWidth, {
            "tests/fixtures/full": server("full"),
            content: servers[FIXTURES.length + 1],
          }),
      );
      await t.step(
        "no header control wraps or is narrower than two characters at 390 px, in any catalogue language",
        (t) => headerControlsHold(t, phone, server("japanese")),
      );
    } finally {
      await Promise.all([narrow, wide, phone].map((page) => page.context().close()));
      await Promise.all(servers.map((server) => server.close()));
      await Deno.remove(every, { recursive: true });
    }
  },
);

/** The most a service's shorter side may end above its longer one (a short summary alone on
 * one side left 189–256 px blank under it). */
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

/**
 * A service's row fits its content, at 1280 px on the full and German owners: what it is and
 * what you get on one side, its terms on the other, and the shorter side never ends more than
 * `SHORT` px above the longer one. The developers guide folds each example response.
 */
async function servicesFit(
  t: Deno.TestContext,
  page: Page,
  servers: { full: TestServer; german: TestServer },
): Promise<void> {
  for (const [fixture, server] of Object.entries(servers)) {
    await t.step(
      `${fixture}: no side of a service ends ${SHORT} px above the other`,
      async () => {
        await page.goto(`${server.url}/services/`, { waitUntil: "load" });
        const gaps = await page.evaluate(blankUnderShorterSide);
        assert.ok(gaps.length > 0);
        assert.ok(gaps.every((gap) => gap <= SHORT), `blank under the shorter side: ${gaps}`);
      },
    );
  }
  await t.step("the guide's example responses are folded, their requests shown", async () => {
    await page.goto(`${servers.full.url}/developers/`, { waitUntil: "load" });
    const { folded, open } = await page.evaluate(() => ({
      folded: document.querySelectorAll(".operation details.example:not([open]) pre").length,
      open: document.querySelectorAll(".operation > .code-block pre").length,
    }));
    assert.ok(folded > 5 && open > 0, `${folded} folded, ${open} shown`);
  });
}

/**
 * The price list (FAQ and pricing, lib/site/pages/next_step.ts) reads as one table at 390 and
 * 1280 px: every row lays its service and its price out the same way (side by side, or the
 * price under the name on a phone), never some rows one way and some the other. Checked on the
 * complete fixture and, content-agnostic, on `content/`, whose long price ranges wrapped the
 * first row under its name in the FAQ's narrower column.
 */
async function priceRowsAlike(
  pages: Record<390 | 1280, Page>,
  owners: Record<string, TestServer>,
) {
  const found: string[] = [];
  for (const width of [390, 1280] as const) {
    const page = pages[width];
    for (const [owner, server] of Object.entries(owners)) {
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
        if (new Set(rows).size > 1) found.push(`${owner} ${path} at ${width}: ${rows}`);
        if (width === 390 && rows.includes("beside")) {
          found.push(`${owner} ${path} at 390: a price squeezed beside its name`);
        }
      }
    }
  }
  assert.deepEqual(found, [], found.join("\n"));
}

/** The header's controls that must keep their words on one line. */
const CONTROLS = [".nav-menu summary", ".languages a", ".theme-toggle"];

/**
 * No header control wraps, in any language the kit ships (issue #37, item 3: the Japanese
 * メニュー once stood one character per line at 390 px). The Japanese-first owner's home page
 * (menu, language switch, theme toggle) is given each catalogue's words in turn, with its
 * `lang` and direction, as the server would write them, and a long brand beside them: every
 * control keeps its words on one line, is at least two characters wide, and the header stays
 * inside the screen.
 */
async function headerControlsHold(t: Deno.TestContext, page: Page, server: TestServer) {
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
              [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
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
}

/**
 * The two-language owner (tests/fixtures/german, English in `en/`) and the right-to-left owner
 * (tests/fixtures/rtl): the language switcher works with JavaScript off, and a right-to-left
 * page mirrors (axe on their every page, in both themes: tests/axe_browser_test.ts).
 */
async function twoLanguagesAndRtl(
  t: Deno.TestContext,
  browser: Browser,
  { wide, phone }: { wide: Page; phone: Page },
  german: TestServer,
  rtl: TestServer,
): Promise<void> {
  await t.step(
    "the language switcher leads to the other language with JavaScript off",
    async () => {
      await withPage(browser, { javaScriptEnabled: false }, async (page) => {
        await page.goto(german.url + "/work/");
        await page.click('.languages a[hreflang="en"]');
        await page.waitForURL(`${german.url}/en/work/`);
        assert.equal(await page.getAttribute("html", "lang"), "en");
        assert.equal(await page.textContent("h1"), "Work");
        await page.click('.languages a[hreflang="de"]');
        await page.waitForURL(`${german.url}/work/`);
        assert.equal(await page.getAttribute("html", "lang"), "de");
      });
    },
  );
  await t.step(
    "on a phone the switcher shows only the other language, and the brand keeps its name",
    async () => {
      const page = phone;
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
    },
  );
  await t.step(
    "a right-to-left page mirrors: the brand starts at the right, arrows point left",
    async () => {
      const page = wide;
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
    },
  );
  await t.step("on a phone the menu's chevron points down in either direction", async () => {
    const page = phone;
    /** Where the chevron's corner points, in degrees clockwise from down (its borders are at the inline end). */
    const corner = () =>
      page.locator(".nav-menu summary").evaluate((el) => {
        const { a, b } = new DOMMatrix(getComputedStyle(el, "::after").transform);
        const end = getComputedStyle(el).direction === "rtl" ? 90 : 0;
        return Math.round(Math.atan2(b, a) * 180 / Math.PI + end - 45);
      });
    for (const server of [german, rtl]) {
      await page.goto(server.url + "/");
      assert.equal(await corner(), 0, `${server.url}: closed, it points down`);
      await page.locator(".nav-menu summary").click();
      assert.equal(Math.abs(await corner()), 180, `${server.url}: open, it points up`);
    }
  });
}
