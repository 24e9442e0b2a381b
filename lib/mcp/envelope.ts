/**
 * What this server reads from a JSON-RPC message before the SDK: the revision it speaks, and the
 * checks the SDK leaves to the application or answers for one era only. An unknown revision gets
 * `-32022` listing every revision served (the SDK lists only 2026-07-28, or answers a header
 * without `_meta` with `-32602`); a malformed `initialize`, `-32602` in a line (not `-32603`).
 */
import { PROTOCOL_VERSIONS } from "./identity.ts";
import { DEFAULT_REVISION, isRevision, negotiate, type Revision } from "./revisions.ts";
import {
  PROTOCOL_VERSION_META_KEY,
  ProtocolErrorCode,
  specTypeSchemas,
} from "@modelcontextprotocol/server";

type Message = Record<string, unknown>;

function isObject(value: unknown): value is Message {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The request id to echo in an error: the message's own, when it has a valid one. */
function idOf(message: unknown): string | number | null {
  const id = isObject(message) ? message.id : undefined;
  return typeof id === "string" || typeof id === "number" ? id : null;
}

/** A JSON-RPC error answer, as the SDK's own are sent. */
export function rpcError(
  status: number,
  id: string | number | null,
  error: { code: number; message: string; data?: unknown },
): Response {
  return Response.json({ jsonrpc: "2.0", id, error }, { status });
}

/** The revision a 2026-07-28 request claims in its `_meta`, if it claims one. */
function claimedRevision(message: unknown): unknown {
  if (!isObject(message) || !isObject(message.params)) return undefined;
  const meta = message.params._meta;
  return isObject(meta) ? meta[PROTOCOL_VERSION_META_KEY] : undefined;
}

/** True for a request (not a notification) for `method`. */
export function isRequestFor(message: unknown, method: string): message is Message {
  return isObject(message) && message.method === method && "id" in message;
}

/** True for a 2025-era `initialize` request (one without a 2026 `_meta` claim). */
function isInitialize(message: unknown): message is Message {
  return isRequestFor(message, "initialize") && claimedRevision(message) === undefined;
}

/**
 * The answer to a message refused before the SDK, if any: `-32022` for a revision not spoken (a
 * `_meta` claim, or a claimless request's header), `-32602` for an `initialize` without its params.
 */
export function refusal(message: unknown, header: string | null): Response | undefined {
  // A header that differs from a 2026 request's claim is the SDK's -32020 mismatch, whatever
  // either names; otherwise the claim, or the header of a request without one, names the revision.
  const claim = claimedRevision(message);
  const named = header?.trim();
  const mismatch = claim !== undefined && named !== undefined && claim !== named;
  const requested = claim ?? named;
  if (!mismatch && requested !== undefined && !isRevision(requested)) {
    const named = typeof requested === "string" ? requested : JSON.stringify(requested);
    const supported = PROTOCOL_VERSIONS.join(", ");
    return rpcError(400, idOf(message), {
      code: ProtocolErrorCode.UnsupportedProtocolVersion,
      message: `Unsupported protocol version: ${named.slice(0, 40)}. Supported: ${supported}.`,
      data: { supported: PROTOCOL_VERSIONS, requested: named.slice(0, 100) },
    });
  }
  if (isInitialize(message)) {
    // The SDK's own schema, checked here so that its issues become one line.
    const params = isObject(message.params) ? message.params : {};
    const { issues } = specTypeSchemas.InitializeRequestParams["~standard"].validate(params);
    if (issues) {
      const names = issues.map(({ path: [at] = [] }) => String(isObject(at) ? at.key : at));
      return rpcError(200, idOf(message), {
        code: ProtocolErrorCode.InvalidParams,
        message: `Invalid params: initialize needs a valid ${[...new Set(names)].join(", ")}.`,
      });
    }
  }
}

/** A 2025 message's revision: what `initialize` agrees on, else its header's, else 2025-03-26. */
export function legacyRevision(message: unknown, header: string | null): Revision {
  if (isInitialize(message)) {
    return negotiate(isObject(message.params) ? message.params.protocolVersion : undefined);
  }
  const named = header?.trim();
  return isRevision(named) ? named : DEFAULT_REVISION;
}
