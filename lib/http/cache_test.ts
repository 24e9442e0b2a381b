import assert from "node:assert/strict";
import { AnswerCache } from "./cache.ts";
import { pickLanguage } from "./negotiate.ts";

const PUBLIC = { etag: '"v1"', "cache-control": "public, max-age=300" };

/**
 * What an answer of `bodyLength` bytes at `path` (no query) counts against the
 * bound: its key is a line break between an empty query and no Vary headers.
 */
const cost = (path: string, bodyLength: number) =>
  bodyLength + 512 + `http://site.test${path}`.length + 1;

/**
 * A cache in front of `answer`, counting how often the app itself answers, as
 * the handler uses it: the generation is read before the app answers.
 */
function setup(
  answer: (req: Request) => Response | Promise<Response>,
  maxBytes?: number,
  maxMissBytes?: number,
  variant?: Record<string, (value: string | null) => string>,
) {
  let generation = 1;
  const cache = new AnswerCache({ generation: () => generation, maxBytes, maxMissBytes, variant });
  let calls = 0;
  const send = async (url: string, init?: RequestInit, origin = "http://site.test") => {
    const req = new Request(`${origin}${url}`, init);
    const hit = cache.match(req);
    if (hit) return hit;
    calls++;
    const before = generation;
    return await cache.store(req, await answer(req), before);
  };
  return { cache, send, calls: () => calls, bump: () => generation++ };
}

Deno.test("a public 200 with a strong ETag is answered from memory after the first time", async () => {
  const { send, calls } = setup(() =>
    new Response("hello", { headers: { ...PUBLIC, "x-a": "1" } })
  );
  const first = await send("/a");
  const second = await send("/a");
  assert.equal(await first.text(), "hello");
  assert.equal(await second.text(), "hello");
  assert.equal(second.headers.get("x-a"), "1");
  assert.equal(second.headers.get("etag"), '"v1"');
  assert.equal(calls(), 1);
  const head = await send("/a", { method: "HEAD" });
  assert.equal(head.headers.get("x-a"), "1");
  assert.equal(calls(), 1, "HEAD is answered from the GET entry");
  await head.body?.cancel();
});

Deno.test("responses are kept apart by the request headers their Vary names", async () => {
  const { send, calls } = setup((req) =>
    new Response(req.headers.get("accept") ?? "none", { headers: { ...PUBLIC, vary: "Accept" } })
  );
  assert.equal(
    await (await send("/p", { headers: { accept: "text/markdown" } })).text(),
    "text/markdown",
  );
  assert.equal(await (await send("/p", { headers: { accept: "text/html" } })).text(), "text/html");
  assert.equal(
    await (await send("/p", { headers: { accept: "text/markdown" } })).text(),
    "text/markdown",
  );
  assert.equal(
    await (await send("/p?x=1", { headers: { accept: "text/html" } })).text(),
    "text/html",
  );
  assert.equal(calls(), 3, "the query string is part of the key");
});

Deno.test("a header its variant function reads is keyed by what it picks, not by its spelling", async () => {
  const pick = (value: string | null) => pickLanguage(value, ["de", "en"]);
  const { send, calls } = setup(
    (req) =>
      new Response(pick(req.headers.get("accept-language")), {
        headers: { ...PUBLIC, vary: "Accept-Language" },
      }),
    undefined,
    undefined,
    { "accept-language": pick },
  );
  const texts = [];
  for (const value of ["fr-CH, de;q=0.9", "de", "xx", "DE-at", "en", "en-GB, fr;q=0.5", "EN"]) {
    texts.push(await (await send("/api", { headers: { "accept-language": value } })).text());
  }
  assert.equal(await (await send("/api")).text(), "de");
  assert.deepEqual(texts, ["de", "de", "de", "de", "en", "en", "en"]);
  assert.equal(calls(), 2, "one answer per language picked, whatever the header's spelling");
});

Deno.test("answers are keyed by the whole URL, host included", async () => {
  const { send, calls } = setup(() => new Response("same", { headers: PUBLIC }));
  for (const origin of ["http://localhost:8000", "https://example.test", "http://localhost:8000"]) {
    assert.equal(await (await send("/p?x=1", {}, origin)).text(), "same", origin);
  }
  assert.equal(calls(), 2, "a request whose Host made another URL never gets this one's answer");
});

