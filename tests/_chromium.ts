/**
 * Debian's Chromium as every browser check here runs it (the browser tests,
 * the CV's PDF, Lighthouse, screenshots, the page-weight benchmark): headless,
 * without the background traffic a closed network refuses, and with WebMCP
 * (`document.modelContext`), which Chromium 156 keeps behind a flag, on.
 */

/** The browser: `CHROMIUM`, else Debian's. */
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

/** Whether the browser is there. */
export const hasChromium: boolean = await Deno.stat(CHROMIUM).then((s) => s.isFile, () => false);
