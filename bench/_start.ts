/**
 * Start-up, and what comes after it (`deno task bench:start`, also part of
 * `deno task bench`):
 *
 * - cold start: process start to the first 200, the server spawned as `deno
 *   task serve` runs it, alternating with a bare Deno.serve hello world started
 *   the same way, so a slow spell hits both; against the cold-start target.
 *   `BENCH_BEFORE=<folder>` (a built checkout of an earlier commit) is started
 *   in the same rounds, for a before and after;
 * - the import cost of each module that loads late (and of the largest that
 *   load at start), in a fresh process, around a dynamic import;
 * - the first use of each costly kind (an MCP call, a share card, a search, a
 *   picture's WebP copy): as a fresh server's first request, and after the
 *   warm-up that follows a first answer (lib/handler.ts).
 */
import { join } from "node:path";
import { copyContent, freePort, SERVE_ARGS, startServer } from "../tests/_server.ts";
import { writeGenerationFor as writeGeneration } from "../build/content_generation.ts";
import { GENERATIONS } from "../lib/content/snapshot.ts";
import { grow } from "./scale.ts";
import { fmt, table, target } from "./_report.ts";
import { ROOT, SITE, STARTS, TARGET_COLD_RATIO, TARGET_COLD_RATIO_LARGE } from "./_settings.ts";
import { cpu, middle } from "./_wrk.ts";
import { helloWithImports, helloWorld, idleMemory, loadAverage } from "./_memory.ts";

/**
 * Milliseconds from spawning `deno <args>` in `cwd`, on a free port, to its
 * first 200 on `path`, polling every 2 ms (at most 30 s), and the CPU (user +
 * system, every thread) it had used by then, which other load disturbs less.
 */
async function coldStart(args: string[], env: Record<string, string>, path: string, cwd = ROOT) {
  const port = freePort();
  const url = `http://127.0.0.1:${port}${path}`;
  const start = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    for (;;) {
      try {
        const res = await fetch(url);
        await res.body?.cancel();
        if (res.status === 200) return [performance.now() - start, 1000 * await cpu(child.pid)];
      } catch { /* not listening yet */ }
      if (performance.now() - start > 30_000) throw new Error(`No 200 from ${url} within 30 s`);
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    child.kill();
    await child.status;
  }
}

/**
 * Measures cold starts of the server and a hello world (scripts in `tmp`) and prints them: the
 * server started from the build's content generation ("built") and, with it set aside, reading
 * and validating the content ("read"), for the sample owner and for `large` (300 projects and
 * 300 pages, `grow` in bench/scale.ts); and the hello world importing what main.ts imports ("bare
 * + imports"), which does none of the server's work and so is the floor for "built".
 */
export async function coldStarts(tmp: string): Promise<void> {
  const hello = await helloWorld(tmp);
  const imported = await helloWithImports(tmp);
  const large = await copyContent("content");
  await grow(large);
  // What the build wrote stays (the sample owner's generation is the same file): a serve after the
  // bench still starts from it.
  const had = new Set<string>();
  try {
    for (const entry of Deno.readDirSync(GENERATIONS)) had.add(entry.name);
  } catch { /* nothing built yet */ }
  const generations: Record<string, string> = {
    "": await writeGeneration("./content", SITE),
    large: await writeGeneration(large, SITE),
  };
  const before = Deno.env.get("BENCH_BEFORE");
  // The earlier commit starts the large owner from the same generation (same key and site), in its
  // own _fresh/content/.
  const beforeLarge = before && join(before, "_fresh/content", generations.large.split("/").pop()!);
  if (beforeLarge) await Deno.copyFile(generations.large, beforeLarge);
  const starts: Record<string, number[][]> = Object.fromEntries(
    [
      "built",
      "read",
      "bare",
      "bare + imports",
      "built large",
      "read large",
      ...before ? ["before", "before large"] : [],
    ]
      .map((one) => [one, []]),
  );
  const who = Object.keys(starts);
  // How each is started: the arguments, environment, path asked for and folder of `coldStart`.
  const how = (one: string): Parameters<typeof coldStart> =>
    one === "bare"
      ? [["run", "--allow-net", "--allow-env", hello], {}, "/"]
      // What main.ts's imports alone cost a bare server: the floor of what the server can reach.
      : one === "bare + imports"
      ? [[...SERVE_ARGS.slice(0, -1), "--config", "deno.json", imported], {}, "/"]
      : [
        SERVE_ARGS,
        { SITE_URL: SITE, ...one.endsWith("large") ? { CONTENT_DIR: large } : {} },
        "/api/v1/profile",
        one.startsWith("before") ? before : ROOT,
      ];
  try {
    for (let i = 0; i < STARTS; i++) {
      // Each round in another order, so no one always starts first or last.
      for (const one of [...who.slice(i % who.length), ...who.slice(0, i % who.length)]) {
        const file = generations[one.endsWith("large") ? "large" : ""];
        if (one.startsWith("read")) await Deno.rename(file, `${file}.aside`);
        starts[one].push(
          await coldStart(...how(one))
            .finally(() => one.startsWith("read") && Deno.rename(`${file}.aside`, file)),
        );
      }
    }
  } finally {
    for (const file of Object.values(generations)) {
      if (!had.has(file.split("/").pop()!)) await Deno.remove(file);
    }
    if (beforeLarge) await Deno.remove(beforeLarge);
    await Deno.remove(large, { recursive: true });
  }
  reportStarts(starts);
}