Deno.test("only shareable answers are kept: not private, no-store, other statuses, POST or Vary: *", async () => {
  const cases: [string, () => Response, RequestInit?][] = [
    ["private", () => new Response("x", { headers: { etag: '"1"', "cache-control": "private" } })],
    [
      "no-store",
      () => new Response("x", { headers: { etag: '"1"', "cache-control": "public, no-store" } }),
    ],
    ["500", () => new Response("x", { status: 500, headers: PUBLIC })],
    ["410", () => new Response("x", { status: 410, headers: PUBLIC })],
    ["vary-star", () => new Response("x", { headers: { ...PUBLIC, vary: "*" } })],
    ["post", () => new Response("x", { headers: PUBLIC }), { method: "POST", body: "b" }],
  ];
  for (const [name, answer, init] of cases) {
    const { send, calls } = setup(answer);
    await (await send(`/${name}`, init)).text();
    await (await send(`/${name}`, init)).text();
    assert.equal(calls(), 2, name);
  }
});

Deno.test("a 200 without an ETag gets a strong one from its bytes, and both get caching defaults", async () => {
  const { send, calls } = setup((req) =>
    new URL(req.url).pathname === "/missing"
      ? new Response("no", { status: 404 })
      : new Response("hello", { headers: { "content-type": "text/plain" } })
  );
  const first = await send("/a");
  const etag = first.headers.get("etag")!;
  assert.match(etag, /^"[A-Za-z0-9_-]{27}"$/);
  assert.equal(
    first.headers.get("cache-control"),
    "public, max-age=300, stale-while-revalidate=86400",
  );
  await first.body?.cancel();
  const again = await send("/a", { headers: { "if-none-match": etag } });
  assert.equal(again.status, 304);
  assert.equal(calls(), 1);
  const miss = await send("/missing");
  assert.equal(miss.headers.get("cache-control"), "public, max-age=60");
  assert.equal(miss.headers.get("etag"), null, "only 200s are tagged");
  await miss.body?.cancel();
  await (await send("/missing")).body?.cancel();
  assert.equal(calls(), 2, "the 404 is kept");
});

Deno.test("If-None-Match matches strong, weak, listed and * validators alike", async () => {
  const { send } = setup(() => new Response("body", { headers: PUBLIC }));
  await (await send("/v")).text();
  for (const header of ['"v1"', 'W/"v1"', '"a", W/"v1" , "b"', "*", ' "v1" ']) {
    const res = await send("/v", { headers: { "if-none-match": header } });
    assert.equal(res.status, 304, header);
  }
  for (const header of ['"v2"', 'W/"v2", "a"', '"V1"', "", "v1"]) {
    const res = await send("/v", { headers: { "if-none-match": header } });
    assert.equal(res.status, 200, header);
    await res.body?.cancel();
  }
});

Deno.test("HEAD gets exactly the headers of GET, even when it is the first request for a URL", async () => {
  const text = "<p>example body</p>".repeat(100);
  const { send, calls } = setup(() =>
    new Response(text, { headers: { "content-type": "text/html", vary: "Accept" } })
  );
  const headers = { "accept-encoding": "gzip, br", accept: "text/html" };
  const head = await send("/h", { method: "HEAD", headers });
  const get = await send("/h", { headers });
  assert.deepEqual([...head.headers], [...get.headers]);
  assert.equal(head.headers.get("vary"), "Accept, Accept-Encoding");
  assert.equal(head.headers.get("content-encoding"), "br");
  assert.equal(calls(), 1, "the GET is answered from what the HEAD made");
  const notModified = await send("/h", {
    headers: { ...headers, "if-none-match": get.headers.get("etag")! },
  });
  assert.equal(notModified.status, 304);
  assert.equal(notModified.headers.get("vary"), "Accept, Accept-Encoding");
  await head.body?.cancel();
  await get.body?.cancel();
});

