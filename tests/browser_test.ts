/**
 * The website in real headless Chromium (Debian's `chromium`, driven by
 * playwright-core), on the complete fixture owner: axe-core finds no violations
 * on any page in either theme, nor does the console show an error, the theme
 * toggle works and its choice persists, the copy buttons copy, the API explorer
 * sends live requests, the navigation's links do not move, and every page offers
 * the MCP server's tools through WebMCP; a case study's pictures keep their sizes, and a
 * client on another loopback origin speaks to /mcp through CORS. Each page is loaded once for all of its
 * checks that need no other conditions. (No page overflows or shifts at a
 * phone's width: tests/proof_browser_test.ts.)
 *
 * playwright-core reads /proc and the OS at import, which Deno grants only
 * with -A, more than `deno task test` gives. Run with fewer permissions, this
 * file re-runs itself in a child `deno test -A` and reports its result, so
 * `deno task test` still runs the browser tests. `deno task test:browser` runs
 * them directly. (Screenshots for review: `deno task screenshots`.)
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations, browserTest, inBothThemes, preloadAxe } from "./_chromium.ts";
import { htmlPages } from "./_pages.ts";
import { sharedServer, type TestServer } from "./_server.ts";

browserTest("the website works in headless Chromium", import.meta.url, async (t, browser) => {
  const server = await sharedServer();
  try {
    await browserSteps(t, { browser, server });
  } finally {
    await server.close();
  }
});

interface Env {
  browser: Browser;
  server: TestServer;
}

/** Every page of the site, from the API's own page list. */
/** The declarative WebMCP tools of forms: the footer's search and the API explorer. */
const FORM_TOOLS = ["search_site", "send_api_request"];

/** The case studies' paths, from the API. */
async function caseStudies(server: TestServer): Promise<string[]> {
  const { projects } = await (await fetch(`${server.url}/api/v1/projects`)).json();
  return projects.map((p: { case_study: string }) => new URL(p.case_study).pathname);
}

async function pagePaths(server: TestServer): Promise<string[]> {
  const { pages } = await (await fetch(`${server.url}/api/v1/pages`)).json();
  return pages.map((p: { path: string }) => p.path);
}

/** A new context and page; console errors and failed scripts are collected. */
async function open(
  env: Env,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await env.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  return { context, ...await watchedPage(context) };
}

/** A new page of `context` whose console errors and failed scripts are collected. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  // Playwright's own 30 s: a page's pictures took over 10 s to finish at load 26 (last passes).
  // A navigation 90 s: at load 58 the first load of `/` and of `/contact/` on a fresh server
  // (which makes a picture's smaller copies on their first request) passed 10 s.
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(90_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console error: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return { page, problems };
}

/** Loads `path` and waits until the islands are hydrated (the theme toggle is enabled). */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector(".theme-toggle:not([disabled])");
}

/** A WebMCP tool as the page offers it (playwright's `page.webmcp.tools()`). */
type PageTool = Awaited<ReturnType<Page["webmcp"]["tools"]>>[number];

/** The page's WebMCP tools, once those named `names` are all registered (the island fetches them). */
async function webmcpTools(page: Page, names: string[]): Promise<PageTool[]> {
  for (let waited = 0;; waited += 50) {
    const tools = await page.webmcp.tools();
    if (names.every((name) => tools.some((t) => t.name === name))) return tools;
    assert.ok(waited < 5_000, `WebMCP tools registered: ${tools.map((t) => t.name).join(", ")}`);
    await page.waitForTimeout(50);
  }
}

