/**
 * Answers to repeated stateless MCP requests. Without sessions, the result of
 * a read-only request depends only on its method, its params and the content,
 * so the SDK's own result for a request is kept (per content generation) and a
 * repeat gets that result under its own id, without building a server and a
 * transport. Only a request that is plainly one valid JSON-RPC request is
 * answered here; anything else reaches the SDK, which has the last word on
 * every error.
 */
import { BoundedMap } from "../server/bounded_map.ts";

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

/** A request the memo may answer: its id, and the key of its result. */
export interface Memoable {
  id: string | number;
  key: string;
}

/**
 * The id and key of `message`, sent with protocol `version`, when it is a
 * single JSON-RPC request of a pure method with nothing the SDK could reject
 * or act on: exactly the members `jsonrpc`, `id`, `method` and `params`, an id
 * the SDK takes, and no `_meta`.
 */
export function memoable(message: unknown, version: string | null): Memoable | undefined {
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
  const key = `${version}\n${method}\n${JSON.stringify(params ?? null)}`;
  return { id: id as string | number, key };
}

/** Results as JSON text by request key, bounded in bytes and dropped when the content changes. */
export class ResultMemo {
  #generation = -1;
  readonly #results: BoundedMap<string, string>;

  constructor(maxBytes = 1024 * 1024) {
    this.#results = new BoundedMap(maxBytes, (json, key) => 2 * (json.length + key.length));
  }

  #sync(generation: number) {
    if (generation === this.#generation) return;
    this.#generation = generation;
    this.#results.clear();
  }

  /** The response to `request` from a kept result, as the SDK would send it; undefined if none. */
  answer(generation: number, request: Memoable): Response | undefined {
    this.#sync(generation);
    const result = this.#results.get(request.key);
    if (result === undefined) return;
    // The member order of the SDK's own JSON responses.
    return new Response(`{"result":${result},"jsonrpc":"2.0","id":${JSON.stringify(request.id)}}`, {
      headers: { "content-type": "application/json" },
    });
  }

  /**
   * Keeps the result in `body`, the SDK's answer to `request`, if that was a
   * result for this request made while the content stayed at `generation`.
   */
  keep(generation: number, current: number, request: Memoable, body: string) {
    if (generation !== current) return;
    let message: { id?: unknown; result?: unknown };
    try {
      message = JSON.parse(body);
    } catch {
      return;
    }
    if (message.id !== request.id || message.result === undefined) return;
    this.#sync(generation);
    this.#results.set(request.key, JSON.stringify(message.result));
  }
}
