import assert from "node:assert/strict";
import { join } from "node:path";
import { ContractClient } from "./_contract.ts";
import { copyContent, exchange, sharedServer, startServer } from "./_server.ts";

Deno.test("the home page is rendered through _app from content, with its island", async () => {
  const server = await sharedServer({ siteUrl: "https://martaquintela.example" });
  try {
    const contract = await ContractClient.create(server.url);
    const res = await contract.request("/");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
    const html = await res.text();
    assert.ok(html.startsWith('<!DOCTYPE html><html lang="en">'));
    assert.match(html, /<title>Marta Quintela, freelance product engineer in Lisbon<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/martaquintela\.example\/"\/>/);
    assert.match(html, /<h1 class="headline">Small companies get web products/);
    assert.match(html, /<strong>Marta Quintela<\/strong>/);
    assert.match(html, /href="\/work\/selo\/">Selo<\/a>/);
    const script = /<script type="module" src="(\/_frsh\/js\/ThemeToggle\.js\?v=[\w-]+)"><\/script>/
      .exec(html);
    assert.ok(script, "the theme toggle island's script is on the page");
    const js = await contract.request(script[1]);
    assert.equal(js.status, 200);
    assert.equal(js.headers.get("content-type"), "text/javascript; charset=utf-8");
    assert.equal(js.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.match(await js.text(), /data-island/);
    // No first paint until the whole page is parsed: the head waits for an element after the
    // footer (Chromium ends a rel=expect wait at the named element's start tag).
    assert.match(html, /<link rel="expect" href="#page-end" blocking="render"\/>/);
    assert.match(
      html,
      /<\/footer>(?:<x-island[^>]*><\/x-island>)?<span id="page-end" hidden><\/span>/,
    );
    assert.equal(html.match(/id="page-end"/g)?.length, 1);
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)!;
    assert.equal(
      (await contract.fetch(css[1])).text.includes("--accent"),
      true,
    );
  } finally {
    await server.close();
  }
});

Deno.test("a missing content folder gives a 503 page with Retry-After and a log naming the folder", async () => {
  const server = await startServer({ contentDir: "/nonexistent/content" });
  try {
    const res = await (await ContractClient.create(server.url)).request("/");
    assert.equal(res.status, 503);
    assert.match(res.headers.get("retry-after") ?? "", /^\d+$/);
    assert.match(await res.text(), /Back in a moment/);
    assert.match(
      server.output(),
      /Cannot load "\/nonexistent\/content\/?": does not exist: create it, or set CONTENT_DIR/,
    );
  } finally {
    await server.close();
  }
});

Deno.test("an invalid content file is logged with file and field, and the server recovers once it is fixed", async () => {
  const dir = await copyContent();
  const file = join(dir, "profile.md");
  const good = await Deno.readTextFile(file);
  await Deno.writeTextFile(file, good.replace(/^role:.*\n/m, ""));
  const server = await startServer({ contentDir: dir });
  try {
    const contract = await ContractClient.create(server.url);
    assert.equal((await contract.fetch("/")).res.status, 503);
    assert.match(server.output(), /Cannot load "[^"]*profile\.md": field "role" is missing/);
    await Deno.writeTextFile(file, good);
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await contract.fetch("/")).res.status;
    }
    assert.equal(status, 200, "the server recovered without a restart");
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pages, API, Markdown and static files come in brotli or gzip to clients that ask", async () => {
  const server = await sharedServer();
  const port = Number(new URL(server.url).port);
  try {
    const cases: [string, Record<string, string>][] = [
      ["/about/", {}],
      ["/about/", { accept: "text/markdown" }],
      ["/api/v1/projects", {}],
      ["/llms.txt", {}],
      ["/styles.css", {}],
    ];
    for (const [path, extra] of cases) {
      const plain = await (await fetch(server.url + path, { headers: extra })).text();
      for (const [accept, coding] of [["br, gzip", "br"], ["gzip", "gzip"]]) {
        // Raw bytes, since fetch would decompress and hide the coding.
        const head = Object.entries({ ...extra, "accept-encoding": accept })
          .map(([k, v]) => `${k}: ${v}\r\n`).join("");
        const raw = await exchange(
          port,
          `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${head}connection: close\r\n\r\n`,
        );
        const end = raw.findIndex((_, i) =>
          raw[i] === 13 && raw[i + 1] === 10 && raw[i + 2] === 13 && raw[i + 3] === 10
        );
        const headers = new TextDecoder().decode(raw.subarray(0, end)).toLowerCase();
        const what = `${path} ${JSON.stringify(extra)} ${accept}`;
        assert.match(headers, /^http\/1\.1 200/, what);
        assert.match(headers, new RegExp(`\r\ncontent-encoding: ${coding}\r\n`), what);
        assert.match(headers, /\r\nvary: [^\r]*accept-encoding/, what);
        const body = raw.slice(end + 4);
        const format = (coding === "br" ? "brotli" : "gzip") as CompressionFormat;
        const text = await new Response(
          new Blob([body]).stream().pipeThrough(new DecompressionStream(format)),
        ).text();
        assert.equal(text, plain, what);
        assert.ok(body.byteLength < new TextEncoder().encode(plain).byteLength, what);
      }
    }
  } finally {
    await server.close();
  }
});