/** `html` as a browser without JavaScript takes it: no scripts, and <noscript> content in force. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<noscript>([\s\S]*?)<\/noscript>/g, "$1");
}

/** Pictures of the loaded page: each loads, has a text alternative, a width and a height, and is drawn at its ratio. */
async function checkPictures(page: Page, path: string): Promise<void> {
  // Bring every lazy picture in, then wait for all to finish.
  await page.evaluate(() => globalThis.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const pictures = await page.$$eval("img", (imgs) =>
    imgs.map((i) => ({
      src: i.getAttribute("src"),
      alt: i.getAttribute("alt"),
      width: Number(i.getAttribute("width")),
      height: Number(i.getAttribute("height")),
      natural: i.naturalWidth,
      shown: i.getBoundingClientRect().width / i.getBoundingClientRect().height,
    })));
  for (const pic of pictures) {
    assert.ok(pic.natural > 0, `${path}: ${pic.src} did not load`);
    assert.ok(pic.alt && pic.alt.length > 3, `${path}: ${pic.src} has no text alternative`);
    assert.ok(pic.width > 0 && pic.height > 0, `${path}: ${pic.src} has no width and height`);
    const ratio = pic.width / pic.height;
    assert.ok(
      Math.abs(pic.shown - ratio) / ratio < 0.03,
      `${path}: ${pic.src} is drawn at ${pic.shown.toFixed(3)}, not its ${ratio.toFixed(3)}`,
    );
  }
}

/** A case study's closing call to action: shown once scrolled to, its link, and the headings after it. */
async function closing(
  page: Page,
): Promise<{ shown: boolean; href: string | null; after: number }> {
  const cta = page.locator("section.cta");
  await cta.scrollIntoViewIfNeeded();
  return {
    shown: await cta.isVisible(),
    href: await cta.locator("a.button").first().getAttribute("href"),
    after: await page.evaluate(() => {
      const cta = document.querySelector("section.cta")!;
      return [...document.querySelectorAll("main h2")].filter((h) =>
        !cta.contains(h) && cta.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING
      ).length;
    }),
  };
}

/** The loaded page's share card: a 1200×630 PNG the browser can draw, with its alt and Twitter card. */
async function checkShareCard(page: Page, path: string): Promise<void> {
  const card = await page.evaluate(async () => {
    const meta = (key: string) =>
      document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute("content");
    const res = await fetch(meta("og:image")!);
    const bitmap = await createImageBitmap(await res.blob());
    return {
      type: res.headers.get("content-type"),
      size: [bitmap.width, bitmap.height],
      alt: meta("og:image:alt"),
      twitter: meta("twitter:card"),
    };
  });
  assert.equal(card.type, "image/png", path);
  assert.deepEqual(card.size, [1200, 630], path);
  assert.ok(card.alt, path);
  assert.equal(card.twitter, "summary_large_image", path);
}

async function browserSteps(t: Deno.TestContext, env: Env) {
  const { server } = env;
  const paths = await pagePaths(server);
  assert.ok(paths.length >= 12, `expected every page, got ${paths.join(", ")}`);

  // One load of each page of this owner (its sitemap's pages, the search page empty and with a
  // query, the 404 page) at 1280 px, and every check of that page on it: axe in the light and the
  // dark theme (the page's media emulation switches them, as tests/axe_browser_test.ts does for
  // the other owners), its pictures, its share card, where its navigation's links sit, its
  // closing call to action, and its console. Phone width: the layout-shift loads of
  // tests/proof_browser_test.ts, which also measure overflow.
  const studies = await caseStudies(server);
  const every = await htmlPages(server.url);
  assert.deepEqual(paths.filter((p) => !every.includes(p)), [], "the sitemap lists every page");
  const navPaths = paths.filter((p) => !p.startsWith("/work/") || p === "/work/");
  const navPlaces = new Map<string, number[]>();
  const closings = new Map<string, { shown: boolean; href: string | null; after: number }>();
  // One page at 1280 px, light, for the steps that need no context of their own (a new context for
  // each cost about 1.5 s of CPU, most of it starting renderers: docs/performance.md); each starts
  // with a load of its own and reads only the console errors logged since it began. The theme
  // toggle's step (localStorage), the copy buttons' (permissions, every request seen) and those
  // at other widths or without JavaScript keep contexts of their own.
  const wide = await open(env, { colorScheme: "light" });
  await preloadAxe(wide.page);
  await t.step(
    "every page in both themes: axe finds no violations, no console errors; pictures load, keep their size and have text alternatives, and its share card is a 1200×630 PNG the browser can draw",
    async () => {
      const { page, problems } = wide;
      for (const path of every) {
        const before = problems.length;
        await load(page, server.url + path);
        const missing = path.includes("/no-such-page/");
        if (navPaths.includes(path)) {
          navPlaces.set(
            path,
            await page.$$eval(
              ".nav-wide a",
              (as) => as.map((a) => Math.round(a.getBoundingClientRect().x)),
            ),
          );
        }
        const { backgrounds, violations } = await inBothThemes(page, path);
        assert.deepEqual(violations, [], `axe on ${path}:\n${violations.join("\n")}`);
        assert.deepEqual(
          backgrounds,
          ["rgb(250, 250, 249)", "rgb(15, 17, 21)"],
          `${path}: the light and the dark theme's backgrounds`,
        );
        await page.emulateMedia({ colorScheme: "light" });
        if (paths.includes(path)) await checkShareCard(page, path);
        if (!missing) await checkPictures(page, path);
        if (studies.includes(path)) closings.set(path, await closing(page));
        // The missing page's own 404 is the only error a page may log.
        const unexpected = problems.slice(before).filter((p) =>
          !(missing && /status of 404/.test(p))
        );
        assert.deepEqual(
          unexpected,
          [],
          `${path}: no console errors, CSP violations or script errors`,
        );
      }
    },
  );

  await t.step(
    "the theme toggle switches the theme and the choice persists across navigation",
    async () => {
      const { context, page } = await open(env, { colorScheme: "light" });
      try {
        await load(page, server.url + "/");
        const toggle = page.locator(".theme-toggle");
        assert.equal(await toggle.getAttribute("aria-pressed"), "false");
        assert.equal(await toggle.getAttribute("aria-label"), "Dark theme");
        await toggle.click();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
        assert.equal(await toggle.getAttribute("aria-pressed"), "true");
        assert.equal(
          await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
          "rgb(15, 17, 21)",
        );
        await page.click('.site-nav a[href="/about/"]');
        await page.waitForURL(/\/about\/$/);
        // Applied by the inline script before first paint, before any island runs.
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "dark");
        await page.waitForSelector(".theme-toggle:not([disabled])");
        assert.equal(await toggle.getAttribute("aria-pressed"), "true");
        await toggle.click();
        await page.reload();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
        assert.equal(
          await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
          "rgb(250, 250, 249)",
        );
      } finally {
        await context.close();
      }
    },
  );

  await t.step(
    "with JavaScript the no-JavaScript stylesheet is never loaded, and the copy buttons copy a code block and an address, and say so",
    async () => {
      const { context, page } = await open(env);
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
      try {
        const loaded: string[] = [];
        page.on("request", (r) => loaded.push(new URL(r.url()).pathname));
        await load(page, server.url + "/developers/");
        const block = page.locator(".code-block").first();
        const button = block.locator(".copy-button");
        await button.waitFor();
        await page.waitForSelector(".copy-button:not([disabled])");
        assert.ok(await button.isVisible());
        assert.ok(!loaded.includes("/noscript.css"), loaded.join(", "));
        // The head's modulepreload links are what the island scripts' imports use: no second fetch.
        const chunks = loaded.filter((path) => path.startsWith("/_frsh/js/chunk-"));
        assert.ok(chunks.length >= 1, loaded.join(", "));
        assert.equal(new Set(chunks).size, chunks.length, `each chunk fetched once: ${chunks}`);
        assert.equal(await page.locator("#explorer .callout").isVisible(), false);
        await button.click();
        await page.waitForSelector('.copy-button[data-state="copied"]');
        assert.match(await button.innerText(), /^Copied/);
        assert.match(
          await block.locator('[role="status"]').innerText(),
          /^Copied .+ to the clipboard$/,
        );
        const code = await block.locator("pre").innerText();
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
        assert.match(code, /^curl /);

        await load(page, server.url + "/contact/");
        const address = page.locator(".address").first();
        const email = await address.locator("a").innerText();
        await page.waitForSelector(".copy-button:not([disabled])");
        await address.locator(".copy-button").click();
        await page.waitForSelector('.copy-button[data-state="copied"]');
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), email);
        assert.match(email, /^[^@\s]+@[^@\s]+$/);
      } finally {
        await context.close();
      }
    },
  );

  await t.step("the API explorer sends live requests and shows responses and errors", async () => {
    const { page } = wide;
    const before = wide.problems.length;
    await page.emulateMedia({ colorScheme: "dark" });
    try {
      await load(page, server.url + "/developers/");
      await page.waitForSelector(".explorer fieldset:not([disabled])");
      await page.selectOption("#explorer-op", "getProject");
      assert.equal(await page.inputValue("#explorer-slug"), "escala");
      await page.fill("#explorer-slug", "morada");
      assert.match(await page.locator(".request-line").innerText(), /\/api\/v1\/projects\/morada$/);
      await page.click(".explorer button[type=submit]");
      await page.waitForSelector('.explorer-result pre[data-status="200"]');
      assert.match(await page.locator(".result-status").innerText(), /^200 OK · application\/json/);
      assert.equal(
        JSON.parse(await page.locator(".explorer-result pre").innerText()).name,
        "Morada",
      );

      await page.fill("#explorer-slug", "no-such-project");
      await page.click(".explorer button[type=submit]");
      await page.waitForSelector('.explorer-result pre[data-status="404"]');
      const problem = JSON.parse(await page.locator(".explorer-result pre").innerText());
      assert.equal(problem.code, "project_not_found");

      await page.selectOption("#explorer-op", "getPage");
      await page.fill("#explorer-path", "/pricing");
      await page.click(".explorer button[type=submit]");
      await page.waitForSelector('.explorer-result pre[data-status="200"]');
      assert.match(
        JSON.parse(await page.locator(".explorer-result pre").innerText()).markdown,
        /^# Quotes, not rate cards\n/,
      );
      const violations = await axeViolations(page);
      assert.deepEqual(violations, [], `axe with a response shown:\n${violations.join("\n")}`);
      assert.deepEqual(wide.problems.slice(before).filter((p) => !/status of 404/.test(p)), []);
    } finally {
      await page.emulateMedia({ colorScheme: "light" });
    }
  });

  await t.step(
    "without JavaScript, in either theme: no dead copy buttons, the explorer says why and links its request, axe finds nothing",
    async () => {
      const { context, page } = await open(env, { javaScriptEnabled: false });
      // axe needs timers, which do not run with JavaScript off: it checks the same page as
      // the browser builds it without JavaScript (scripts gone, <noscript> content in force).
      const withAxe = await open(env);
      await withAxe.page.route(`${server.url}/**/`, async (route) => {
        const res = await route.fetch();
        await route.fulfill({ response: res, body: withoutScripts(await res.text()) });
      });
      try {
        // /developers/ last: its explorer is checked below on the same load.
        for (const path of ["/contact/", "/developers/"]) {
          await page.goto(server.url + path);
          await withAxe.page.goto(server.url + path);
          for (const colorScheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme });
            await withAxe.page.emulateMedia({ colorScheme });
            assert.ok(await page.locator(".copy-button").count() > 0, `${path} has copy buttons`);
            assert.equal(
              await page.locator(".copy-button:visible").count(),
              0,
              `${path}: copy buttons cannot work without JavaScript, so none is shown (${colorScheme})`,
            );
            assert.equal(await withAxe.page.locator(".copy-button:visible").count(), 0);
            assert.equal(
              await withAxe.page.evaluate(() => getComputedStyle(document.body).backgroundColor),
              colorScheme === "dark" ? "rgb(15, 17, 21)" : "rgb(250, 250, 249)",
              `${path} is in the ${colorScheme} theme`,
            );
            const violations = await axeViolations(withAxe.page);
            assert.deepEqual(
              violations,
              [],
              `axe on ${path} without JavaScript (${colorScheme}):\n${violations.join("\n")}`,
            );
            if (path === "/developers/") {
              const why = page.locator("#explorer .callout");
              assert.ok(await why.isVisible(), `the explorer explains itself (${colorScheme})`);
              assert.match(await why.innerText(), /needs JavaScript/);
            }
          }
        }
        const link = page.locator(".request-line a");
        const href = await link.getAttribute("href");
        assert.equal(href, `${server.url}/api/v1/`);
        const [answer] = await Promise.all([
          page.waitForEvent("response", (r) => r.url() === href),
          link.click(),
        ]);
        assert.equal(answer.status(), 200);
        assert.ok(Array.isArray((await answer.json()).endpoints), "the API index's answer");
      } finally {
        await context.close();
        await withAxe.context.close();
      }
    },
  );

  await t.step(
    "the skip link is the first stop for the keyboard and moves focus to the content",
    async () => {
      const { page } = wide;
      await load(page, server.url + "/faq/");
      await page.keyboard.press("Tab");
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        "Skip to content",
      );
      const box = await page.locator(".skip").boundingBox();
      assert.ok(box && box.y >= 0, "the focused skip link is on screen");
      await page.keyboard.press("Enter");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "main");
    },
  );

  await t.step(
    "calls to action: one primary in the hero, one closing every case study",
    async () => {
      const { page } = wide;
      await load(page, server.url + "/");
      const hero = page.locator(".hero a.button:not(.secondary)");
      assert.equal(await hero.count(), 1);
      assert.ok(await hero.isVisible());
      await hero.click();
      await page.waitForURL(/\/contact\/$/);
      const first = page.locator(".contact-main .inquiries a").first();
      assert.match(
        (await first.getAttribute("href"))!,
        /^mailto:[^?]+\?subject=Project%20inquiry%3A%20/,
      );
      // Each case study's close, as the light pass's load of it found it.
      assert.deepEqual([...closings.keys()], await caseStudies(server));
      for (const [path, { shown, href, after }] of closings) {
        assert.ok(shown, path);
        assert.match(href!, /^mailto:.*subject=/, path);
        assert.equal(after, 0, `${path}: the call to action is the last section`);
      }
    },
  );

  await t.step("phones get one header row and a menu that opens without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page } = await open(env, {
        viewport: { width: 390, height: 844 },
        javaScriptEnabled,
      });
      try {
        await page.goto(server.url + "/about/");
        const header = await page.locator(".site-header").boundingBox();
        assert.ok(header!.height < 80, `the header is ${header!.height}px tall`);
        assert.ok(!(await page.locator(".nav-wide").isVisible()));
        const links = page.locator(".nav-menu ul a");
        assert.ok(!(await links.first().isVisible()), "closed at first");
        await page.locator(".nav-menu summary").click();
        assert.ok(await links.first().isVisible(), "open after a tap");
        assert.equal(
          await page.locator('.nav-menu a[aria-current="page"]').textContent(),
          "About",
        );
      } finally {
        await context.close();
      }
    }
  });

  await t.step(
    "WebMCP: every page offers /mcp's tools, which answer with the API's JSON and go with the page",
    async () => {
      // What /mcp lists, asked by the SDK's own client at revision 2026-07-28 (the island asks
      // at 2025-11-25): the page must offer the same names, descriptions and input schemas.
      const { Client, StreamableHTTPClientTransport } = await import(
        "@modelcontextprotocol/client"
      );
      const client = new Client(
        { name: "browser-test", version: "1.0.0" },
        { versionNegotiation: { mode: { pin: "2026-07-28" } } },
      );
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
      const { tools: served } = await client.listTools();
      await client.close();
      const names = served.map((tool) => tool.name);
      assert.ok(names.includes("get_project") && names.includes("search"), names.join(", "));
      type Shape = { name: string; description?: string; inputSchema?: unknown };
      const shapes = (tools: Shape[]) =>
        tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))
          .sort((a, b) => a.name < b.name ? -1 : 1);
      const expected = shapes(served);

      const { page } = wide;
      const before = wide.problems.length;
      try {
        const [caseStudy] = await caseStudies(server);
        for (const path of ["/", "/developers/", caseStudy]) {
          await load(page, server.url + path);
          const tools = await webmcpTools(page, names);
          const imperative = tools.filter((tool) => names.includes(tool.name));
          assert.deepEqual(shapes(imperative), expected, `${path}: the tools of /mcp`);
          for (const tool of imperative) {
            assert.equal(tool.annotations?.readOnly, true, `${path}: ${tool.name} is read-only`);
          }
          // The island renders nothing: no box, no node for the accessibility tree.
          assert.equal(
            await page.$eval(
              'x-island[data-island="WebMcp"]',
              (island) => island.childNodes.length + island.getClientRects().length,
            ),
            0,
            path,
          );
          // The API explorer's form is a declarative tool, there only.
          const declared = tools.filter((tool) => !names.includes(tool.name)).map((t) => t.name);
          assert.deepEqual(
            declared.sort(),
            path === "/developers/" ? ["search_site", "send_api_request"] : ["search_site"],
            path,
          );
        }

        // Calls answer with the API's JSON; errors with /mcp's error result, the API's problem.
        const slug = new URL(caseStudy, server.url).pathname.split("/")[2];
        const api = await (await fetch(`${server.url}/api/v1/projects/${slug}`)).json();
        assert.deepEqual(await page.webmcp.callTool("get_project", { slug }), api);
        const missing = await page.webmcp.callTool("get_project", { slug: "no-such-project" }) as {
          isError: boolean;
          content: { text: string }[];
        };
        assert.equal(missing.isError, true);
        assert.equal(JSON.parse(missing.content[0].text).code, "project_not_found");

        // Leaving the page (pagehide) aborts the registrations' signal: the tools go. Coming back
        // from the back/forward cache (pageshow, persisted) registers them again.
        await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pagehide")));
        // (The forms' declarative tools belong to the forms, not to the island.)
        assert.deepEqual(
          (await page.webmcp.tools()).filter((tool) => !FORM_TOOLS.includes(tool.name)),
          [],
          "no tool of the island is left after pagehide",
        );
        await page.evaluate(() =>
          dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }))
        );
        assert.equal(
          (await webmcpTools(page, names)).filter((tool) => names.includes(tool.name)).length,
          names.length,
        );

        // The explorer's form as an agent uses it: one call picks the operation, fills its
        // parameter and submits; the visitor sees the request and its answer.
        await load(page, server.url + "/developers/");
        await page.waitForSelector(".explorer fieldset:not([disabled])");
        await webmcpTools(page, [...names, "send_api_request"]);
        const sent = await page.webmcp.callTool("send_api_request", {
          operation: "getProject",
          slug,
        }) as { request: string; status: number; body: unknown };
        assert.equal(sent.request, `GET ${server.url}/api/v1/projects/${slug}`);
        assert.equal(sent.status, 200);
        assert.deepEqual(sent.body, api);
        await page.waitForSelector('.explorer-result pre[data-status="200"]');
        assert.equal(await page.inputValue("#explorer-slug"), slug);
        assert.ok(await page.locator("#explorer-slug").isVisible());
        assert.equal(await page.locator("#explorer-path").isVisible(), false);

        // Another page is a new registration: the explorer's tool is gone, nothing is doubled.
        await load(page, server.url + "/about/");
        const after = await webmcpTools(page, names);
        assert.deepEqual(after.map((t) => t.name).sort(), [...names, "search_site"].sort());
        assert.deepEqual(wide.problems.slice(before), [], "no console errors or script errors");
      } finally {
        await wide.context.close(); // its last step
      }
    },
  );

  await t.step(
    "a screenshot is shown as wide as the page, a drawing smaller, and no drawing covers a card",
    () => pictureSizes(env),
  );

  await t.step(
    "Chromium on another loopback origin speaks 2026-07-28 to /mcp through CORS",
    () => mcpThroughCors(env),
  );

  await t.step("the current page's link does not move the links beside it", () => {
    // Measured on the light pass's load of each page (1280 px), not on loads of their own.
    assert.deepEqual([...navPlaces.keys()], navPaths, "every page's navigation was measured");
    const places = [...navPlaces.values()];
    assert.ok(places[0].length >= 4, `the navigation's links: ${places[0]}`);
    for (const [path, place] of navPlaces) assert.deepEqual(place, places[0], path);
  });
}

