/**
 * `deno task bench`: the server against a bare Deno.serve sending the same
 * responses (after reading the request headers that choose them) and nginx
 * serving the same bytes with the same headers, in the same run, on loopback.
 *
 * Prints, as a plain-text table and lines to paste into docs/performance.md:
 * requests/s and p50/p99 latency of repeated GETs per scenario (medians of
 * interleaved rounds) with the ratios to the bare server and to nginx; the MCP
 * tools/call rate; RSS at each quarter of a mixed load; cold start against a
 * bare Deno.serve hello world; the home page's weight; and whether each
 * target was met. `BENCH_SECONDS` (2), `BENCH_ROUNDS` (8) and
 * `BENCH_CONNECTIONS` (50) set each load's length, how many rounds run and
 * wrk's connections; `BENCH_RSS_REQUESTS` (1,000,000) the mixed load's length.
 *
 * Installs nginx and wrk from Debian when they are missing (needs root).
 * Bounded: every load runs for a fixed time or request count (and at most
 * ten minutes) against 127.0.0.1 only.
 */
import { join } from "node:path";
import { loadContent } from "../lib/content/load.ts";
import { freePort, SERVE_ARGS, startServer } from "../tests/_server.ts";

const DURATION = Deno.env.get("BENCH_SECONDS") ?? "2";
/** Loads per scenario and server, interleaved; the figures are their medians. */
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? "8");
const CONNECTIONS = Deno.env.get("BENCH_CONNECTIONS") ?? "50";
/** Requests in the mixed load that RSS is sampled over, at the end of each quarter. */
const RSS_REQUESTS = Number(Deno.env.get("BENCH_RSS_REQUESTS") ?? "1000000");
const SITE = "https://site.example";
/** The owner's content, which the benchmarks serve. */
const CONTENT = Deno.env.get("CONTENT_DIR") || "./content";
/** A project of that content, for the MCP call. */
const SLUG = (await loadContent(CONTENT)).projects[0].slug;
const ROOT = new URL("..", import.meta.url).pathname;
/** Cold starts of each process; the figures are their medians. */
const STARTS = 7;

/** What browsers and most HTTP clients send, so the server answers its brotli form where it compresses. */
const ACCEPT_ENCODING = "gzip, deflate, br";
/** Chrome's Accept for a page. */
const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";
const MCP_HEADERS = {
  "content-type": "application/json",
  "accept": "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
  "accept-encoding": ACCEPT_ENCODING,
};
const MCP_CALL = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { name: "get_project", arguments: { slug: SLUG } },
});

/** What a 2026-07-28 request carries in `_meta`: the revision, the client and its capabilities. */
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** The MCP requests loaded, each served by the SDK on every call (nothing is memoised). */
const MCP_REQUESTS: { label: string; headers: Record<string, string>; body: string }[] = [
  ...["2025-11-25", "2025-06-18", "2025-03-26"].map((version) => ({
    label: `tools/call get_project at ${version}`,
    headers: { ...MCP_HEADERS, "mcp-protocol-version": version },
    body: MCP_CALL,
  })),
  {
    label: "tools/call get_project at 2026-07-28",
    headers: {
      ...MCP_HEADERS,
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": "get_project",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "get_project", arguments: { slug: SLUG }, _meta: ENVELOPE },
    }),
  },
  {
    label: "server/discover at 2026-07-28",
    headers: {
      ...MCP_HEADERS,
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "server/discover",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "server/discover",
      params: { _meta: ENVELOPE },
    }),
  },
];

const TARGET_BARE_RATIO = 0.85;
const TARGET_COLD_RATIO = 4;
const TARGET_RSS_CHANGE = 5;
const TARGET_HOME_GZIP = 30_000;

/** A request the loads repeat: path, request headers (with Accept-Encoding) and the status it must get. */
interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  status: number;
}

/** A request of the given kind, as a real client sends it. */
function scenario(name: string, path: string, accept: string, status = 200): Scenario {
  return { name, path, headers: { accept, "accept-encoding": ACCEPT_ENCODING }, status };
}

