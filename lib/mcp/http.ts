/**
 * MCP over Streamable HTTP at `/mcp`: stateless, JSON responses, POST only.
 * Checks what the SDK's transport leaves to the application (the `Origin`,
 * the protocol revisions this server speaks, a small body limit, clients that
 * accept only JSON), then hands the request to a fresh server and transport.
 * Repeats of read-only requests seldom get here: the front answers them from
 * `McpMemo` (memo.ts), which keys them by every request header read here.
 */
import type { Config } from "../config.ts";
import { cors, type CorsOptions } from "../server/cors.ts";
import { negotiate } from "../server/negotiate.ts";
import type { HandlerContext } from "../server/types.ts";
import type { AppState } from "../state.ts";
import { ErrorCode, WebStandardStreamableHTTPServerTransport } from "./sdk.ts";
import { PROTOCOL_VERSIONS } from "./identity.ts";
import { MAX_BODY } from "./memo.ts";
import { createMcpServer } from "./server.ts";
import type { ToolContext } from "./tools.ts";

/** CORS for browser-based MCP clients (the site-wide CORS leaves `/mcp` alone): POST with MCP's headers, and its response headers readable. */
export const MCP_CORS: CorsOptions = {
  methods: ["POST"],
  allowHeaders: [
    "content-type",
    "mcp-protocol-version",
    "mcp-session-id",
    "last-event-id",
    "authorization",
  ],
  exposeHeaders: ["mcp-session-id", "mcp-protocol-version"],
};

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * True for requests a browser page may make: no `Origin` (not a browser),
 * the site's own origin, or any loopback origin while the site itself is
 * local. Anything else could be a DNS-rebinding attack on a local server.
 */
export function allowedOrigin(origin: string | null, config: Config): boolean {
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, files) and other non-URLs
  }
  if (url.origin === new URL(config.siteUrl).origin) return true;
  return config.local && LOOPBACK.includes(url.hostname);
}

/** A JSON-RPC error response without an id, as the transport sends for HTTP-level failures. */
function rpcError(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json(
    { jsonrpc: "2.0", error: { code: ErrorCode.ConnectionClosed, message }, id: null },
    { status, headers },
  );
}

/**
 * The transport insists that `Accept` lists both JSON and SSE; this server
 * only answers JSON, so a client that accepts JSON (or anything) is served.
 */
function lenientAccept(req: Request): Request {
  const accept = req.headers.get("accept");
  if (accept?.includes("application/json") && accept.includes("text/event-stream")) return req;
  if (!negotiate(accept, ["application/json"])) return req; // the transport answers 406
  const headers = new Headers(req.headers);
  headers.set("accept", "application/json, text/event-stream");
  return new Request(req, { headers });
}

/** Answers `req` with a fresh server and transport, as stateless HTTP needs. */
async function viaSdk(req: Request, ctx: ToolContext): Promise<Response> {
  const server = createMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY,
  });
  await server.connect(transport);
  // Not closed afterwards: with JSON responses the transport has released the
  // request by the time it answers, and closing would only build and throw
  // away a "connection closed" error (a tenth of the time of a call).
  return await transport.handleRequest(lenientAccept(req));
}

const withCors = cors(MCP_CORS);

/**
 * The handler of `/mcp` for every method: CORS and preflights, POST for
 * JSON-RPC, and 405 `Allow: POST` for the rest (a stateless server offers no
 * SSE stream to GET and no session to DELETE).
 */
export async function mcpRoute(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Promise<Response> {
  return await withCors(req, {
    ...ctx,
    next: async () => {
      if (req.method === "POST") return await mcpPost(req, ctx);
      return rpcError(405, `Method not allowed: ${req.method}. This endpoint takes POST only.`, {
        allow: "POST",
      });
    },
  });
}

/** Answers one POST of JSON-RPC messages. */
export async function mcpPost(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Promise<Response> {
  const { config, store } = ctx.state;
  const origin = req.headers.get("origin");
  if (!allowedOrigin(origin, config)) {
    return rpcError(403, `Forbidden: requests from the origin ${origin} are not accepted.`);
  }
  const version = req.headers.get("mcp-protocol-version");
  if (version !== null && !PROTOCOL_VERSIONS.includes(version)) {
    return rpcError(
      400,
      `Bad Request: unsupported protocol version ${version} (supported: ${
        PROTOCOL_VERSIONS.join(", ")
      }).`,
    );
  }
  return await viaSdk(req, { config, store });
}
