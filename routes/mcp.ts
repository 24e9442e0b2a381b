import type { HandlerContext, RouteConfig } from "../lib/fresh/types.ts";
import type { AppState } from "../lib/content/state.ts";

// The MCP SDK is most of the start-up time, so it loads on the first request to /mcp instead.
let route: Promise<typeof import("../lib/mcp/http.ts").mcpRoute> | undefined;

/** POST only: a stateless server has no SSE stream to GET, no session to DELETE (405, `Allow`). */
export const config: RouteConfig = { kind: "mcp" };

export const handler = {
  POST(req: Request, ctx: HandlerContext<unknown, AppState>): Promise<Response> {
    route ??= import("../lib/mcp/http.ts").then((m) => m.mcpRoute);
    return route.then((mcpRoute) => mcpRoute(req, ctx));
  },
};
