/**
 * Throughput: repeated GETs of each scenario on the server and its baselines,
 * in interleaved rounds, against the server/bare target; and MCP calls over
 * POST /mcp at each protocol era.
 */
import { join } from "node:path";
import type { LoadedServer } from "./_baselines.ts";
import { fmt, table, target } from "./_report.ts";
import {
  ACCEPT_ENCODING,
  CONNECTIONS,
  DURATION,
  mcpRequests,
  ROUNDS,
  SCENARIOS,
  TARGET_BARE_RATIO,
} from "./_settings.ts";
import { type Answer, exchange } from "./_wire.ts";
import { type Load, lua, luaTable, median, middle, wrk } from "./_wrk.ts";

/**
 * Each scenario's loads on each server (`runs[scenario][server][round]`),
 * after a warm-up run of each.
 */
async function loadRounds(servers: LoadedServer[]): Promise<Load[][][]> {
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
  return runs;
}

/** The median of each round's ratio of requests/s, of loads that ran seconds apart. */
function pairedRatio(a: Load[], b: Load[]): number {
  return middle(a.map((load, r) => load.rps / b[r].rps));
}

/**
 * Loads every scenario on `servers` (the server first, then its baselines,
 * which sent the `recorded` answers) and prints the table of figures, noting
 * the server/bare target of each scenario.
 */
export async function repeatedGets(servers: LoadedServer[], recorded: Answer[]): Promise<void> {
  const runs = await loadRounds(servers);
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
    "bare/nginx",
  ]];
  const notes: string[] = [];
  for (const [i, s] of SCENARIOS.entries()) {
    const loads = runs[i].map(median);
    const toBare = pairedRatio(runs[i][0], runs[i][1]);
    const toNginx = pairedRatio(runs[i][0], runs[i][2]);
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
      fmt(pairedRatio(runs[i][1], runs[i][2]), 2),
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
    // Issue #39: every cached answer at nginx's pace too, in the same run.
    target(
      toNginx >= TARGET_BARE_RATIO,
      `${s.name}: server/nginx ${fmt(toNginx, 2)} (target >= ${TARGET_BARE_RATIO})`,
      `${fmt(TARGET_BARE_RATIO - toNginx, 2)}`,
    );
  }
  console.log(
    [
      "",
      `Repeated GETs: wrk -t1 -c${CONNECTIONS} -d${DURATION}s on 127.0.0.1 (${navigator.hardwareConcurrency} cores, Deno ${Deno.version.deno}), every request with Accept-Encoding: ${ACCEPT_ENCODING}.`,
      `Medians of ${ROUNDS} interleaved rounds after a warm-up; each ratio is the median of the rounds' own ratios of requests/s.`,
      "bare: Deno.serve reading the path, Accept and Accept-Encoding to pick the server's answer, a kept Response's clone.",
      "nginx: 1 worker, the same status, headers and bytes from files.",
      "",
    ].join("\n"),
  );
  console.log(table(rows));
  for (const note of notes) console.log(note);
}

/** Loads each MCP request (`mcpRequests`) on the server and prints the table of figures. */
export async function mcpLoads(server: { url: string; port: number }, tmp: string, slug: string) {
  // MCP: POSTs with a JSON-RPC body, through a wrk Lua script, at each
  // protocol era; every call goes through the MCP SDK (nothing is memoised).
  console.log(
    `\nMCP over POST /mcp (medians of ${ROUNDS} loads of ${DURATION} s after a warm-up; no target):`,
  );
  const mcpRows: string[][] = [["request", "requests/s", "p50 ms", "p99 ms", "errors"]];
  for (const [i, request] of mcpRequests(slug).entries()) {
    const script = join(tmp, `mcp-${i}.lua`);
    await Deno.writeTextFile(
      script,
      `wrk.method = "POST"\nwrk.body = ${lua(request.body)}\nwrk.headers = ${
        luaTable(request.headers)
      }\n`,
    );
    // The probe asks for identity: /mcp answers are compressed like every other.
    const probe = await exchange(server.port, "/mcp", {
      ...request.headers,
      "accept-encoding": "identity",
    }, {
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
}
