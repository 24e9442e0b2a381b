/**
 * What `deno task bench` measures and against which targets: the settings
 * read from the environment, the requests each load repeats, and the MCP
 * requests.
 */

/** Seconds of each load (`BENCH_SECONDS`). */
export const DURATION = Deno.env.get("BENCH_SECONDS") ?? "2";
/** Loads per scenario and server, interleaved; the figures are their medians. */
export const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? "8");
/** wrk's connections (`BENCH_CONNECTIONS`). */
export const CONNECTIONS = Deno.env.get("BENCH_CONNECTIONS") ?? "50";
/** Requests in the mixed load that RSS is sampled over, at the end of each quarter. */
export const RSS_REQUESTS = Number(Deno.env.get("BENCH_RSS_REQUESTS") ?? "1000000");
/** The site URL the server is built and run for. */
export const SITE = "https://site.example";
/** The owner's content, which the benchmarks serve. */
export const CONTENT = Deno.env.get("CONTENT_DIR") || "./content";
/** The project folder. */
export const ROOT = new URL("..", import.meta.url).pathname;
/** Cold starts of each process; the figures are their medians. */
export const STARTS = 7;

export const TARGET_BARE_RATIO = 0.85;
/** Cold start against a bare Deno.serve (issue #39): the sample owner, and 300 projects + 300 pages. */
export const TARGET_COLD_RATIO = 1.5;
export const TARGET_COLD_RATIO_LARGE = 2;
export const TARGET_RSS_CHANGE = 5;
export const TARGET_HOME_GZIP = 30_000;

/** What browsers and most HTTP clients send, so the server answers its brotli form where it compresses. */
export const ACCEPT_ENCODING = "gzip, deflate, br";
/** Chrome's Accept for a page. */
const BROWSER_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";
/** The headers of every MCP request. */
export const MCP_HEADERS = {
  "content-type": "application/json",
  "accept": "application/json, text/event-stream",
  "mcp-protocol-version": "2025-11-25",
  "accept-encoding": ACCEPT_ENCODING,
};
/** A tools/call of get_project for `slug`, as a 2025 client sends it. */
export function mcpCall(slug: string): string {
  return JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "get_project", arguments: { slug } },
  });
}

/** What a 2026-07-28 request carries in `_meta`: the revision, the client and its capabilities. */
const ENVELOPE = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

/** The MCP requests loaded, each served by the SDK on every call (nothing is memoised). */
export function mcpRequests(
  slug: string,
): { label: string; headers: Record<string, string>; body: string }[] {
  return [
    ...["2025-11-25", "2025-06-18", "2025-03-26"].map((version) => ({
      label: `tools/call get_project at ${version}`,
      headers: { ...MCP_HEADERS, "mcp-protocol-version": version },
      body: mcpCall(slug),
    })),
    {
      label: "tools/call get_project at 2026-07-28",
      headers: {
        ...MCP_HEADERS,
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": "get_project",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "get_project", arguments: { slug }, _meta: ENVELOPE },
      }),
    },
    {
      label: "server/discover at 2026-07-28",
      headers: {
        ...MCP_HEADERS,
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "server/discover",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "server/discover",
        params: { _meta: ENVELOPE },
      }),
    },
  ];
}

/** A request the loads repeat: path, request headers (with Accept-Encoding) and the status it must get. */
export interface Scenario {
  name: string;
  path: string;
  headers: Record<string, string>;
  status: number;
}

/** A request of the given kind, as a real client sends it. */
function scenario(name: string, path: string, accept: string, status = 200): Scenario {
  return { name, path, headers: { accept, "accept-encoding": ACCEPT_ENCODING }, status };
}

/** The requests each server is loaded with, one at a time. */
export const SCENARIOS: Scenario[] = [
  scenario("API JSON /api/v1/projects", "/api/v1/projects", "application/json"),
  scenario("HTML page /about/", "/about/", BROWSER_ACCEPT),
  scenario("Markdown /about/ (Accept)", "/about/", "text/markdown"),
  scenario("404 problem /api/v1/projects/nope", "/api/v1/projects/nope", "application/json", 404),
];

/** The mixed load's GETs, in the order the wrk script cycles them (the MCP call comes last). */
export const MIXED: Scenario[] = [
  SCENARIOS[0],
  SCENARIOS[1],
  SCENARIOS[2],
  scenario("llms.txt", "/llms.txt", "text/plain, */*"),
  SCENARIOS[3],
];