/** Prints each start's medians (ms and CPU) against the bare server's, and the two targets. */
function reportStarts(starts: Record<string, number[][]>) {
  const [ms, cpuMs] = [0, 1].map((n) => (one: string) => middle(starts[one].map((s) => s[n])));
  console.log(
    `\nCold start to the first 200 on /api/v1/profile (median of ${STARTS}, interleaved, load ${loadAverage()}):`,
  );
  for (const one of Object.keys(starts)) {
    console.log(
      `- ${one}: ${fmt(ms(one), 1)} ms (${fmt(ms(one) / ms("bare"), 2)} times bare), CPU ${
        fmt(cpuMs(one), 1)
      } ms (${fmt(cpuMs(one) / cpuMs("bare"), 2)} times bare)`,
    );
  }
  const coldRatio = ms("built") / ms("bare");
  target(
    coldRatio <= TARGET_COLD_RATIO,
    `Cold start: ${fmt(coldRatio, 2)} times bare (target at most ${TARGET_COLD_RATIO})`,
    `${fmt(coldRatio - TARGET_COLD_RATIO, 2)} times (${
      fmt(ms("built") - TARGET_COLD_RATIO * ms("bare"), 1)
    } ms)`,
  );
  const largeRatio = ms("built large") / ms("bare");
  target(
    largeRatio <= TARGET_COLD_RATIO_LARGE,
    `Cold start at 300 projects and 300 pages: ${fmt(largeRatio, 2)} times bare (target at most ${
      fmt(TARGET_COLD_RATIO_LARGE, 2)
    })`,
    `${fmt(largeRatio - TARGET_COLD_RATIO_LARGE, 2)} times`,
  );
}

/** Runs of each import measured; the figures are their medians. */
const IMPORT_RUNS = 7;

/** What main.ts imports before it serves: a late module's cost is what it adds to them. */
const START_MODULES = [
  "fresh.gen.ts",
  "lib/config.ts",
  "lib/content/store.ts",
  "lib/handler.ts",
  "lib/http/serve.ts",
];

/**
 * What is imported (and for resvg, made ready) in each measure, after `after` (else, unless
 * `atStart`, after `START_MODULES`); `atStart` is loaded before serving.
 */
