/**
 * The warm-up: after a content generation's first answer, what the first
 * visitor of each costly kind would wait for is made in the background, one
 * thing at a time: a search (MiniSearch and the site's index), an MCP tool
 * call (the SDK), the pictures' WebP copies (`makeAhead`), then every page's
 * share card (resvg on the picture worker, which keeps each card by its SVG)
 * while the kept pictures fill less than half their bound. Each is asked of
 * the app, not the answer cache, so nothing is kept twice and no answer
 * changes; each is also made on first use, warm-up or not.
 *
 * @example
 * ```ts ignore
 * // lib/handler.ts, after the first answer of a generation:
 * const { made } = await warm(app, store, firstAnswer); // ["search", "mcp", "pictures", "/og/card.png", …]
 * ```
 */
import type { ContentStore } from "../../content/store.ts";
import { link } from "../../content/links.ts";
import type { Site } from "../../content/model.ts";
import type { App } from "../../fresh/types.ts";
import { MADE_BYTES, madeSoFar } from "../pictures/off_thread.ts";
import { madeAhead, makeAhead } from "../pictures/responsive.ts";
import { cardPath } from "../pictures/share_card.ts";

/** What a warm-up made, in order: `search`, `mcp`, `pictures` and each card's path. */
export interface WarmUp {
  made: string[];
}

/** The warm-up's steps: a name, and the making, false when it was left out (the bound reached). */
function steps(app: App, site: Site): [string, () => Promise<unknown>][] {
  const ask = (url: string, init?: RequestInit) => () =>
    app(new Request(url, init)).then((res) => res.body?.cancel());
  const call = { name: "search", arguments: { query: site.name } };
  const absolute = { absolute: true };
  return [
    ["search", ask(link(site, `/search/?q=${encodeURIComponent(site.name)}`, absolute))],
    [
      "mcp",
      ask(link(site, "/mcp", absolute), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept": "application/json, text/event-stream",
          "mcp-protocol-version": "2025-11-25",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: call }),
      }),
    ],
    ["pictures", () => (makeAhead(site), madeAhead())],
    ...[site, ...site.translations].flatMap((one) =>
      one.pages.map((page): [string, () => Promise<unknown>] => {
        const card = ask(link(one, cardPath(page), absolute));
        return [
          link(one, cardPath(page)),
          async () => madeSoFar().bytes < MADE_BYTES / 2 && card(),
        ];
      })
    ),
  ];
}

/**
 * Once `after` (a generation's first answer) is settled, makes the store's
 * site's steps (none on a loopback site) one at a time, each after a timer so
 * that requests which came meanwhile go first, until a newer site is served.
 */
export async function warm(app: App, store: ContentStore, after: unknown): Promise<WarmUp> {
  const site = store.site, made: string[] = [];
  await Promise.allSettled([after]);
  for (const [name, step] of site && !site.config.local ? steps(app, site) : []) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (store.site !== site) break;
    const done = await step().then((r) => r !== false, (error) => console.error("Warm-up:", error));
    if (done) made.push(name);
  }
  return { made };
}
