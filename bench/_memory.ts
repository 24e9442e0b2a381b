/**
 * Memory: RSS of the server over a mixed load that cycles through API JSON, a
 * page, its Markdown, llms.txt, a 404 and an MCP call, in four quarters,
 * against the target of no growth once it is warm; and RSS at idle against a bare Deno.serve.
 */
import { join } from "node:path";
import { fmt, table, target } from "./_report.ts";
import {
  CONNECTIONS,
  MCP_HEADERS,
  mcpCall,
  MIXED,
  ROOT,
  RSS_REQUESTS,
  SITE,
  TARGET_RSS_CHANGE,
} from "./_settings.ts";
import { exchange } from "./_wire.ts";
import { LIMIT_REACHED, type Load, lua, luaTable, median, middle, rss, wrkCount } from "./_wrk.ts";
import { freePort, SERVE_ARGS } from "../tests/_server.ts";
import { writeGenerationFor as writeGeneration } from "../build/content_generation.ts";

/** The server a load runs on: its URL, port and process. */
interface Server {
  url: string;
  port: number;
  pid: number;
}

/** The wrk script of the mixed load, written in `tmp`: each connection cycles through `MIXED` and an MCP call. */
async function mixedScript(server: Server, tmp: string, slug: string): Promise<string> {
  // Memory: a mixed load that cycles through API JSON, a page, its Markdown,
  // llms.txt, a 404 and an MCP call, one request after the other on each
  // connection, in four quarters; RSS is read at the end of each.
  for (const s of MIXED) {
    const answer = await exchange(server.port, s.path, s.headers);
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
    wrk.format("POST", "/mcp", ${luaTable(MCP_HEADERS)}, ${lua(mcpCall(slug))}),
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
  return mixedLua;
}

/** Runs the mixed load in quarters, reading RSS at the end of each. */
async function quartersOf(server: Server, script: string) {
  const quarters: { requests: number; rss: number; load: Load }[] = [];
  let served = 0;
  for (let q = 1; q <= 4; q++) {
    const loads: Load[] = [];
    while (served < Math.round((RSS_REQUESTS * q) / 4)) {
      const load = await wrkCount(
        `${server.url}/`,
        script,
        Math.round((RSS_REQUESTS * q) / 4) - served,
      );
      if (!load.requests) throw new Error("The mixed load got no answers");
      loads.push(load);
      served += load.requests;
    }
    quarters.push({ requests: served, rss: await rss(server.pid), load: median(loads) });
  }
  return { served, quarters };
}

/** Runs the mixed load on `server` and prints RSS at each quarter, noting the target. */
export async function mixedLoad(server: Server, tmp: string, slug: string): Promise<void> {
  const script = await mixedScript(server, tmp, slug);
  const rssAtStart = await rss(server.pid);
  const { served, quarters } = await quartersOf(server, script);
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
}

/** A bare Deno.serve hello world, written in `tmp`. */
export async function helloWorld(tmp: string): Promise<string> {
  const hello = join(tmp, "hello.ts");
  await Deno.writeTextFile(
    hello,
    `Deno.serve({ port: Number(Deno.env.get("PORT")), hostname: "127.0.0.1", onListen() {} }, () => new Response("hi"));`,
  );
  return hello;
}

/** Seconds after its spawn at which a process's memory counts as its memory at idle. */
const IDLE_SECONDS = 8;

/** The issue's target: RSS at idle at most this many times a bare Deno.serve's with the server's imports. */
const TARGET_IDLE_RATIO = 1.5;

/**
 * A bare Deno.serve that first imports the modules main.ts imports statically (`deno info`), so
 * what it holds is the code the server loads before its first answer, without the server's work.
 */
export async function helloWithImports(tmp: string): Promise<string> {
  const info = JSON.parse(new TextDecoder().decode(
    (await new Deno.Command(Deno.execPath(), { args: ["info", "--json", "main.ts"], cwd: ROOT })
      .output()).stdout,
  ));
  const main = info.modules.find((m: { specifier: string }) => m.specifier === info.roots[0]);
  const imports = main.dependencies
    .filter((d: { code?: unknown; isDynamic?: boolean }) => d.code && !d.isDynamic)
    .map((d: { code: { specifier: string } }) => `import ${JSON.stringify(d.code.specifier)};\n`);
  const file = join(tmp, "hello_imports.ts");
  await Deno.writeTextFile(file, imports.join("") + await Deno.readTextFile(await helloWorld(tmp)));
  return file;
}

/**
 * RSS at idle: the server (sample owner, from the build's generation, public `SITE_URL`), a bare
 * Deno.serve, and a bare Deno.serve that has imported what main.ts imports (with the serve task's
 * flags), spawned side by side, read `IDLE_SECONDS` after the spawn with no request asked; medians
 * of 3 rounds, against the target of at most 1.5 times the bare server with the same imports.
 */
export async function idleMemory(tmp: string): Promise<void> {
  const imported = await helloWithImports(tmp);
  const hello = await helloWorld(tmp);
  const generation = await writeGeneration("./content", SITE);
  const args: Record<string, string[]> = {
    server: SERVE_ARGS,
    bare: ["run", "--allow-net", "--allow-env", hello],
    // Outside the project, the file needs its configuration (the import map) named.
    imports: [...SERVE_ARGS.slice(0, -1), "--config", "deno.json", imported],
  };
  const runs: Record<string, number[]> = { server: [], bare: [], imports: [] };
  try {
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        Object.keys(runs).map(async (one) => {
          const child = new Deno.Command(Deno.execPath(), {
            args: args[one],
            cwd: ROOT,
            env: { SITE_URL: SITE, PORT: String(freePort()), HOST: "127.0.0.1" },
            stdout: "null",
            stderr: "null",
          }).spawn();
          await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
          runs[one].push(await rss(child.pid));
          child.kill();
          await child.status;
        }),
      );
    }
  } finally {
    await Deno.remove(generation);
  }
  const [server, bare, imports] = [middle(runs.server), middle(runs.bare), middle(runs.imports)];
  console.log(
    `\nRSS at idle, ${IDLE_SECONDS} s after the spawn (median of 3, load ${loadAverage()}): ` +
      `server ${fmt(server, 1)} MB, bare ${fmt(bare, 1)} MB (${fmt(server / bare, 2)} times), ` +
      `bare with main.ts's imports ${fmt(imports, 1)} MB`,
  );
  target(
    server <= TARGET_IDLE_RATIO * imports,
    `RSS at idle: ${fmt(server / imports, 2)} times a bare Deno.serve with main.ts's imports ` +
      `(target at most ${TARGET_IDLE_RATIO})`,
    `${fmt(server - TARGET_IDLE_RATIO * imports, 1)} MB`,
  );
}

/** The load average over 1, 5 and 15 minutes, as /proc/loadavg says it. */
export function loadAverage(): string {
  return Deno.readTextFileSync("/proc/loadavg").split(" ").slice(0, 3).join(" ");
}