/**
 * A case study's pictures as a client sees them at a laptop's 1280×800: each screen on a row of
 * its own, a screenshot (a PNG) as wide as the page allows, and a drawing (an SVG), which shows
 * no shipped work, smaller, as a cover and as a screen, and not at all as a card's cover in the
 * list of work.
 */
async function pictureSizes({ browser, server }: Env): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // The fixture's case study with an SVG cover, an SVG screen and a PNG screen (1000 px wide).
    await page.goto(`${server.url}/work/selo/`);
    const seen = await page.evaluate(() => {
      const width = (e: Element | null) => e ? e.getBoundingClientRect().width : -1;
      const screens = document.querySelector(".screens")!;
      const img = (ending: string) => screens.querySelector(`img[src*="${ending}"]`);
      return {
        column: width(document.querySelector(".results")),
        list: width(screens),
        rows: [...screens.children].map(width),
        cover: width(document.querySelector("img.cover")),
        photo: width(img(".png?")),
        drawing: width(img(".svg?")),
      };
    });
    assert.ok(seen.column > 1000, `the page's column is ${seen.column}px at 1280`);
    assert.equal(seen.list, seen.column, "the screens take the page's width");
    assert.deepEqual(seen.rows, [seen.list, seen.list], "each screen on a row of its own");
    assert.equal(seen.photo, 1000, "the screenshot at its own width, all of it in the column");
    assert.ok(
      seen.cover > 0 && seen.cover <= seen.column * 0.6,
      `a drawing cover is smaller: ${seen.cover}px of ${seen.column}px`,
    );
    assert.ok(
      seen.drawing > 0 && seen.drawing < seen.photo * 0.6,
      `a drawing screen is smaller than the screenshot: ${seen.drawing}px`,
    );
    // In the list of work a drawing is no cover at all (the fixture's covers are all drawings).
    await page.goto(`${server.url}/work/`);
    assert.ok(await page.locator(".project-card").count() >= 2, "the fixture's cards");
    const covers = await page.locator("img.card-cover").evaluateAll((imgs) =>
      imgs.map((img) => img.getAttribute("src"))
    );
    assert.deepEqual(covers, [], "no card has a drawing for its cover");
  } finally {
    await context.close();
  }
}

