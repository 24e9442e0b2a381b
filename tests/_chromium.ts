/**
 * Debian's Chromium as every browser check here runs it (the browser tests,
 * the CV's PDF, Lighthouse, screenshots, the page-weight benchmark): headless,
 * without the background traffic a closed network refuses, and with WebMCP
 * (`document.modelContext`), which Chromium 156 keeps behind a flag, on.
 */

import assert from "node:assert/strict";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";

/** The browser: `CHROMIUM`, else Debian's; `none` skips the browser tests even under CI. */
export const CHROMIUM = Deno.env.get("CHROMIUM") ?? "/usr/bin/chromium";

/** Its command-line flags. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--enable-features=WebMCP",
];

/**
 * The tests' `--disable-features`: playwright-core's list (read from its Chromium launcher) and
 * RenderDocument, a new document host (with its compositor) for every navigation, which checks
 * nothing here and costs about a sixth of a page load's CPU (docs/performance.md, "The test loop,
 * ninth pass"). Chromium keeps only the last `--disable-features` switch (its renderers' command
 * lines show the list it took), so ours repeats playwright's, PaintHolding among it, on which the
 * layout-shift checks rely.
 */
export async function testFeatureArgs(): Promise<string[]> {
  const launcher = new URL("lib/coreBundle.js", import.meta.resolve("playwright-core"));
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(await Deno.readTextFile(launcher))?.[1];
  const features = [...(list ?? "").replace(/\/\/.*$/gm, "").matchAll(/"(\w+)"/g)].map((m) => m[1]);
  assert.ok(
    features.includes("PaintHolding"),
    `playwright-core's disabledFeatures list was not found in ${launcher}: read how its launcher builds --disable-features and update testFeatureArgs`,
  );
  return [`--disable-features=${[...features, "RenderDocument"].join(",")}`];
}

/** Whether the browser is there. */
export const hasChromium: boolean = await Deno.stat(CHROMIUM).then((s) => s.isFile, () => false);

/** Playwright reads /proc and the OS at import, which Deno grants only with every permission. */
const allPermissions = (await Deno.permissions.query({ name: "ffi" })).state === "granted";
/** True in the child `deno test -A` that `browserTest` starts (a file's other tests may skip there). */
export const inBrowserChild = Deno.env.get("BROWSER_TESTS_CHILD") === "1";

/** The tests' configuration (deno.tooling.json): the child resolves playwright-core as the parent does. */
const TOOLING_CONFIG = new URL("../deno.tooling.json", import.meta.url).pathname;

/**
 * A test that drives Chromium through playwright-core. Where Chromium is
 * missing it is skipped, except under CI (which installs it), where it fails
 * unless `CHROMIUM` is `none` (.ci/run's run on the oldest Deno leaves them out).
 * Run with fewer permissions than playwright needs (as `deno task test` runs
 * every test), it runs `module` again in a child `deno test -A` and passes
 * when that child passes, showing its output indented.
 */
export function browserTest(
  name: string,
  module: string,
  fn: (t: Deno.TestContext, browser: Browser) => Promise<void>,
): void {
  if (!hasChromium) {
    const ci = Boolean(Deno.env.get("CI")) && CHROMIUM !== "none";
    Deno.test({
      name,
      ignore: !ci,
      fn() {
        throw new Error(
          `Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium" (.ci/run does), or set CHROMIUM to its path.`,
        );
      },
    });
    if (!ci) console.warn(`Skipped, no Chromium at ${CHROMIUM}: ${name}`);
  } else if (!allPermissions) {
    Deno.test(`${name} (run in a child deno test -A)`, async () => {
      if (inBrowserChild) throw new Error("the child process must run with -A");
      const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
        // --no-check: the parent `deno test` has type-checked this very module.
        args: ["test", "--config", TOOLING_CONFIG, "-A", "--no-check", new URL(module).pathname],
        cwd: new URL("..", import.meta.url).pathname,
        env: { BROWSER_TESTS_CHILD: "1", NO_COLOR: "1", PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const output = new TextDecoder().decode(stdout) + new TextDecoder().decode(stderr);
      // Indented, so a CI summary parser does not mistake the child's summary for the run's.
      console.log(output.trimEnd().split("\n").map((line) => `  │ ${line}`).join("\n"));
      if (code !== 0) throw new Error(`${name}: failed; the output is above`);
    });
  } else {
    Deno.test(name, async (t) => {
      const { chromium } = await import("playwright-core");
      const args = [...CHROMIUM_ARGS, ...await testFeatureArgs()];
      const browser = await chromium.launch({ executablePath: CHROMIUM, args });
      try {
        await fn(t, browser);
      } finally {
        await browser.close();
      }
    });
  }
}

/** `fn` on the page of a new context made with `options`; the context is closed however `fn` ends. */
export async function withPage<T>(
  browser: Browser,
  { navigationTimeout, ...options }: BrowserContextOptions & { navigationTimeout?: number },
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  if (navigationTimeout) context.setDefaultNavigationTimeout(navigationTimeout);
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Puts axe-core into every document `page` loads from now on, before the page's own scripts (it
 * only defines `axe` and a listener for messages between frames), so that `axeViolations` does
 * not send its half a megabyte over CDP again for each page: that was 38 % of the time of a probe
 * loading one owner's pages as the axe file does, and cut the file's CPU by 18 %
 * (docs/performance.md, "The test loop, thirteenth pass"). Init scripts, like
 * evaluate(), run outside the page's CSP. Returns `page`.
 */
export async function preloadAxe(page: Page): Promise<Page> {
  await page.addInitScript({ content: (await import("axe-core")).default.source });
  return page;
}

/**
 * axe-core's violations on the page as it stands (all rules; only violations itemised, about 40 %
 * less of axe's time), one line each with the elements at fault. axe is injected into the
 * document the first time unless `preloadAxe` put it there; evaluate() runs outside the page's CSP,
 * which rightly forbids inline scripts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!await page.evaluate(() => "axe" in globalThis)) {
    await page.evaluate((await import("axe-core")).default.source);
  }
  return await page.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const results = await (globalThis as any).axe.run(document, { resultTypes: ["violations"] });
    return results.violations.map((
      v: { id: string; help: string; nodes: { target: string[] }[] },
    ) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/**
 * `page` (at `path`) seen in the light and then the dark theme by media emulation: each theme's
 * body background, and axe's violations in each, named by path and theme. Asserts that each theme
 * is the one asked for. The page is left in the dark theme.
 */
export async function inBothThemes(
  page: Page,
  path: string,
): Promise<{ backgrounds: string[]; violations: string[] }> {
  const backgrounds: string[] = [];
  const violations: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const [dark, background] = await page.evaluate(() =>
      [
        matchMedia("(prefers-color-scheme: dark)").matches,
        getComputedStyle(document.body).backgroundColor,
      ] as const
    );
    assert.equal(dark, colorScheme === "dark", `${path} is seen in the ${colorScheme} theme`);
    backgrounds.push(background);
    for (const v of await axeViolations(page)) violations.push(`${path} (${colorScheme}): ${v}`);
  }
  return { backgrounds, violations };
}
