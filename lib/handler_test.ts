import assert from "node:assert/strict";
import { TrieRouter } from "hono/router/trie-router";
import manifest from "../fresh.gen.ts";
import { type Config, readConfig } from "./config.ts";
import type { RawContent } from "./content/model.ts";
import { ContentStore } from "./content/store.ts";
import type { Manifest } from "./fresh/mod.ts";
import { createSiteHandler } from "./handler.ts";
import { AnswerCache } from "./http/cache.ts";
import { buildSite } from "./site/web/site.ts";

/** The minimal fixture owner, never the sample in content/. */
const MINIMAL = new URL("../tests/fixtures/minimal", import.meta.url).pathname;
const config = readConfig(
  new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", MINIMAL]]),
);
const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
await store.start();

const MIDDLEWARE = "./routes/_middleware.ts";
const middleware = (await manifest.routes[MIDDLEWARE].load()).handler as unknown[];
const INDEX = await manifest.routes["./routes/index.tsx"].load();

function boom(): never {
  throw new Error("this stage failed");
}

/** The manifest with `file`'s exports replaced by `module`. */
function replaced(file: string, module: Record<string, unknown>): Manifest {
  return { ...manifest, routes: { ...manifest.routes, [file]: module } };
}

/** `site` with the two routes `checkAnswers` asks for failing. */
function failingRoutes(site: Manifest): Manifest {
  const routes = { ...site.routes };
  routes["./routes/index.tsx"] = { ...INDEX, handler: { GET: boom } };
  routes["./routes/llms.txt.ts"] = { handler: { GET: boom } };
  return { ...site, routes };
}

/** Runs `body` with `object[name]` replaced by `boom`, as if that code failed. */
async function failing<T extends object>(object: T, name: keyof T, body: () => Promise<void>) {
  const original = object[name];
  object[name] = boom as T[keyof T];
  try {
    await body();
  } finally {
    object[name] = original;
  }
}

/**
 * Asks for a page as a browser and for a generated file as a JSON client,
 * and checks each answer is the designed error with the site's headers:
 * `page` is the text the browser's page shows. Without `json`, only the
 * browser asks (a stage that only pages reach).
 */
async function checkAnswers(site: Manifest, stage: string, page: RegExp, json = true) {
  const handle = await createSiteHandler(site, { config, store });
  const html = await handle(
    new Request("https://site.example/", { headers: { accept: "text/html" } }),
  );
  assert.equal(html.status, 500, `${stage}: HTML status`);
  assert.equal(html.headers.get("content-type"), "text/html; charset=utf-8", stage);
  assert.match(await html.text(), page, `${stage}: the error page`);
  assert.match(html.headers.get("content-security-policy") ?? "", /default-src 'none'/, stage);
  const answers = [html];
  if (json) {
    const res = await handle(
      new Request("https://site.example/llms.txt", { headers: { accept: "application/json" } }),
    );
    assert.equal(res.status, 500, `${stage}: JSON status`);
    assert.equal(res.headers.get("content-type"), "application/problem+json", stage);
    const problem = await res.json();
    assert.equal(problem.code, "internal_error", stage);
    assert.equal(problem.instance, "/llms.txt", stage);
    answers.push(res);
  }
  for (const res of answers) {
    assert.equal(res.headers.get("access-control-allow-origin"), "*", `${stage}: CORS`);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff", `${stage}: security`);
  }
}

const DESIGNED = /<h1>Something went wrong<\/h1>/;
const PLAIN = /<h1>Internal server error<\/h1><p>The server failed to answer this request\.<\/p>/;

Deno.test("whatever stage throws, the answer is the designed error with CORS and security headers", async (t) => {
  const log = console.error;
  console.error = () => {};
  try {
    await t.step(
      "routing",
      () =>
        failing(TrieRouter.prototype, "match", () => checkAnswers(manifest, "routing", DESIGNED)),
    );
    for (const [i, handler] of middleware.entries()) {
      const name = (handler as { name: string }).name;
      await t.step(`middleware ${name}`, () =>
        checkAnswers(
          replaced(MIDDLEWARE, { handler: middleware.map((h, j) => j === i ? boom : h) }),
          `middleware ${name}`,
          DESIGNED,
        ));
    }
    await t.step("the route", () => checkAnswers(failingRoutes(manifest), "the route", DESIGNED));
    await t.step("the renderer (the error page too, so the plain page answers)", () =>
      checkAnswers(
        replaced("./routes/_app.tsx", { default: boom }),
        "the renderer",
        PLAIN,
        false,
      ));
    await t.step("the error page's handler", () =>
      checkAnswers(
        failingRoutes(replaced("./routes/_500.tsx", { handler: boom })),
        "the error page's handler",
        PLAIN,
      ));
    await t.step(
      "the answer cache, looking up",
      () =>
        failing(
          AnswerCache.prototype,
          "match",
          () => checkAnswers(manifest, "cache match", DESIGNED),
        ),
    );
    await t.step(
      "the answer cache, keeping",
      () =>
        failing(
          AnswerCache.prototype,
          "store",
          () => checkAnswers(manifest, "cache store", DESIGNED),
        ),
    );
  } finally {
    console.error = log;
  }
});

Deno.test("a URL that cannot be read is the designed error, not the runtime's bare 500", async () => {
  const handle = await createSiteHandler(manifest, { config, store });
  const log = console.error;
  console.error = () => {};
  try {
    const req = new Request("https://site.example/", { headers: { accept: "text/html" } });
    Object.defineProperty(req, "url", { get: boom });
    const res = await handle(req);
    assert.equal(res.status, 500);
    assert.match(await res.text(), DESIGNED);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
    assert.ok(res.headers.get("content-security-policy"));
  } finally {
    console.error = log;
  }
});

