/**
 * `deno task bench`: the server against nginx serving the same bytes and a
 * bare Deno.serve sending the same responses (as it is, and after reading the
 * request headers the server must read), in the same run, on loopback.
 * Prints requests/s and p50/p99 latency per scenario (medians of interleaved
 * rounds) with the ratios to nginx and to the bare servers, the MCP tools/call
 * rate, cold start against a bare Deno.serve hello world, RSS after 100k and
 * 1M requests, and the home page's weight. `BENCH_SECONDS` (2) and
 * `BENCH_ROUNDS` (8) set the length of each load and how many rounds run.
 *
 * Installs nginx and wrk from Debian when they are missing (needs root).
 * Bounded: every load runs for a fixed time against 127.0.0.1 only.
 */
import { join } from "node:path";
import { freePort, SERVE_ARGS, startServer } from "../tests/_server.ts";

const DURATION = Deno.env.get("BENCH_SECONDS") ?? "2";
/** Loads per scenario and server, interleaved; the figures are their medians. */
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? "8");
const CONNECTIONS = Deno.env.get("BENCH_CONNECTIONS") ?? "50";
const SITE = "https://arjunrao.example";

async function run(cmd: string, args: string[], opts: Deno.CommandOptions = {}) {
  const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "piped", ...opts })
    .output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  if (!out.success) throw new Error(`${cmd} ${args.join(" ")} failed:\n${text}`);
  return text;
}