Deno.test("If-None-Match with the stored ETag gets 304 with the headers less the body's own", async () => {
  const { send } = setup(() =>
    new Response("body", { headers: { ...PUBLIC, "content-type": "text/plain", vary: "Accept" } })
  );
  await (await send("/e")).text();
  const res = await send("/e", { headers: { "if-none-match": 'W/"v1", "other"' } });
  assert.equal(res.status, 304);
  assert.equal(res.headers.get("etag"), '"v1"');
  assert.equal(res.headers.get("vary"), "Accept");
  assert.equal(res.headers.get("content-type"), null);
  const other = await send("/e", { headers: { "if-none-match": '"nope"' } });
  assert.equal(other.status, 200);
  await other.body?.cancel();
});

Deno.test("a new generation drops everything held", async () => {
  let body = "old";
  const { send, bump, calls } = setup(() => new Response(body, { headers: PUBLIC }));
  await (await send("/g")).text();
  body = "new";
  bump();
  assert.equal(await (await send("/g")).text(), "new");
  assert.equal(calls(), 2);
});

Deno.test("the byte bound evicts the URLs stored longest ago first", async () => {
  const size = cost("/1", 40);
  const { cache, send, calls } = setup(
    (req) => new Response("x".repeat(40), { headers: { ...PUBLIC, "x-url": req.url } }),
    2 * size + 10,
  );
  for (const p of ["/1", "/2", "/3"]) await (await send(p)).text();
  assert.equal(cache.bytes, 2 * size, "the third pushed the first out");
  await (await send("/3")).text();
  assert.equal(calls(), 3);
  await (await send("/1")).text();
  assert.equal(calls(), 4, "/1 was evicted");
  assert.ok(cache.bytes <= 2 * size + 10);
});

Deno.test("a public 404 is kept apart, so misses never push a 200 out", async () => {
  const size = cost("/missing/0", 40);
  const { cache, send, calls } = setup(
    (req) =>
      new URL(req.url).pathname === "/page"
        ? new Response("x".repeat(40), { headers: PUBLIC })
        : new Response("y".repeat(40), {
          status: 404,
          headers: { "cache-control": "public, max-age=60", "content-type": "text/plain" },
        }),
    size,
    size,
  );
  await (await send("/page")).text();
  for (let i = 0; i < 5; i++) await (await send(`/missing/${i}`)).text();
  assert.equal(calls(), 6);
  const page = await send("/page");
  assert.equal(await page.text(), "x".repeat(40));
  assert.equal(calls(), 6, "the 200 is still held");
  const miss = await send("/missing/4");
  assert.equal(miss.status, 404);
  assert.equal(miss.headers.get("content-type"), "text/plain");
  assert.equal(await miss.text(), "y".repeat(40));
  assert.equal(calls(), 6, "the newest 404 is answered from memory");
  const head = await send("/missing/4", { method: "HEAD" });
  assert.equal(head.status, 404);
  await head.body?.cancel();
  assert.equal(calls(), 6, "HEAD too");
  const conditional = await send("/missing/4", { headers: { "if-none-match": "*" } });
  assert.equal(conditional.status, 404, "If-None-Match applies to stored 200s only");
  await conditional.body?.cancel();
  assert.equal(cache.bytes, cost("/page", 40) + size);
});

Deno.test("every hit is a whole copy: reading one leaves the stored response intact", async () => {
  const { send, calls } = setup(() => new Response("same bytes", { headers: PUBLIC }));
  assert.equal(await (await send("/c")).text(), "same bytes");
  const texts = await Promise.all(
    Array.from({ length: 20 }, async () => await (await send("/c")).text()),
  );
  assert.deepEqual(texts, Array(20).fill("same bytes"));
  assert.equal(calls(), 1);
});

Deno.test("an answer made while the content was reloaded is not kept for the new content", async () => {
  let content = "old";
  let gate: Promise<void> | undefined;
  let open = () => {};
  const { send, bump, calls } = setup(async () => {
    const body = content; // the app reads the content first
    if (gate) await gate;
    return new Response(body, { headers: PUBLIC });
  });
  gate = new Promise((resolve) => open = resolve);
  const slow = send("/r");
  content = "new";
  bump();
  gate = undefined;
  // Another request syncs the cache to the new generation meanwhile.
  assert.equal(await (await send("/other")).text(), "new");
  open();
  assert.equal(await (await slow).text(), "old", "the request itself gets what was made");
  assert.equal(await (await send("/r")).text(), "new", "the old answer was not kept");
  assert.equal(calls(), 3);
});

