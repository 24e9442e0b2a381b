/**
 * The security review as tests: no message or stack trace of an unexpected
 * error reaches a client, every kind of response carries the security
 * headers, the MCP `Origin` check, request size limits, and runtime code that
 * needs nothing beyond `--allow-net --allow-read --allow-env` (every server in
 * these tests runs with exactly those).
 */
import assert from "node:assert/strict";
import manifest from "../fresh.gen.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { readConfig } from "../lib/config.ts";
import { mcpRoute } from "../lib/mcp/http.ts";
import type { HandlerContext, Manifest } from "../lib/fresh/mod.ts";
import type { AppState } from "../lib/content/state.ts";
import { ContentStore } from "../lib/content/store.ts";
import { ContractClient } from "./_contract.ts";
import { exchange, FIXTURE, sharedServer, startServer, type TestServer } from "./_server.ts";
import { buildSite } from "../lib/site/web/site.ts";

const SITE = "https://martaquintela.example";
const SECRET = "s3cret-token at /work/main/lib/secret.ts:12:3";
const config = readConfig(new Map([["SITE_URL", SITE], ["CONTENT_DIR", FIXTURE]]));

/** Runs `fn` with console.error captured, so expected error logs stay out of the report. */
async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; logged: string }> {
  const original = console.error;
  let logged = "";
  console.error = (...args: unknown[]) => {
    logged += args.map((a) => a instanceof Error ? `${a.message}\n${a.stack}` : String(a)).join(
      " ",
    );
  };
  try {
    return { value: await fn(), logged };
  } finally {
    console.error = original;
  }
}

/**
 * Runs `fn` on the shared server, or on one of its own (`startServer`) for a test that reads the
 * server's output or times an answer.
 */
async function withServer(
  fn: (server: TestServer, contract: ContractClient) => Promise<void>,
  start: typeof startServer = sharedServer,
) {
  const server = await start({ siteUrl: SITE });
  try {
    await fn(server, await ContractClient.create(server.url));
  } finally {
    await server.close();
  }
}

/** One request on a fresh connection, bytes as given; the status line of the answer. */
async function raw(port: number, bytes: Uint8Array | string): Promise<string> {
  const answer = await exchange(port, bytes, { headOnly: true, timeout: 5000 });
  return new TextDecoder().decode(answer).split("\r\n")[0];
}

Deno.test("an unexpected error renders a generic 500 page or problem, never its message or stack", async () => {
  const boom = () => {
    throw new Error(SECRET);
  };
  const routes = {
    ...manifest.routes,
    "./routes/boom.ts": { handler: { GET: boom } },
    "./routes/boom-page.tsx": { default: boom },
  };
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  const handle = await createSiteHandler({ ...manifest, routes } as Manifest, { config, store });
  for (const path of ["/boom", "/boom-page"]) {
    for (const accept of ["text/html", "application/json"]) {
      const { value: res, logged } = await quietly(async () =>
        await handle(new Request(`http://127.0.0.1${path}`, { headers: { accept } }))
      );
      const body = await res.text();
      const where = `${path} (${accept})`;
      assert.equal(res.status, 500, where);
      assert.ok(!body.includes("s3cret"), `${where}: the error's message is not shown`);
      assert.doesNotMatch(body, /\bat (file|ext):|\/work\/main|\.ts:\d+/, `${where}: no stack`);
      assert.ok(logged.includes("s3cret"), `${where}: the error is logged for the operator`);
      assert.equal(res.headers.get("access-control-allow-origin"), "*", where);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", where);
      if (accept === "text/html") {
        assert.match(res.headers.get("content-type")!, /^text\/html/);
        assert.match(body, /<h1>Something went wrong<\/h1>/);
        assert.match(res.headers.get("content-security-policy")!, /default-src 'none'/);
      } else {
        assert.equal(res.headers.get("content-type"), "application/problem+json");
        const problem = JSON.parse(body);
        assert.equal(problem.status, 500);
        assert.equal(problem.detail, "The server failed to answer this request.");
      }
    }
  }
});

