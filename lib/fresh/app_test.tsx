import assert from "node:assert/strict";
import { createApp } from "./app.ts";
import { decodeUnreserved } from "./matcher.ts";
import type { AppProps, HandlerContext, Manifest, MiddlewareContext, PageProps } from "./types.ts";

function Counter({ start }: { start: number }) {
  return <button type="button">{start}</button>;
}

const log: string[] = [];
const mark = (name: string) => async (_req: Request, ctx: MiddlewareContext) => {
  log.push(`${name}>`);
  const res = await ctx.next();
  log.push(`<${name}`);
  res.headers.append("x-chain", name);
  return res;
};

const manifest: Manifest = {
  baseUrl: import.meta.url,
  islands: { "./islands/Counter.tsx": { default: Counter as never } },
  routes: {
    "./routes/_app.tsx": {
      default: ({ Component }: AppProps) => (
        <html>
          <body>
            <Component />
          </body>
        </html>
      ),
    },
    "./routes/_middleware.ts": { handler: [mark("root-a"), mark("root-b")] },
    "./routes/api/_middleware.ts": { handler: mark("api") },
    "./routes/_404.tsx": { default: () => <p>missing</p> },
    "./routes/_500.tsx": {
      handler: (_req: Request, ctx: HandlerContext) => {
        const error = ctx.error as Error & { status?: number; headers?: Record<string, string> };
        return new Response(`failed: ${error.message}`, {
          status: error.status ?? 500,
          headers: error.headers,
        });
      },
    },
    "./routes/index.tsx": {
      default: () => (
        <main>
          home <Counter start={3} />
        </main>
      ),
    },
    "./routes/work/[slug].tsx": {
      handler: {
        GET: (_req: Request, ctx: HandlerContext) => ctx.render({ slug: ctx.params.slug }),
      },
      default: ({ data }: PageProps<{ slug: string }>) => <h1>{data.slug}</h1>,
    },
    "./routes/work/all.tsx": { handler: () => new Response("all") },
    "./routes/api/v1/[...path].ts": {
      handler: (_req: Request, ctx: HandlerContext) =>
        Response.json({ path: ctx.params.path ?? null, route: ctx.route }),
    },
    "./routes/boom.ts": {
      handler: () => {
        throw new Error("kaboom");
      },
    },
    "./routes/write.ts": { handler: { POST: () => new Response("posted") } },
  },
};

const handle = createApp(manifest);
const get = (path: string, init?: RequestInit) =>
  handle(new Request(`http://site.test${path}`, init));

Deno.test("the adapter runs middleware outer folder first, around the route", async () => {
  log.length = 0;
  const res = await get("/api/v1/projects/x");
  assert.deepEqual(await res.json(), { path: "projects/x", route: "/api/v1/:path{.+}" });
  assert.deepEqual(log, ["root-a>", "root-b>", "api>", "<api", "<root-b", "<root-a"]);
  assert.equal(res.headers.get("x-chain"), "api, root-b, root-a");
});

Deno.test("a rest route matches its folder itself with no parameter", async () => {
  const res = await get("/api/v1");
  assert.deepEqual(await res.json(), { path: null, route: "/api/v1" });
});

Deno.test("a fixed route wins over a parameter in the same folder", async () => {
  assert.equal(await (await get("/work/all")).text(), "all");
  assert.match(await (await get("/work/some-project")).text(), /<h1>some-project<\/h1>/);
});

Deno.test("pages render through _app and islands are wrapped with their props and script", async () => {
  const res = await get("/");
  assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
  const html = await res.text();
  assert.ok(html.startsWith("<!DOCTYPE html><html><body><main>home "));
  assert.match(
    html,
    /<x-island data-island="Counter" data-props="{&quot;start&quot;:3}"><button type="button">3<\/button><\/x-island>/,
  );
  assert.match(html, /<script type="module" src="\/_frsh\/js\/Counter\.js"><\/script><\/body>/);
});

