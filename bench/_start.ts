/**
 * Cold start: process start to the first 200, the server spawned as `deno
 * task serve` runs it, alternating with a bare Deno.serve hello world started
 * the same way, so a slow spell hits both; against the cold-start target.
 */
import { join } from "node:path";
import { freePort, SERVE_ARGS } from "../tests/_server.ts";
import { fmt, target } from "./_report.ts";
import { ROOT, SITE, STARTS, TARGET_COLD_RATIO } from "./_settings.ts";
import { middle } from "./_wrk.ts";

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

/** Measures cold starts of the server and a hello world (scripts in `tmp`) and prints them. */
export async function coldStarts(tmp: string): Promise<void> {
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
}
