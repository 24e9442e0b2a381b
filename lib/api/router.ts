/**
 * Dispatches `/api/v1/…` requests from the table of operations: matches the
 * path, validates parameters, runs the operation, and answers its JSON.
 * Errors are thrown as `HttpError` and rendered by `_500`.
 */
import type { HandlerContext } from "../fresh/types.ts";
import { noVarySearch } from "../http/no_vary_search.ts";
import { clip, HttpError } from "../http/problem.ts";
import type { Site } from "../site/model.ts";
import type { AppState } from "../site/state.ts";
import { type Operation, validateParams } from "./operation.ts";
import { OPERATIONS } from "./operations.ts";

const PREFIX = "/api/v1";

const routes = OPERATIONS.map((op) => ({
  op,
  names: [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, "([^/]*)")}$`),
}));

/**
 * The operation for a path below `/api/v1` (still percent-encoded), with its
 * raw path values. Paths are matched exactly, as OpenAPI templates them: only
 * the root takes a trailing slash (`/api/v1` and `/api/v1/`); `/projects/` is
 * `getProject` with an empty slug, and `/profile/` is no operation.
 */
export function matchOperation(
  rest: string,
): { op: Operation; values: Record<string, string> } | undefined {
  const path = rest === "" ? "/" : rest;
  for (const { op, names, pattern } of routes) {
    const m = pattern.exec(path);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => values[name] = decode(name, m[i + 1]));
    return { op, values };
  }
}

function decode(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(
      "invalid_parameter",
      `The path parameter "${name}" is not valid percent-encoded UTF-8.`,
    );
  }
}

/** The route handler of `/api/v1/[...path]`. */
export function apiHandler(
  _req: Request,
  ctx: HandlerContext<unknown, AppState>,
): Promise<Response> {
  const { pathname, searchParams } = ctx.url;
  const match = matchOperation(pathname.slice(PREFIX.length));
  if (!match) {
    throw new HttpError("not_found", `There is no API endpoint at ${clip(pathname)}.`);
  }
  const { op, values } = match;
  const raw: Record<string, string[]> = {};
  for (const [name, param] of Object.entries(op.params)) {
    raw[name] = param.in === "path" ? [values[name]] : searchParams.getAll(name);
  }
  return serveOperation(ctx, op, validateParams(op, raw, ctx.state.store.site));
}

/** Runs `op` with validated `params` and answers its JSON. */
export async function serveOperation(
  ctx: HandlerContext<unknown, AppState>,
  op: Operation,
  params: Record<string, string>,
): Promise<Response> {
  const { store, config } = ctx.state;
  // Only data operations read the site; the others answer even while content is unavailable.
  const site = op.data ? store.require() : store.site as Site;
  const query = Object.keys(op.params).filter((name) => op.params[name].in === "query");
  return Response.json(await op.run(params, { config, site }), {
    headers: { "no-vary-search": noVarySearch(query) },
  });
}

/** The operation named `operationId`. */
export function operation(operationId: string): Operation {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation "${operationId}"`);
  return op;
}