/** `bytes` decompressed as `coding` says. */
async function decode(bytes: ArrayBuffer, coding: string | null): Promise<string> {
  if (!coding) return new TextDecoder().decode(bytes);
  const format = (coding === "br" ? "brotli" : coding) as CompressionFormat;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(format));
  return await new Response(stream).text();
}

Deno.test("a compressible body is kept in brotli and gzip too, each with its own ETag", async () => {
  const text = "<p>example body</p>".repeat(100);
  const { send, calls } = setup(() =>
    new Response(text, {
      headers: { ...PUBLIC, "content-type": "text/html; charset=utf-8", vary: "Accept" },
    })
  );
  const forms = new Map<string, string>();
  for (const [accept, coding] of [["gzip, br", "br"], ["gzip", "gzip"], [null, null]] as const) {
    const res = await send("/page", { headers: accept ? { "accept-encoding": accept } : {} });
    assert.equal(res.headers.get("content-encoding"), coding, String(accept));
    assert.equal(res.headers.get("vary"), "Accept, Accept-Encoding");
    assert.equal(await decode(await res.arrayBuffer(), coding), text, String(accept));
    forms.set(String(coding), res.headers.get("etag")!);
  }
  assert.equal(calls(), 1, "every form comes from the one stored answer");
  assert.deepEqual([...forms.values()], ['"v1-br"', '"v1-gzip"', '"v1"']);
  const again = await send("/page", {
    headers: { "accept-encoding": "br", "if-none-match": '"v1-br"' },
  });
  assert.equal(again.status, 304);
  assert.equal(again.headers.get("etag"), '"v1-br"');
  assert.equal(again.headers.get("vary"), "Accept, Accept-Encoding");
  const other = await send("/page", {
    headers: { "accept-encoding": "gzip", "if-none-match": '"v1-br"' },
  });
  assert.equal(other.status, 200, "another coding is another representation");
  await other.body?.cancel();
});

Deno.test("small or already compact bodies are kept only as they are", async () => {
  for (const [type, body] of [["text/plain", "short"], ["image/png", "x".repeat(5000)]]) {
    const { send } = setup(() =>
      new Response(body, { headers: { ...PUBLIC, "content-type": type } })
    );
    for (let i = 0; i < 2; i++) {
      const res = await send("/f", { headers: { "accept-encoding": "br, gzip" } });
      assert.equal(res.headers.get("content-encoding"), null, type);
      assert.equal(res.headers.get("vary"), null, type);
      assert.equal(await res.text(), body);
    }
  }
});

Deno.test("one body is compressed once, whatever URLs serve it; 404s are never compressed", async () => {
  await countingCompressions(async (made) => {
    const text = "<p>example body</p>".repeat(100);
    const { send } = setup((req) =>
      new URL(req.url).pathname === "/missing"
        ? new Response(text, {
          status: 404,
          headers: { "cache-control": "public, max-age=60", "content-type": "text/html" },
        })
        : new Response(text, { headers: { ...PUBLIC, "content-type": "text/html" } })
    );
    for (const url of ["/page", "/page?a=1", "/page?a=2", "/page?b=3"]) {
      const res = await send(url, { headers: { "accept-encoding": "br" } });
      assert.equal(res.headers.get("content-encoding"), "br", url);
      await res.body?.cancel();
    }
    assert.equal(made(), 2, "brotli and gzip, once");
    for (let i = 0; i < 3; i++) {
      const miss = await send(`/missing?${i}`, { headers: { "accept-encoding": "br" } });
      assert.equal(miss.status, 404);
      assert.equal(miss.headers.get("content-encoding"), null);
      assert.equal(miss.headers.get("vary"), null);
      assert.equal(await miss.text(), text);
    }
    assert.equal(made(), 2, "misses cost no compression");
  });
});

/** Runs `fn` while CompressionStream counts the streams made, then puts it back. */
async function countingCompressions(fn: (made: () => number) => Promise<void>) {
  const Original = globalThis.CompressionStream;
  let made = 0;
  globalThis.CompressionStream = class extends Original {
    constructor(format: CompressionFormat) {
      super(format);
      made++;
    }
  };
  try {
    await fn(() => made);
  } finally {
    globalThis.CompressionStream = Original;
  }
}

