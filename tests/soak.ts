/**
 * `deno task soak`: a mixed workload of API, pages, Markdown, discovery files
 * and MCP tool calls at high concurrency for a few minutes, against the real
 * server in its own process on 127.0.0.1. `wrk` drives the load with a Lua
 * script that rotates through the mix and counts any answer but 200 as an
 * error; meanwhile a checked client walks the site through the contract, and
 * the server's RSS is sampled. Prints errors (must be zero), latency
 * percentiles, throughput and RSS over time; exits non-zero on any error or
 * on memory that keeps growing.
 *
 * `SOAK_SECONDS` (default 180), `SOAK_CONNECTIONS` (default 128) and
 * `SOAK_THREADS` (default 2) tune it.
 */
import { join } from "node:path";
import { ContractClient } from "./_contract.ts";
import { startServer } from "./_server.ts";

const SECONDS = Number(Deno.env.get("SOAK_SECONDS") ?? 180);
const CONNECTIONS = Number(Deno.env.get("SOAK_CONNECTIONS") ?? 128);
const THREADS = Number(Deno.env.get("SOAK_THREADS") ?? 2);
/** Memory may settle but not keep climbing: the last quarter against the second, after warm-up. */
const MAX_GROWTH = 0.15;

const rpc = (method: string, params: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });

/** The mix, as [weight, method, path, headers, body]; every entry answers 200. */
export const MIX: [number, string, string, Record<string, string>, string?][] = [
  [4, "GET", "/api/v1/profile", {}],
  [3, "GET", "/api/v1/projects", {}],
  [3, "GET", "/api/v1/projects/escala", {}],
  [2, "GET", "/api/v1/faq", {}],
  [2, "GET", "/api/v1/page?path=/pricing/", {}],
  [1, "GET", "/api/v1/openapi.json", {}],
  [4, "GET", "/", { accept: "text/html" }],
  [2, "GET", "/about/", { accept: "text/html" }],
  [2, "GET", "/work/morada/", { accept: "text/html" }],
  [1, "GET", "/developers/", { accept: "text/html" }],
  [3, "GET", "/pricing/index.md", {}],
  [2, "GET", "/faq/", { accept: "text/markdown" }],
  [1, "GET", "/llms.txt", {}],
  [1, "GET", "/llms-full.txt", {}],
  [1, "GET", "/sitemap.xml", {}],
  [1, "GET", "/styles.css", {}],
  ...[
    rpc("tools/call", { name: "get_profile", arguments: {} }),
    rpc("tools/call", { name: "get_project", arguments: { slug: "selo" } }),
    rpc("tools/call", { name: "get_page", arguments: { path: "/faq/" } }),
    rpc("tools/list", {}),
    rpc("resources/read", { uri: "http://127.0.0.1/pricing/" }),
  ].map((body): [number, string, string, Record<string, string>, string] => [
    2,
    "POST",
    "/mcp",
    { "content-type": "application/json", accept: "application/json, text/event-stream" },
    body,
  ]),
];

/** wrk's Lua script: rotate through the mix; count, per thread, answers that are not 200. */
function luaScript(siteUrl: string): string {
  const entries = MIX.flatMap(([weight, method, path, headers, body]) => {
    const h = Object.entries(headers).map(([k, v]) => `[${lua(k)}]=${lua(v)}`).join(",");
    const b = body === undefined ? "nil" : lua(body.replaceAll("http://127.0.0.1", siteUrl));
    return Array(weight).fill(`{${lua(method)},${lua(path)},{${h}},${b}}`);
  });
  return `
local mix = {${entries.join(",\n")}}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  requests = {}
  for i, e in ipairs(mix) do requests[i] = wrk.format(e[1], e[2], e[3], e[4]) end
  at = math.random(#requests)
  bad = 0
  statuses = ""
end
function request()
  at = at % #requests + 1
  return requests[at]
end
function response(status, headers, body)
  if status ~= 200 then
    bad = bad + 1
    if #statuses < 200 then statuses = statuses .. status .. " " end
  end
end
function done(summary, latency, requests)
  local bad, statuses = 0, ""
  for _, t in ipairs(threads) do
    bad = bad + t:get("bad")
    statuses = statuses .. t:get("statuses")
  end
  local e = summary.errors
  io.write(string.format(
    'SOAK {"requests":%d,"duration":%d,"bad":%d,"statuses":"%s","connect":%d,"read":%d,"write":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d}\\n',
    summary.requests, summary.duration, bad, statuses, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max))
end
`;
}

function lua(text: string): string {
  return JSON.stringify(text); // A JSON string of ASCII is a valid Lua string.
}

