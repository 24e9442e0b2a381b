import assert from "node:assert/strict";
import manifest from "../../../fresh.gen.ts";
import { readConfig } from "../../config.ts";
import { loadContent } from "../../content/load.ts";
import type { Site, SitePage } from "../../content/model.ts";
import type { AppState } from "../../content/state.ts";
import { ContentStore } from "../../content/store.ts";
import type { RouteMatch } from "../../fresh/types.ts";
import { createSiteHandler } from "../../handler.ts";
import { resolveRequest } from "./request.ts";
import { buildSite } from "./site.ts";

const GERMAN = new URL("../../../tests/fixtures/german/", import.meta.url).pathname;
const config = readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", GERMAN]]));
const site = buildSite(await loadContent(GERMAN), config);

/** `path` resolved with a router that calls every path a page, as `[...path].tsx` does. */
async function resolve(path: string, init?: RequestInit) {
  const state = { config, site } as AppState;
  const url = new URL(path, "https://site.test");
  const route = (): RouteMatch => ({ kind: "page", params: {} });
  const resolved = await resolveRequest(new Request(url, init), { url, state, route });
  return { path: resolved.url.pathname, state, answer: resolved.answer?.() };
}

Deno.test("a translation's pages, Markdown, share cards, CV and search are routed by their primary path, in its language", async () => {
  for (
    const path of [
      "/en/work/",
      "/en/work/index.md",
      "/en/work.md",
      "/en/og/work/card.png",
      "/en/cv/",
      "/en/cv/index.md",
      "/en/search/",
    ]
  ) {
    const { path: routed, state } = await resolve(path);
    assert.equal(routed, path.slice(3), path);
    assert.equal(state.site?.lang, "en", path);
    assert.equal(state.primary, site, path);
  }
  // A miss under the prefix keeps its path (a 404, in English); `/en` is redirected to `/en/`.
  for (const path of ["/en/api/v1/profile", "/en/nope/", "/en"]) {
    const { path: routed, state } = await resolve(path);
    assert.equal(routed, path, path);
    assert.equal(state.site?.lang, "en", path);
  }
  assert.equal((await resolve("/en?x=1")).answer?.headers.get("location"), "/en/?x=1");
  for (const path of ["/work/", "/fr/work/", "/english/"]) {
    const { path: routed, state } = await resolve(path);
    assert.equal(routed, path, path);
    assert.equal(state.site?.lang, "de", path);
  }
});

Deno.test("a page is resolved to its form: Markdown by address or Accept, a redirect to its one address, or 406", async () => {
  const html = await resolve("/work/");
  assert.equal(html.state.page?.path, "/work/");
  assert.equal(html.state.form, "html");
  assert.equal(html.answer, undefined, "the route renders the HTML");
  for (
    const [path, accept] of [["/work/index.md", "*/*"], ["/work.md", "*/*"], [
      "/work/",
      "text/markdown",
    ]]
  ) {
    const { state, answer } = await resolve(path, { headers: { accept } });
    assert.equal(state.form, "markdown", path);
    assert.equal(answer?.headers.get("content-type"), "text/markdown; charset=utf-8", path);
    assert.equal(answer?.headers.get("content-language"), "de", path);
  }
  assert.equal((await resolve("/work?x=1")).answer?.headers.get("location"), "/work/?x=1");
  assert.equal((await resolve("/en/work")).answer?.headers.get("location"), "/en/work/");
  await assert.rejects(
    () => resolve("/work/", { headers: { accept: "application/json" } }),
    /\/work\/ is a web page, served as text\/html or text\/markdown/,
  );
  const miss = await resolve("/nope/");
  assert.equal(miss.state.page, undefined);
  assert.equal(miss.answer, undefined, "the route answers the 404");
  const post = await resolve("/work/", { method: "POST" });
  assert.equal(post.state.page, undefined, "only a read is a page's: the router answers 405");
});

/** A handler over the German fixture whose site counts, or refuses, reads of its pages. */
async function handlerWatchingPages(onFind: (found: SitePage | undefined) => void) {
  const watch = (built: Site): Site => {
    const pages = new Proxy(built.pages, {
      get(target, key, receiver) {
        if (key !== "find") return Reflect.get(target, key, receiver);
        return (test: (page: SitePage) => boolean) => {
          const found = target.find(test);
          onFind(found);
          return found;
        };
      },
    });
    return { ...built, pages, translations: built.translations.map(watch) };
  };
  const store = new ContentStore(config, {
    build: (content, config) => watch(buildSite(content, config)),
    watch: false,
  });
  await store.start();
  return { handle: await createSiteHandler(manifest, { config, store }), store };
}

Deno.test("an API call never reads the page list: a site whose page lookup throws still serves /api/v1/profile", async () => {
  const { handle, store } = await handlerWatchingPages(() => {
    throw new Error("the page list was read");
  });
  try {
    const res = await handle(new Request("https://site.test/api/v1/profile"));
    assert.equal(res.status, 200);
    assert.equal((await res.json()).name, store.site?.profile.name);
    const page = await handle(new Request("https://site.test/about/"));
    assert.equal(page.status, 500, "while a page, which reads it, fails");
    await page.body?.cancel();
  } finally {
    store.close();
  }
});

Deno.test("a page is looked up once per request, in either language and either form", async () => {
  for (
    const [path, accept] of [["/about/", "text/html"], ["/en/about/", "text/html"], [
      "/about/",
      "text/markdown",
    ]]
  ) {
    let lookups = 0;
    const { handle, store } = await handlerWatchingPages((found) => {
      if (found?.path === "/about/") lookups++;
    });
    try {
      const res = await handle(new Request(`https://site.test${path}`, { headers: { accept } }));
      assert.equal(res.status, 200, path);
      assert.ok(res.headers.get("content-type")?.startsWith(accept), path);
      const markdown = `<https://site.test${path}index.md>; rel="alternate"; type="text/markdown"`;
      if (accept === "text/html") assert.ok(res.headers.get("link")?.includes(markdown), path);
      await res.body?.cancel();
      assert.equal(lookups, 1, `${path} as ${accept}`);
    } finally {
      store.close();
    }
  }
});
