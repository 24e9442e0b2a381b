/**
 * Starts the real server (`main.ts`) in a child process on a free loopback
 * port, with exactly the permissions production uses.
 */

/**
 * The content folder tests serve unless they name another: a complete
 * fictional owner (Marta Quintela, trading as Calçada Web in Lisbon) with the
 * same files as `content/`, every optional field filled in. Tests assert its
 * facts, so the owner may replace `content/` entirely without breaking them;
 * `content_test.ts` checks whatever `content/` holds. The path is relative to
 * the project folder, which is where tests and the server run.
 */
export const FIXTURE = "tests/fixtures/full";

export interface TestServer {
  /** Base URL, such as http://127.0.0.1:41234 */
  url: string;
  /** Process id of the server. */
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  close(): Promise<void>;
}

/** Options of `startServer`. */
export interface ServerOptions {
  /** Content folder. Default: `FIXTURE` (tests/fixtures/full). */
  contentDir?: string;
  /** SITE_URL. Default: the server's own loopback address. */
  siteUrl?: string;
  /** Extra environment. */
  env?: Record<string, string>;
  /** The project folder to run main.ts in. Default: this project. */
  root?: string;
  /** Flags for `deno run` besides the serve task's own, such as `--cached-only`. Default: none. */
  denoFlags?: string[];
}

/**
 * The arguments of `deno task serve`, read from deno.json, so tests and
 * benchmarks run the server exactly as production does (same permissions,
 * same V8 flags).
 */
export const SERVE_ARGS: string[] = (() => {
  const config = JSON.parse(Deno.readTextFileSync(new URL("../deno.json", import.meta.url)));
  const [deno, ...args] = (config.tasks.serve as string).split(/\s+/);
  if (
    deno !== "deno" || args[0] !== "run" ||
    args.some((a) => a === "-A" || a.startsWith("--allow-all"))
  ) {
    throw new Error(
      `deno.json's serve task must be "deno run <permissions> main.ts", got "${config.tasks.serve}"`,
    );
  }
  return args;
})();

/** Ports `freePort` has given in this process. */
const given = new Set<number>();

/**
 * A free TCP port on 127.0.0.1, never one given before in this process: the kernel may hand the
 * port it just freed to the next caller, and a test that picks a port for nginx, then starts a
 * server on another, would find both on one (tests/deploy_test.ts once did, in CI).
 */
export function freePort(): number {
  for (;;) {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const { port } = listener.addr as Deno.NetAddr;
    listener.close();
    if (given.has(port)) continue;
    given.add(port);
    return port;
  }
}

