/**
 * A seeded fuzzer for the whole site: random paths and methods, percent-
 * encoding, `..`, overlong and control-character input, random `Accept`
 * headers with q-values, random JSON-RPC bodies and headers to `/mcp`, the
 * headers a proxy adds (`X-Forwarded-*`, `Forwarded`), bodies shorter
 * than their Content-Length from clients that hang up, malformed Hosts with
 * `//` paths, `If-Match` and `If-Unmodified-Since`, Accept headers that
 * prefer JSON and accept Markdown, and long and fuzzy-heavy search queries
 * over MCP and `/search/`.
 * Every response goes through the contract checks (`_contract.ts`): no server
 * error but the intended 503, a body that is what its type says, valid
 * problems, open CORS, security headers, no stack trace and no byte of a
 * repository or system file, nor of a secret planted in the server's
 * environment. Requests go to 127.0.0.1 only, bounded in count and time.
 *
 * `deno task fuzz` runs it at length; `tests/fuzz_test.ts` runs a short round.
 * `FUZZ_SEED`, `FUZZ_COUNT` (requests), `FUZZ_SECONDS` (time limit) and
 * `FUZZ_ONLY` (replay one request by number) tune it; the seed is printed, so
 * any failure can be replayed.
 */
import { endpointExample } from "../lib/api/operation.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { ContractClient } from "./_contract.ts";
import { holdIdle, idleTimeouts, slowReaders } from "./idle.ts";
import { concat, exchange, FIXTURE, startServer, type TestServer } from "./_server.ts";

/** One generated request. */
export interface FuzzRequest {
  id: number;
  /** `raw` writes the bytes itself, so nothing normalizes the target. */
  transport: "fetch" | "raw";
  method: string;
  /** Path and query, as sent (raw requests may send `*` or an absolute URL). */
  target: string;
  /** The Host header of a raw request. Default: the server's address. */
  host?: string;
  headers: [string, string][];
  body?: string;
  /** True when the request breaks HTTP itself, so the HTTP layer may refuse it before the app. */
  malformed: boolean;
  /**
   * A malformed Host with a path beginning `//`: once Deno's bare 500, now
   * the one error path's designed answer, as for any other request.
   */
  hostPath?: boolean;
  /**
   * Raw only: the Content-Length claims this many bytes more than the body
   * sent, and the client then hangs up its sending side.
   */
  shortBy?: number;
}

/** What a round found. */
export interface FuzzReport {
  seed: number;
  sent: number;
  elapsed: number;
  statuses: Record<string, number>;
  areas: Record<string, number>;
  /** Refused by Deno's HTTP parser before the app (bare 400 or a closed connection). */
  refused: number;
  /** Refused by the client before sending (fetch takes no URL over 64 KiB, for one). */
  unsent: number;
  /** The slowest answers, in milliseconds. */
  slowest: [number, string][];
  failures: string[];
}

/** Options of `fuzz`. */
export interface FuzzOptions {
  seed: number;
  /** Requests to send. */
  count: number;
  /** Stop sending after this many seconds. Default: 60. */
  seconds?: number;
  /** Requests in flight at once. Default: 16. */
  concurrency?: number;
  /** The server answers 503 for content by design (its content is broken). Default: false. */
  unavailable?: boolean;
  /** Which round of a seed this is; each draws its own requests. Default: 0. */
  round?: number;
  /** Send only the request with this number (to replay a failure). */
  only?: number;
}

/** Text planted in the server's environment, which no response may contain. */
export const CANARY = `canary-${crypto.randomUUID()}`;

/** Marks input that must never come back as markup in an HTML page. */
const MARK = "<x-fuzz>";

const SITE = "https://martaquintela.example";
const site = buildSite(
  await loadContent(new URL(`../${FIXTURE}`, import.meta.url).pathname),
  readConfig(new Map([["SITE_URL", SITE]])),
);