Deno.test("a page without islands ships no script", async () => {
  const html = await (await get("/work/x")).text();
  assert.doesNotMatch(html, /<script/);
});

Deno.test("an unmatched path renders _404 with status 404, inside the middleware", async () => {
  log.length = 0;
  const res = await get("/nowhere");
  assert.equal(res.status, 404);
  assert.match(await res.text(), /<p>missing<\/p>/);
  assert.deepEqual(log, ["root-a>", "root-b>", "<root-b", "<root-a"]);
});

Deno.test("a thrown error goes to _500 with the error, and middleware still sees the response", async () => {
  const res = await get("/boom");
  assert.equal(res.status, 500);
  assert.equal(await res.text(), "failed: kaboom");
  assert.equal(res.headers.get("x-chain"), "root-b, root-a");
});

Deno.test("a handler object answers only its methods; others are the 405 HttpError, with Allow, rendered by _500", async () => {
  assert.equal(await (await get("/write", { method: "POST" })).text(), "posted");
  const res = await get("/write");
  assert.equal(res.status, 405);
  assert.equal(res.headers.get("allow"), "POST");
  assert.match(await res.text(), /^failed: GET is not allowed on \/write, which answers POST\.$/);
  assert.equal(res.headers.get("x-chain"), "root-b, root-a", "inside the middleware");
  const page = await get("/work/x", { method: "DELETE" });
  assert.equal(page.status, 405);
  assert.equal(page.headers.get("allow"), "GET, HEAD");
  const file = await createApp(manifest, { staticFiles: STATIC })(
    new Request("http://site.test/styles.css", { method: "PUT" }),
  );
  assert.equal(file.status, 405);
  assert.equal(file.headers.get("allow"), "GET, HEAD");
});

Deno.test("routes declared in code share the router and match their path exactly", async () => {
  const app = createApp(manifest, {
    routes: {
      "/api/v1/items": { handler: { GET: () => new Response("list") } },
      "/api/v1/items/:id{[^/]*}": {
        handler: {
          GET: (_req: Request, ctx: HandlerContext) => new Response(`item ${ctx.params.id}`),
        },
      },
    },
  });
  const text = async (path: string, init?: RequestInit) => {
    const res = await app(new Request(`http://site.test${path}`, init));
    return `${res.status} ${await res.text()}`;
  };
  assert.equal(await text("/api/v1/items"), "200 list");
  assert.equal(await text("/api/v1/items/a%20b"), "200 item a b");
  assert.equal(await text("/api/v1/items/"), "200 item ", "an empty parameter, not the list");
  // A trailing slash the pattern lacks is no match: the [...path] route takes it.
  assert.match(await text("/api/v1/items/a/"), /"path":"items\/a"/);
  assert.match(await text("/api/v1/items", { method: "POST" }), /^405 /);
  // File routes still fold the trailing slash, as Fresh does.
  assert.match(await text("/work/x/"), /<h1>x<\/h1>/);
});

Deno.test("what fails before the chain (the URL, routing) is rendered by _500 inside the middleware", async () => {
  const req = new Request("http://site.test/work/x");
  Object.defineProperty(req, "url", {
    get: () => {
      throw new Error("no url");
    },
  });
  const res = await handle(req);
  assert.equal(res.status, 500);
  assert.equal(await res.text(), "failed: no url");
  assert.equal(res.headers.get("x-chain"), "root-b, root-a");
  const direct = await handle.renderError(new Request("http://site.test/x"), new Error("cache"));
  assert.equal(await direct.text(), "failed: cache");
});

Deno.test("GET ///a/%zz with a malformed Host reaches the chain with its path", async () => {
  const req = new Request("http://site.test/");
  Object.defineProperty(req, "url", { value: "http://a b///a/%zz" });
  const res = await handle(req);
  assert.equal(res.status, 404);
  assert.match(await res.text(), /<p>missing<\/p>/);
});