/**
 * Starts `main.ts` in a child process on a free loopback port and resolves
 * once it listens. A port taken in the moment between finding it free and the
 * server binding it (test files run in parallel) is tried again on another.
 */
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  for (let attempt = 1;; attempt++) {
    try {
      return await spawnServer(freePort(), options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

/**
 * `startServer` for each of `list` at once (a server start mostly waits on its
 * process); when one fails, those that started are closed before it throws.
 */
export async function startServers(list: ServerOptions[]): Promise<TestServer[]> {
  const started = await Promise.allSettled(list.map((options) => startServer(options)));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    for (const s of started) if (s.status === "fulfilled") await s.value.close();
    throw failed.reason;
  }
  return started.map((s) => (s as PromiseFulfilledResult<TestServer>).value);
}

/** The port a server was given was taken before it could bind it. */
class PortTaken extends Error {}

async function spawnServer(port: number, options: ServerOptions): Promise<TestServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = new Deno.Command(Deno.execPath(), {
    args: [SERVE_ARGS[0], ...options.denoFlags ?? [], ...SERVE_ARGS.slice(1)],
    cwd: options.root ?? new URL("..", import.meta.url).pathname,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: options.siteUrl ?? url,
      CONTENT_DIR: options.contentDir ?? FIXTURE,
      NO_COLOR: "1",
      // No warm-up (a public SITE_URL's background making of cards, pictures, search and MCP: about
      // 3 s of CPU a server on tests/fixtures/full); tests/first_use_test.ts and the benches turn it on.
      WARM_UP: "0",
      ...options.env,
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let text = "";
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  };
  const pumps = Promise.all([pump(child.stdout), pump(child.stderr)]);
  let exited = false;
  child.status.then(() => exited = true);
  const close = async () => {
    try {
      child.kill("SIGTERM");
    } catch { /* already gone */ }
    await child.status;
    await pumps;
  };
  // A start is about 1 s of CPU; on a two-core machine at load 38 one took 17–22 s, and five
  // started at once (tests/layout_browser_test.ts) passed 30 s.
  const deadline = Date.now() + 90_000;
  while (!text.includes("Listening on")) {
    // Said as Deno names the error, or as the server explains it.
    if (/AddrInUse|is in use/.test(text)) {
      await close();
      throw new PortTaken(`Port ${port} was taken before the server bound it:\n${text}`);
    }
    if (exited) {
      await pumps;
      throw new Error(`The server exited before it listened. It printed:\n${text}`);
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`The server did not start within 90 s. It printed:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return { url, pid: child.pid, output: () => text, close };
}

/** Servers `sharedServer` started or was given in this test file, by their options. */
const shared = new Map<string, Promise<TestServer>>();

/**
 * The variable that holds the address of the pool of servers shared by every file of one run
 * (tests/_pool.ts, which the test tasks run their `deno test` in).
 */
export const POOL_VARIABLE = "TEST_SERVER_POOL";
const pool = Deno.env.get(POOL_VARIABLE);

/**
 * One server per set of options for the whole run of a test task (the pool of tests/_pool.ts),
 * or, in a file run alone, for the whole test file, started by the first test that asks and
 * stopped once they are done, for tests that only read from it (a test that edits content, needs
 * a fresh process, reads the server's output or counts on what no other file asked of it starts
 * its own with `startServer`). Its `close()` does nothing, so a test closes it as it would its own.
 */
export async function sharedServer(options: ServerOptions = {}): Promise<TestServer> {
  const key = JSON.stringify(options);
  if (!shared.has(key)) {
    const started = pool ? fromPool(pool, options) : startServer(options);
    started.catch(() => shared.delete(key));
    shared.set(key, started);
  }
  const server = await shared.get(key)!;
  return { ...server, close: () => Promise.resolve() };
}

/** The pool's server for `options`; what it printed stays with the pool. */
async function fromPool(address: string, options: ServerOptions): Promise<TestServer> {
  const response = await fetch(address, { method: "POST", body: JSON.stringify(options) });
  const text = await response.text();
  if (!response.ok) throw new Error(`The pool of test servers (${address}) said: ${text}`);
  const { url, pid } = JSON.parse(text);
  const output = () => {
    throw new Error("A shared server's output is not kept: a test that reads it uses startServer");
  };
  return { url, pid, output, close: () => Promise.resolve() };
}

// A hook registered when a test file imports this module (Deno runs no hook
// registered later), after all of that file's tests.
Deno.test.afterAll(async () => {
  const servers = await Promise.allSettled(shared.values());
  shared.clear();
  for (const server of servers) if (server.status === "fulfilled") await server.value.close();
});

/**
 * Copies a content folder (default: `FIXTURE`; a relative path is taken from
 * the project folder) to a temporary folder the test may break; returns its
 * path.
 */
export async function copyContent(source: string = FIXTURE): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  const copy = async (from: string, to: string) => {
    for await (const entry of Deno.readDir(from)) {
      if (entry.isDirectory) {
        await Deno.mkdir(`${to}/${entry.name}`);
        await copy(`${from}/${entry.name}`, `${to}/${entry.name}`);
      } else await Deno.copyFile(`${from}/${entry.name}`, `${to}/${entry.name}`);
    }
  };
  await copy(new URL(source, new URL("..", import.meta.url)).pathname, dir);
  return dir;
}

/**
 * A copy of the project as a host receives it (the files git does not ignore, as Deno Deploy
 * uploads them and a clone holds them: no `_fresh/` or `cli/dist/`) in a temporary folder, for
 * tests that build or install: a build in the project folder would rewrite `_fresh/` under the
 * test files that serve it at the same time.
 */
export async function copyProject(): Promise<string> {
  const root = new URL("..", import.meta.url).pathname;
  const { stdout, success } = await new Deno.Command("git", {
    args: ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    cwd: root,
    stdout: "piped",
  }).output();
  if (!success) throw new Error("git ls-files failed in " + root);
  const dir = await Deno.makeTempDir({ prefix: "project-" });
  for (const file of new TextDecoder().decode(stdout).split("\0").filter(Boolean)) {
    try {
      if (!Deno.statSync(root + file).isFile) continue;
    } catch {
      continue; // A tracked file deleted in the working tree is not uploaded either.
    }
    await Deno.mkdir(`${dir}/${file}`.replace(/\/[^/]*$/, ""), { recursive: true });
    await Deno.copyFile(root + file, `${dir}/${file}`);
  }
  return dir;
}

/**
 * The `fetch` options of one JSON-RPC request to /mcp at revision 2025-11-25,
 * whose results carry structuredContent (a request naming no revision is 2025-03-26).
 */
export function mcpCall(method: string, params?: unknown, id = 1): RequestInit {
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
    },
    body: JSON.stringify({ jsonrpc: "2.0", id, method, params }),
  };
}

/** Options of `exchange`. */
export interface ExchangeOptions {
  /** Stop once the response's head has come, not its whole body. Default: false. */
  headOnly?: boolean;
  /** The request was HEAD, so the response has no body whatever its headers say. Default: false. */
  head?: boolean;
  /** Give up after this many milliseconds. Default: 10 000. */
  timeout?: number;
  /** Close the writing side once the request is sent, as a client that hangs up early. Default: false. */
  closeWrite?: boolean;
}

/**
 * Writes `request` exactly as given (a string as UTF-8) on a fresh loopback
 * connection, for requests `fetch` would refuse or normalise, and returns the
 * bytes that came back: until the response is whole (or its head, with
 * `headOnly`), the server closes or resets, or the time runs out.
 */
export async function exchange(
  port: number,
  request: Uint8Array | string,
  options: ExchangeOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  const timer = setTimeout(() => conn.close(), options.timeout ?? 10_000);
  const chunks: Uint8Array[] = [];
  try {
    await conn.write(typeof request === "string" ? new TextEncoder().encode(request) : request);
    if (options.closeWrite) await conn.closeWrite();
    const buf = new Uint8Array(65536);
    // Stop at a complete answer rather than at the end of the connection: with
    // a request body it did not read, Deno.serve may keep the socket open.
    for (let n; (n = await conn.read(buf)) !== null;) {
      chunks.push(buf.slice(0, n));
      if (complete(concat(chunks), options)) break;
    }
  } catch {
    // Reset, or closed by the timer: what came is the answer.
  } finally {
    clearTimeout(timer);
    try {
      conn.close();
    } catch { /* closed by the timer */ }
  }
  return concat(chunks);
}

/** True when `bytes` hold a whole HTTP response (or its head, as `options` say). */
function complete(bytes: Uint8Array, options: ExchangeOptions): boolean {
  const text = new TextDecoder("latin1").decode(bytes);
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const top = text.slice(0, end).toLowerCase();
  const status = Number(top.split(" ")[1]);
  if (options.headOnly || options.head) return true;
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) return true;
  const length = /\r\ncontent-length: *(\d+)/.exec(top);
  if (length) return bytes.byteLength - end - 4 >= Number(length[1]);
  if (/\r\ntransfer-encoding: *chunked/.test(top)) return text.endsWith("\r\n0\r\n\r\n");
  return false;
}

/** `parts` joined into one array. */
export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
