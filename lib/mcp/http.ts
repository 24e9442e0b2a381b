/**
 * MCP over Streamable HTTP at `/mcp`: stateless, POST only, one message per answer (JSON, or one
 * SSE event for a client that accepts only SSE). 2026-07-28 is served by the SDK's handler; the
 * 2025 revisions by a server and stateless transport per request, as the SDK's legacy fallback but
 * answering JSON, for JSON-only clients; both from server.ts. What the SDK leaves to the
 * application (`Origin`, media type, body limit) is checked first, refusals being `HttpError`s.
 */
import type { Config } from "../config.ts";
import type { HandlerContext } from "../fresh/types.ts";
import { HttpError } from "../http/problem.ts";
import { negotiate, pickCoding } from "../http/negotiate.ts";
import { compressAnswer } from "../http/compression.ts";
import type { AppState } from "../content/state.ts";
import { isRequestFor, legacyRevision, refusal, rpcError } from "./envelope.ts";
import { PROTOCOL_VERSIONS } from "./identity.ts";
import {
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  ProtocolErrorCode,
  readRequestBody,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import { createMcpServer } from "./server.ts";
import type { ToolContext } from "./tools.ts";

const MAX_BODY = 64 * 1024;

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * True for requests a browser page may make: no `Origin` (not a browser), the site's own, or any
 * loopback origin while the site is local; anything else could be DNS rebinding of a local server.
 */
function allowedOrigin(origin: string | null, config: Config): boolean {
  if (origin === null) return true;
  const url = URL.parse(origin); // null for "null" (sandboxed frames, files) and other non-URLs
  if (url?.origin === new URL(config.siteUrl).origin) return true;
  return Boolean(url && config.local && LOOPBACK.includes(url.hostname));
}

/** The body of `req` (the SDK's reader): refused over `MAX_BODY` or short of its Content-Length. */
async function readBody(req: Request): Promise<string> {
  let read;
  try {
    read = await readRequestBody(req, MAX_BODY);
  } catch {
    const detail =
      "The request body ended before its Content-Length: the client closed the connection.";
    const hint = "Send the whole JSON-RPC message, with a Content-Length that matches it.";
    throw new HttpError("invalid_parameter", detail, { hint });
  }
  if (read.tooLarge) {
    throw new HttpError("payload_too_large", `The request body is over ${MAX_BODY} bytes.`);
  }
  return read.text;
}

/** The SDK's 2026-07-28 handler for each content store (one per server), made on first use. */
const handlers = new WeakMap<ToolContext["store"], McpHttpHandler>();

/** Answers a 2025-era message with a fresh server and a stateless transport answering JSON. */
async function legacy(req: Request, message: unknown, ctx: ToolContext): Promise<Response> {
  const revision = legacyRevision(message, req.headers.get("mcp-protocol-version"));
  const server = createMcpServer(ctx, revision);
  const options = { sessionIdGenerator: undefined, enableJsonResponse: true };
  const transport = new WebStandardStreamableHTTPServerTransport(options);
  await server.connect(transport);
  // Not closed afterwards: with JSON responses the transport has released the request by the time
  // it answers, and closing would only build and throw away a "connection closed" error.
  return await transport.handleRequest(req, { parsedBody: message });
}

/** `server/discover` listing every revision served (the SDK: 2026-07-28 only), for 2025 clients. */
async function everyRevision(res: Response): Promise<Response> {
  if (res.status !== 200) return res;
  const answer = await res.json();
  if (answer.result) answer.result.supportedVersions = PROTOCOL_VERSIONS;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return Response.json(answer, { status: res.status, headers });
}

/** A JSON answer of 200 as one SSE event, for a client that accepts only `text/event-stream`. */
async function asEventStream(res: Response): Promise<Response> {
  const json = res.headers.get("content-type")?.startsWith("application/json");
  if (res.status !== 200 || !json) return res;
  const headers = new Headers(res.headers);
  headers.set("content-type", "text/event-stream");
  headers.set("cache-control", "no-cache");
  headers.delete("content-length");
  return new Response(`event: message\ndata: ${await res.text()}\n\n`, { headers });
}

/** Answers one JSON-RPC POST in its era and revision; the SDK gets the parsed message. */
async function viaSdk(req: Request, body: string, ctx: ToolContext) {
  let message: unknown;
  try {
    message = JSON.parse(body);
  } catch {
    const error = { code: ProtocolErrorCode.ParseError, message: "Parse error: Invalid JSON" };
    return rpcError(400, null, error);
  }
  const refused = refusal(message, req.headers.get("mcp-protocol-version"));
  if (refused) return refused;
  // JSON, or one SSE event for a client taking only SSE (neither: the transport's 406).
  const type = negotiate(req.headers.get("accept"), ["application/json", "text/event-stream"]);
  const headers = new Headers(req.headers);
  if (type) headers.set("accept", "application/json, text/event-stream");
  headers.delete("content-length");
  const request = new Request(req.url, { method: "POST", headers, signal: req.signal });
  let res: Response;
  if (await isLegacyRequest(request, message)) {
    res = await legacy(request, message, ctx);
  } else {
    const made = () => createMcpServer(ctx, "2026-07-28");
    const handler = handlers.get(ctx.store) ??
      createMcpHandler(made, { legacy: "reject", responseMode: "json" });
    handlers.set(ctx.store, handler);
    res = await handler.fetch(request, { parsedBody: message });
    if (isRequestFor(message, "server/discover")) res = await everyRevision(res);
  }
  return type === "text/event-stream" ? await asEventStream(res) : res;
}

/** `POST /mcp`, for JSON-RPC (the router answers other methods 405 with `Allow: POST`). */
export async function mcpRoute(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Promise<Response> {
  const { config, store } = ctx.state;
  const origin = req.headers.get("origin");
  if (!allowedOrigin(origin, config)) {
    const detail = `Requests from the origin ${JSON.stringify(origin)} are not accepted.`;
    throw new HttpError("forbidden", detail);
  }
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    const detail = `The body must be JSON (application/json), not ${JSON.stringify(type)}.`;
    throw new HttpError("unsupported_media_type", detail);
  }
  const res = await viaSdk(req, await readBody(req), { config, store });
  return await compressAnswer(res, pickCoding(req.headers.get("accept-encoding")));
}