Deno.test("HEAD is answered by the GET handler, with the same status and headers", async () => {
  const head = await get("/work/x", { method: "HEAD" });
  const full = await get("/work/x");
  assert.equal(head.status, 200);
  assert.deepEqual([...head.headers], [...full.headers]);
  // Deno.serve sends no body for HEAD; tests/api_test.ts checks that on the wire.
  await head.body?.cancel();
  await full.body?.cancel();
});

Deno.test("a request whose Host header breaks its URL still reaches middleware, with its path", async () => {
  // Deno builds req.url from the Host header; a Request cannot carry a broken
  // URL, so this stands in for one the way Deno.serve would hand it over.
  const req = new Request("http://site.test/work/x");
  Object.defineProperty(req, "url", { value: "http://a b/work/x?q=1" });
  const res = await handle(req);
  assert.equal(await res.text(), "<!DOCTYPE html><html><body><h1>x</h1></body></html>");
});

const STATIC = new Map([["/styles.css", {
  body: new TextEncoder().encode("css"),
  type: "text/css",
  etag: '"e"',
  hash: "h",
}]]);

Deno.test("a root [...path] route yields to index, fixed routes and static files", async () => {
  const app = createApp({
    baseUrl: import.meta.url,
    islands: {},
    routes: {
      "./routes/[...path].tsx": {
        handler: (_req: Request, ctx: HandlerContext) =>
          new Response(`rest ${ctx.params.path ?? ""}`),
      },
      "./routes/index.tsx": { handler: () => new Response("index") },
      "./routes/about.tsx": { handler: () => new Response("about") },
    },
  }, { staticFiles: STATIC });
  const text = async (path: string) =>
    await (await app(new Request(`http://site.test${path}`))).text();
  assert.equal(await text("/"), "index");
  assert.equal(await text("/about"), "about");
  assert.equal(await text("/styles.css"), "css");
  assert.equal(await text("/talks"), "rest talks");
});

Deno.test("decodeUnreserved decodes unreserved escapes once, never making a new escape or dot segment", () => {
  assert.equal(decodeUnreserved("/api/v1/%70rofile"), "/api/v1/profile");
  assert.equal(decodeUnreserved("/a%2Fb"), "/a%2Fb");
  assert.equal(decodeUnreserved("/%2E%2%65"), "/.%2%65", "%65 would complete %2e: kept");
  assert.equal(decodeUnreserved("/x/%2E%2E/y"), "/y");
  assert.equal(decodeUnreserved("/%252e"), "/%252e");
  for (const path of ["/%2E%2%65", "/a/%2e%2E/b", "/%41%42%2F%7e"]) {
    const once = decodeUnreserved(path);
    assert.equal(decodeUnreserved(once), once, `${path} is decoded once for good`);
    assert.equal(new URL(once, "http://x").pathname, once, `${path}: a URL keeps it as it is`);
  }
});

Deno.test("decodeUnreserved keeps a path that starts with // a path", () => {
  assert.equal(decodeUnreserved("///%0d%0aX:%201//"), "///%0d%0aX:%201//");
  assert.equal(decodeUnreserved("//%61"), "//a");
});

Deno.test("resolve routes a request by another URL with its own state, and may answer in the route's place", async () => {
  const prefixed = createApp(manifest, {
    state: () => ({ lang: "de" }),
    resolve: (_req, { url, state, route }) => {
      if (url.pathname === "/known") {
        return {
          url,
          match: route("/"),
          answer: () => new Response("known"),
        };
      }
      if (!url.pathname.startsWith("/en/")) return { url, match: route(url.pathname) };
      state.lang = "en";
      const routed = new URL(url);
      routed.pathname = url.pathname.slice(3);
      return { url: routed, match: route(routed.pathname) };
    },
    routes: {
      "/lang/": {
        handler: (_req: Request, ctx: HandlerContext) =>
          new Response(`${ctx.state.lang} ${ctx.url.pathname} ${ctx.kind}`),
        config: { kind: "api" },
      },
    },
  });
  const text = async (path: string) => {
    const res = await prefixed(new Request(`http://site.test${path}`));
    return `${await res.text()} ${res.headers.get("x-chain")}`;
  };
  assert.equal(await text("/en/lang/"), "en /lang/ api root-b, root-a");
  assert.equal(await text("/lang/"), "de /lang/ api root-b, root-a");
  assert.match(await text("/en/work/some-project"), /<h1>some-project<\/h1>/);
  assert.equal(await text("/known"), "known root-b, root-a", "inside the middleware");
});

