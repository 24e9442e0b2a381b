/**
 * `deno task bench`: the server against nginx serving the same bytes, in the
 * same run, on loopback. Prints requests/s and p50/p99 latency per scenario
 * with the ratio to nginx, the MCP tools/call rate, cold start against a bare
 * Deno.serve, RSS after 100k and 1M requests, and the home page's weight.
 *
 * Installs nginx and wrk from Debian when they are missing (needs root).
 * Bounded: every load runs for a fixed time against 127.0.0.1 only.
 */
import { join } from "node:path";
import { freePort, SERVE_ARGS, startServer } from "../tests/_server.ts";

const DURATION = Deno.env.get("BENCH_SECONDS") ?? "8";
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

const fmt = (n: number, d = 0) =>
  n.toLocaleString("en-GB", { maximumFractionDigits: d, minimumFractionDigits: d });

await ensureTools();
await run(Deno.execPath(), ["task", "build"], { cwd: new URL("..", import.meta.url).pathname });
const server = await startServer({ siteUrl: SITE });
const tmp = await Deno.makeTempDir({ prefix: "bench-" });
// nginx started as root serves as "nobody", which could not read a 0700 folder.
await Deno.chmod(tmp, 0o755);
const ngPort = freePort();
let nginx: Deno.ChildProcess | undefined;
try {
  // The same bytes the server sends, as files for nginx.
  const get = async (path: string, headers: Record<string, string> = {}) =>
    new Uint8Array(await (await fetch(server.url + path, { headers })).arrayBuffer());
  const scenarios = [
    {
      name: "API JSON      /api/v1/projects",
      path: "/api/v1/projects",
      file: "projects.json",
      type: "application/json",
    },
    {
      name: "API error 404 /api/v1/projects/nope",
      path: "/api/v1/projects/nope",
      file: "nope.json",
      type: "application/problem+json",
      status: 404,
    },
    { name: "HTML page     /about/", path: "/about/", file: "about.html", type: "text/html" },
    {
      name: "Markdown      /about/ (Accept)",
      path: "/about/",
      file: "about.md",
      type: "text/markdown",
      headers: { accept: "text/markdown" },
    },
  ];
  const locations: string[] = [];
  for (const [i, s] of scenarios.entries()) {
    await Deno.writeFile(join(tmp, s.file), await get(s.path, s.headers));
    const at = `/s${i}`;
    locations.push(
      s.status === 404
        ? `location = ${at} { return 404; } error_page 404 /${s.file}; location = /${s.file} { internal; default_type ${s.type}; }`
        : `location = ${at} { default_type ${s.type}; try_files /${s.file} =500; }`,
    );
  }
  await Deno.writeTextFile(
    join(tmp, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${tmp}/nginx.pid; error_log ${tmp}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types {} server { listen 127.0.0.1:${ngPort}; root ${tmp}; ${locations.join("\n")} } }`,
  );
  nginx = new Deno.Command("nginx", {
    args: ["-c", join(tmp, "nginx.conf"), "-p", tmp],
    stdout: "null",
    stderr: "piped",
  }).spawn();
  await new Promise((r) => setTimeout(r, 300));
  // The baseline is only fair if nginx answers each scenario with the same status and bytes.
  for (const [i, s] of scenarios.entries()) {
    const res = await fetch(`http://127.0.0.1:${ngPort}/s${i}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const same = await Deno.readFile(join(tmp, s.file));
    if (res.status !== (s.status ?? 200) || bytes.join() !== same.join()) {
      throw new Error(
        `nginx answers /s${i} with ${res.status} and ${bytes.byteLength} bytes, not ${
          s.status ?? 200
        } and the server's ${same.byteLength}: see ${tmp}/error.log`,
      );
    }
  }

  console.log(
    `\nLoad: wrk -t1 -c${CONNECTIONS} -d${DURATION}s on 127.0.0.1; nginx 1 worker; ${navigator.hardwareConcurrency} cores\n`,
  );
  console.log(
    "scenario                                  server rps   nginx rps  ratio   p50 ms (nginx)   p99 ms (nginx)  p99 ratio",
  );
  const serverPid = server.pid;
  let total = 0;
  for (const [i, s] of scenarios.entries()) {
    const ours = await wrk(server.url + s.path, { headers: s.headers });
    const theirs = await wrk(`http://127.0.0.1:${ngPort}/s${i}`);
    total += ours.requests;
    // wrk counts every 404 as an error; the other scenarios must have none.
    const errors = (load: Load, who: string) =>
      s.status === 404 || !load.errors ? "" : ` (${who}: ${load.errors} errors)`;
    const ok = errors(ours, "server") + errors(theirs, "nginx");
    console.log(
      `${s.name.padEnd(40)} ${fmt(ours.rps).padStart(11)} ${fmt(theirs.rps).padStart(11)} ${
        fmt(ours.rps / theirs.rps, 2).padStart(6)
      }  ${fmt(ours.p50, 2).padStart(6)} (${fmt(theirs.p50, 2).padStart(5)})  ${
        fmt(ours.p99, 2).padStart(7)
      } (${fmt(theirs.p99, 2).padStart(5)})  ${fmt(ours.p99 / theirs.p99, 2).padStart(6)}${ok}`,
    );
  }

  // The runtime's own ceiling: a bare Deno.serve sending the same JSON bytes, no routing or middleware.
  const barePort = freePort();
  const bareFile = join(tmp, "bare.ts");
  await Deno.writeTextFile(
    bareFile,
    `const body = await Deno.readFile(${JSON.stringify(join(tmp, "projects.json"))});
Deno.serve({ port: ${barePort}, hostname: "127.0.0.1", onListen() {} }, () =>
  new Response(body, { headers: { "content-type": "application/json" } }));`,
  );
  const bareServer = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-read", bareFile],
    stdout: "null",
    stderr: "null",
  }).spawn();
  await new Promise((r) => setTimeout(r, 500));
  const ceiling = await wrk(`http://127.0.0.1:${barePort}/`);
  bareServer.kill();
  await bareServer.status;
  console.log(
    `${"(ceiling) bare Deno.serve, same JSON".padEnd(40)} ${
      fmt(ceiling.rps).padStart(11)
    }                    p50 ${fmt(ceiling.p50, 2)} ms, p99 ${fmt(ceiling.p99, 2)} ms`,
  );

  // MCP tools/call: a POST with a JSON-RPC body, through a wrk Lua script. A
  // repeated call is answered from the memo of the SDK's results; `_meta` in
  // the params keeps a call out of the memo, so the second line is the SDK's
  // own cost (a server and a transport per request).
  const calls = [
    ["MCP tools/call get_project", { name: "get_project", arguments: { slug: "jantahr" } }],
    ["  the same, through the SDK each time", {
      name: "get_project",
      arguments: { slug: "jantahr" },
      _meta: {},
    }],
  ] as const;
  for (const [i, [name, params]] of calls.entries()) {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params });
    const headers = {
      "Content-Type": "application/json",
      "Accept": "application/json, text/event-stream",
      "MCP-Protocol-Version": "2025-11-25",
    };
    const lua = join(tmp, `mcp${i}.lua`);
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
      continue;
    }
    const mcp = await wrk(`${server.url}/mcp`, { script: lua });
    total += mcp.requests;
    console.log(
      `${name.padEnd(40)} ${fmt(mcp.rps).padStart(11)}   ${
        i === 0 ? "(target ≥ 10,000)" : "                 "
      }        p50 ${fmt(mcp.p50, 2)} ms, p99 ${fmt(mcp.p99, 2)} ms${
        mcp.errors ? `, ${mcp.errors} errors` : ""
      }`,
    );
  }

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
    } MB (${fmt((at1m / at100k - 1) * 100, 1)}% change; target within 10%, under 100 MB)`,
  );

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
  nginx?.kill();
  await nginx?.status;
  await server.close();
  await Deno.remove(tmp, { recursive: true });
}
