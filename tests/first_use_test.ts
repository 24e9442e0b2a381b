/**
 * What only some requests need (the MCP SDK, the share-card renderer, the
 * search index) is not loaded at start: it loads on first use, or in the
 * warm-up that follows the first answer on a public address (lib/handler.ts).
 * Asked at once right after start, racing that warm-up, each still answers
 * what it shows; and what the warm-up made, once awaited, is what a visitor
 * then gets without a drawing. (tests/architecture_test.ts checks they are not
 * imported at start; `deno task bench` measures what the first use costs.)
 * So is every route's module: on its first request, and `_app` and the
 * islands with the first page.
 */
import assert from "node:assert/strict";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";
import type { Manifest } from "../lib/fresh/mod.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { madeSoFar } from "../lib/site/pictures/off_thread.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { decodePng } from "./_png.ts";
import { FIXTURE, mcpCall, startServer } from "./_server.ts";

const SITE = "https://site.example";

Deno.test("right after start, the first MCP call, share card and search answer with their values", async () => {
  // A public address, as in production: a loopback site does not warm up.
  const server = await startServer({ siteUrl: SITE, env: { WARM_UP: "1" } });
  try {
    const [mcp, card, search] = await Promise.all([
      fetch(
        `${server.url}/mcp`,
        mcpCall("tools/call", { name: "search", arguments: { query: "Escala" } }),
      ),
      fetch(`${server.url}/og/about/card.png`),
      fetch(`${server.url}/search/?q=Escala`),
    ]);
    const { result } = await mcp.json();
    assert.deepEqual(result.structuredContent.results[0], {
      id: "project:escala",
      title: "Escala",
      url: `${SITE}/work/escala/`,
    });
    assert.equal(card.headers.get("content-type"), "image/png");
    const png = await decodePng(new Uint8Array(await card.arrayBuffer()));
    assert.deepEqual([png.width, png.height], [1200, 630]);
    assert.equal(search.status, 200);
    const html = await search.text();
    assert.match(html, /<ol class="search-results"><li><a href="\/work\/escala\/">Escala<\/a>/);
  } finally {
    await server.close();
  }
  assert.doesNotMatch(server.output(), /Warm-up|Error/, server.output());
});

Deno.test("after a first answer the warm-up makes a search, an MCP call, the pictures and every card, once per generation", async () => {
  const config = readConfig(new Map([["SITE_URL", SITE], ["CONTENT_DIR", FIXTURE]]));
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  const warmings: Promise<string[]>[] = [];
  const handle = await createSiteHandler(manifest, {
    config,
    store,
    warmUp: (warming) => warmings.push(warming),
  });
  try {
    const first = await handle(new Request(`${SITE}/api/v1/profile`));
    assert.equal((await first.json()).name, store.require().profile.name);
    assert.equal(warmings.length, 1, "the first answer starts one warm-up");
    const made = await warmings[0];
    const pages = store.require().pages.length;
    assert.deepEqual(made.slice(0, 3), ["search", "mcp", "pictures"]);
    assert.equal(made.length, 3 + pages, made.join(" "));
    assert.ok(made.slice(3).every((path) => path.endsWith("/card.png")), made.join(" "));
    // What it made is kept where the app looks first: a card or a copy is now a lookup.
    const drawn = madeSoFar().drawn;
    for (const url of [...made.slice(3), "/images/selo-photo-480w.webp"]) {
      const res = await handle(new Request(SITE + url));
      assert.equal(res.status, 200, url);
      assert.match(res.headers.get("content-type") ?? "", /^image\/(png|webp)$/, url);
      await res.body?.cancel();
    }
    assert.equal(madeSoFar().drawn, drawn, "nothing was drawn for a visitor");
    assert.equal(warmings.length, 1, "later answers of the same generation start none");
  } finally {
    store.close();
  }
});

Deno.test("a route's module is imported on its first request, a page's with _app and the islands", async () => {
  const loaded: string[] = [];
  const counted = (files: Manifest["routes"]) =>
    Object.fromEntries(
      Object.entries(files).map(([file, entry]) => [file, {
        ...entry,
        load: () => (loaded.push(file), entry.load()),
      }]),
    );
  const routes = counted(manifest.routes), islands = counted(manifest.islands);
  const config = readConfig(new Map([["SITE_URL", SITE], ["CONTENT_DIR", FIXTURE]]));
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  const handle = await createSiteHandler({ ...manifest, routes, islands }, { config, store });
  const ask = async (path: string) => {
    const res = await handle(new Request(SITE + path));
    assert.equal(res.status, 200, path);
    await res.body?.cancel();
  };
  try {
    assert.deepEqual(loaded, [], "nothing before the first request");
    await ask("/api/v1/profile");
    assert.deepEqual(loaded, ["./routes/_middleware.ts"], "an API answer loads no route file");
    await ask("/about/");
    const page = ["./routes/_app.tsx", "./routes/about.tsx", ...Object.keys(islands)];
    assert.deepEqual(loaded.slice(1).sort(), page.sort());
    await ask("/services/");
    assert.deepEqual(loaded.slice(1 + page.length), ["./routes/services.tsx"], "_app once");
  } finally {
    store.close();
  }
});
