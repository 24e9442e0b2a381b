import assert from "node:assert/strict";
import type { HandlerContext } from "./server/types.ts";
import type { AppState } from "./state.ts";
import { type PageData, renderPage } from "./web.ts";

Deno.test("a page rendered while the content reloads is never kept for the new content", async () => {
  // A stand-in store and context: just what renderPage reads.
  const site = (name: string) => ({ name, pages: [{ path: "/about/" }] });
  const store = { generation: 1, site: site("old"), require: () => store.site };
  const ctx = {
    state: { store, config: { siteUrl: "https://site.test" } },
    url: new URL("https://site.test/about/"),
    renderHtml: ({ site }: { site: { name: string } }) => `rendered from ${site.name}`,
    renderNotFound: () => new Response(null, { status: 404 }),
  } as unknown as HandlerContext<PageData, AppState>;
  const render = async () =>
    await (await renderPage(new Request("https://site.test/about/"), ctx)).text();

  const pending = render();
  // A reload lands while the first render waits (markdown-it loads on first use).
  store.site = site("new");
  store.generation = 2;
  assert.equal(await pending, "rendered from new");
  assert.equal(await render(), "rendered from new");
});
