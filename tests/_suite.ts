/**
 * Runs `deno test` with the arguments given, keeping for all its test files one server for each
 * set of options many of them only read: the fixture at its own address and at the public one
 * most tests assert, and each owner the validators check (`OWNERS`). `sharedServer`, in any test
 * file and in the child `deno test -A` of a browser test, asks this process (at SUITE_SERVERS)
 * for the server, which starts it at the first asking, instead of starting its own: a server's
 * start and first answers (content loaded, pages rendered, share cards drawn) cost about as much
 * CPU as a small test file.
 *
 * `deno run <permissions> tests/_suite.ts --config deno.tooling.json … tests/` (deno.json's test
 * tasks): every argument goes to `deno test`.
 */
import { OWNERS } from "./_pages.ts";
import { serverKey, type ServerOptions, startServer, type TestServer } from "./_server.ts";

/** What most test files read: the fixture at its public address, and every owner. */
const KEPT = new Map<string, ServerOptions>(
  [{ siteUrl: "https://martaquintela.example" }, ...OWNERS.map((contentDir) => ({ contentDir }))]
    .map((options) => [serverKey(options), options]),
);

const started = new Map<string, Promise<TestServer>>();
const broker = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
  const key = new URL(req.url).searchParams.get("key") ?? "";
  const options = KEPT.get(key);
  if (!options) return new Response("not kept", { status: 404 });
  if (!started.has(key)) started.set(key, startServer(options));
  try {
    return new Response((await started.get(key)!).url);
  } catch (error) {
    started.delete(key);
    return new Response(String(error), { status: 500 });
  }
});

let code = 1;
try {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["test", ...Deno.args],
    env: { SUITE_SERVERS: `http://127.0.0.1:${broker.addr.port}` },
    stdin: "inherit",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  const stop = () => child.kill("SIGINT");
  Deno.addSignalListener("SIGINT", stop);
  code = (await child.status).code;
  Deno.removeSignalListener("SIGINT", stop);
} finally {
  for (const server of await Promise.allSettled(started.values())) {
    if (server.status === "fulfilled") await server.value.close();
  }
  await broker.shutdown();
}
Deno.exit(code);
