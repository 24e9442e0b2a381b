/**
 * MCP over Streamable HTTP at `/mcp`: stateless, JSON responses, POST only.
 * Protocol revision 2026-07-28 is served by the SDK's `createMcpHandler`; the
 * 2025 revisions, recognised by the SDK's own `isLegacyRequest`, by a fresh
 * server and stateless transport per request, as the SDK's legacy fallback
 * does but answering JSON rather than an SSE stream, so that clients that
 * accept only JSON are served. Both eras come from one server factory
 * (server.ts), so they cannot drift.
 * Checks first what the handler leaves to the application (the `Origin`, the
 * media type, a small body limit, clients that accept only JSON); the SDK
 * answers an unsupported `MCP-Protocol-Version` itself, naming the revisions
 * this server speaks, as revision 2026-07-28 requires. Its refusals are `HttpError`s, rendered with
 * every other error by `_500`; CORS is the site's, with `MCP_CORS` here.
 */
import type { Config } from "../config.ts";
import type { HandlerContext } from "../fresh/types.ts";
import { HttpError } from "../http/problem.ts";
import { negotiate } from "../http/negotiate.ts";
import type { AppState } from "../content/state.ts";
import {
  createMcpHandler,
  isLegacyRequest,
  type McpHttpHandler,
  WebStandardStreamableHTTPServerTransport,
} from "./sdk.ts";
import { createMcpServer } from "./server.ts";
import type { ToolContext } from "./tools.ts";

/** Largest request body accepted, in bytes. */
export const MAX_BODY = 64 * 1024;

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

/**
 * The transport insists that `Accept` lists both JSON and SSE; this server
 * only answers JSON, so a client that accepts JSON (or anything) is served.
 */
function lenientAccept(accept: string | null): string | null {
  if (accept?.includes("application/json") && accept.includes("text/event-stream")) return accept;
  if (!negotiate(accept, ["application/json"])) return accept; // the transport answers 406
  return "application/json, text/event-stream";
}

/**
 * The body of `req`, refusing one over `MAX_BODY` (whatever its
 * Content-Length says) or one that ends before its Content-Length.
 */
async function readBody(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new HttpError("payload_too_large", `The request body is over ${MAX_BODY} bytes.`);
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (req.body) {
      for await (const chunk of req.body) {
        size += chunk.byteLength;
        if (size > MAX_BODY) throw tooLarge();
        chunks.push(chunk);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      "invalid_parameter",
      "The request body ended before its Content-Length: the client closed the connection.",
      { hint: "Send the whole JSON-RPC message, with a Content-Length that matches it." },
    );
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The SDK's 2026-07-28 handler for each content store (one per server), made on first use. */
const handlers = new WeakMap<ToolContext["store"], McpHttpHandler>();

function modernHandler(ctx: ToolContext): McpHttpHandler {
  let handler = handlers.get(ctx.store);
  if (!handler) {
    handler = createMcpHandler(() => createMcpServer(ctx), {
      legacy: "reject",
      responseMode: "json",
      maxRequestBodySize: MAX_BODY,
    });
    handlers.set(ctx.store, handler);
  }
  return handler;
}

/** Answers a 2025-era request with a fresh server and a stateless transport answering JSON. */
async function legacy(req: Request, ctx: ToolContext): Promise<Response> {
  const server = createMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY,
  });
  await server.connect(transport);
  // Not closed afterwards: with JSON responses the transport has released the
  // request by the time it answers, and closing would only build and throw
  // away a "connection closed" error.
  return await transport.handleRequest(req);
}

/** Answers one JSON-RPC POST in the era its request speaks. */
async function viaSdk(req: Request, body: Uint8Array<ArrayBuffer>, ctx: ToolContext) {
  const headers = new Headers(req.headers);
  const accept = lenientAccept(req.headers.get("accept"));
  if (accept !== null) headers.set("accept", accept);
  const request = new Request(req.url, { method: "POST", headers, body });
  if (await isLegacyRequest(request, undefined, { maxRequestBodySize: MAX_BODY })) {
    return await legacy(request, ctx);
  }
  return await modernHandler(ctx).fetch(request);
}

/**
 * The handler of `POST /mcp`, for JSON-RPC; the route declares POST alone,
 * and the router answers other methods 405 with `Allow: POST`.
 */
export async function mcpRoute(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Promise<Response> {
  const { config, store } = ctx.state;
  const origin = req.headers.get("origin");
  if (!allowedOrigin(origin, config)) {
    throw new HttpError(
      "forbidden",
      `Requests from the origin ${JSON.stringify(origin)} are not accepted.`,
    );
  }
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(
      "unsupported_media_type",
      `The body must be JSON (application/json), not ${JSON.stringify(type)}.`,
    );
  }
  return await viaSdk(req, await readBody(req), { config, store });
}