const PATHS = [
  "/",
  ...site.pages.map((p) => p.path),
  ...site.projects.map((p) => `/work/${p.slug}/`),
  ...site.pages.map((p) => `${p.path}index.md`),
  ...OPERATIONS.map((op) => `/api/v1${endpointExample(op, site)}`),
  "/api",
  "/api/v1",
  "/api/v2/profile",
  "/openapi.json",
  "/llms.txt",
  "/llms-full.txt",
  "/sitemap.xml",
  "/robots.txt",
  "/.well-known/api-catalog",
  "/.well-known/mcp/server-card.json",
  "/mcp/server-card",
  "/mcp",
  "/styles.css",
  "/favicon.svg",
  // Costly answers, spelled many ways (escapes, dot segments, `v=`) by the mutations below.
  "/og/about/card.png",
  "/images/selo-photo-480w.webp",
  "/cli.mjs",
  "/_frsh/js/ThemeToggle.js",
  // Files that exist in the repository or the system and must never be served.
  "/deno.json",
  "/main.ts",
  "/fresh.gen.ts",
  "/content/profile.md",
  "/content/site.yaml",
  `/${FIXTURE}/contact.md`,
  "/lib/content/store.ts",
  "/routes/_500.tsx",
  "/static/styles.css",
  "/_fresh/js/ThemeToggle.js",
  "/.env",
  "/.git/config",
  "/etc/passwd",
  "/proc/self/environ",
];

const SEGMENTS = [
  "..",
  ".",
  "%2e%2e",
  "%2E%2e",
  "..%2f",
  "%2f",
  "%5c",
  "..\\",
  "%00",
  "%0d%0aX-Injected:%201",
  "%252e%252e",
  "%c0%ae%c0%ae",
  "%ff",
  "%zz",
  "%",
  "%e2%80%ae",
  "é",
  "😀",
  MARK,
  encodeURIComponent(MARK),
  "index.md",
  "",
  "~",
  "*",
  "'\"",
  "${x}",
  "{slug}",
  "escala",
  "pricing",
  "api",
  "v1",
  "mcp",
  ".well-known",
  "_frsh",
  "etc",
  "passwd",
  "deno.json",
  ".env",
  ".git",
];

const MEDIA = [
  "text/html",
  "application/xhtml+xml",
  "application/xml",
  "text/markdown",
  "application/json",
  "application/problem+json",
  "text/plain",
  "*/*",
  "text/*",
  "application/*",
  "image/webp",
  "text/event-stream",
  "*/json",
  "foo",
  "",
  ";;",
  "text/html;level=1",
  MARK,
];
/** Host headers: foreign, odd, and (known bug) not an authority at all. */
const HOSTS = [
  "evil.example",
  "[::1]:80",
  "",
  "localhost",
  "a@b",
  "a/b",
  "a?b",
  "a#b",
  "a b",
  "[::1",
  "x:1:2",
  "1.2.3.4.5",
];
const QS = ["0", "0.001", "0.5", "1", "1.0", "1.000", "1.5", "-1", "abc", "", "0.", "1e0"];
/** Hosts that are no authority, sent with a `//` path: the URL Deno builds from them breaks. */
const BAD_HOSTS = ["127.0.0.1:99999", "a b", "[::1", "x:1:2", ""];
/** Accept headers that prefer what a page is not offered in, then accept what it is. */
const MIXED_ACCEPT = [
  "application/json, text/markdown;q=0.5",
  "application/json, text/html;q=0.5",
  "application/json;q=1, text/html;q=0.2, text/markdown;q=0.3",
  "application/json, text/html;q=0, text/markdown;q=0",
  "image/png, text/markdown;q=0.001",
];
/** Validators for If-Match and dates for If-Unmodified-Since, good and bad. */
const IF_MATCH = ["*", '"x"', 'W/"abc"', '"a", "b"', "", MARK];
const DATES = ["Thu, 01 Jan 1970 00:00:00 GMT", "Sun, 06 Nov 1994 08:49:37 GMT", "junk", ""];
/** Search queries: long, many short words, and fuzzy-heavy long words. */
function searchQuery(pick: <T>(list: readonly T[]) => T): string {
  return pick([
    "dashboards",
    "a ".repeat(pick([10, 500, 2000])),
    "x".repeat(pick([20, 200, 1000])),
    "fleet dashbord maintenence " + "q".repeat(64),
    MARK,
  ]);
}