const IMPORTS: { what: string; code: string; atStart?: boolean; after?: string[] }[] = [
  { what: "MCP: lib/mcp/http.ts and the SDK", code: `await import("${ROOT}lib/mcp/http.ts")` },
  {
    what: "Share cards: resvg, its WebAssembly compiled",
    code: `const m = await import("@resvg/resvg-wasm");
      await m.initWasm(await Deno.readFile(new URL(import.meta.resolve("@resvg/resvg-wasm/index_bg.wasm"))));`,
  },
  {
    what: "Search: lib/content/site_search.ts, MiniSearch",
    code: `await import("${ROOT}lib/content/site_search.ts")`,
  },
  {
    what: "Pictures: @jsquash resize, WebP encode, PNG/JPEG decode",
    code:
      `await Promise.all(["@jsquash/resize", "@jsquash/webp/encode.js", "@jsquash/png/decode.js",
      "@jsquash/jpeg/decode.js"].map((m) => import(m)))`,
  },
  {
    what: "Pages: _app, the components, the islands, Preact's renderer",
    code: `await import("${ROOT}routes/_app.tsx"); await import("${ROOT}lib/fresh/render.tsx");`,
  },
  { what: "Developers guide", code: `await import("${ROOT}lib/site/guide/developers_guide.ts")` },
  {
    // What it adds to the modules it shares with the API's routes.
    what: "Developers guide (after the modules it shares)",
    code: `await import("${ROOT}lib/site/guide/developers_guide.ts")`,
    after: ("api/operations api/operation mcp/identity site/agents/agent_urls http/problem " +
      "site/pages/doc site/pages/page_docs site/pages/resume content/messages").split(" ")
      .map((m) => `lib/${m}.ts`),
  },
  // Each package alone in a fresh process: what importing it costs whoever imports it first.
  ...[
    ["zod", "zod"],
    ["js-yaml", "js-yaml"],
    ["markdown-it", "markdown-it"],
    ["@modelcontextprotocol/server (the MCP SDK)", "@modelcontextprotocol/server"],
    ["minisearch", "minisearch"],
    ["preact and preact-render-to-string", "preact-render-to-string"],
    ["hono's router and helpers", "hono/router/trie-router", "hono/utils/url", "hono/utils/accept"],
    ["image-size", "image-size"],
    ["structured-headers", "structured-headers"],
    ["harfbuzzjs (share cards' text)", "harfbuzzjs"],
    [
      "the pictures' codecs and resvg",
      "@jsquash/resize",
      "@jsquash/webp/encode.js",
      "@jsquash/png/decode.js",
      "@jsquash/jpeg/decode.js",
      "@resvg/resvg-wasm",
    ],
  ].map(([what, ...specifiers]) => ({
    what: `${what} (alone)`,
    code: specifiers.map((m) => `await import("${m}");`).join(" "),
    atStart: true,
  })),
  {
    what: "Everything main.ts imports (alone)",
    code: START_MODULES.map((m) => `await import("${ROOT}${m}");`).join(" "),
    atStart: true,
  },
];

/**
 * Milliseconds (wall, and CPU of the thread that imports) of each of `IMPORTS`,
 * each in a fresh process, a late one after `START_MODULES`, as a visitor
 * would pay it; medians of `IMPORT_RUNS`.
 */
export async function importCosts(tmp: string): Promise<void> {
  const rows = [["import", "wall ms", "CPU ms"]];
  for (const { what, code, atStart, after } of IMPORTS) {
    const script = join(tmp, "import.ts");
    const first = after ?? (atStart ? [] : START_MODULES);
    await Deno.writeTextFile(
      script,
      `const cpu = () => Number(Deno.readTextFileSync("/proc/thread-self/schedstat").split(" ")[0]) / 1e6;
      ${first.map((m) => `await import("${ROOT}${m}");`).join(" ")}
      const wall = performance.now(), thread = cpu();
      ${code}
      console.log(JSON.stringify([performance.now() - wall, cpu() - thread]));`,
    );
    const runs: number[][] = [];
    for (let i = 0; i < IMPORT_RUNS; i++) {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "-A", "--config", join(ROOT, "deno.json"), script],
        cwd: ROOT,
        env: { SITE_URL: SITE },
      }).output();
      if (!out.success) throw new Error(`${what}: ${new TextDecoder().decode(out.stderr)}`);
      runs.push(JSON.parse(new TextDecoder().decode(out.stdout)));
    }
    rows.push([what, fmt(middle(runs.map((r) => r[0])), 1), fmt(middle(runs.map((r) => r[1])), 1)]);
  }
  console.log(`\nImport cost (medians of ${IMPORT_RUNS} fresh processes, load ${loadAverage()}):`);
  console.log(table(rows));
}

/** Rounds of first uses; the figures are their medians. */
const FIRST_ROUNDS = 3;

