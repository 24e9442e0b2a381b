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
 *
 * The parts, one measure each: _throughput.ts (repeated GETs against the
 * baselines of _baselines.ts, and MCP calls), _memory.ts (RSS over a mixed
 * load), _start.ts (cold start, import costs, first uses), _weight.ts (page weight); wrk and its
 * figures in _wrk.ts, answers off the wire in _wire.ts, what is measured in
 * _settings.ts and the text of the figures in _report.ts.
 */
import { loadContent } from "../lib/content/load.ts";
import { startServer } from "../tests/_server.ts";
import { startBaselines } from "./_baselines.ts";
import { idleMemory, mixedLoad } from "./_memory.ts";
import { targets } from "./_report.ts";
import { CONTENT, ROOT, SITE } from "./_settings.ts";
import { coldStarts, firstUses, idle, importCosts } from "./_start.ts";
import { mcpLoads, repeatedGets } from "./_throughput.ts";
import { pageWeights } from "./_weight.ts";
import { ensureTools, run } from "./_wrk.ts";

/** A project of the content served, for the MCP calls. */
const slug = (await loadContent(CONTENT)).projects[0].slug;
await ensureTools();
// The build bundles the islands and the command-line client, for the site URL served.
await run(Deno.execPath(), ["task", "build"], { cwd: ROOT, env: { SITE_URL: SITE } });
const started = await startServer({ siteUrl: SITE, contentDir: CONTENT, env: { WARM_UP: "1" } });
const server = { url: started.url, pid: started.pid, port: Number(new URL(started.url).port) };
const tmp = await Deno.makeTempDir({ prefix: "bench-" });
// nginx started as root serves as "nobody", which could not read a 0700 folder.
await Deno.chmod(tmp, 0o755);
try {
  const baselines = await startBaselines(server.port, tmp);
  // Recording the answers was the server's first: its warm-up (lib/handler.ts) runs now, and
  // would take CPU from the first scenario measured.
  await idle(server.pid);
  try {
    await repeatedGets(baselines.servers, baselines.recorded);
  } finally {
    await baselines.stop();
  }
  await mcpLoads(server, tmp, slug);
  await mixedLoad(server, tmp, slug);
  await coldStarts(tmp);
  await idleMemory(tmp);
  await importCosts(tmp);
  await firstUses();
  await pageWeights(server.url);
  console.log(`\nTargets: ${targets.filter((t) => t.met).length} of ${targets.length} met`);
  for (const t of targets) console.log(`${t.met ? "met   " : "MISSED"}  ${t.text}`);
} finally {
  await started.close();
  await Deno.remove(tmp, { recursive: true });
}
