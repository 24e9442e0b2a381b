/**
 * MCP over Streamable HTTP at `/mcp`: stateless, JSON responses, POST only.
 * Checks what the SDK's transport leaves to the application (the `Origin`,
 * the protocol revisions this server speaks, the media type, a small body
 * limit, clients that accept only JSON), then hands the request to a fresh
 * server and transport. Its refusals are `HttpError`s, rendered with every
 * other error by `_500`; CORS is the site's, with `MCP_CORS` for this route.
 */
import type { Config } from "../config.ts";
import type { HandlerContext } from "../fresh/types.ts";
import { HttpError } from "../http/problem.ts";
import { negotiate } from "../http/negotiate.ts";
import type { AppState } from "../site/state.ts";
import { WebStandardStreamableHTTPServerTransport } from "./sdk.ts";
import { PROTOCOL_VERSIONS } from "./identity.ts";
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

/** Answers one JSON-RPC POST with a fresh server and transport, as stateless HTTP needs. */
async function viaSdk(req: Request, body: Uint8Array<ArrayBuffer>, ctx: ToolContext) {
  const server = createMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_BODY,
  });
  await server.connect(transport);
  const headers = new Headers(req.headers);
  const accept = lenientAccept(req.headers.get("accept"));
  if (accept !== null) headers.set("accept", accept);
  // Not closed afterwards: with JSON responses the transport has released the
  // request by the time it answers, and closing would only build and throw
  // away a "connection closed" error (a tenth of the time of a call).
  return await transport.handleRequest(
    new Request(req.url, { method: "POST", headers, body }),
  );
}

/**
 * The handler of `/mcp`: POST for JSON-RPC, and 405 `Allow: POST` for the
 * rest (a stateless server offers no SSE stream to GET and no session to
 * DELETE).
 */
export async function mcpRoute(
  req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Promise<Response> {
  const { config, store } = ctx.state;
  if (req.method !== "POST") {
    throw new HttpError(
      "method_not_allowed",
      `${req.method} is not allowed on /mcp: this endpoint takes JSON-RPC messages by POST only.`,
      { headers: { allow: "POST" }, hint: "Send MCP's JSON-RPC messages with POST." },
    );
  }
  const origin = req.headers.get("origin");
  if (!allowedOrigin(origin, config)) {
    throw new HttpError(
      "forbidden",
      `Requests from the origin ${JSON.stringify(origin)} are not accepted.`,
    );
  }
  const version = req.headers.get("mcp-protocol-version");
  if (version !== null && !PROTOCOL_VERSIONS.includes(version)) {
    throw new HttpError(
      "invalid_parameter",
      `The MCP-Protocol-Version ${JSON.stringify(version)} is not supported.`,
      { hint: `Use one of ${PROTOCOL_VERSIONS.join(", ")}.` },
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