Deno.test({
  name: "an unexpected error inside an MCP handler is answered without its message",
  fn: async () => {
    const store = {
      site: undefined,
      generation: 0,
      require: () => {
        throw new Error(SECRET);
      },
    } as unknown as ContentStore;
    const ctx = (req: Request) =>
      ({
        url: new URL(req.url),
        params: {},
        state: { config, store, asset: (p: string) => p },
        kind: "page",
        route: "/mcp",
      }) as unknown as HandlerContext<unknown, AppState>;
    for (
      const [method, params] of [
        ["tools/call", { name: "get_profile", arguments: {} }],
        ["resources/list", {}],
        ["prompts/get", { name: "evaluate_fit", arguments: { role: "CTO" } }],
      ] as const
    ) {
      const req = new Request("http://127.0.0.1/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
      });
      const { value: res } = await quietly(() => mcpRoute(req, ctx(req)));
      const body = await res.text();
      assert.equal(JSON.parse(body).error.code, -32603, method);
      assert.ok(!body.includes("s3cret"), `${method}: ${body}`);
    }
  },
});

Deno.test({
  name: "a Host header that is not a valid authority gets 400, never a 500 or another route",
  fn: () =>
    withServer(async (server) => {
      const port = Number(new URL(server.url).port);
      for (const host of ["a b", "[::1", "x:1:2", "1.2.3.4.5", "a/b", "a?b", "a#b"]) {
        for (const path of ["/api/v1/", "///a/%zz"]) {
          const status = await raw(
            port,
            `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
          );
          assert.match(status, /^HTTP\/1\.1 400 /, `Host: ${host}, ${path} → ${status}`);
        }
      }
      assert.doesNotMatch(server.output(), /Unhandled error/);
    }, startServer),
});

Deno.test("every kind of response carries the security headers and open CORS", async () => {
  await withServer(async (_server, contract) => {
    const kinds: [string, RequestInit?][] = [
      ["/"],
      ["/about/", { headers: { accept: "text/markdown" } }],
      ["/about/index.md"],
      ["/about/", { headers: { accept: "application/json" } }],
      ["/nowhere/"],
      ["/nowhere/", { headers: { accept: "application/json" } }],
      ["/api/v1/profile"],
      ["/api/v1/projects/nope"],
      ["/api/v1/profile", { method: "POST" }],
      ["/about/", { method: "DELETE" }],
      ["/openapi.json"],
      ["/llms.txt"],
      ["/sitemap.xml"],
      ["/.well-known/api-catalog"],
      ["/.well-known/mcp/server-card.json"],
      ["/styles.css"],
      ["/favicon.svg"],
      ["/cli.mjs"],
      ["/mcp"],
      ["/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
      }],
    ];
    const types = new Set<string>();
    for (const [path, init] of kinds) {
      const { res } = await contract.fetch(path, init);
      // The contract checks nosniff, Referrer-Policy, the CSP on HTML and CORS on each.
      types.add(`${res.status} ${res.headers.get("content-type")?.split(";")[0]}`);
      assert.equal(res.headers.get("access-control-allow-credentials"), null, path);
      assert.equal(res.headers.get("x-powered-by"), null, path);
    }
    for (
      const type of [
        "200 text/html",
        "200 text/markdown",
        "406 application/problem+json",
        "404 text/html",
        "200 application/json",
        "405 application/problem+json",
        "200 text/plain",
        "200 application/xml",
        "200 text/css",
        "200 image/svg+xml",
        "200 text/javascript",
      ]
    ) assert.ok(types.has(type), `covered ${type}; covered: ${[...types].join(", ")}`);
  });
});

Deno.test("the MCP endpoint takes requests only from the site's own origin, and never with credentials", async () => {
  await withServer(async (_server, contract) => {
    const ping = (origin?: string) =>
      contract.fetch("/mcp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(origin === undefined ? {} : { origin }),
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: {} }),
      });
    for (
      const origin of [
        "https://evil.example",
        "https://martaquintela.example.evil.example",
        "https://evil.example.martaquintela.example",
        "http://martaquintela.example",
        "https://martaquintela.example:8443",
        "http://localhost:8000",
        "http://127.0.0.1",
        "null",
        "file://",
        "",
      ]
    ) {
      const { res, json } = await ping(origin);
      assert.equal(res.status, 403, `Origin: ${origin}`);
      assert.equal(json.result, undefined, "nothing is answered");
    }
    for (const origin of [undefined, SITE, "HTTPS://MARTAQUINTELA.EXAMPLE"]) {
      const { res } = await ping(origin);
      assert.equal(res.status, 200, `Origin: ${origin}`);
    }
    const preflight = await contract.fetch("/mcp", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    assert.equal(preflight.res.headers.get("access-control-allow-origin"), "*");
    assert.equal(preflight.res.headers.get("access-control-allow-credentials"), null);
  });
});

Deno.test("request size is bounded: MCP bodies over 64 KiB, heads over 64 KiB and over 100 headers are refused", async () => {
  await withServer(async (server, contract) => {
    const port = Number(new URL(server.url).port);
    const rpc = (pad: number) =>
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "ping",
        params: { _meta: { pad: "x".repeat(pad) } },
      });
    const mcp = (length: string, body: string) =>
      `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\naccept: application/json\r\n${length}connection: close\r\n\r\n${body}`;
    assert.equal(
      (await contract.fetch("/mcp", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: rpc(70_000),
      })).res.status,
      413,
    );
    // Told in advance, a huge body is refused before it is read.
    assert.match(await raw(port, mcp("content-length: 1000000000\r\n", "{")), / 413 /);
    // Sent in chunks with no length, it is cut off at the limit.
    const chunk = "x".repeat(0x8000);
    const chunked = `8000\r\n${chunk}\r\n`.repeat(4) + "0\r\n\r\n";
    assert.match(await raw(port, mcp("transfer-encoding: chunked\r\n", chunked)), / 413 /);

    // A read-only route answers 405 at once, without waiting for a body it will not read.
    const started = Date.now();
    const status = await raw(
      port,
      "POST /api/v1/profile HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-length: 1000000000\r\nconnection: close\r\n\r\n",
    );
    assert.match(status, / 405 /);
    assert.ok(Date.now() - started < 2000);

    // Deno's HTTP server refuses oversized heads before the app sees them.
    const big = "a".repeat(70_000);
    assert.match(
      await raw(port, `GET /api/v1/ HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`),
      / 400 /,
    );
    assert.match(await raw(port, `GET /api/v1/${big} HTTP/1.1\r\nHost: x\r\n\r\n`), / 400 /);
    const many = Array.from({ length: 200 }, (_, i) => `X-${i}: v`).join("\r\n");
    assert.match(await raw(port, `GET /api/v1/ HTTP/1.1\r\nHost: x\r\n${many}\r\n\r\n`), / 400 /);
    // Just below the limits, a long path is an ordinary 404 that does not echo it more than twice.
    const { res, text } = await contract.fetch(`/api/v1/${"a".repeat(60_000)}`);
    assert.equal(res.status, 404);
    assert.ok(text.length < 2 * 60_000 + 2000);
  }, startServer);
});

Deno.test("runtime code never writes files or spawns processes, so --allow-net --allow-read --allow-env suffice", async () => {
  const root = new URL("..", import.meta.url).pathname;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", "main.ts"],
    cwd: root,
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
  const { modules } = JSON.parse(new TextDecoder().decode(out.stdout));
  const local = (modules as { specifier: string }[])
    .map((m) => m.specifier)
    .filter((s) => s.startsWith(`file://${root}`));
  assert.ok(local.length > 30, `the module graph of main.ts: ${local.length} local modules`);
  const forbidden =
    /\bDeno\.(write\w*|mkdir\w*|remove\w*|rename\w*|makeTemp\w*|chmod\w*|chown\w*|symlink\w*|truncate\w*|create\w*|Command|run|kill|openKv|dlopen|exit|env\.set|env\.delete)\b/g;
  // Build-time code lives in build/, which nothing the server runs imports
  // (tests/architecture_test.ts). Exceptions: start-up problems stop the process
  // with one line: a Deno too old (lib/deno_version.ts), a setting that cannot
  // work (lib/config.ts's serverConfig) and a port that cannot be listened on
  // (lib/http/serve.ts).
  const mayExit = ["lib/deno_version.ts", "lib/config.ts", "lib/http/serve.ts"];
  for (const specifier of local) {
    const file = specifier.slice(`file://${root}`.length);
    const source = (await Deno.readTextFile(new URL(specifier)))
      .replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
    const uses = [...source.matchAll(forbidden)].map((m) => m[0])
      .filter((use) => !(mayExit.includes(file) && use === "Deno.exit"));
    assert.deepEqual(uses, [], `${file} uses ${uses.join(", ")}`);
  }
});
