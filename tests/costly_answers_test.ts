/**
 * Costly answers (share cards, picture variants, search results) are made
 * once per thing they show, never once per URL: the real handler, in
 * process, with the card and picture routes counting how often they run.
 */
import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";
import type { Manifest } from "../lib/fresh/types.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { copyContent, exchange, FIXTURE, startServer } from "./_server.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import type { Config } from "../lib/config.ts";
import type { RawContent } from "../lib/content/load.ts";
import { madeSoFar } from "../lib/site/pictures/off_thread.ts";
import { madeAhead, makeAhead } from "../lib/site/pictures/responsive.ts";

const SITE = "http://127.0.0.1:8000";
const PUBLIC_SITE = "https://www.example.test";
const COUNTED = [
  "./routes/og/[...path].ts",
  "./routes/images/[name].ts",
  "./routes/search.tsx",
  "./routes/openapi.json.ts",
];

/** Operations counted by their `run`: the API's routes are made from the table, not files. */
const RUNS = new Map<string, number>();
for (const op of OPERATIONS) {
  const run = op.run.bind(op);
  op.run = (params, ctx) => {
    RUNS.set(op.operationId, (RUNS.get(op.operationId) ?? 0) + 1);
    return run(params, ctx);
  };
}

/**
 * The site handler over the full fixture, and how often each counted route
 * was called; with `ahead`, its content store makes pictures ahead as
 * main.ts's does.
 */
async function countingSite(contentDir = FIXTURE, { ahead = false } = {}) {
  // Pictures are made ahead for a public site only.
  const siteUrl = ahead ? PUBLIC_SITE : SITE;
  const config = readConfig(new Map([["SITE_URL", siteUrl], ["CONTENT_DIR", contentDir]]));
  const build = ahead ? (raw: RawContent, c: Config) => makeAhead(buildSite(raw, c)) : buildSite;
  const store = new ContentStore(config, { build, watch: false, log: () => {} });
  await store.start();
  const calls = new Map<string, number>();
  const routes: Manifest["routes"] = { ...manifest.routes };
  for (const file of COUNTED) {
    const route = await routes[file].load();
    const GET = route.handler.GET;
    routes[file] = {
      ...route,
      handler: {
        GET: (...args: unknown[]) => {
          calls.set(file, (calls.get(file) ?? 0) + 1);
          return GET(...args);
        },
      },
    };
  }
  const handle = await createSiteHandler({ ...manifest, routes } as Manifest, { config, store });
  return {
    handle,
    store,
    calls: (file: string) => calls.get(file) ?? 0,
    close: () => store.close(),
  };
}

/**
 * A GET of `url` exactly as spelled: `new Request` would resolve its dot
 * segments, which a request from the network keeps (Deno.serve's `req.url`
 * is the target as sent).
 */
function rawGet(url: string): Request {
  return Object.create(new Request(url), { url: { value: url } });
}

for (
  const [name, path, file, type] of [
    ["a share card", "/og/about/card.png", COUNTED[0], "image/png"],
    ["a picture variant", "/images/selo-photo-480w.webp", COUNTED[1], "image/webp"],
  ]
) {
  Deno.test(`?x=1 … ?x=50 on ${name} cause one render, one after another or all at once`, async () => {
    const site = await countingSite();
    try {
      for (let i = 1; i <= 25; i++) {
        const res = await site.handle(new Request(`${SITE}${path}?x=${i}`));
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("content-type"), type);
        await res.body?.cancel();
      }
      const burst = await Promise.all(
        Array.from(
          { length: 25 },
          (_, i) => site.handle(new Request(`${SITE}${path}?x=${26 + i}`)),
        ),
      );
      for (const res of burst) await res.body?.cancel();
      assert.equal(site.calls(file), 1);
    } finally {
      site.close();
    }
  });
}

Deno.test("a burst of new query strings on a variant at once makes it once", async () => {
  const site = await countingSite();
  try {
    const burst = await Promise.all(
      Array.from(
        { length: 50 },
        (_, i) => site.handle(new Request(`${SITE}/images/selo-photo-960w.webp?b=${i}`)),
      ),
    );
    assert.ok(burst.every((res) => res.status === 200));
    for (const res of burst) await res.body?.cancel();
    assert.equal(site.calls(COUNTED[1]), 1);
  } finally {
    site.close();
  }
});

