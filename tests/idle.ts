/**
 * Held connections and slow readers, for `deno task fuzz`: `IDLE_COUNT`
 * connections (default 20,000) are opened and held by Node.js children
 * (10,000 each, so no process of the test meets its own open-files limit);
 * while they are held the server must stay up and an ordinary request
 * answer (past its open-files limit it lets the held connections go and
 * listens again, lib/http/serve.ts); once they go it must answer too. Then clients that read a large answer one small piece at a
 * time must not stall an ordinary request either. Prints the figures.
 */
import { startServer, type TestServer } from "./_server.ts";

/** A Node.js script that opens `count` connections to `port`, holds them, and says how many it holds. */
const HOLDER = `
const net = require("node:net");
const [port, count] = process.argv.slice(1).map(Number);
let open = 0, failed = 0, reported = false;
const report = () => { if (!reported && open + failed === count) { reported = true; console.log(JSON.stringify({ open, failed })); } };
for (let i = 0; i < count; i++) {
  const s = net.connect(port, "127.0.0.1");
  s.on("connect", () => { open++; report(); });
  s.on("error", () => { failed++; report(); });
}
setInterval(() => {}, 1 << 30);
`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The time an ordinary page takes, in ms, or the reason it failed. */
async function ordinary(server: TestServer): Promise<string> {
  const start = performance.now();
  try {
    const res = await fetch(`${server.url}/about/`, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return `${res.status} in ${(performance.now() - start).toFixed(1)} ms`;
  } catch (error) {
    return `no answer (${(error as Error).name})`;
  }
}

/** True while the server's process runs. */
async function alive(server: TestServer): Promise<boolean> {
  const out = await new Deno.Command("kill", { args: ["-0", String(server.pid)] }).output();
  return out.code === 0;
}

/** RSS of the server's process, in MB. */
async function rss(server: TestServer): Promise<string> {
  const status = await Deno.readTextFile(`/proc/${server.pid}/status`).catch(() => "");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  // /proc is readable only with more permissions than the fuzz task has.
  return Number.isNaN(kb) ? "unknown (run with -A)" : `${Math.round(kb / 1024)} MB`;
}

/** Holds `count` idle connections; true when the server stayed up and answered meanwhile. */
export async function holdIdle(count: number): Promise<boolean> {
  const server = await startServer();
  const port = new URL(server.url).port;
  const limit = new TextDecoder().decode(
    (await new Deno.Command("bash", { args: ["-c", "ulimit -n"] }).output()).stdout,
  ).trim();
  console.log(
    `idle: ${count} connections held, ulimit -n ${limit}, server RSS ${await rss(server)}`,
  );
  const holders: Deno.ChildProcess[] = [];
  try {
    const per = 10_000;
    const reports: Promise<string>[] = [];
    for (let left = count; left > 0; left -= per) {
      const child = new Deno.Command("node", {
        args: ["-e", HOLDER, port, String(Math.min(per, left))],
        stdout: "piped",
        stderr: "null",
      }).spawn();
      holders.push(child);
      reports.push((async () => {
        const reader = child.stdout.getReader();
        const { value } = await reader.read();
        reader.releaseLock();
        return new TextDecoder().decode(value).trim();
      })());
    }
    console.log(`  holders report ${(await Promise.all(reports)).join(", ")}`);
    await sleep(2000);
    const during = await ordinary(server);
    const up = await alive(server);
    console.log(
      `  while held: server ${up ? "up" : "DOWN"}, RSS ${await rss(
        server,
      )}, ordinary page ${during}`,
    );
    for (const child of holders) child.kill();
    await Promise.all(holders.map((child) => child.status));
    holders.length = 0;
    await sleep(1000);
    const after = await ordinary(server);
    console.log(
      `  after release: server ${(await alive(server)) ? "up" : "DOWN"}, ordinary page ${after}`,
    );
    const log = server.output().split("\n").filter((l) => /stopped|listening again|panic/i.test(l));
    if (log.length) console.log(`  server said: ${log.slice(0, 3).join(" | ")}`);
    return up && during.startsWith("200") && after.startsWith("200");
  } finally {
    for (const child of holders) {
      try {
        child.kill();
      } catch { /* ended */ }
    }
    await server.close();
  }
}

/** `readers` clients read `/llms-full.txt` 64 bytes every 100 ms; true when an ordinary page still answers. */
export async function slowReaders(readers: number, seconds: number): Promise<boolean> {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  let reading = true;
  try {
    const conns = await Promise.all(
      Array.from({ length: readers }, () => Deno.connect({ hostname: "127.0.0.1", port })),
    );
    const request = new TextEncoder().encode(
      "GET /llms-full.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    const loops = conns.map(async (conn) => {
      await conn.write(request);
      const buf = new Uint8Array(64);
      while (reading && (await conn.read(buf).catch(() => null)) !== null) await sleep(100);
      conn.close();
    });
    await sleep(seconds * 1000);
    const during = await ordinary(server);
    console.log(
      `slow readers: ${readers} reading 640 B/s for ${seconds} s; ordinary page ${during}`,
    );
    reading = false;
    await Promise.all(loops);
    return during.startsWith("200");
  } finally {
    reading = false;
    await server.close();
  }
}

/**
 * Whether the server closes, within `seconds`, a connection that sends
 * nothing, one that sends half a request head, and an idle keep-alive
 * connection after one answer. Prints what happened to each.
 */
export async function idleTimeouts(seconds: number): Promise<void> {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  try {
    const sends: [string, string][] = [
      ["silent", ""],
      ["half a head", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"],
      ["idle keep-alive", "GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"],
    ];
    const started = Date.now();
    const results = await Promise.all(sends.map(async ([name, text]) => {
      const conn = await Deno.connect({ hostname: "127.0.0.1", port });
      if (text) await conn.write(new TextEncoder().encode(text));
      const buf = new Uint8Array(4096);
      const deadline = setTimeout(() => conn.close(), seconds * 1000);
      try {
        while ((await conn.read(buf)) !== null) { /* the answer, if any */ }
        clearTimeout(deadline);
        conn.close();
        return `${name}: closed by the server after ${
          ((Date.now() - started) / 1000).toFixed(1)
        } s`;
      } catch {
        return `${name}: still open after ${seconds} s`;
      }
    }));
    console.log(`idle timeouts:\n  ${results.join("\n  ")}`);
  } finally {
    await server.close();
  }
}
