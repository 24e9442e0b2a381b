/**
 * Runs a command (the test tasks' `deno test`) beside a pool of test servers, so that
 * `sharedServer` starts one server per set of options for the whole run instead of one per test
 * file: `deno test --parallel` runs each file in an isolate of its own, and the browser files run
 * again in a child `deno test -A`, so nothing else is shared between files. The pool listens on a
 * loopback port and passes its address in `TEST_SERVER_POOL` to the command, whose processes
 * inherit it; `sharedServer` there asks it for a server (POST of the options as JSON, answered
 * with the server's `url` and `pid`). It starts each with `startServer` the first time its options
 * are asked for, stops them all once the command ends, and exits with the command's code. Without
 * the variable (a file run alone with `deno test`) `sharedServer` starts its own.
 *
 * @example
 * ```sh
 * deno run -A tests/_pool.ts deno test --config deno.tooling.json --no-check --parallel -A tests/
 * ```
 */

import {
  FIXTURE,
  POOL_VARIABLE,
  type ServerOptions,
  startServer,
  type TestServer,
} from "./_server.ts";

/** The servers started so far, by their options written one way (`key`). */
const servers = new Map<string, Promise<TestServer>>();

/** `options` as one string whatever the order of their fields, the default folder named. */
function key(options: ServerOptions): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
        Object.entries(value).sort(([a], [b]) => a < b ? -1 : 1).map(([k, v]) => [k, sorted(v)]),
      )
      : value;
  return JSON.stringify(sorted({ ...options, contentDir: options.contentDir ?? FIXTURE }));
}

/** Answers a POST of server options with the `url` and `pid` of the pool's server for them. */
async function answer(request: Request): Promise<Response> {
  const options: ServerOptions = await request.json();
  const id = key(options);
  if (!servers.has(id)) {
    const started = startServer(options);
    started.catch(() => servers.delete(id));
    servers.set(id, started);
  }
  try {
    const { url, pid } = await servers.get(id)!;
    return Response.json({ url, pid });
  } catch (error) {
    return new Response(String(error), { status: 500 });
  }
}

if (import.meta.main) {
  const [command, ...args] = Deno.args;
  if (!command) throw new Error("usage: deno run -A tests/_pool.ts COMMAND [ARGS…]");
  const listener = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, answer);
  const child = new Deno.Command(command, {
    args,
    env: { [POOL_VARIABLE]: `http://127.0.0.1:${listener.addr.port}` },
  }).spawn();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, () => {
      try {
        child.kill(signal);
      } catch { /* already gone */ }
    });
  }
  const { code } = await child.status;
  const started = await Promise.allSettled(servers.values());
  for (const server of started) if (server.status === "fulfilled") await server.value.close();
  await listener.shutdown();
  console.error(`tests/_pool.ts: ${started.length} shared test server(s) started and stopped`);
  Deno.exit(code);
}
