/**
 * The site's front (see `createFront`): the response cache, the memo of MCP
 * answers, and the problem answered for a malformed Host header. It imports
 * nothing of the app or the MCP SDK, so `main.ts` can answer from the build's
 * saved responses while the app loads.
 */
import type { Config } from "./config.ts";
import { McpMemo } from "./mcp/memo.ts";
import { HttpError } from "./problem.ts";
import { type App, createFront, type Handler } from "./server/front.ts";
import type { ResponseCache } from "./server/response_cache.ts";

/** The site's request handler: `app` behind the host check, `cache` and an MCP memo. */
export function createSiteFront(
  app: App,
  config: Config,
  cache: ResponseCache,
): Handler {
  return createFront(app, {
    cache,
    memo: new McpMemo({ generation: cache.options.generation }),
    malformed: (req) => badHost(req, config),
  });
}

/** 400 for a request whose Host header is not a valid host[:port]: a problem, with the headers middleware would add. */
function badHost(req: Request, config: Config): Response {
  const host = JSON.stringify((req.headers.get("host") ?? "").slice(0, 100));
  const problem = new HttpError(
    "invalid_parameter",
    `The Host header ${host} is not a valid host[:port].`,
  ).toProblem(config);
  return Response.json(problem, {
    status: 400,
    headers: {
      "content-type": "application/problem+json",
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    },
  });
}