const SCENARIOS: Scenario[] = [
  scenario("API JSON /api/v1/projects", "/api/v1/projects", "application/json"),
  scenario("HTML page /about/", "/about/", BROWSER_ACCEPT),
  scenario("Markdown /about/ (Accept)", "/about/", "text/markdown"),
  scenario("404 problem /api/v1/projects/nope", "/api/v1/projects/nope", "application/json", 404),
];

/** The mixed load's GETs, in the order the wrk script cycles them (the MCP call comes last). */
const MIXED: Scenario[] = [
  SCENARIOS[0],
  SCENARIOS[1],
  SCENARIOS[2],
  scenario("llms.txt", "/llms.txt", "text/plain, */*"),
  SCENARIOS[3],
];

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
  /** Answers other than 2xx and 3xx (the 404 scenario's are all of them). */
  non2xx: number;
  /** Connect, read, write and timeout errors. */
  socket: number;
}

/** Each figure's median over `loads` (counts summed). */
function median(loads: Load[]): Load {
  const mid = (pick: (l: Load) => number) => middle(loads.map(pick));
  return {
    rps: mid((l) => l.rps),
    p50: mid((l) => l.p50),
    p99: mid((l) => l.p99),
    requests: loads.reduce((n, l) => n + l.requests, 0),
    non2xx: loads.reduce((n, l) => n + l.non2xx, 0),
    socket: loads.reduce((n, l) => n + l.socket, 0),
  };
}

/** The median of `values` (the upper one of an even count). */
function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Parses wrk's --latency output; latencies in milliseconds. */
function parseWrk(text: string): Load {
  const ms = (v: string) => {
    const m = /([\d.]+)(us|ms|s)/.exec(v)!;
    return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)![1]),
    p50: ms(/ 50%\s+(\S+)/.exec(text)![1]),
    p99: ms(/ 99%\s+(\S+)/.exec(text)![1]),
    requests: Number(/(\d+) requests in/.exec(text)![1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0),
    socket: socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
  };
}

