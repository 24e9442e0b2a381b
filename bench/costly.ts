/**
 * `deno task bench:costly`: what an outside client can make the server do
 * with costly URLs, measured on the real server (`deno task serve`'s
 * permissions) over the full fixture, which has a photograph with variants.
 *
 * - A flood of `BENCH_FLOOD` (100) distinct query strings on one share card
 *   and on one picture variant, `BENCH_FLOOD_CONCURRENCY` (20) at a time:
 *   the server's CPU for the flood against its CPU for one render of the
 *   same URL (each on a fresh server, warmed up identically), RSS before,
 *   right after and until it is back within 10% of where it started (at
 *   most 10 s), and an ordinary page's p95 while the flood runs.
 * - The longest allowed search query, in the shapes that cost most, over
 *   MCP (`tools/call search`) and `/search/?q=` (a new query each call, so
 *   the answer cache never answers): CPU per call, RSS growth, and an
 *   ordinary page's p95 meanwhile.
 *
 * - In process: the longest the event loop stalls while one share card is
 *   drawn on the picture worker, against drawn in place (as before).
 *
 * Targets (issues 26 and 27): flood CPU at most twice one render's, RSS back
 * within 10% within 10 s, page p95 under 20 ms. Prints lines to paste into
 * docs/performance.md. Loopback only; every load is a fixed request count.
 */
import { cpu, rss } from "./_wrk.ts";
import { FIXTURE, startServer, type TestServer } from "../tests/_server.ts";
import { MAX_QUERY_LENGTH } from "../lib/content/site_search.ts";
import { drawPng, renderPng } from "../lib/site/pictures/raster.ts";

const CONTENT = Deno.env.get("CONTENT_DIR") || FIXTURE;
const FLOOD = Number(Deno.env.get("BENCH_FLOOD") ?? "100");
const CONCURRENCY = Number(Deno.env.get("BENCH_FLOOD_CONCURRENCY") ?? "20");
const SEARCH_CALLS = Number(Deno.env.get("BENCH_SEARCH_CALLS") ?? "40");
/** Fresh servers per flood; the figures are their medians. */
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? "3");
/** The ordinary page whose latency is watched while costly URLs are loaded. */
const PAGE = "/about/";
async function get(url: string, init?: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return res.status;
}