/** Each costly kind: its first request, and one it has not made before for after the warm-up. */
const COSTLY: { kind: string; first: string; later: string; body?: (q: string) => string }[] = [
  { kind: "MCP tools/call search", first: "Escala", later: "Morada", body: mcpSearch },
  { kind: "share card", first: "/og/about/card.png", later: "/og/services/card.png" },
  { kind: "search page", first: "/search/?q=Escala", later: "/search/?q=Morada" },
  {
    kind: "picture's WebP copy",
    first: "/images/selo-photo-480w.webp",
    later: "/images/selo-photo-960w.webp",
  },
];

function mcpSearch(query: string): string {
  const params = { name: "search", arguments: { query } };
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params });
}

/**
 * Milliseconds to the whole answer of `target` (a path, or an MCP query) from
 * `server`, and the server's CPU meanwhile (every thread, 10 ms steps).
 */
async function timed(
  { url, pid }: { url: string; pid: number },
  target: string,
  body?: (q: string) => string,
): Promise<number[]> {
  const start = performance.now(), used = await cpu(pid);
  const res = body
    ? await fetch(`${url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-11-25",
      },
      body: body(target),
    })
    : await fetch(url + target);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
  return [performance.now() - start, 1000 * (await cpu(pid) - used)];
}

/** Resolves once process `pid` is idle for a second (its warm-up is done), at most 60 s. */
export async function idle(pid: number): Promise<void> {
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const before = await cpu(pid);
    await new Promise((r) => setTimeout(r, 1000));
    // Less than 20 ms: the content store's look at its files every 500 ms costs a little.
    if (await cpu(pid) - before < 0.02) return;
  }
}

/**
 * The first use of each costly kind on a public server over the full fixture:
 * as a fresh server's first request (one server per kind), and after a first
 * answer once the server is idle again (its warm-up done).
 */
export async function firstUses(): Promise<void> {
  const first = COSTLY.map(() => [] as number[][]), warm = COSTLY.map(() => [] as number[][]);
  const warmUp: number[] = [];
  const options = { siteUrl: SITE, contentDir: "tests/fixtures/full", env: { WARM_UP: "1" } };
  for (let round = 0; round < FIRST_ROUNDS; round++) {
    for (const [i, { first: target, body }] of COSTLY.entries()) {
      const server = await startServer(options);
      try {
        first[i].push(await timed(server, target, body));
      } finally {
        await server.close();
      }
    }
    const server = await startServer(options);
    try {
      await timed(server, "/api/v1/profile");
      const answered = await cpu(server.pid);
      await idle(server.pid);
      warmUp.push(1000 * (await cpu(server.pid) - answered));
      for (const [i, { later, body }] of COSTLY.entries()) {
        warm[i].push(await timed(server, later, body));
      }
    } finally {
      await server.close();
    }
  }
  const rows = [["first use", "first request ms", "CPU ms", "after warm-up ms", "CPU ms"]];
  const cells = (runs: number[][]) => [0, 1].map((n) => fmt(middle(runs.map((r) => r[n])), 1));
  for (const [i, { kind }] of COSTLY.entries()) {
    rows.push([kind, ...cells(first[i]), ...cells(warm[i])]);
  }
  console.log(`\nFirst use (medians of ${FIRST_ROUNDS} rounds, load ${loadAverage()}):`);
  console.log(table(rows));
  console.log(
    `The warm-up's CPU (every thread, the first answer to idle): ${fmt(middle(warmUp))} ms`,
  );
}

if (import.meta.main) {
  const tmp = await Deno.makeTempDir({ prefix: "bench-start-" });
  // `BENCH_START=cold,imports` runs only those parts (cold, idle, imports, first); default all.
  const parts = (Deno.env.get("BENCH_START") ?? "cold,idle,imports,first").split(",");
  try {
    if (parts.includes("cold")) await coldStarts(tmp);
    if (parts.includes("idle")) await idleMemory(tmp);
    if (parts.includes("imports")) await importCosts(tmp);
    if (parts.includes("first")) await firstUses();
  } finally {
    await Deno.remove(tmp, { recursive: true });
  }
}