/** One wrk load of `DURATION` seconds (or `seconds`) on `url`. */
async function wrk(
  url: string,
  opts: { headers?: Record<string, string>; script?: string; seconds?: string } = {},
) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${opts.seconds ?? DURATION}s`, "--latency"];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push("-H", `${k}: ${v}`);
  if (opts.script) args.push("-s", opts.script);
  return parseWrk(await run("wrk", [...args, url]));
}

/** The line the mixed load's script prints once it has had its count of responses. */
const LIMIT_REACHED = "bench: limit reached";

/**
 * A wrk load of `script` that ends once `limit` responses have come (a few
 * more may come with the last batch), or after ten minutes. The script stops
 * its thread and prints `LIMIT_REACHED`; wrk's main thread sleeps through the
 * whole `-d`, and SIGINT is wrk's own way to end a run early and still print
 * its figures.
 */
async function wrkCount(url: string, script: string, limit: number): Promise<Load> {
  const child = new Deno.Command("wrk", {
    args: ["-t1", `-c${CONNECTIONS}`, "-d600s", "--latency", "-s", script, url, "--", `${limit}`],
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const errors = new Response(child.stderr).text();
  const decoder = new TextDecoder();
  let text = "", interrupted = false;
  for await (const chunk of child.stdout) {
    text += decoder.decode(chunk, { stream: true });
    if (!interrupted && text.includes(LIMIT_REACHED)) {
      interrupted = true;
      child.kill("SIGINT");
    }
  }
  if (!(await child.status).success) throw new Error(`wrk failed:\n${text}${await errors}`);
  return parseWrk(text);
}

/** The resident set of process `pid`, in MB. */
async function rss(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** A response as it came off the wire. */
interface Answer {
  status: number;
  /** Names in lower case, in the order sent. */
  headers: [string, string][];
  /** As sent: compressed when Content-Encoding says so. */
  body: Uint8Array;
}

/**
 * One request on a fresh loopback connection, and the answer as it came off
 * the wire: `fetch` would undo the content coding, and the bytes recorded
 * and compared are the compressed ones.
 */
async function exchange(
  port: number,
  path: string,
  headers: Record<string, string>,
  init: { method?: string; body?: string } = {},
): Promise<Answer> {
  const body = new TextEncoder().encode(init.body ?? "");
  const head = [
    `${init.method ?? "GET"} ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    "connection: close",
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ...(init.body === undefined ? [] : [`content-length: ${body.byteLength}`]),
  ];
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const timer = setTimeout(() => conn.close(), 10_000);
  const chunks: Uint8Array[] = [];
  try {
    await conn.write(new TextEncoder().encode(head.join("\r\n") + "\r\n\r\n"));
    if (body.byteLength) await conn.write(body);
    const buf = new Uint8Array(65536);
    // "connection: close": the answer ends where the connection does.
    for (let n; (n = await conn.read(buf)) !== null;) chunks.push(buf.slice(0, n));
  } finally {
    clearTimeout(timer);
    try {
      conn.close();
    } catch { /* closed by the timer */ }
  }
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  chunks.reduce((at, c) => (bytes.set(c, at), at + c.byteLength), 0);
  // windows-1252 decodes one character per byte, so offsets in the text are offsets in the bytes.
  const text = new TextDecoder("latin1").decode(bytes);
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`No complete answer from 127.0.0.1:${port}${path}`);
  const lines = text.slice(0, end).split("\r\n");
  const answer: Answer = {
    status: Number(lines[0].split(" ")[1]),
    headers: lines.slice(1).map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
    body: bytes.subarray(end + 4),
  };
  if (new Headers(answer.headers).get("transfer-encoding") === "chunked") {
    const parts: Uint8Array[] = [];
    for (let at = end + 4;;) {
      const eol = text.indexOf("\r\n", at);
      const size = parseInt(text.slice(at, eol), 16);
      if (!size) break;
      parts.push(bytes.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    answer.body = new Uint8Array(await new Blob(parts as Uint8Array<ArrayBuffer>[]).arrayBuffer());
  }
  return answer;
}

/** Header names a server sends of its own accord, left out of what is recorded and compared. */
const OWN_HEADERS = new Set(["date", "content-length", "connection", "keep-alive"]);

/** Why `answer` is not `expected` (status, bytes, and each of its headers), or "" when it is. */
function difference(answer: Answer, expected: Answer): string {
  if (answer.status !== expected.status) return `status ${answer.status}, not ${expected.status}`;
  if (answer.body.join() !== expected.body.join()) {
    return `${answer.body.byteLength} other bytes, not the server's ${expected.body.byteLength}`;
  }
  const theirs = new Headers(answer.headers);
  const ours = new Headers(expected.headers);
  const differ = [...ours.keys()].filter((name) => theirs.get(name) !== ours.get(name));
  return differ.length ? `other ${differ.join(", ")}` : "";
}

/**
 * Milliseconds from spawning `deno <args>` in the project folder, on a free
 * port, to its first 200 on `path`, polling every 2 ms (at most 30 s).
 */
async function coldStart(args: string[], env: Record<string, string>, path: string) {
  const port = freePort();
  const url = `http://127.0.0.1:${port}${path}`;
  const start = performance.now();
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdout: "null",
    stderr: "null",
  }).spawn();
  try {
    for (;;) {
      try {
        const res = await fetch(url);
        await res.body?.cancel();
        if (res.status === 200) return performance.now() - start;
      } catch { /* not listening yet */ }
      if (performance.now() - start > 30_000) throw new Error(`No 200 from ${url} within 30 s`);
      await new Promise((r) => setTimeout(r, 2));
    }
  } finally {
    child.kill();
    await child.status;
  }
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

/** `value` as a Lua string: for printable ASCII, JSON's escapes are Lua's. */
function lua(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`Not printable ASCII: ${value}`);
  return JSON.stringify(value);
}

/** `headers` as a Lua table. */
function luaTable(headers: Record<string, string>): string {
  return `{ ${Object.entries(headers).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(", ")} }`;
}

/** `rows` as a plain-text table: the first column left-aligned, the others right-aligned. */
function table(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row: string[]) =>
    row.map((cell, c) => c ? cell.padStart(widths[c]) : cell.padEnd(widths[c])).join("  ")
      .trimEnd();
  return [line(rows[0]), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)]
    .join("\n");
}

