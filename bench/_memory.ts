/**
 * Memory: RSS of the server over a mixed load that cycles through API JSON, a
 * page, its Markdown, llms.txt, a 404 and an MCP call, in four quarters,
 * against the target of no growth once it is warm.
 */
import { join } from "node:path";
import { fmt, table, target } from "./_report.ts";
import {
  CONNECTIONS,
  MCP_HEADERS,
  mcpCall,
  MIXED,
  RSS_REQUESTS,
  TARGET_RSS_CHANGE,
} from "./_settings.ts";
import { exchange } from "./_wire.ts";
import { LIMIT_REACHED, type Load, lua, luaTable, median, rss, wrkCount } from "./_wrk.ts";

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