Deno.test("search results are kept by their normalised query, not by the rest of the URL", async () => {
  const site = await countingSite();
  try {
    const ask = async (query: string) => {
      const res = await site.handle(new Request(`${SITE}/search/${query}`));
      assert.equal(res.status, 200);
      return await res.text();
    };
    const first = await ask("?q=web+shop");
    assert.equal(await ask("?utm_source=x&q=web%20shop"), first);
    assert.equal(await ask("?q=web+shop&x=2"), first);
    assert.equal(site.calls(COUNTED[2]), 1);
    await ask("?q=shop");
    assert.equal(site.calls(COUNTED[2]), 2);
  } finally {
    site.close();
  }
});

Deno.test("a search query over the bound is a 400 page for browsers and a problem for JSON clients, never a stall", async () => {
  const site = await countingSite();
  try {
    const long = `${SITE}/search/?q=${"w".repeat(64 * 1024)}`;
    const page = await site.handle(new Request(long, { headers: { accept: "text/html" } }));
    assert.equal(page.status, 400);
    assert.match(await page.text(), /at most 200 are allowed/);
    const json = await site.handle(new Request(long, { headers: { accept: "application/json" } }));
    assert.equal(json.status, 400);
    assert.equal((await json.json()).code, "invalid_parameter");
    // The bound is said where it matters: in that answer, and as the box's maxlength.
    const form = await (await site.handle(new Request(`${SITE}/search/`))).text();
    assert.match(form, /<input id="site-search-q" [^>]*maxlength="200"/);
    assert.doesNotMatch(form, /up to 200 characters/);
  } finally {
    site.close();
  }
});

Deno.test("a picture broken past its header gives its variant as the picture itself, never a 500", async () => {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  await cp(FIXTURE, dir, { recursive: true });
  const file = `${dir}/images/selo-photo.png`;
  const good = await Deno.readFile(file);
  const broken = good.slice(0, 64);
  await Deno.writeFile(file, broken);
  const site = await countingSite(dir);
  const logged: unknown[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    const res = await site.handle(new Request(`${SITE}/images/selo-photo-480w.webp`));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/png");
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), broken);
    assert.match(String(logged[0]), /selo-photo\.png/);
  } finally {
    console.error = error;
    site.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the OpenAPI document and API answers are made once, whatever query they are asked with, but the query they read", async () => {
  const site = await countingSite();
  try {
    const get = async (path: string) => {
      const res = await site.handle(new Request(`${SITE}${path}`));
      assert.equal(res.status, 200, path);
      return await res.json();
    };
    for (let i = 0; i < 10; i++) await get(`/openapi.json?x=${i}`);
    assert.equal(site.calls(COUNTED[3]), 1);
    RUNS.clear();
    for (let i = 0; i < 10; i++) await get(`/api/v1/openapi.json?x=${i}`);
    assert.equal(RUNS.get("getOpenApiDocument"), 1);
    const about = await get("/api/v1/page?path=/about/&x=1");
    assert.equal((await get("/api/v1/page?x=2&path=%2Fabout%2F")).path, about.path);
    assert.equal(RUNS.get("getPage"), 1, "path is read, x is not");
    assert.equal((await get("/api/v1/page?path=/faq/")).path, "/faq/");
    assert.equal(RUNS.get("getPage"), 2);
  } finally {
    site.close();
  }
});

/**
 * A copy of the fixture whose photograph is a picture no other test drew
 * (bytes appended after its end, so its hash is new) and is the portrait.
 */
async function freshPhotograph(tag: string): Promise<string> {
  const dir = await copyContent();
  const file = `${dir}/images/selo-photo.png`;
  const bytes = await Deno.readFile(file);
  await Deno.writeFile(file, new Uint8Array([...bytes, ...new TextEncoder().encode(tag)]));
  const profile = await Deno.readTextFile(`${dir}/profile.md`);
  await Deno.writeTextFile(
    `${dir}/profile.md`,
    profile.replace("src: images/portrait.svg", "src: images/selo-photo.png"),
  );
  return dir;
}