Deno.test("No-Vary-Search keys an answer by the query parameters it reads, not by the URL", async () => {
  const { cache, send, calls } = setup((req) => {
    const q = new URL(req.url).searchParams.get("q");
    return new Response(`q=${q}`, {
      headers: { ...PUBLIC, etag: `"${q}"`, "no-vary-search": 'params, except=("q")' },
    });
  });
  assert.equal(await (await send("/search?q=web")).text(), "q=web");
  const before = cache.bytes;
  for (let i = 1; i <= 50; i++) {
    assert.equal(await (await send(`/search?x=${i}&q=web`)).text(), "q=web");
  }
  assert.equal(calls(), 1, "?x=… is not read: no new answer is made");
  assert.equal(cache.bytes, before, "nor kept");
  assert.equal(await (await send("/search?q=shop")).text(), "q=shop");
  assert.equal(await (await send("/search?q=sh%6fp&utm=1")).text(), "q=shop", "one normal form");
  assert.equal(calls(), 2);
  assert.equal(await (await send("/search?q=web")).text(), "q=web");
  assert.equal(calls(), 2, "both answers are kept under one URL");
});

Deno.test("an answer without No-Vary-Search is kept for its whole query", async () => {
  const { send, calls } = setup(() => new Response("x", { headers: PUBLIC }));
  for (const url of ["/a?x=1", "/a?x=2", "/a?x=1", "/a"]) await (await send(url)).text();
  assert.equal(calls(), 3);
});

Deno.test("the byte bound evicts the URL used longest ago, so a flood of new URLs spares a busy one", async () => {
  const size = cost("/1", 40);
  const { send, calls } = setup(
    (req) => new Response("x".repeat(40), { headers: { ...PUBLIC, "x-url": req.url } }),
    3 * size + 10,
  );
  await (await send("/busy")).text();
  for (let i = 0; i < 20; i++) {
    await (await send(`/flood/${i}`)).text();
    await (await send("/busy")).text();
  }
  assert.equal(calls(), 21, "/busy was made once, the flood once each");
});

Deno.test("concurrent requests for one answer wait for one making of it", async () => {
  let made = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const cache = new AnswerCache({ generation: () => 1 });
  const app = async (req: Request) => {
    made++;
    await gate;
    const private_ = new URL(req.url).pathname === "/private";
    return new Response("card", {
      headers: private_
        ? { "cache-control": "private" }
        : { ...PUBLIC, "no-vary-search": "params" },
    });
  };
  const asks = Array.from(
    { length: 50 },
    (_, i) => cache.answer(new Request(`http://site.test/og/card.png?x=${i}`), app),
  );
  const privates = Array.from(
    { length: 3 },
    () => cache.answer(new Request("http://site.test/private"), app),
  );
  release();
  const bodies = await Promise.all([...asks, ...privates].map(async (r) => await (await r).text()));
  assert.ok(bodies.every((body) => body === "card"));
  assert.equal(
    made,
    1 + 3,
    "one card for 50 query strings; answers not kept wait once, then are made",
  );
  const head = await cache.answer(
    new Request("http://site.test/og/card.png?y", { method: "HEAD" }),
    app,
  );
  assert.equal(head.status, 200);
  assert.equal(made, 4, "a HEAD is answered from the kept GET");
});

Deno.test("with normalise, every spelling of a path is one kept answer; without, each is its own", async () => {
  const raw = (url: string) => Object.create(new Request(url), { url: { value: url } }) as Request;
  const spellings = ["/a/b", "/a/./b", "/a/x/../b", "/a/%62", "/%61/b?q=1"];
  for (
    const normalise of [
      undefined,
      (path: string) => new URL(`http://x${path}`).pathname.replace("%62", "b").replace("%61", "a"),
    ]
  ) {
    let made = 0;
    const cache = new AnswerCache({ generation: () => 1, normalise });
    const app = () => {
      made++;
      return new Response("b", { headers: { ...PUBLIC, "no-vary-search": "params" } });
    };
    for (const spelling of spellings) {
      await (await cache.answer(raw(`http://site.test${spelling}`), app)).body?.cancel();
    }
    assert.equal(made, normalise ? 1 : spellings.length);
  }
});
