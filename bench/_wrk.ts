/**
 * Loads made with wrk, and their figures: requests/s, latencies and errors,
 * and the median of several loads.
 */
import { CONNECTIONS, DURATION } from "./_settings.ts";

/** Runs `cmd` to its end; its output, or an error with it when it fails. */
export async function run(cmd: string, args: string[], opts: Deno.CommandOptions = {}) {
  const out = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "piped", ...opts })
    .output();
  const text = new TextDecoder().decode(out.stdout) + new TextDecoder().decode(out.stderr);
  if (!out.success) throw new Error(`${cmd} ${args.join(" ")} failed:\n${text}`);
  return text;
}

/** True when `cmd` is on the PATH. */
async function has(cmd: string) {
  try {
    await run("sh", ["-c", `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

/** Installs nginx and wrk from Debian when they are missing (needs root). */
export async function ensureTools() {
  if ((await has("nginx")) && (await has("wrk"))) return;
  console.log("Installing nginx-light and wrk from Debian…");
  await run("sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light wrk",
  ]);
}

/** The figures of one load (or the median of several). */
export interface Load {
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
export function median(loads: Load[]): Load {
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
export function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Parses wrk's --latency output; latencies in milliseconds. */
export function parseWrk(text: string): Load {
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
export async function wrk(
  url: string,
  opts: { headers?: Record<string, string>; script?: string; seconds?: string } = {},
) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${opts.seconds ?? DURATION}s`, "--latency"];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push("-H", `${k}: ${v}`);
  if (opts.script) args.push("-s", opts.script);
  return parseWrk(await run("wrk", [...args, url]));
}

/** The line the mixed load's script prints once it has had its count of responses. */
export const LIMIT_REACHED = "bench: limit reached";

/**
 * A wrk load of `script` that ends once `limit` responses have come (a few
 * more may come with the last batch), or after ten minutes. The script stops
 * its thread and prints `LIMIT_REACHED`; wrk's main thread sleeps through the
 * whole `-d`, and SIGINT is wrk's own way to end a run early and still print
 * its figures.
 */
export async function wrkCount(url: string, script: string, limit: number): Promise<Load> {
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

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/** CPU seconds (user + system) process `pid` has used so far, every thread counted. */
export async function cpu(pid: number): Promise<number> {
  const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The resident set of process `pid`, in MB. */
export async function rss(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** `value` as a Lua string: for printable ASCII, JSON's escapes are Lua's. */
export function lua(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`Not printable ASCII: ${value}`);
  return JSON.stringify(value);
}

/** `headers` as a Lua table. */
export function luaTable(headers: Record<string, string>): string {
  return `{ ${Object.entries(headers).map(([k, v]) => `[${lua(k)}] = ${lua(v)}`).join(", ")} }`;
}
