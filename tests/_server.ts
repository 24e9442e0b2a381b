/**
 * Starts the real server (`main.ts`) in a child process on a free loopback
 * port, with exactly the permissions production uses.
 */

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
  /** Content folder. Default: ./content */
  contentDir?: string;
  /** SITE_URL. Default: the server's own loopback address. */
  siteUrl?: string;
  /** Extra environment. */
  env?: Record<string, string>;
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

/** A free TCP port on 127.0.0.1. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = new Deno.Command(Deno.execPath(), {
    args: SERVE_ARGS,
    cwd: new URL("..", import.meta.url).pathname,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: options.siteUrl ?? url,
      CONTENT_DIR: options.contentDir ?? "./content",
      NO_COLOR: "1",
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
  const deadline = Date.now() + 30_000;
  while (!text.includes("Listening on")) {
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server did not start within 30 s. It printed:\n${text}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url,
    pid: child.pid,
    output: () => text,
    async close() {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await child.status;
      await pumps;
    },
  };
}

/** Copies `./content` to a temporary folder the test may break; returns its path. */
export async function copyContent(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  const copy = async (from: string, to: string) => {
    for await (const entry of Deno.readDir(from)) {
      if (entry.isDirectory) {
        await Deno.mkdir(`${to}/${entry.name}`);
        await copy(`${from}/${entry.name}`, `${to}/${entry.name}`);
      } else await Deno.copyFile(`${from}/${entry.name}`, `${to}/${entry.name}`);
    }
  };
  await copy(new URL("../content", import.meta.url).pathname, dir);
  return dir;
}