const fmt = (n: number, d = 0) =>
  n.toLocaleString("en-GB", { maximumFractionDigits: d, minimumFractionDigits: d });

/** Each target, measured, for the summary at the end. */
const targets: { met: boolean; text: string }[] = [];

/** Records a target as met or missed, with by how much it was missed. */
function target(met: boolean, text: string, miss: string) {
  targets.push({ met, text: met ? text : `${text}; missed by ${miss}` });
}

await ensureTools();
// The build bundles the islands and the command-line client, for the site URL served.
await run(Deno.execPath(), ["task", "build"], { cwd: ROOT, env: { SITE_URL: SITE } });
const server = await startServer({ siteUrl: SITE, contentDir: CONTENT });
const serverPort = Number(new URL(server.url).port);
const tmp = await Deno.makeTempDir({ prefix: "bench-" });
// nginx started as root serves as "nobody", which could not read a 0700 folder.
await Deno.chmod(tmp, 0o755);
const ngPort = freePort();
const barePort = freePort();
let nginx: Deno.ChildProcess | undefined;
let bareServer: Deno.ChildProcess | undefined;
try {
  // The server's answer to each scenario, as sent, to be sent again by nginx and the bare server.
  const recorded: Answer[] = [];
  const variants: { key: string; status: number; headers: [string, string][]; file: string }[] = [];
  const locations: string[] = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const answer = await exchange(serverPort, s.path, s.headers);
    if (answer.status !== s.status) {
      throw new Error(`The server answers ${s.name} with ${answer.status}, not ${s.status}`);
    }
    const headers = answer.headers.filter(([name]) => !OWN_HEADERS.has(name));
    recorded.push({ ...answer, headers });
    const file = `s${i}.body`;
    await Deno.writeFile(join(tmp, file), answer.body);
    variants.push({
      key: `${s.path}\n${s.headers.accept}\n${s.headers["accept-encoding"]}`,
      status: answer.status,
      headers,
      file: join(tmp, file),
    });
    // nginx sends the server's headers too (its own ETag off; Content-Encoding
    // and Vary as the server's), so both put the same bytes on the wire but
    // for nginx's Server, Last-Modified and Accept-Ranges.
    const type = new Headers(headers).get("content-type")!;
    const send = `default_type ${quoted(type)}; etag off; ${
      headers.filter(([name]) => name !== "content-type")
        .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`).join(" ")
    }`;
    const at = `/s${i}`;
    locations.push(
      s.status === 404
        ? `location = ${at} { return 404; } error_page 404 /${file}; location = /${file} { internal; ${send} }`
        : `location = ${at} { ${send} try_files /${file} =500; }`,
    );
  }
  await Deno.writeTextFile(
    join(tmp, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${tmp}/nginx.pid; error_log ${tmp}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  types {} server { listen 127.0.0.1:${ngPort}; root ${tmp}; ${locations.join("\n")} } }`,
  );
  // What Deno.serve alone costs a server that negotiates: a bare Deno.serve
  // that reads each request's Accept and Accept-Encoding, picks the server's
  // recorded answer by them (and the path), and builds a new Response with
  // its status, headers and body, with no routing, middleware or cache. In
  // Deno 2 a handler that reads any request header loses the synchronous
  // native response path, and no server that chooses a form can avoid it.
  await Deno.writeTextFile(join(tmp, "variants.json"), JSON.stringify(variants));
  await Deno.writeTextFile(
    join(tmp, "bare.ts"),
    `const variants = new Map();
for (const v of JSON.parse(await Deno.readTextFile(${
      JSON.stringify(join(tmp, "variants.json"))
    }))) {
  variants.set(v.key, { status: v.status, headers: v.headers, body: await Deno.readFile(v.file) });
}
Deno.serve({ port: ${barePort}, hostname: "127.0.0.1", onListen() {} }, (req) => {
  const key = new URL(req.url).pathname + "\\n" + req.headers.get("accept") + "\\n" +
    req.headers.get("accept-encoding");
  const v = variants.get(key);
  return v
    ? new Response(v.body, { status: v.status, headers: v.headers })
    : new Response(null, { status: 406 });
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
  // The servers under load: the server and the bare one at the scenario's path, nginx at its own.
  const servers = [
    { who: "server", port: serverPort, path: (s: Scenario) => s.path },
    { who: "bare Deno.serve", port: barePort, path: (s: Scenario) => s.path },
    { who: "nginx", port: ngPort, path: (s: Scenario) => `/s${SCENARIOS.indexOf(s)}` },
  ];
  // The baselines are only fair if they answer each scenario with the same status, headers and bytes.
  const deadline = Date.now() + 10_000;
  for (const { who, port, path } of servers.slice(1)) {
    for (const [i, s] of SCENARIOS.entries()) {
      let answer: Answer | undefined;
      while (!answer) {
        answer = await exchange(port, path(s), s.headers).catch((e) => {
          if (Date.now() > deadline) throw e;
          return new Promise<undefined>((r) => setTimeout(r, 50));
        });
      }
      const differ = difference(answer, recorded[i]);
      if (differ) throw new Error(`${who} answers ${s.name} with ${differ}`);
    }
  }

  // Every server gets a short untimed run of each scenario first, so the
  // figures compare steady states rather than the JIT warming up.
  for (const s of SCENARIOS) {
    for (const { port, path } of servers) {
      await wrk(`http://127.0.0.1:${port}${path(s)}`, { headers: s.headers, seconds: "2" });
    }
  }
  // Rounds interleave the servers, so a slow spell on the machine hits all of
  // them rather than one, and each round starts with the next server, so none
  // is always measured first. Throughput figures are medians over the rounds;
  // ratios are medians of each round's ratio, whose loads ran seconds apart.
  const runs = SCENARIOS.map(() => servers.map(() => [] as Load[]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, s] of SCENARIOS.entries()) {
      for (let k = 0; k < servers.length; k++) {
        const who = (round + k) % servers.length;
        const { port, path } = servers[who];
        runs[i][who][round] = await wrk(`http://127.0.0.1:${port}${path(s)}`, {
          headers: s.headers,
        });
      }
    }
  }
  const pairedRatio = (a: Load[], b: Load[]) => middle(a.map((load, r) => load.rps / b[r].rps));
  const rows = [[
    "scenario",
    "answer",
    "server rps",
    "p50 ms",
    "p99 ms",
    "bare rps",
    "p50 ms",
    "p99 ms",
    "server/bare",
    "nginx rps",
    "p50 ms",
    "p99 ms",
    "server/nginx",
  ]];
  const notes: string[] = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const loads = runs[i].map(median);
    const toBare = pairedRatio(runs[i][0], runs[i][1]);
    const answer = recorded[i];
    const coding = new Headers(answer.headers).get("content-encoding") ?? "identity";
    rows.push([
      s.name,
      `${answer.status} ${coding} ${fmt(answer.body.byteLength)} B`,
      ...loads.flatMap((l, k) => [
        fmt(l.rps),
        fmt(l.p50, 2),
        fmt(l.p99, 2),
        ...(k ? [fmt(pairedRatio(runs[i][0], runs[i][k]), 2)] : []),
      ]),
    ]);
    // wrk counts every 404 as an error; the other scenarios must have none.
    for (const [k, l] of loads.entries()) {
      const bad = l.socket + (s.status === 404 ? 0 : l.non2xx);
      if (bad) notes.push(`${s.name}: ${servers[k].who} had ${fmt(bad)} errors`);
    }
    target(
      toBare >= TARGET_BARE_RATIO,
      `${s.name}: server/bare ${fmt(toBare, 2)} (target >= ${TARGET_BARE_RATIO})`,
      `${fmt(TARGET_BARE_RATIO - toBare, 2)} (${
        fmt((1 - toBare / TARGET_BARE_RATIO) * 100, 0)
      }% short)`,
    );
  }
  for (const child of [nginx, bareServer]) {
    child.kill();
    await child.status;
  }
  nginx = bareServer = undefined;
  console.log(
    [
      "",
      `Repeated GETs: wrk -t1 -c${CONNECTIONS} -d${DURATION}s on 127.0.0.1 (${navigator.hardwareConcurrency} cores, Deno ${Deno.version.deno}), every request with Accept-Encoding: ${ACCEPT_ENCODING}.`,
      `Medians of ${ROUNDS} interleaved rounds after a warm-up; each ratio is the median of the rounds' own ratios of requests/s.`,
      "bare: Deno.serve reading Accept and Accept-Encoding to pick the server's answer, sent in a new Response.",
      "nginx: 1 worker, the same status, headers and bytes from files.",
      "",
    ].join("\n"),
  );
  console.log(table(rows));
  for (const note of notes) console.log(note);

  // MCP: POSTs with a JSON-RPC body, through a wrk Lua script, at each
  // protocol era; every call goes through the MCP SDK (nothing is memoised).
  console.log(
    `\nMCP over POST /mcp (medians of ${ROUNDS} loads of ${DURATION} s after a warm-up; no target):`,
  );
  const mcpRows: string[][] = [["request", "requests/s", "p50 ms", "p99 ms", "errors"]];
  for (const [i, request] of MCP_REQUESTS.entries()) {
    const script = join(tmp, `mcp-${i}.lua`);
    await Deno.writeTextFile(
      script,
      `wrk.method = "POST"\nwrk.body = ${lua(request.body)}\nwrk.headers = ${
        luaTable(request.headers)
      }\n`,
    );
    const probe = await exchange(serverPort, "/mcp", request.headers, {
      method: "POST",
      body: request.body,
    });
    if (probe.status !== 200 || !new TextDecoder().decode(probe.body).includes('"result"')) {
      throw new Error(`/mcp answers ${request.label} with ${probe.status}`);
    }
    await wrk(`${server.url}/mcp`, { script, seconds: "2" });
    const loads: Load[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      loads.push(await wrk(`${server.url}/mcp`, { script }));
    }
    const load = median(loads);
    mcpRows.push([
      request.label,
      fmt(load.rps),
      fmt(load.p50, 2),
      fmt(load.p99, 2),
      fmt(load.non2xx + load.socket),
    ]);
  }
  console.log(table(mcpRows));

  // Memory: a mixed load that cycles through API JSON, a page, its Markdown,
  // llms.txt, a 404 and an MCP call, one request after the other on each
  // connection, in four quarters; RSS is read at the end of each.
  for (const s of MIXED) {
    const answer = await exchange(serverPort, s.path, s.headers);
    if (answer.status !== s.status) {
      throw new Error(`The server answers ${s.name} with ${answer.status}, not ${s.status}`);
    }
  }
  const mixedLua = join(tmp, "mixed.lua");
  await Deno.writeTextFile(
    mixedLua,
    `local requests, done, limit = {}, 0, 0
function init(args)
  limit = tonumber(args[1])
  requests = {
${MIXED.map((s) => `    wrk.format("GET", ${lua(s.path)}, ${luaTable(s.headers)}),`).join("\n")}
    wrk.format("POST", "/mcp", ${luaTable(MCP_HEADERS)}, ${lua(MCP_CALL)}),
  }
end
local turn = 0
function request()
  turn = turn % #requests + 1
  return requests[turn]
end
function response()
  done = done + 1
  if done == limit then
    wrk.thread:stop()
    io.write(${lua(LIMIT_REACHED)}, "\\n")
    io.flush()
  end
end
`,
  );
  const rssAtStart = await rss(server.pid);
  const quarters: { requests: number; rss: number; load: Load }[] = [];
  let served = 0;
  for (let q = 1; q <= 4; q++) {
    const loads: Load[] = [];
    while (served < Math.round((RSS_REQUESTS * q) / 4)) {
      const load = await wrkCount(
        `${server.url}/`,
        mixedLua,
        Math.round((RSS_REQUESTS * q) / 4) - served,
      );
      if (!load.requests) throw new Error("The mixed load got no answers");
      loads.push(load);
      served += load.requests;
    }
    quarters.push({ requests: served, rss: await rss(server.pid), load: median(loads) });
  }
  const rssChange = (quarters[3].rss / quarters[1].rss - 1) * 100;
  const mixedErrors = quarters.reduce((n, q) => n + q.load.socket, 0);
  // One request in six is the 404, which wrk counts as non-2xx.
  const non2xx = quarters.reduce((n, q) => n + q.load.non2xx, 0);
  console.log(
    `\nRSS over a mixed load of ${
      fmt(served)
    } requests (wrk -t1 -c${CONNECTIONS}, cycling API JSON, the /about/ page, its Markdown, llms.txt, a 404 and MCP tools/call get_project; ${
      fmt(non2xx)
    } non-2xx answers, ${fmt(mixedErrors)} socket errors):`,
  );
  console.log(
    table([
      ["quarter", "requests", "requests/s", "p99 ms", "RSS MB"],
      ["start", "0", "", "", fmt(rssAtStart, 1)],
      ...quarters.map((q, i) => [
        `${i + 1}`,
        fmt(q.requests),
        fmt(q.load.rps),
        fmt(q.load.p99, 2),
        fmt(q.rss, 1),
      ]),
    ]),
  );
  console.log(
    `RSS change from the end of the second quarter to the end: ${rssChange >= 0 ? "+" : ""}${
      fmt(rssChange, 1)
    }%`,
  );
  target(
    Math.abs(rssChange) <= TARGET_RSS_CHANGE,
    `RSS change, second quarter to the end: ${rssChange >= 0 ? "+" : ""}${
      fmt(rssChange, 1)
    }% (target within ${TARGET_RSS_CHANGE}%)`,
    `${fmt(Math.abs(rssChange) - TARGET_RSS_CHANGE, 1)} percentage points`,
  );

  // Cold start: process start to first 200, the server spawned as `deno task
  // serve` runs it, alternating with a bare Deno.serve hello world started the
  // same way, so a slow spell hits both.
  const hello = join(tmp, "hello.ts");
  await Deno.writeTextFile(
    hello,
    `Deno.serve({ port: Number(Deno.env.get("PORT")), hostname: "127.0.0.1", onListen() {} }, () => new Response("hi"));`,
  );
  const starts = { server: [] as number[], bare: [] as number[] };
  for (let i = 0; i < STARTS; i++) {
    for (const who of i % 2 ? ["server", "bare"] as const : ["bare", "server"] as const) {
      starts[who].push(
        who === "server"
          ? await coldStart(SERVE_ARGS, { SITE_URL: SITE }, "/api/v1/profile")
          : await coldStart(["run", "--allow-net", "--allow-env", hello], {}, "/"),
      );
    }
  }
  const coldServer = middle(starts.server), coldBare = middle(starts.bare);
  const coldRatio = coldServer / coldBare;
  console.log(
    `\nCold start to the first 200 (median of ${STARTS}, alternating): server on /api/v1/profile ${
      fmt(coldServer, 1)
    } ms, bare Deno.serve hello world ${fmt(coldBare, 1)} ms, ${fmt(coldRatio, 2)} times`,
  );
  target(
    coldRatio <= TARGET_COLD_RATIO,
    `Cold start: ${fmt(coldRatio, 2)} times bare (target at most ${TARGET_COLD_RATIO})`,
    `${fmt(coldRatio - TARGET_COLD_RATIO, 2)} times (${
      fmt(coldServer - TARGET_COLD_RATIO * coldBare, 1)
    } ms)`,
  );

  // Page weight of the home page, and JavaScript on each page.
  const get = async (path: string) =>
    new Uint8Array(await (await fetch(server.url + path)).arrayBuffer());
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
    `\nHome page: ${fmt(raw)} B, ${fmt(gz)} B gzip in total: ${parts.join(", ")}`,
  );
  target(
    gz < TARGET_HOME_GZIP,
    `Home page: ${fmt(gz)} B gzip (target under ${fmt(TARGET_HOME_GZIP)} B)`,
    `${fmt(gz - TARGET_HOME_GZIP)} B`,
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

  console.log(
    `\nTargets: ${targets.filter((t) => t.met).length} of ${targets.length} met`,
  );
  for (const t of targets) console.log(`${t.met ? "met   " : "MISSED"}  ${t.text}`);
} finally {
  for (const child of [nginx, bareServer]) {
    child?.kill();
    await child?.status;
  }
  await server.close();
  await Deno.remove(tmp, { recursive: true });
}