const TOOL_NAMES = [...OPERATIONS.filter((op) => op.tool).map((op) => op.tool!.name), "nope", ""];
const RPC_METHODS = [
  "initialize",
  "ping",
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "prompts/list",
  "prompts/get",
  "completion/complete",
  "logging/setLevel",
  "notifications/initialized",
  "notifications/cancelled",
  "x/unknown",
  "",
];

/** mulberry32: small, fast and seedable, so a seed replays a round exactly. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The requests of round `seed`, in order; the same seed always gives the same requests. */
export function generate(seed: number, count: number): FuzzRequest[] {
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const chance = (p: number) => rnd() < p;

  function value(): unknown {
    switch (int(9)) {
      case 0:
        return pick(PATHS);
      case 1:
        return pick(SEGMENTS).repeat(1 + int(4));
      case 2:
        return int(1e6) - 5e5;
      case 3:
        return null;
      case 4:
        return [value()];
      case 5:
        return { [pick(["slug", "path", "uri", "x"])]: value() };
      case 6:
        return "x".repeat(pick([1, 100, 5000]));
      case 7:
        return chance(0.5);
      default:
        return pick(["escala", "/pricing/", "/pricing", "BAD", "/../../deno.json", MARK]);
    }
  }

  function accept(): string {
    const parts = Array.from({ length: 1 + int(5) }, () => {
      const media = pick(MEDIA);
      return chance(0.5) ? `${media};q=${pick(QS)}` : media;
    });
    if (chance(0.02)) return Array(1000).fill("text/html;q=0.1").join(", ");
    if (chance(0.1)) return pick(MIXED_ACCEPT);
    return parts.join(pick([", ", ",", " , "]));
  }

  function target(raw: boolean): { target: string; malformed: boolean } {
    let path = pick(PATHS);
    let malformed = false;
    for (let n = int(4); n > 0; n--) {
      switch (int(8)) {
        case 0:
          path = path.replace(/\/?$/, "/") + pick(SEGMENTS);
          break;
        case 1:
          path = "/..".repeat(1 + int(6)) + path;
          break;
        case 2:
          path = path.endsWith("/") ? path.slice(0, -1) || "/" : path + "/";
          break;
        case 3:
          path = path.toUpperCase();
          break;
        case 4:
          path += "/" + "a".repeat(pick([100, 1000, 8000, 30000]));
          break;
        case 5:
          path += (path.includes("?") ? "&" : "?") +
            `${pick(["path", "slug", "x", "v", "path"])}=${
              encodeURIComponent(String(value())).slice(0, 6000)
            }`;
          break;
        case 6:
          path = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
          break;
        default:
          if (raw) {
            // Bytes HTTP does not allow in a request target.
            path += String.fromCharCode(pick([0, 1, 9, 0x1b, 0x7f, 0x20, 0xe9]));
            malformed = true;
          } else path += "//";
      }
    }
    return { target: path, malformed };
  }

  function mcpBody(): string {
    const message = () => {
      const method = pick(RPC_METHODS);
      const params: Record<string, unknown> = {};
      if (method === "initialize") {
        params.protocolVersion = pick([
          "2025-11-25",
          "2025-06-18",
          "2025-03-26",
          "2024-11-05",
          "x",
        ]);
        params.capabilities = chance(0.8) ? {} : value();
        params.clientInfo = { name: "fuzz", version: "1" };
      } else if (method === "tools/call" && chance(0.2)) {
        params.name = "search";
        params.arguments = { query: searchQuery(pick) };
      } else if (method === "tools/call") {
        params.name = pick(TOOL_NAMES);
        params.arguments = chance(0.8) ? { slug: value(), path: value() } : value();
      } else if (method === "resources/read") {
        params.uri = pick([`${SITE}/pricing/`, `${SITE}${pick(PATHS)}`, "file:///etc/passwd", ""]) +
          (chance(0.3) ? pick(SEGMENTS) : "");
      } else if (method === "prompts/get") {
        params.name = pick(["prepare_inquiry", "evaluate_fit", "nope"]);
        params.arguments = { project: value(), role: value() };
      } else if (method === "completion/complete") {
        params.ref = pick([
          { type: "ref/resource", uri: `${SITE}{+path}` },
          { type: "ref/prompt", name: "evaluate_fit" },
          value(),
        ]);
        params.argument = { name: pick(["path", "x"]), value: String(value()).slice(0, 100) };
      }
      const m: Record<string, unknown> = { jsonrpc: chance(0.95) ? "2.0" : "1.0", method };
      if (!method.startsWith("notifications/") || chance(0.1)) {
        m.id = pick<unknown>([int(1000), `id-${int(1000)}`, null, { x: 1 }, 1.5, true]);
      }
      if (chance(0.9)) m.params = chance(0.95) ? params : value();
      if (chance(0.05)) m.method = value();
      return m;
    };
    switch (int(12)) {
      case 0:
        return pick(["", "{", "null", "[]", "1", '"x"', "[1,2]", "{}", MARK]);
      case 1:
        return "[".repeat(5000) + "]".repeat(5000);
      case 2:
        return JSON.stringify({ ...message(), pad: "x".repeat(pick([60_000, 70_000])) });
      case 3:
        return JSON.stringify(Array.from({ length: 1 + int(4) }, message));
      default:
        return JSON.stringify(message());
    }
  }

  /** Headers a proxy adds, with values the answer must never echo or trust. */
  function forwarded(headers: [string, string][]) {
    if (chance(0.05)) headers.push(["x-forwarded-for", pick(["203.0.113.7", MARK, "a, b, c"])]);
    if (chance(0.05)) headers.push(["x-forwarded-host", pick([`${MARK}.example`, "evil.example"])]);
    if (chance(0.05)) headers.push(["x-forwarded-proto", pick(["https", "gopher", MARK])]);
    if (chance(0.03)) {
      headers.push(["forwarded", `for=203.0.113.7;host=${MARK}.example;proto=https`]);
    }
  }

  /** Sometimes, for a raw request with a body: a Content-Length longer than what is sent. */
  function short(raw: boolean, body: string | undefined): number | undefined {
    return raw && body !== undefined && chance(0.1) ? 1 + int(2000) : undefined;
  }

  const requests: FuzzRequest[] = [];
  for (let id = 0; id < count; id++) {
    const mcp = chance(0.25);
    const raw = chance(0.25);
    const headers: [string, string][] = [];
    if (mcp) {
      const method = chance(0.9) ? "POST" : pick(["GET", "DELETE", "PUT", "OPTIONS"]);
      if (chance(0.9)) {
        headers.push([
          "content-type",
          pick(["application/json", "text/plain", "application/json; charset=utf-8"]),
        ]);
      }
      if (chance(0.9)) {
        headers.push([
          "accept",
          pick([
            "application/json, text/event-stream",
            "application/json",
            "text/event-stream",
            "*/*",
            "text/html",
            accept(),
          ]),
        ]);
      }
      if (chance(0.3)) {
        headers.push([
          "mcp-protocol-version",
          pick(["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "junk"]),
        ]);
      }
      if (chance(0.2)) {
        headers.push([
          "origin",
          pick([SITE, "https://evil.example", "null", "http://localhost:3000", MARK]),
        ]);
      }
      if (chance(0.05)) headers.push(["mcp-session-id", `s-${int(1e6)}`]);
      if (method === "OPTIONS" && chance(0.7)) {
        headers.push(["access-control-request-method", "POST"]);
      }
      forwarded(headers);
      const body = method === "POST" || method === "PUT" ? mcpBody() : undefined;
      const shortBy = short(raw, body);
      requests.push({
        id,
        transport: raw ? "raw" : "fetch",
        method,
        target: chance(0.9) ? "/mcp" : pick(["/mcp/", "/MCP", "/mcp?x=1", "/mcp/..%2fmcp"]),
        headers,
        body,
        // A client that hangs up mid-body may get no answer at all.
        malformed: shortBy !== undefined,
        shortBy,
      });
      continue;
    }
    const t = target(raw);
    if (chance(0.03)) t.target = `/search/?q=${encodeURIComponent(searchQuery(pick))}`;
    let host: string | undefined;
    if (raw && chance(0.1)) host = pick(HOSTS);
    const hostPath = raw && chance(0.02);
    if (hostPath) {
      host = pick(BAD_HOSTS);
      t.target = "//" + t.target.replace(/^\/+/, "");
    }
    if (raw && chance(0.04)) t.target = chance(0.5) ? "*" : `http://evil.example${t.target}`;
    // What goes on the wire, so the URL the checks expect is the one the server parses.
    if (raw) t.target = asSent(t.target);
    const method = pick([
      ...Array(12).fill("GET"),
      ...Array(3).fill("HEAD"),
      "POST",
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      ...(raw ? ["TRACE", "FOO", "get"] : []),
    ]);
    if (chance(0.85)) headers.push(["accept", accept()]);
    if (chance(0.1)) headers.push(["if-none-match", pick(["*", '"x"', 'W/"abc"', MARK])]);
    if (chance(0.1)) headers.push(["if-match", pick(IF_MATCH)]);
    if (chance(0.05)) headers.push(["if-unmodified-since", pick(DATES)]);
    if (chance(0.1)) headers.push(["origin", pick([SITE, "https://evil.example", "null", MARK])]);
    if (method === "OPTIONS" && chance(0.5)) {
      headers.push(["access-control-request-method", pick(["GET", "POST", "DELETE"])]);
      if (chance(0.5)) {
        headers.push(["access-control-request-headers", pick(["x-a", MARK, "content-type"])]);
      }
    }
    if (chance(0.05)) headers.push(["x-long", "v".repeat(pick([1000, 20000]))]);
    if (chance(0.05)) headers.push(["range", "bytes=0-10"]);
    forwarded(headers);
    const body = ["POST", "PUT", "PATCH"].includes(method) && chance(0.5)
      ? String(value())
      : undefined;
    const shortBy = short(raw, body);
    requests.push({
      id,
      transport: raw ? "raw" : "fetch",
      method,
      target: t.target,
      host,
      headers,
      body,
      shortBy,
      hostPath,
      // Only visible ASCII is allowed in a request target (fetch encodes the rest, raw
      // sends it), and Deno refuses a request head over 64 KiB.
      malformed: shortBy !== undefined || t.malformed || method === "get" || t.target === "*" ||
        (raw && /[^\x21-\x7e]/.test(t.target)) ||
        encodeURI(t.target).length + headers.reduce((n, [k, v]) => n + k.length + v.length + 4, 0) >
          63 * 1024,
    });
  }
  return requests;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** Sends `req` as bytes on a fresh connection and parses the answer; undefined when none came. */
async function sendRaw(port: number, req: FuzzRequest): Promise<Answer | undefined> {
  const head = [
    `${req.method} ${req.target} HTTP/1.1`,
    `host: ${req.host ?? `127.0.0.1:${port}`}`,
    ...req.headers.map(([k, v]) => `${k}: ${v}`),
    "connection: close",
  ];
  const body = req.body === undefined ? new Uint8Array() : new TextEncoder().encode(req.body);
  if (req.body !== undefined) head.push(`content-length: ${body.byteLength + (req.shortBy ?? 0)}`);
  const bytes = latin1(head.join("\r\n") + "\r\n\r\n");
  const answer = await exchange(port, concat([bytes, body]), {
    head: req.method === "HEAD",
    closeWrite: req.shortBy !== undefined,
  });
  return parseHttp(answer, req.method === "HEAD");
}

/** Each UTF-16 unit as one byte, so control and high bytes go out as they are. */
function latin1(text: string): Uint8Array {
  return Uint8Array.from({ length: text.length }, (_, i) => text.charCodeAt(i) & 0xff);
}

/** `text` as the bytes `latin1` sends, read back one character per byte. */
function asSent(text: string): string {
  const bytes = latin1(text);
  let out = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return out;
}

function parseHttp(bytes: Uint8Array<ArrayBuffer>, head: boolean): Answer | undefined {
  const text = new TextDecoder("latin1").decode(bytes);
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let body: Uint8Array<ArrayBuffer> = bytes.slice(end + 4);
  if (head) body = new Uint8Array();
  else if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) body = unchunk(body);
  return {
    status: Number(statusLine.split(" ")[1]),
    headers,
    text: new TextDecoder().decode(body),
  };
}

function unchunk(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [];
  let at = 0;
  const ascii = new TextDecoder("latin1");
  while (at < bytes.byteLength) {
    const lineEnd = ascii.decode(bytes.slice(at, at + 20)).indexOf("\r\n");
    const size = parseInt(ascii.decode(bytes.slice(at, at + lineEnd)), 16);
    if (!size) break;
    parts.push(bytes.slice(at + lineEnd + 2, at + lineEnd + 2 + size));
    at += lineEnd + 2 + size + 2;
  }
  return concat(parts);
}

async function sendFetch(base: string, req: FuzzRequest): Promise<Answer> {
  const res = await fetch(base + req.target, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function area(target: string): string {
  if (/^\/mcp\b/i.test(target)) return "mcp";
  if (/^\/api\b/i.test(target)) return "api";
  if (/index\.md/.test(target)) return "markdown";
  if (/\.(txt|xml|json)|well-known/.test(target)) return "discovery";
  if (/\.(css|svg|js|mjs)$/.test(target)) return "static";
  return "pages";
}

/** How to replay `req`, for a failure message. */
export function describe(req: FuzzRequest): string {
  const cut = (s: string) =>
    JSON.stringify(s.length > 160 ? `${s.slice(0, 160)}…(${s.length})` : s);
  const headers = req.headers.map(([k, v]) => `${k}: ${cut(v)}`).join("; ");
  return `#${req.id} ${req.transport} ${req.method} ${cut(req.target)}` +
    (req.host === undefined ? "" : ` host ${cut(req.host)}`) +
    (headers ? ` [${headers}]` : "") + (req.body === undefined ? "" : ` body ${cut(req.body)}`) +
    (req.shortBy ? ` (Content-Length ${req.shortBy} bytes longer; hung up)` : "");
}

/** Sends a round of generated requests to `server`, checking every answer with `contract`. */
export async function fuzz(
  server: TestServer,
  contract: ContractClient,
  options: FuzzOptions,
): Promise<FuzzReport> {
  const started = Date.now();
  const deadline = started + (options.seconds ?? 60) * 1000;
  const port = Number(new URL(server.url).port);
  const all = generate((options.seed + 0x9E3779B9 * (options.round ?? 0)) >>> 0, options.count);
  const queue = options.only === undefined ? all : all.filter((r) => r.id === options.only);
  const report: FuzzReport = {
    seed: options.seed,
    sent: 0,
    elapsed: 0,
    statuses: {},
    areas: {},
    refused: 0,
    unsent: 0,
    slowest: [],
    failures: [],
  };
  const fail = (req: FuzzRequest, why: string) => {
    const lines = why.split("\n").slice(0, 4).map((line) => line.slice(0, 300));
    report.failures.push(`${describe(req)}\n    ${lines.join("\n    ")}`);
  };

  async function one(req: FuzzRequest) {
    let answer: Answer | undefined;
    const start = performance.now();
    try {
      answer = req.transport === "raw"
        ? await sendRaw(port, req)
        : await sendFetch(server.url, req);
    } catch (error) {
      if (error instanceof TypeError && /^Invalid URL/.test(error.message)) {
        report.unsent++;
        return;
      }
      return fail(req, `no answer: ${error}`);
    }
    const ms = performance.now() - start;
    if (report.slowest.length < 5 || ms > report.slowest[4][0]) {
      report.slowest.push([ms, describe(req).slice(0, 120)]);
      report.slowest = report.slowest.sort((a, b) => b[0] - a[0]).slice(0, 5);
    }
    report.sent++;
    report.areas[area(req.target)] = (report.areas[area(req.target)] ?? 0) + 1;
    const bare = !answer ||
      (answer.status === 400 && !answer.headers.has("content-type") && !answer.text);
    if (bare) {
      // Refused by Deno's HTTP layer before the app saw it: fine for broken HTTP only.
      report.refused++;
      if (!req.malformed) {
        fail(req, `refused by the HTTP layer: ${answer?.status ?? "no answer"}`);
      }
      return;
    }
    report.statuses[answer!.status] = (report.statuses[answer!.status] ?? 0) + 1;
    try {
      // The URL the server sees: Deno builds it from the Host header and the target.
      const host = URL.canParse(`http://${req.host}/`) ? req.host : `127.0.0.1:${port}`;
      const url = /^https?:/.test(req.target)
        ? new URL(req.target)
        : new URL(`http://${host}${req.target === "*" ? "/*" : req.target}`);
      contract.check(url, req.method.toUpperCase(), answer!, answer!.text);
      if (answer!.status === 503 && !options.unavailable) throw new Error("503 with good content");
      const type = answer!.headers.get("content-type") ?? "";
      if (type.startsWith("text/html") && answer!.text.includes(MARK)) {
        throw new Error("input came back as markup in an HTML page");
      }
    } catch (error) {
      fail(req, (error as Error).message);
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < queue.length && Date.now() < deadline) await one(queue[next++]);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 16 }, worker));
  report.elapsed = Date.now() - started;
  const logged = server.output().match(
    /.*(Unhandled error|Error while serving|PermissionDenied|NotCapable|Requires \w+ access).*/,
  );
  if (logged) report.failures.push(`the server logged: ${logged[0]}`);
  return report;
}

/** A report as lines for a terminal. */
export function summary(name: string, report: FuzzReport): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts).sort().map(([k, v]) => `${k}: ${v}`).join(", ");
  const rate = Math.round(report.sent / (report.elapsed / 1000));
  return [
    `${name}: ${report.sent} requests in ${
      (report.elapsed / 1000).toFixed(1)
    } s (${rate}/s), seed ${report.seed}`,
    `  statuses ${list(report.statuses)}`,
    `  refused by the HTTP layer (malformed HTTP): ${report.refused}; not sendable by fetch: ${report.unsent}`,
    `  slowest: ${
      report.slowest.map(([ms, what]) => `${Math.round(ms)} ms ${what}`).join("\n           ")
    }`,
    `  areas ${list(report.areas)}`,
    `  failures: ${report.failures.length}`,
    ...report.failures.slice(0, 20).map((f) => `  ${f}`),
  ].join("\n");
}