/** `PAGE` fetched one after another until `done` settles; the p95 of its latency, in ms. */
async function watchPage(server: TestServer, done: Promise<unknown>): Promise<number> {
  const times: number[] = [];
  let finished = false;
  done.finally(() => finished = true);
  while (!finished) {
    const start = performance.now();
    await get(`${server.url}${PAGE}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  times.sort((a, b) => a - b);
  if (Deno.env.get("BENCH_DEBUG")) console.log(times.map((t) => t.toFixed(1)).join(" "));
  return times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
}

/** Runs `jobs` at most `CONCURRENCY` at a time. */
async function pool(jobs: (() => Promise<unknown>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) await jobs[next++]();
    }),
  );
}

/** A server warmed up with `warm` (renderer and page loaded), its CPU and RSS read after. */
async function warmServer(warm: string) {
  const server = await startServer({ contentDir: CONTENT });
  for (let i = 0; i < 20; i++) await get(`${server.url}${PAGE}`);
  if (await get(`${server.url}${warm}`) !== 200) throw new Error(`${warm} did not answer 200`);
  // The page's p95 with nothing else loading, over as long as a flood takes: the machine's floor.
  const idle = await watchPage(server, new Promise((resolve) => setTimeout(resolve, 500)));
  return { server, idle, cpu: await cpu(server.pid), rss: await rss(server.pid) };
}

/** The median of `values`. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** CPU seconds of one render of `path` on a fresh server warmed with `warm`. */
async function oneRender(path: string, warm: string): Promise<number> {
  const { server, cpu: before } = await warmServer(warm);
  try {
    if (await get(`${server.url}${path}`) !== 200) throw new Error(`${path} did not answer 200`);
    return await cpu(server.pid) - before;
  } finally {
    await server.close();
  }
}

/** One flood of `FLOOD` distinct query strings on `path`, on a fresh server warmed with `warm`. */
async function floodOnce(path: string, warm: string) {
  const { server, idle, cpu: cpu0, rss: rss0 } = await warmServer(warm);
  try {
    const statuses: number[] = [];
    const load = pool(
      Array.from({ length: FLOOD }, (_, i) => async () => {
        statuses.push(await get(`${server.url}${path}?x=${i + 1}`));
      }),
    );
    const p95 = await watchPage(server, load);
    await load;
    if (statuses.some((s) => s !== 200)) throw new Error(`${path}: statuses ${statuses}`);
    const cpuUsed = await cpu(server.pid) - cpu0;
    const peak = await rss(server.pid);
    let back = Infinity;
    for (let waited = 0; waited <= 10_000; waited += 500) {
      if (await rss(server.pid) <= rss0 * 1.1) {
        back = waited / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { cpu: cpuUsed, rss0, peak, back, p95, idle };
  } finally {
    await server.close();
  }
}

/** Floods of distinct query strings on `path` against one render of it, medians of `ROUNDS` fresh servers. */
async function flood(label: string, path: string, warm: string) {
  const renders: number[] = [];
  const floods: Awaited<ReturnType<typeof floodOnce>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    renders.push(await oneRender(path, warm));
    floods.push(await floodOnce(path, warm));
  }
  const render = median(renders);
  const used = median(floods.map((f) => f.cpu));
  const back = Math.max(...floods.map((f) => f.back));
  console.log(
    `${label}: ${FLOOD} query strings, ${CONCURRENCY} at a time (medians of ${ROUNDS} fresh servers): server CPU ${
      used.toFixed(2)
    } s against ${render.toFixed(2)} s for one render (${
      (used / Math.max(render, 0.01)).toFixed(1)
    }×, target ≤ 2×); RSS ${median(floods.map((f) => f.rss0)).toFixed(0)} → ${
      median(floods.map((f) => f.peak)).toFixed(0)
    } MB, ${
      back === Infinity
        ? "not back within 10% after 10 s"
        : `within 10% of the start after ${back} s`
    } (target ≤ 10 s); ${PAGE} p95 during the flood ${
      median(floods.map((f) => f.p95)).toFixed(1)
    } ms (worst round ${Math.max(...floods.map((f) => f.p95)).toFixed(1)} ms; target < 20 ms; ${
      median(floods.map((f) => f.idle)).toFixed(1)
    } ms with nothing else loading)`,
  );
}

/** `count` different queries of `MAX_QUERY_LENGTH` characters or just under, in one costly shape. */
function queries(shape: string, count: number): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const word = (length: number, seed: number) =>
    Array.from({ length }, (_, i) => letters[(seed * 7 + i * 3) % 26]).join("");
  return Array.from({ length: count }, (_, n) => {
    const words = shape === "one word of 200 letters"
      ? [word(MAX_QUERY_LENGTH, n)]
      : shape === "12 words of 15 letters, fuzzy"
      ? Array.from({ length: 12 }, (_, i) => word(15, n * 12 + i))
      : shape === "8 words of 24 letters, fuzzy"
      ? Array.from({ length: 8 }, (_, i) => word(24, n * 8 + i))
      : Array.from({ length: 66 }, (_, i) => word(2, n + i));
    return words.join(" ").slice(0, MAX_QUERY_LENGTH);
  });
}

const SHAPES = [
  "one word of 200 letters",
  "12 words of 15 letters, fuzzy",
  "8 words of 24 letters, fuzzy",
  "66 two-letter prefixes",
];

/** The longest allowed queries over MCP and /search/. */
async function search() {
  const { server, idle, rss: rss0 } = await warmServer("/search/?q=warm");
  console.log(`${PAGE} p95 with nothing else loading: ${idle.toFixed(1)} ms`);
  try {
    let mcpId = 0;
    const viaMcp = (query: string) =>
      get(`${server.url}/mcp`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "accept": "application/json, text/event-stream",
          "mcp-protocol-version": "2025-11-25",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: ++mcpId,
          method: "tools/call",
          params: { name: "search", arguments: { query } },
        }),
      });
    const viaPage = (query: string) => get(`${server.url}/search/?q=${encodeURIComponent(query)}`);
    // Loads the MCP SDK and warms both paths, so the figures are of searching.
    for (let i = 0; i < 20; i++) await Promise.all([viaMcp(`warm ${i}`), viaPage(`warm ${i}`)]);
    const refused = "a".repeat(16 * 1024);
    const cpuRefused = await cpu(server.pid);
    for (let i = 0; i < SEARCH_CALLS; i++) {
      const status = await get(`${server.url}/search/?q=${refused}${i}`);
      if (status !== 400) throw new Error(`a 16 KiB query on /search/ answered ${status}, not 400`);
      await viaMcp(refused + i);
    }
    console.log(
      `A 16 KiB query, refused (400 on /search/, isError over MCP): ${
        ((await cpu(server.pid) - cpuRefused) / SEARCH_CALLS / 2 * 1000).toFixed(1)
      } ms CPU a call`,
    );
    let before = await cpu(server.pid);
    for (const [door, call] of [["MCP search", viaMcp], ["/search/", viaPage]] as const) {
      for (const shape of SHAPES) {
        const asks = queries(shape, SEARCH_CALLS);
        const load = (async () => {
          for (const query of asks) {
            if (await call(query) !== 200) throw new Error(`${door}: ${query} was refused`);
          }
        })();
        const p95 = await watchPage(server, load);
        await load;
        const now = await cpu(server.pid);
        console.log(
          `${door}, ${shape} (${asks[0].length} characters): ${
            ((now - before) / SEARCH_CALLS * 1000).toFixed(1)
          } ms CPU a call over ${SEARCH_CALLS} calls; RSS ${rss0.toFixed(0)} → ${
            (await rss(server.pid)).toFixed(0)
          } MB; ${PAGE} p95 meanwhile ${p95.toFixed(1)} ms (target < 20 ms)`,
        );
        before = await cpu(server.pid);
      }
    }
  } finally {
    await server.close();
  }
}

/** The longest gap between 1 ms timers while `draw` runs, and its wall time, in ms. */
async function stallDuring(draw: () => Promise<unknown>) {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  const start = performance.now();
  await draw();
  const wall = performance.now() - start;
  running = false;
  await new Promise((resolve) => setTimeout(resolve, 5)); // the last tick sees a stall that ends here
  return { wall, stall: longest };
}

/** Event-loop stalls while a share card is drawn, on the worker and in place; medians of five. */
async function stall() {
  const svg = (n: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#0f1115"/><text x="80" y="300" font-family="Inter" font-size="70" fill="#fff">A page title, number ${n}</text></svg>`;
  await renderPng(svg(0), 1200);
  await drawPng(svg(0), 1200);
  const worker = [], here = [];
  for (let i = 1; i <= 5; i++) {
    worker.push(await stallDuring(() => renderPng(svg(i), 1200)));
    here.push(await stallDuring(() => drawPng(svg(i), 1200)));
  }
  const show = (runs: { wall: number; stall: number }[]) =>
    `longest event-loop stall ${median(runs.map((r) => r.stall)).toFixed(0)} ms of ${
      median(runs.map((r) => r.wall)).toFixed(0)
    } ms`;
  console.log(
    `One share card drawn on the picture worker: ${show(worker)}; in place: ${show(here)}`,
  );
}

const what = Deno.args[0] ?? "all";
if (what === "all" || what === "stall") await stall();
if (what === "all" || what === "flood") {
  await flood("Share card /og/about/card.png", "/og/about/card.png", "/og/work/card.png");
  await flood(
    "Picture variant /images/selo-photo-480w.webp",
    "/images/selo-photo-480w.webp",
    "/images/selo-photo-960w.webp",
  );
}
if (what === "all" || what === "search") await search();
Deno.exit(0); // the picture worker would keep the process for its idle time