/** Resident memory of process `pid`, in MiB (from `ps`: Deno reads /proc only with --allow-all). */
export async function rss(pid: number): Promise<number> {
  const out = await new Deno.Command("ps", { args: ["-o", "rss=", "-p", String(pid)] }).output();
  return Number(new TextDecoder().decode(out.stdout).trim()) / 1024;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

if (import.meta.main) {
  const server = await startServer();
  const dir = await Deno.makeTempDir({ prefix: "soak-" });
  let failed = false;
  try {
    const script = join(dir, "mix.lua");
    await Deno.writeTextFile(script, luaScript(server.url));
    const contract = await ContractClient.create(server.url);
    // Warm up: every body in the mix rendered once, so the samples show steady state.
    for (const [, method, path, headers, body] of MIX) {
      await contract.fetch(path, { method, headers, body });
    }
    console.log(
      `soak: ${SECONDS} s, ${CONNECTIONS} connections, ${THREADS} wrk threads, ${MIX.length} requests in the mix, server pid ${server.pid}`,
    );
    const samples: { t: number; mib: number }[] = [{ t: 0, mib: await rss(server.pid) }];
    const started = Date.now();
    const wrk = new Deno.Command("wrk", {
      args: [
        `-t${THREADS}`,
        `-c${CONNECTIONS}`,
        `-d${SECONDS}s`,
        "--timeout",
        "5s",
        "-s",
        script,
        server.url,
      ],
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const output = wrk.output();
    // While the load runs: sample memory, and walk the mix through the contract checks.
    let checked = 0;
    const contractErrors: string[] = [];
    let running = true;
    output.finally(() => running = false);
    let next = started;
    while (running) {
      for (const [, method, path, headers, body] of MIX) {
        if (!running) break;
        try {
          await contract.fetch(path, { method, headers, body });
          checked++;
        } catch (error) {
          if (contractErrors.length < 10) contractErrors.push((error as Error).message);
        }
      }
      if (Date.now() >= next) {
        samples.push({ t: (Date.now() - started) / 1000, mib: await rss(server.pid) });
        next += Math.max(1000, (SECONDS * 1000) / 36);
      }
    }
    const { stdout, stderr, success } = await output;
    samples.push({ t: (Date.now() - started) / 1000, mib: await rss(server.pid) });
    const text = new TextDecoder().decode(stdout);
    const line = /^SOAK (.*)$/m.exec(text);
    if (!success || !line) {
      throw new Error(`wrk failed:\n${text}\n${new TextDecoder().decode(stderr)}`);
    }
    const r = JSON.parse(line[1]);
    const errors = r.bad + r.connect + r.read + r.write + r.timeout + contractErrors.length;
    const ms = (us: number) => `${(us / 1000).toFixed(2)} ms`;
    const steady = samples.filter((s) => s.t > SECONDS * 0.25 && s.t <= SECONDS * 0.5);
    const last = samples.filter((s) => s.t > SECONDS * 0.75);
    const growth = median(last.map((s) => s.mib)) / median(steady.map((s) => s.mib)) - 1;
    const rate = r.requests / (r.duration / 1e6);
    console.log(
      [
        `requests: ${r.requests} in ${(r.duration / 1e6).toFixed(0)} s (${
          rate.toFixed(0)
        }/s), plus ${checked} contract-checked`,
        `errors: ${errors} (non-200: ${r.bad}${
          r.statuses ? ` [${r.statuses.trim()}]` : ""
        }, connect ${r.connect}, read ${r.read}, write ${r.write}, timeout ${r.timeout}, contract ${contractErrors.length})`,
        `latency: p50 ${ms(r.p50)}, p90 ${ms(r.p90)}, p99 ${ms(r.p99)}, p99.9 ${ms(r.p999)}, max ${
          ms(r.max)
        }`,
        `RSS (MiB) over time: ${
          samples.map((s) => `${s.t.toFixed(0)}s ${s.mib.toFixed(0)}`).join(", ")
        }`,
        `RSS: start ${samples[0].mib.toFixed(1)}, max ${
          Math.max(...samples.map((s) => s.mib)).toFixed(1)
        }, end ${samples.at(-1)!.mib.toFixed(1)} MiB; last quarter vs second quarter: ${
          (growth * 100).toFixed(1)
        }%`,
        ...contractErrors.map((e) => `contract: ${e.slice(0, 300)}`),
      ].join("\n"),
    );
    if (errors > 0) failed = true;
    if (growth > MAX_GROWTH) {
      console.log(`soak: memory kept growing (over ${MAX_GROWTH * 100}%)`);
      failed = true;
    }
    if (/Unhandled error|Error while serving/.test(server.output())) {
      console.log(`soak: the server logged errors:\n${server.output().slice(-2000)}`);
      failed = true;
    }
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
  console.log(failed ? "soak: FAILED" : "soak: passed");
  Deno.exit(failed ? 1 : 0);
}