Deno.test("every spelling of a share card's path is one render and one kept answer", async () => {
  const site = await countingSite();
  const before = madeSoFar().drawn;
  try {
    const spellings = [
      "/og/faq/card.png",
      "/og/./faq/card.png",
      "/og/././faq/card.png",
      "/og/x/../faq/card.png",
      "/og/x/y/../../faq/./card.png",
      "/og/%66aq/card.png",
      "/og/f%61%71/card.png",
      "/og/%2e/faq/card.png",
      "/og/x/%2E%2E/faq/card.png?x=1",
    ];
    const etags = new Set<string | null>();
    for (const spelling of spellings) {
      const res = await site.handle(rawGet(`${SITE}${spelling}`));
      assert.equal(res.status, 200, spelling);
      assert.equal(res.headers.get("content-type"), "image/png", spelling);
      etags.add(res.headers.get("etag"));
      await res.body?.cancel();
    }
    assert.equal(etags.size, 1, "one answer");
    assert.equal(site.calls(COUNTED[0]), 1, "made once, then answered by the cache");
    assert.equal(madeSoFar().drawn - before, 1, "drawn once");
  } finally {
    site.close();
  }
});

Deno.test("a wrong ?v= on a picture is redirected to its own, and any v is one render", async () => {
  const dir = await freshPhotograph("wrong-v");
  const site = await countingSite(dir);
  const before = madeSoFar().drawn;
  try {
    const hash = site.store.require().raw.images.get("images/selo-photo.png")!.hash;
    const own = `/images/selo-photo-960w.webp?v=${hash}`;
    for (const v of ["1", "2", "x", "", hash.toUpperCase(), `${hash}0`]) {
      const res = await site.handle(rawGet(`${SITE}/images/selo-photo-960w.webp?v=${v}&x=1`));
      assert.equal(res.status, 308, `v=${v}`);
      assert.equal(res.headers.get("location"), own, `v=${v}`);
    }
    const wrongOriginal = await site.handle(new Request(`${SITE}/images/selo-photo.png?v=1`));
    assert.equal(wrongOriginal.headers.get("location"), `/images/selo-photo.png?v=${hash}`);
    const etags = new Set<string | null>();
    for (
      const path of [
        own,
        "/images/selo-photo-960w.webp",
        `/images/selo-photo-%39%360w.webp?v=${hash}`,
      ]
    ) {
      const res = await site.handle(new Request(`${SITE}${path}`));
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get("content-type"), "image/webp", path);
      etags.add(res.headers.get("etag"));
      await res.body?.cancel();
    }
    assert.equal(etags.size, 1, "the same bytes, whether asked with its v or none");
    assert.equal(madeSoFar().drawn - before, 1, "drawn once");
  } finally {
    site.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pictures are made ahead when content loads, so the first request for a variant draws nothing", async () => {
  const dir = await freshPhotograph("ahead");
  const start = madeSoFar().drawn;
  const site = await countingSite(dir, { ahead: true });
  try {
    await madeAhead();
    const before = madeSoFar().drawn;
    assert.equal(before - start, 2, "its 480 and 960 px copies, made on loading");
    const resume = await (await site.handle(new Request(`${PUBLIC_SITE}/resume.json`))).json();
    const hash = site.store.require().raw.images.get("images/selo-photo.png")!.hash;
    const image = `${PUBLIC_SITE}/images/selo-photo-480w.webp?v=${hash}`;
    assert.equal(resume.basics.image, image);
    for (const url of [image, `${PUBLIC_SITE}/images/selo-photo-960w.webp?v=${hash}`]) {
      const res = await site.handle(new Request(url));
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get("content-type"), "image/webp", url);
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.equal(new TextDecoder().decode((await res.bytes()).subarray(8, 12)), "WEBP");
    }
    assert.equal(madeSoFar().drawn, before, "both variants were made ahead");
  } finally {
    site.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the server process answers raw path spellings of a card with one answer, and a wrong v with a redirect", async () => {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  const head = async (target: string) => {
    const bytes = await exchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const text = new TextDecoder("latin1").decode(bytes);
    return {
      status: text.split(" ")[1],
      header: (name: string) => new RegExp(`\r\n${name}: *([^\r]*)`, "i").exec(text)?.[1],
    };
  };
  try {
    const cards = [
      "/og/about/card.png",
      "/og/././about/card.png",
      "/og/%61bout/card.png",
      "/og/x/../about/card.png",
    ];
    const etags = new Set<string | undefined>();
    for (const target of cards) {
      const res = await head(target);
      assert.equal(res.status, "200", target);
      etags.add(res.header("etag"));
    }
    assert.equal(etags.size, 1);
    const res = await head("/images/selo-photo-480w.webp?v=wrong");
    assert.equal(res.status, "308");
    assert.match(res.header("location") ?? "", /^\/images\/selo-photo-480w\.webp\?v=[\w-]+$/);
  } finally {
    await server.close();
  }
});