/**
 * A browser client of revision 2026-07-28 from another origin the server accepts (a local site
 * takes any loopback origin): Chromium's CORS preflight must allow the `Mcp-Method` and
 * `Mcp-Name` headers that revision requires.
 */
async function mcpThroughCors({ browser, server }: Env): Promise<void> {
  // A blank page on another loopback origin (the site's own pages' CSP would keep them from
  // calling out at all), served from loopback so that Chromium lets it reach a loopback address.
  const client = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () =>
      new Response("<!DOCTYPE html><title>client</title>", {
        headers: { "content-type": "text/html" },
      }),
  );
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${client.addr.port}/`);
    const answers = await page.evaluate(async (endpoint: string) => {
      const meta = {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": { name: "browser", version: "1" },
      };
      // deno-lint-ignore no-explicit-any -- a JSON-RPC call's params
      const call = async (id: number, method: string, params: any, name?: string) => {
        const headers: Record<string, string> = {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": method,
        };
        if (name) headers["mcp-name"] = name;
        const res = await fetch(endpoint, {
          method: "POST",
          headers,
          body: JSON.stringify({ jsonrpc: "2.0", id, method, params: { ...params, _meta: meta } }),
        });
        return { status: res.status, body: await res.json() };
      };
      return [
        await call(1, "server/discover", {}),
        await call(2, "tools/call", { name: "get_profile", arguments: {} }, "get_profile"),
      ];
    }, `${server.url}/mcp`);
    // deno-lint-ignore no-explicit-any -- parsed JSON-RPC answers
    const [discover, profile] = answers as any[];
    assert.equal(discover.status, 200);
    assert.ok(discover.body.result.supportedVersions.includes("2026-07-28"));
    assert.equal(profile.status, 200);
    assert.equal(profile.body.result.structuredContent.name, "Marta Quintela");
    await page.close();
  } finally {
    await client.shutdown();
  }
}