Deno.test("every route says what it is: a page by its component, a file without, or its own config", async () => {
  const kinds: Record<string, string | undefined> = {};
  const app = createApp({
    baseUrl: import.meta.url,
    islands: {},
    routes: {
      "./routes/_middleware.ts": {
        handler: (_req: Request, ctx: MiddlewareContext) => {
          kinds[ctx.url.pathname] = ctx.kind;
          return ctx.next();
        },
      },
      "./routes/about.tsx": { default: () => <p>about</p> },
      "./routes/robots.txt.ts": { handler: { GET: () => new Response("robots") } },
      "./routes/mcp.ts": { handler: { POST: () => new Response("{}") }, config: { kind: "mcp" } },
    },
  }, { staticFiles: STATIC });
  for (const path of ["/about", "/robots.txt", "/mcp", "/styles.css", "/nowhere"]) {
    const method = path === "/mcp" ? "POST" : "GET";
    await (await app(new Request(`http://site.test${path}`, { method }))).body?.cancel();
  }
  assert.deepEqual(kinds, {
    "/about": "page",
    "/robots.txt": "file",
    "/mcp": "mcp",
    "/styles.css": "static",
    "/nowhere": undefined,
  });
  assert.deepEqual(app.routes, [
    { pattern: "/about", kind: "page", file: "routes/about.tsx", methods: ["GET", "HEAD"] },
    { pattern: "/mcp", kind: "mcp", file: "routes/mcp.ts", methods: ["POST"] },
    {
      pattern: "/robots.txt",
      kind: "file",
      file: "routes/robots.txt.ts",
      methods: ["GET", "HEAD"],
    },
  ]);
});

Deno.test("a page preloads the chunks its islands' bundles import, and theirs, each once", async () => {
  const file = (text: string, imports?: string[]) => ({
    body: new TextEncoder().encode(text),
    type: "text/javascript",
    etag: '"e"',
    hash: "h",
    ...imports ? { imports } : {},
  });
  const staticFiles = new Map([
    ["/_frsh/js/Counter.js", file("c", ["/_frsh/js/chunk-B.js"])],
    ["/_frsh/js/chunk-B.js", file("b", ["/_frsh/js/chunk-A.js"])],
    ["/_frsh/js/chunk-A.js", file("a", ["/_frsh/js/chunk-B.js"])],
  ]);
  const html = await (await createApp({
    ...manifest,
    routes: {
      "./routes/_app.tsx": {
        default: ({ Component }: AppProps) => (
          <html>
            <head />
            <body>
              <Component />
            </body>
          </html>
        ),
      },
      "./routes/index.tsx": { default: () => <Counter start={1} /> },
    },
  }, { staticFiles, islandUrl: (name) => `/_frsh/js/${name}.js?v=h` })(
    new Request("http://localhost/"),
  )).text();
  assert.match(
    html,
    /<head><link rel="modulepreload" href="\/_frsh\/js\/chunk-B\.js"><link rel="modulepreload" href="\/_frsh\/js\/chunk-A\.js"><\/head>/,
  );
  assert.match(
    html,
    /<script type="module" src="\/_frsh\/js\/Counter\.js\?v=h"><\/script><\/body>/,
  );
});