/** Starts a server on good content and one on a missing folder (so 503 is exercised), and fuzzes both. */
export async function fuzzBoth(
  options: Omit<FuzzOptions, "unavailable">,
  log: (line: string) => void = console.log,
): Promise<FuzzReport[]> {
  const reports: FuzzReport[] = [];
  const rounds = [
    { name: "good content", contentDir: undefined, share: 0.8 },
    { name: "missing content (503 intended)", contentDir: "/nonexistent/content", share: 0.2 },
  ];
  for (const [i, round] of rounds.entries()) {
    const server = await startServer({
      siteUrl: SITE,
      contentDir: round.contentDir,
      env: { FUZZ_SECRET: CANARY },
    });
    try {
      const contract = await ContractClient.create(server.url, { forbidden: [CANARY] });
      const report = await fuzz(server, contract, {
        ...options,
        // Each round its own requests, all from the one seed that is printed.
        round: i,
        count: Math.ceil(options.count * round.share),
        seconds: (options.seconds ?? 60) * round.share,
        unavailable: round.contentDir !== undefined,
      });
      log(summary(round.name, report));
      reports.push(report);
    } finally {
      await server.close();
    }
  }
  return reports;
}

if (import.meta.main) {
  const env = (name: string, fallback: number) => Number(Deno.env.get(name) ?? fallback);
  const seed = env("FUZZ_SEED", Math.floor(Math.random() * 2 ** 31));
  const only = Deno.env.get("FUZZ_ONLY");
  console.log(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
  const reports = await fuzzBoth({
    seed,
    count: env("FUZZ_COUNT", 20_000),
    seconds: env("FUZZ_SECONDS", 120),
    concurrency: env("FUZZ_CONCURRENCY", 32),
    only: only === undefined ? undefined : Number(only),
  });
  let failed = reports.reduce((n, r) => n + r.failures.length, 0);
  // Held idle connections and slow readers (tests/idle.ts): IDLE_COUNT=0 skips them.
  const idle = env("IDLE_COUNT", 20_000);
  if (idle > 0 && !(await holdIdle(idle))) failed++;
  if (idle > 0 && !(await slowReaders(env("SLOW_READERS", 200), 5))) failed++;
  // Whether idle connections are closed (IDLE_PROBE_SECONDS, default 0: skipped).
  if (env("IDLE_PROBE_SECONDS", 0) > 0) await idleTimeouts(env("IDLE_PROBE_SECONDS", 0));
  console.log(
    failed ? `fuzz: ${failed} failures (seed ${seed})` : `fuzz: no failures (seed ${seed})`,
  );
  Deno.exit(failed ? 1 : 0);
}
