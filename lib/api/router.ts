/**
 * The API's routes from the table of operations, on the site's one router (`lib/fresh/`): one GET
 * route per operation, matched exactly as OpenAPI templates its path. The router answers other
 * methods 405, `routes/api/[...path].ts` other paths 404; errors are `HttpError`s for `_500`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { apiRoutes, operation } from "./router.ts";
 * const patterns = Object.keys(apiRoutes());
 * assert.ok(patterns.includes("/api/v1/projects/:slug{[^/]*}"));
 * assert.ok(patterns.includes("/api/v1/")); // the root takes its slash
 * assert.equal(operation("getProject").path, "/projects/{slug}");
 * ```
 */
import type { HandlerContext, RouteModule } from "../fresh/types.ts";
import { noVarySearch } from "../http/no_vary_search.ts";
import { API_PREFIX } from "../config.ts";
import type { Site } from "../content/model.ts";
import { type AppState, requireSite } from "../content/state.ts";
import { type Operation, validateParams } from "./operation.ts";
import { loadSchemas, OPERATIONS } from "./operations.ts";

/** The route of every operation, by pattern, for `createApp`'s `routes`. */
export function apiRoutes(): Record<string, RouteModule> {
  const routes: Record<string, RouteModule> = {};
  for (const op of OPERATIONS) {
    const handler = { GET: (_req: Request, ctx: HandlerContext) => operationHandler(op, ctx) };
    const config = { kind: "api", source: `lib/api/operations.ts ${op.operationId}` } as const;
    // Exact: only the root takes a trailing slash; a path parameter may be empty, never span `/`.
    if (op.path === "/") routes[API_PREFIX] = { handler, config };
    routes[API_PREFIX + op.path.replace(/\{(\w+)\}/g, ":$1{[^/]*}")] = { handler, config };
  }
  return routes;
}

/** Validates the parameters of `op` (with zod, loaded on first use) from the path and query, runs it and answers its JSON. */
async function operationHandler(op: Operation, context: HandlerContext): Promise<Response> {
  const ctx = context as HandlerContext<unknown, AppState>;
  if (Object.keys(op.params).length) await loadSchemas();
  const raw: Record<string, string[]> = {};
  for (const [name, param] of Object.entries(op.params)) {
    raw[name] = param.in === "path" ? [ctx.params[name] ?? ""] : ctx.url.searchParams.getAll(name);
  }
  return await serveOperation(ctx, op, validateParams(op, raw, ctx.state.store.site));
}

/** Runs `op` with validated `params` and answers its JSON (also routes/openapi.json.ts). */
export async function serveOperation(
  ctx: HandlerContext<unknown, AppState>,
  op: Operation,
  params: Record<string, string>,
): Promise<Response> {
  const { store, config } = ctx.state;
  // Only data operations read the site, in the language `Accept-Language` chose (and so
  // `Vary` says, lib/site/web/request.ts); the others answer even while content is unavailable.
  const site = op.data ? requireSite(ctx.state) : store.site as Site;
  const query = Object.keys(op.params).filter((name) => op.params[name].in === "query");
  const headers = new Headers({ "no-vary-search": noVarySearch(query) });
  if (op.data) headers.set("content-language", site.lang);
  return Response.json(await op.run(params, { config, site }), { headers });
}

/** The operation named `operationId`. */
export function operation(operationId: string): Operation {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation "${operationId}"`);
  return op;
}