async function has(cmd: string) {
  try {
    await run("sh", ["-c", `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

async function ensureTools() {
  if ((await has("nginx")) && (await has("wrk"))) return;
  console.log("Installing nginx-light and wrk from Debian…");
  await run("sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light wrk",
  ]);
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** Each figure's median over `loads` (errors summed). */
function median(loads: Load[]): Load {
  const mid = (pick: (l: Load) => number) =>
    loads.map(pick).sort((a, b) => a - b)[Math.floor(loads.length / 2)];
  return {
    rps: mid((l) => l.rps),
    p50: mid((l) => l.p50),
    p99: mid((l) => l.p99),
    requests: loads.reduce((n, l) => n + l.requests, 0),
    errors: loads.reduce((n, l) => n + l.errors, 0),
  };
}

/** Parses wrk's --latency output; latencies in milliseconds. */
function parseWrk(text: string): Load {
  const ms = (v: string) => {
    const m = /([\d.]+)(us|ms|s)/.exec(v)!;
    return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)![1]),
    p50: ms(/ 50%\s+(\S+)/.exec(text)![1]),
    p99: ms(/ 99%\s+(\S+)/.exec(text)![1]),
    requests: Number(/(\d+) requests in/.exec(text)![1]),
    errors: non2xx + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
  };
}

async function wrk(
  url: string,
  opts: { headers?: Record<string, string>; script?: string; seconds?: string } = {},
) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${opts.seconds ?? DURATION}s`, "--latency"];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push("-H", `${k}: ${v}`);
  if (opts.script) args.push("-s", opts.script);
  return parseWrk(await run("wrk", [...args, url]));
}

async function rss(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function coldStart(
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const child = new Deno.Command(Deno.execPath(), { args, env, stdout: "null", stderr: "null" })
      .spawn();
    for (;;) {
      try {
        const res = await fetch(url);
        await res.body?.cancel();
        if (res.status === 200) break;
      } catch { /* not listening yet */ }
      await new Promise((r) => setTimeout(r, 2));
    }
    times.push(performance.now() - start);
    child.kill();
    await child.status;
  }
  return times.sort((a, b) => a - b)[3];
}

async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(
    new CompressionStream("gzip"),
  );
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/** `value` as an nginx configuration string. */
function quoted(value: string): string {
  if (value.includes("$")) throw new Error(`nginx would read a variable in ${value}`);
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

const fmt = (n: number, d = 0) =>
  n.toLocaleString("en-GB", { maximumFractionDigits: d, minimumFractionDigits: d });

await ensureTools();
// Built for the SITE_URL it is served at, as a deploy is, so start-up can use the snapshot.
const built = await run(Deno.execPath(), ["task", "build"], {
  cwd: new URL("..", import.meta.url).pathname,
  env: { SITE_URL: SITE },
});
console.log(built.match(/^(Saved the snapshot|No snapshot).*$/m)?.[0] ?? "No snapshot saved");
const server = await startServer({ siteUrl: SITE });
console.log(`The server: ${server.output().split("\n")[0]}`);
const tmp = await Deno.makeTempDir({ prefix: "bench-" });
// nginx started as root serves as "nobody", which could not read a 0700 folder.
await Deno.chmod(tmp, 0o755);
const ngPort = freePort();
const barePort = freePort();
const readsPort = freePort();
let nginx: Deno.ChildProcess | undefined;
let bareServer: Deno.ChildProcess | undefined;
try {
  // The same bytes the server sends, as files for nginx.
  const get = async (path: string, headers: Record<string, string> = {}) =>
    new Uint8Array(await (await fetch(server.url + path, { headers })).arrayBuffer());
  const scenarios = [
    {
      name: "API JSON      /api/v1/projects",
      path: "/api/v1/projects",
      file: "projects.json",
    },
    {
      name: "API error 404 /api/v1/projects/nope",
      path: "/api/v1/projects/nope",
      file: "nope.json",
      status: 404,
    },
    { name: "HTML page     /about/", path: "/about/", file: "about.html" },
    {
      name: "Markdown      /about/ (Accept)",
      path: "/about/",
      file: "about.md",
      headers: { accept: "text/markdown" },
    },
  ];
  const locations: string[] = [];
  const recorded: { status: number; headers: [string, string][]; body: string }[] = [];
  for (const [i, s] of scenarios.entries()) {
    // wrk asks for no compression, so the plain body is what is measured.
    const res = await fetch(server.url + s.path, {
      headers: { ...s.headers, "accept-encoding": "identity" },
    });
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = [...res.headers].filter(([name]) =>
      name !== "date" && name !== "content-length"
    );
    recorded.push({ status: res.status, headers, body: btoa(String.fromCharCode(...body)) });
    await Deno.writeFile(join(tmp, s.file), body);
    // nginx sends the server's headers too (its own ETag off), so both put the
    // same bytes on the wire but for nginx's Server, Last-Modified and Accept-Ranges.
    const send = `default_type ${quoted(res.headers.get("content-type")!)}; etag off; ${
      headers.filter(([name]) => name !== "content-type")
        .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`).join(" ")
    }`;
    const at = `/s${i}`;
    locations.push(
      s.status === 404
        ? `location = ${at} { return 404; } error_page 404 /${s.file}; location = /${s.file} { internal; ${send} }`
        : `location = ${at} { ${send} try_files /${s.file} =500; }`,
    );
  }
  await Deno.writeTextFile(
    join(tmp, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${tmp}/nginx.pid; error_log ${tmp}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types {} server { listen 127.0.0.1:${ngPort}; root ${tmp}; ${locations.join("\n")} } }`,
  );
  // The runtime's own ceiling: a bare Deno.serve answering each scenario with
  // the server's exact status, headers and body, cloned from a built
  // Response as the server's cache does, with no routing or middleware. On a
  // second port it first reads the request headers the server's front reads
  // for a hit (Host, the Vary names, Accept-Encoding, If-None-Match): in Deno
  // 2, a handler that reads any request header loses the synchronous native
  // response path, and no server that negotiates can avoid reading them.
  await Deno.writeTextFile(join(tmp, "recorded.json"), JSON.stringify(recorded));
  await Deno.writeTextFile(
    join(tmp, "bare.ts"),
    `const recorded = JSON.parse(await Deno.readTextFile(${
      JSON.stringify(join(tmp, "recorded.json"))
    }));
const built = new Map(recorded.map((r, i) => ["/s" + i, new Response(
  Uint8Array.from(atob(r.body), (c) => c.charCodeAt(0)), { status: r.status, headers: r.headers })]));
const answer = (req) =>
  built.get(new URL(req.url).pathname)?.clone() ?? new Response(null, { status: 500 });
Deno.serve({ port: ${barePort}, hostname: "127.0.0.1", onListen() {} }, answer);
Deno.serve({ port: ${readsPort}, hostname: "127.0.0.1", onListen() {} }, (req) => {
  for (const name of ["host", "accept", "accept-encoding", "if-none-match"]) req.headers.get(name);
  return answer(req);
});`,
  );
  bareServer = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-read", join(tmp, "bare.ts")],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  nginx = new Deno.Command("nginx", {
    args: ["-c", join(tmp, "nginx.conf"), "-p", tmp],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  await new Promise((r) => setTimeout(r, 300));
  // The baselines are only fair if they answer each scenario with the same status, headers and bytes.
  const baselines = [
    ["nginx", ngPort],
    ["bare Deno.serve", barePort],
    ["bare Deno.serve reading headers", readsPort],
  ] as const;
  for (const [who, port] of baselines) {
    for (const [i, s] of scenarios.entries()) {
      const res = await fetch(`http://127.0.0.1:${port}/s${i}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const same = await Deno.readFile(join(tmp, s.file));
      if (res.status !== (s.status ?? 200) || bytes.join() !== same.join()) {
        throw new Error(
          `${who} answers /s${i} with ${res.status} and ${bytes.byteLength} bytes, not ${
            s.status ?? 200
          } and the server's ${same.byteLength}`,
        );
      }
      const differ = recorded[i].headers.filter(([name, value]) => res.headers.get(name) !== value);
      if (differ.length) {
        throw new Error(`${who} answers /s${i} with other ${differ.map(([n]) => n).join(", ")}`);
      }
    }
  }

  console.log(
    `\nLoad: wrk -t1 -c${CONNECTIONS} -d${DURATION}s on 127.0.0.1, medians of ${ROUNDS} interleaved rounds (ratios: of each round's ratio); nginx 1 worker; ${navigator.hardwareConcurrency} cores\n`,
  );
  console.log(
    "scenario                                  server rps   nginx rps  ratio   p50 ms (nginx)   p99 ms (nginx)  p99 ratio   bare Deno rps  server/bare  bare reading headers  server/that",
  );
  const serverPid = server.pid;
  let total = 0;
  // Every server gets a short untimed run of each scenario first, so the
  // figures compare steady states rather than the JIT warming up.
  for (const [i, s] of scenarios.entries()) {
    total += (await wrk(server.url + s.path, { headers: s.headers, seconds: "2" })).requests;
    for (const [, port] of baselines) await wrk(`http://127.0.0.1:${port}/s${i}`, { seconds: "2" });
  }
  // Rounds interleave the servers, so a slow spell on the machine hits all of
  // them rather than one, and each round starts with the next server, so none
  // is always measured first. Throughput figures are medians over the rounds;
  // ratios are medians of each round's ratio, whose two loads ran seconds apart.
  const targets = scenarios.map((s, i) => [
    { url: server.url + s.path, headers: s.headers },
    ...baselines.map(([, port]) => ({ url: `http://127.0.0.1:${port}/s${i}`, headers: {} })),
  ]);
  const runs = targets.map((servers) => servers.map(() => [] as Load[]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, servers] of targets.entries()) {
      for (let k = 0; k < servers.length; k++) {
        const who = (round + k) % servers.length;
        const load = await wrk(servers[who].url, { headers: servers[who].headers });
        if (who === 0) total += load.requests;
        runs[i][who][round] = load;
      }
    }
  }
  const pairedRatio = (a: Load[], b: Load[], pick: (l: Load) => number) =>
    a.map((load, r) => pick(load) / pick(b[r])).sort((x, y) => x - y)[Math.floor(a.length / 2)];
  for (const [i, s] of scenarios.entries()) {
    const [ours, theirs, ceiling, reading] = runs[i].map(median);
    const ratio = (k: number) => pairedRatio(runs[i][0], runs[i][k], (l) => l.rps);
    // wrk counts every 404 as an error; the other scenarios must have none.
    const errors = (load: Load, who: string) =>
      s.status === 404 || !load.errors ? "" : ` (${who}: ${load.errors} errors)`;
    const ok = errors(ours, "server") + errors(theirs, "nginx");
    console.log(
      `${s.name.padEnd(40)} ${fmt(ours.rps).padStart(11)} ${fmt(theirs.rps).padStart(11)} ${
        fmt(ratio(1), 2).padStart(6)
      }  ${fmt(ours.p50, 2).padStart(6)} (${fmt(theirs.p50, 2).padStart(5)})  ${
        fmt(ours.p99, 2).padStart(7)
      } (${fmt(theirs.p99, 2).padStart(5)})  ${
        fmt(pairedRatio(runs[i][0], runs[i][1], (l) => l.p99), 2).padStart(6)
      }  ${fmt(ceiling.rps).padStart(14)}  ${fmt(ratio(2), 2).padStart(11)}  ${
        fmt(reading.rps).padStart(20)
      }  ${fmt(ratio(3), 2).padStart(11)}${ok}`,
    );
  }
  bareServer.kill();
  await bareServer.status;
  bareServer = undefined;

  // MCP tools/call: a POST with a JSON-RPC body, through a wrk Lua script. A
  // repeated call is answered by the front from its memo of the app's answers; `_meta` in
  // the params keeps a call out of the memo, which measures the SDK's own cost
  // (a server and a transport per request). That one runs after the memory
  // figures below, and its effect on memory is reported on its own.
  const mcpLoad = async (name: string, params: Record<string, unknown>, target = "") => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params });
    const headers = {
      "Content-Type": "application/json",
      "Accept": "application/json, text/event-stream",
      "MCP-Protocol-Version": "2025-11-25",
    };
    const lua = join(tmp, "mcp.lua");
    await Deno.writeTextFile(
      lua,
      [
        `wrk.method = "POST"`,
        `wrk.body = '${body}'`,
        ...Object.entries(headers).map(([k, v]) => `wrk.headers["${k}"] = "${v}"`),
      ].join("\n"),
    );
    const probe = await fetch(`${server.url}/mcp`, { method: "POST", headers, body });
    const probeText = await probe.text();
    if (probe.status !== 200 || !probeText.includes("JantaHR")) {
      console.log(`${name}: not measured, /mcp answered ${probe.status}`);
      return;
    }
    // Warmed up first, as the other scenarios are.
    total += (await wrk(`${server.url}/mcp`, { script: lua, seconds: "2" })).requests;
    // As many loads as rounds, back to back; the figures are their medians.
    const loads: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(await wrk(`${server.url}/mcp`, { script: lua }));
    }
    const mcp = median(loads);
    total += mcp.requests;
    console.log(
      `${name.padEnd(40)} ${fmt(mcp.rps).padStart(11)}   ${target.padEnd(17)}        p50 ${
        fmt(mcp.p50, 2)
      } ms, p99 ${fmt(mcp.p99, 2)} ms${mcp.errors ? `, ${mcp.errors} errors` : ""}`,
    );
  };
  const getProject = { name: "get_project", arguments: { slug: "jantahr" } };
  await mcpLoad("MCP tools/call get_project", getProject, "(target ≥ 10,000)");

  // Memory: RSS once 100k requests have been served, then after 1M.
  const mixed = server.url + "/api/v1/projects";
  const perSecond = (await wrk(mixed, { seconds: "2" })).rps;
  total += perSecond * 2;
  const until = async (target: number) => {
    while (total < target) {
      const seconds = Math.max(1, Math.min(60, Math.ceil((target - total) / perSecond)));
      total += (await wrk(mixed, { seconds: String(seconds) })).requests;
    }
    return await rss(serverPid);
  };
  const at100k = await until(100_000);
  const at1m = await until(1_000_000);
  console.log(
    `\nRSS after ${fmt(100_000)} requests: ${fmt(at100k, 1)} MB; after ${fmt(1_000_000)}: ${
      fmt(at1m, 1)
    } MB (${fmt((at1m / at100k - 1) * 100, 1)}% change; target within 10%, under 100 MB)\n`,
  );
  await mcpLoad("MCP tools/call, through the SDK each time", { ...getProject, _meta: {} });
  console.log(`RSS after that: ${fmt(await rss(serverPid), 1)} MB`);

  // Cold start: process start to first 200, against a bare Deno.serve hello world.
  const hello = join(tmp, "hello.ts");
  await Deno.writeTextFile(
    hello,
    `Deno.serve({ port: Number(Deno.env.get("PORT")), hostname: "127.0.0.1", onListen() {} }, () => new Response("hi"));`,
  );
  const p1 = freePort();
  const bare = await coldStart(
    ["run", "--allow-net", "--allow-env", hello],
    { PORT: String(p1) },
    `http://127.0.0.1:${p1}/`,
  );
  const p2 = freePort();
  const ours = await coldStart(
    SERVE_ARGS,
    { PORT: String(p2), HOST: "127.0.0.1", SITE_URL: SITE },
    `http://127.0.0.1:${p2}/api/v1/profile`,
  );
  console.log(
    `Cold start to first 200 (median of 7): server ${fmt(ours, 1)} ms, bare Deno.serve ${
      fmt(bare, 1)
    } ms, ratio ${fmt(ours / bare, 2)} (target ≤ 2)`,
  );

  // Page weight of the home page, and JavaScript on each page.
  const home = await get("/");
  const html = new TextDecoder().decode(home);
  const assets = [...html.matchAll(/(?:href|src)="(\/[^"]+\.(?:css|js)\?v=[^"]+)"/g)].map((m) =>
    m[1]
  );
  let raw = home.byteLength, gz = await gzipSize(home);
  const parts = [`HTML ${fmt(home.byteLength)} B (${fmt(gz)} gz)`];
  // Island bundles import shared chunks (Preact); count those too, once each.
  for (let i = 0; i < assets.length; i++) {
    const asset = assets[i];
    const bytes = await get(asset);
    if (asset.includes(".js")) {
      const text = new TextDecoder().decode(bytes);
      for (const [, rel] of text.matchAll(/(?:from|import)\s*["'](\.\/[^"']+\.js)["']/g)) {
        const url = new URL(rel, `http://x${asset.split("?")[0]}`).pathname;
        if (!assets.some((a) => a.split("?")[0] === url)) assets.push(url);
      }
    }
    const z = await gzipSize(bytes);
    raw += bytes.byteLength;
    gz += z;
    parts.push(`${asset.split("?")[0]} ${fmt(bytes.byteLength)} B (${fmt(z)} gz)`);
  }
  console.log(
    `\nHome page: ${fmt(raw)} B, ${fmt(gz)} B gzip in total (target < 30 KB): ${parts.join(", ")}`,
  );
  const pages = (await (await fetch(`${server.url}/api/v1/pages`)).json()).pages as {
    path: string;
  }[];
  const jsPerPage: string[] = [];
  for (const { path } of pages) {
    const page = new TextDecoder().decode(await get(path));
    const islands = [...page.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]);
    const scripts = [...page.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    let bytes = 0;
    for (const src of scripts) bytes += (await get(src)).byteLength;
    if (!islands.length) jsPerPage.push(`${path}: ${fmt(bytes)} B`);
  }
  console.log(
    `JavaScript on pages without islands: ${
      jsPerPage.length ? jsPerPage.join(", ") : "none (every page has the theme toggle island)"
    }`,
  );
} finally {
  for (const child of [nginx, bareServer]) {
    child?.kill();
    await child?.status;
  }
  await server.close();
  await Deno.remove(tmp, { recursive: true });
}
