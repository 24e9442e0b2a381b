/**
 * Answers to repeated stateless MCP requests, given in front of the app.
 * Without sessions, the answer to a read-only request depends only on its
 * method, its params, the request headers `/mcp` reads and the content, so the
 * whole answer the app sent (status 200, headers, the SDK's result) is kept
 * per content generation and a repeat gets it under its own id, without
 * routing, middleware, an SDK server or a transport. Only a request that is
 * plainly one valid JSON-RPC request is answered here; anything else reaches
 * the app, and the SDK has the last word on every error.
 *
 * It imports nothing of the SDK or the app, so the front can hold it from
 * start-up.
 */
import type { App, Memo } from "../server/front.ts";
import { BoundedMap } from "../server/bounded_map.ts";
import { target } from "../server/response_cache.ts";

/** The MCP endpoint's path. */
const MCP_PATH = "/mcp";

/** Largest request body taken, in bytes: a tool call is a few hundred. */
export const MAX_BODY = 64 * 1024;

/**
 * Every request header that the answer to a POST of `/mcp` depends on: the
 * origin check, content negotiation, the media type and the protocol revision
 * (by the route and the SDK's transport). They are part of a memo key, so a
 * repeat is only ever answered as a request with the same headers was.
 */
export const KEY_HEADERS = [
  "origin",
  "accept",
  "content-type",
  "mcp-protocol-version",
  "mcp-session-id",
];

/** Methods whose result is a function of their params and the content alone. */
const PURE = new Set([
  "tools/list",
  "tools/call",
  "resources/list",
  "resources/templates/list",
  "resources/read",
  "prompts/list",
  "prompts/get",
]);

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** A request the memo may answer: its id, and the key of its answer. */
export interface Memoable {
  id: string | number;
  key: string;
}

/**
 * The id and key of `message`, sent with `headers`, when it is a single
 * JSON-RPC request of a pure method with nothing the SDK could reject or act
 * on: exactly the members `jsonrpc`, `id`, `method` and `params`, an id the
 * SDK takes, and no `_meta`.
 */
export function memoable(message: unknown, headers: Headers): Memoable | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return;
  const { jsonrpc, id, method, params, ...rest } = message as Record<string, unknown>;
  if (jsonrpc !== "2.0" || Object.keys(rest).length > 0) return;
  if (typeof method !== "string" || !PURE.has(method)) return;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return;
  if (
    params !== undefined &&
    (typeof params !== "object" || params === null || Array.isArray(params) || "_meta" in params)
  ) {
    return;
  }
  // "+value" or "-" for an absent header, which the app treats unlike any value (even "null").
  let key = "";
  for (const name of KEY_HEADERS) {
    const value = headers.get(name);
    key += value === null ? "-\n" : `+${value}\n`;
  }
  key += `${method}\n${JSON.stringify(params ?? null)}`;
  return { id: id as string | number, key };
}

/** A kept answer: the app's headers (less Date and Content-Length) and the result as JSON text. */
interface Kept {
  headers: [string, string][];
  result: string;
}

/** Options of `McpMemo`. */
export interface McpMemoOptions {
  /** Changes whenever the content changes (a reload); kept answers are dropped then. */
  generation: () => number;
  /** Most bytes held. Default: 1 MiB. */
  maxBytes?: number;
}

/** The app's answers to read-only MCP requests, bounded in bytes, dropped on a reload. */
export class McpMemo implements Memo {
  #generation = -1;
  readonly #answers: BoundedMap<string, Kept>;

  constructor(readonly options: McpMemoOptions) {
    this.#answers = new BoundedMap(
      options.maxBytes ?? 1024 * 1024,
      ({ headers, result }, key) =>
        2 *
        (result.length + key.length + headers.reduce((n, [k, v]) => n + k.length + v.length, 0)),
    );
  }

  #sync(): number {
    const generation = this.options.generation();
    if (generation !== this.#generation) {
      this.#generation = generation;
      this.#answers.clear();
    }
    return generation;
  }

  /**
   * True for what the memo may judge without the app: a POST of JSON to
   * `/mcp` with a Content-Length up to `MAX_BODY`.
   */
  takes(req: Request): boolean {
    if (req.method !== "POST" || target(req.url) !== MCP_PATH) return false;
    const length = Number(req.headers.get("content-length"));
    return length > 0 && length <= MAX_BODY &&
      JSON_TYPE.test(req.headers.get("content-type") ?? "");
  }

  /**
   * Answers `req` (one that `takes`) from a kept answer when it repeats a
   * read-only request, and otherwise with what `app` answers, keeping that
   * when it is a result made while the content stayed the same.
   */
  async answer(req: Request, app: App): Promise<Response> {
    const text = await req.text();
    let request: Memoable | undefined;
    try {
      request = memoable(JSON.parse(text), req.headers);
    } catch { /* not JSON: the SDK answers with its parse error */ }
    // Read before the app reads any content, as the response cache does.
    const generation = this.#sync();
    const kept = request && this.#answers.get(request.key);
    if (request && kept) return respond(kept, request.id);
    const res = await app(
      new Request(req.url, { method: "POST", headers: req.headers, body: text }),
    );
    if (!request || res.status !== 200 || !JSON_TYPE.test(res.headers.get("content-type") ?? "")) {
      return res;
    }
    const body = await res.text();
    this.#keep(generation, request, body, res.headers);
    return new Response(body, { status: res.status, headers: res.headers });
  }

  /** Keeps the result in `body`, the app's answer to `request`, if made at `generation`. */
  #keep(generation: number, request: Memoable, body: string, headers: Headers) {
    if (this.#sync() !== generation) return;
    let message: { id?: unknown; result?: unknown };
    try {
      message = JSON.parse(body);
    } catch {
      return;
    }
    if (message.id !== request.id || message.result === undefined) return;
    // The body is rebuilt in the SDK's member order; anything else would not be.
    const result = JSON.stringify(message.result);
    if (body !== reply(result, request.id)) return;
    this.#answers.set(request.key, {
      headers: [...headers].filter(([name]) => name !== "date" && name !== "content-length"),
      result,
    });
  }
}

/** A JSON-RPC response in the member order of the SDK's own. */
function reply(result: string, id: string | number): string {
  return `{"result":${result},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
}

function respond({ headers, result }: Kept, id: string | number): Response {
  return new Response(reply(result, id), { headers });
}
