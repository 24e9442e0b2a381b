/**
 * The warm-up: what the first visitor of each costly kind would wait for, asked of the app (not the
 * answer cache, so no answer changes) one at a time, never on a loopback site: a search, an MCP
 * call, the WebP copies, then each page's card while kept pictures fill under half their bound.
 *
 * @example
 * ```ts ignore
 * const made = await warm(app, store, firstAnswer); // ["search", "mcp", "pictures", "/og/card.png", …]
 * ```
 */
import type { ContentStore } from "../../content/store.ts";
import { link } from "../../content/links.ts";
import type { Site } from "../../content/model.ts";
import type { App } from "../../fresh/types.ts";
import { MADE_BYTES, madeSoFar } from "../pictures/off_thread.ts";
import { madeAhead, makeAhead } from "../pictures/responsive.ts";
import { cardPath } from "../../content/page_path.ts";

/** The steps by name; a step resolves false when it was left out (the bound reached). */
function steps(app: App, site: Site): [string, () => Promise<unknown>][] {
  const ask = (path: string, init?: RequestInit) => () =>
    app(new Request(link(site, path, { absolute: true }), init)).then((res) => res.body?.cancel());
  const params = { name: "search", arguments: { query: site.name } };
  const headers = { "content-type": "application/json", accept: "application/json" };
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params });
  const cards = [site, ...site.translations].flatMap((one) =>
    one.pages.map((p) => link(one, cardPath(p)))
  );
  return [
    ["search", ask(`/search/?q=${encodeURIComponent(site.name)}`)],
    ["mcp", ask("/mcp", { method: "POST", headers, body })],
    ["pictures", () => (makeAhead(site), madeAhead())],
    ...cards.map((card): [string, () => Promise<unknown>] => [
      card,
      async () => madeSoFar().bytes < MADE_BYTES / 2 ? await ask(card)() : false,
    ]),
  ];
}

/** After `after` (a first answer), the steps one at a time until a newer site; resolves to names. */
export async function warm(app: App, store: ContentStore, after: unknown): Promise<string[]> {
  const site = store.site, made: string[] = [];
  await Promise.allSettled([after]);
  for (const [name, step] of site && !site.config.local ? steps(app, site) : []) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (store.site !== site) break;
    const done = await step().then((r) => r !== false, (error) => console.error("Warm-up:", error));
    if (done) made.push(name);
  }
  return made;
}