Deno.test("GET ///a/%zz with Host: a b is refused as a bad Host, as problem+json with the headers", async () => {
  const handle = await createSiteHandler(manifest, { config, store });
  // Deno builds req.url from the Host header; a Request cannot carry a broken
  // URL, so this stands in for one the way Deno.serve would hand it over.
  const req = new Request("https://site.example/", {
    headers: { host: "a b", accept: "application/json" },
  });
  Object.defineProperty(req, "url", { value: "http://a b///a/%zz" });
  const res = await handle(req);
  assert.equal(res.status, 400);
  assert.equal(res.headers.get("content-type"), "application/problem+json");
  const problem = await res.json();
  assert.equal(problem.code, "invalid_parameter");
  assert.equal(problem.instance, "///a/%zz");
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
});

Deno.test("every spelling the router reads as one path is one app run and one kept answer", async () => {
  const dir = new URL("../tests/fixtures/german", import.meta.url).pathname;
  const german = readConfig(new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", dir]]));
  const content = new ContentStore(german, { build: buildSite, watch: false, log: () => {} });
  await content.start();
  let runs = 0;
  const counted = replaced(MIDDLEWARE, {
    handler: [
      (_req: Request, ctx: { next(): Promise<Response> }) => (runs++, ctx.next()),
      ...middleware,
    ],
  });
  const handle = await createSiteHandler(counted, { config: german, store: content });
  /** Asks for each spelling as sent (`new Request` would resolve dot segments), and their ETags. */
  async function ask(spellings: string[], status: number) {
    const etags = new Set<string | null>();
    for (const spelling of spellings) {
      const url = `https://site.example${spelling}`;
      const res = await handle(Object.create(new Request(url), { url: { value: url } }));
      assert.equal(res.status, status, spelling);
      etags.add(res.headers.get("etag") ?? res.headers.get("content-type"));
      await res.body?.cancel();
    }
    return etags;
  }
  try {
    const groups: [string[], number][] = [
      // Dot segments, escaped dots and letters, and a page's index.md beside its .md mirror.
      [[
        "/work.md",
        "/work/index.md",
        "/%77ork.md",
        "/w%6Frk/%69ndex.md",
        "/x/../work/index.md",
        "/x/%2e%2e/work.md",
        "/./work.md",
        "/%2E/work/index.md",
      ], 200],
      // The same in a translation, whose home keeps its index.md.
      [["/en/work.md", "/en/work/index.md", "/en/./w%6frk/index.md"], 200],
      [["/en/index.md", "/en/x/../index.md", "/%65n/index.md"], 200],
      // `//` is a path of its own, as the router reads it: its spellings are one miss.
      [["//work/", "/.//work/", "/%2e//work/"], 404],
      // A query the route does not read, in any order, and its escapes.
      [[
        "/api/v1/page?path=/work/&utm=1",
        "/api/v1/page?utm=2&path=%2Fwork%2F",
        "/api/v1/./page?path=/work/",
      ], 200],
    ];
    for (const [spellings, status] of groups) {
      const before = runs;
      assert.equal((await ask(spellings, status)).size, 1, `one answer for ${spellings}`);
      assert.equal(runs - before, 1, `one app run for ${spellings}`);
    }
    const home = await handle(new Request("https://site.example/en/index.md"));
    assert.equal(home.headers.get("content-language"), "en", "a language's home stays its own");
    await home.body?.cancel();
  } finally {
    content.close();
  }
});

Deno.test("the day a booking ends, the site is built again and no cached answer says booked", async () => {
  const dir = new URL("../tests/fixtures/german", import.meta.url).pathname;
  const german = readConfig(new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", dir]]));
  // The fixture is booked until 2099-03-01; the clock stands a minute before that day, in UTC.
  let now = Date.UTC(2099, 1, 28, 23, 59);
  const days: string[] = [];
  const build = (
    raw: RawContent,
    c: Config,
    day: string,
  ) => (days.push(day), buildSite(raw, c, day));
  const dated = new ContentStore(german, { build, watch: false, log: () => {}, now: () => now });
  await dated.start();
  const handler = await createSiteHandler(manifest, { config: german, store: dated });
  const get = async (path: string) =>
    await (await handler(new Request(german.siteUrl + path))).text();
  const profile = async () => JSON.parse(await get("/api/v1/profile"));

  assert.deepEqual([(await profile()).taking_work, (await profile()).taking_work_from], [
    "booked",
    "2099-03-01",
  ]);
  assert.match(await get("/contact/index.md"), /^Ausgebucht; neue Projekte ab 1\. März 2099\. /m);
  assert.match(await get("/en/"), /class="availability booked"/);
  assert.deepEqual(days, ["2099-02-28"]);

  now = Date.UTC(2099, 2, 1);
  assert.deepEqual([(await profile()).taking_work, (await profile()).taking_work_from], [
    "available",
    undefined,
  ]);
  assert.match(await get("/contact/index.md"), /^Frei für neue Projekte\. /m);
  assert.match(await get("/en/"), /class="availability available"/);
  assert.match(await get("/llms.txt"), /^Frei für neue Projekte\. Antwortzeit: 2 Tage\.$/m);
  assert.deepEqual(days, ["2099-02-28", "2099-03-01"], "built once more, on the day it turned");
  dated.close();
});