Deno.test("every GET and HEAD goes through one conditional path: the first answer as every later one", async () => {
  const server = await sharedServer();
  const headers = (res: Response) =>
    [...res.headers].filter(([name]) => name !== "date").sort(([a], [b]) => a < b ? -1 : 1);
  try {
    const paths = [
      "/about/?first=head",
      "/api/v1/projects?first=head",
      "/styles.css?first=head",
      "/llms.txt?first=head",
      "/api/v1/projects/nope?first=head",
    ];
    for (const path of paths) {
      // HEAD before any GET of this URL, then GET: exactly the same headers, Content-Length too.
      const head = await fetch(server.url + path, { method: "HEAD" });
      const get = await fetch(server.url + path);
      await get.body?.cancel();
      assert.deepEqual(headers(head), headers(get), path);
      if (get.status === 200) {
        assert.match(get.headers.get("vary") ?? "", /Accept-Encoding/, path);
        assert.ok(Number(get.headers.get("content-length")) > 0, path);
      }
    }
    for (const path of ["/styles.css?fresh=1", "/api/v1/profile?fresh=1", "/faq/?fresh=1"]) {
      const etag = (await fetch(server.url + path.replace("fresh=1", "fresh=0")))
        .headers.get("etag")!;
      // Each form of validator, on the first request for a URL (the app) and on a repeat (the cache).
      for (const validator of [etag, `W/${etag}`, `"x", ${etag}`, "*"]) {
        for (const round of ["first", "repeat"]) {
          const res = await fetch(`${server.url}${path}&v=${encodeURIComponent(validator)}`, {
            headers: { "if-none-match": validator },
          });
          await res.body?.cancel();
          assert.equal(res.status, 304, `${path} ${validator} ${round}`);
          assert.equal(res.headers.get("etag"), etag, `${path} ${validator} ${round}`);
        }
      }
    }
  } finally {
    await server.close();
  }
});

Deno.test("the islands' shared chunk, named by its content hash, is cached for a year as immutable", async () => {
  const server = await sharedServer();
  try {
    const page = await (await fetch(`${server.url}/developers/`)).text();
    const src =
      /<script type="module" src="(\/_frsh\/js\/CopyButton\.js)\?v=[\w-]+"/.exec(page)![1];
    const island = await (await fetch(server.url + src)).text();
    // Island bundles import the chunk by its bare name, with no ?v= to earn caching by.
    const chunks = [...island.matchAll(/from\s*"\.\/(chunk-[A-Z0-9]+\.js)"/g)].map((m) => m[1]);
    assert.ok(chunks.length > 0, `the island imports a shared chunk: ${island.slice(0, 200)}`);
    for (const chunk of new Set(chunks)) {
      const res = await fetch(`${server.url}/_frsh/js/${chunk}`);
      await res.body?.cancel();
      assert.equal(res.status, 200, chunk);
      assert.equal(res.headers.get("content-type"), "text/javascript; charset=utf-8");
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable", chunk);
    }
    // A bundle named after its island, not its content, is immutable only under its ?v= hash.
    const bare = await fetch(server.url + src);
    await bare.body?.cancel();
    assert.equal(bare.headers.get("cache-control"), "public, max-age=3600");
  } finally {
    await server.close();
  }
});

Deno.test("a static file is cached for a year only under its own hash; 304s and preflights keep the usual headers", async () => {
  const server = await sharedServer();
  try {
    const page = await (await fetch(`${server.url}/about/`)).text();
    const css = /href="\/styles\.css\?v=([\w-]+)"/.exec(page)![1];
    const own = await fetch(`${server.url}/styles.css?v=${css}`);
    await own.body?.cancel();
    assert.equal(own.headers.get("cache-control"), "public, max-age=31536000, immutable");
    for (const v of ["anything", "1", css.slice(0, -1)]) {
      const other = await fetch(`${server.url}/styles.css?v=${v}`);
      await other.body?.cancel();
      assert.equal(other.headers.get("cache-control"), "public, max-age=3600", `?v=${v}`);
    }
    // A 304 says Vary like the 200 it stands for.
    const full = await fetch(`${server.url}/about/`);
    await full.body?.cancel();
    const again = await fetch(`${server.url}/about/`, {
      headers: { "if-none-match": full.headers.get("etag")! },
    });
    await again.body?.cancel();
    assert.equal(again.status, 304);
    assert.equal(again.headers.get("vary"), full.headers.get("vary"));
    // Only what RFC 9110 §15.4.5 lists, and CORS: no Link, CSP or token counts.
    assert.ok(full.headers.has("link") && full.headers.has("content-security-policy"));
    for (const name of again.headers.keys()) {
      assert.match(
        name,
        /^(cache-control|content-location|date|etag|expires|vary|access-control-.*)$/,
        `a 304 carries ${name}`,
      );
    }
    // A CORS preflight carries the security headers every other answer carries.
    const preflight = await fetch(`${server.url}/api/v1/profile`, {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "GET" },
    });
    await preflight.body?.cancel();
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get("x-content-type-options"), "nosniff");
    assert.equal(preflight.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
  } finally {
    await server.close();
  }
});

Deno.test("a /mcp body cut short by a client that hangs up is a 400 problem, and nothing is logged as a crash", async () => {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  try {
    const body = '{"jsonrpc":"2.0",';
    const answer = new TextDecoder().decode(
      await exchange(
        port,
        `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\naccept: application/json\r\ncontent-length: 500\r\n\r\n${body}`,
        { closeWrite: true },
      ),
    );
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /\r\ncontent-type: application\/problem\+json\r\n/i);
    assert.match(answer, /\r\naccess-control-allow-origin: \*\r\n/i);
    assert.match(answer, /"code":"invalid_parameter"/);
    assert.doesNotMatch(server.output(), /\bat .+:\d+:\d+|Error while serving|Unhandled/);
  } finally {
    await server.close();
  }
});
