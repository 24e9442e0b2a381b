/**
 * The MCP server factory: one low-level `Server` per request, in either era, with the handlers for
 * tools, resources, prompts and completions. Not `McpServer`: it validates tool arguments itself
 * and answers with its own message, where these tools give the API's problem codes and hints.
 */
import { HttpError } from "../http/problem.ts";
import type { Site } from "../content/model.ts";
import { CACHE_TTL_MS, icons, PROTOCOL_VERSIONS, serverDescription } from "./identity.ts";
import { appResources, readView, withViewFacts } from "./app_resources.ts";
import { getPrompt, prompts } from "./prompts.ts";
import { completePath, pageResources, pageTemplate, readPage } from "./resources.ts";
import { type Revision, shape } from "./revisions.ts";
import {
  ProtocolError,
  ProtocolErrorCode,
  Server,
  specTypeSchemas,
  type StandardSchemaV1,
} from "@modelcontextprotocol/server";
import { callTool, type ToolContext, tools } from "./tools.ts";

const PUBLIC = { ttlMs: CACHE_TTL_MS, cacheScope: "public" } as const;

/** The site, or an internal error with `unavailable` and when to retry (no header reaches it). */
function requireSite({ config, store }: ToolContext): Site {
  try {
    return store.require();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const problem = error.toProblem(config);
    const seconds = Number(error.headers["retry-after"]);
    throw new ProtocolError(
      ProtocolErrorCode.InternalError,
      `${problem.detail} Retry in ${seconds} seconds.`,
      { ...problem, retryAfter: seconds },
    );
  }
}

/** Each method's params, by the SDK's schemas: bad ones get `-32602` in a line, not `-32603`. */
const PARAMS = {
  "tools/list": specTypeSchemas.PaginatedRequestParams,
  "prompts/list": specTypeSchemas.PaginatedRequestParams,
  "resources/list": specTypeSchemas.PaginatedRequestParams,
  "resources/templates/list": specTypeSchemas.PaginatedRequestParams,
  "tools/call": specTypeSchemas.CallToolRequestParams,
  "resources/read": specTypeSchemas.ReadResourceRequestParams,
  "prompts/get": specTypeSchemas.GetPromptRequestParams,
  "completion/complete": specTypeSchemas.CompleteRequestParams,
};

/** The results clients and shared caches may keep for five minutes: public content, changed on deploy. */
const CACHED = [
  ...Object.keys(PARAMS).filter((m) => m.endsWith("/list")),
  "resources/read",
  "server/discover",
];

/** A server for one request, answering from `ctx` with only the fields and blocks of `revision`. */
export function createMcpServer(ctx: ToolContext, revision: Revision): Server {
  const { config } = ctx;
  const template = pageTemplate(config);
  // The App's metadata and views: tools and resources have `_meta` from 2025-06-18.
  const apps = revision >= "2025-06-18";
  // What initialize says is the server card's and catalogs' own description.
  const { serverInfo, capabilities, instructions } = serverDescription(config);
  const server = new Server(shape("implementation", serverInfo, revision), {
    capabilities,
    instructions,
    supportedProtocolVersions: PROTOCOL_VERSIONS,
    cacheHints: Object.fromEntries(CACHED.map((method) => [method, PUBLIC])),
  });
  const on = guarded(server);
  on("tools/list", () => ({
    tools: tools(config, ctx.store.site).map((tool) => shape("tool", tool, revision)),
  }));
  on("tools/call", async ({ name, arguments: args }) => {
    const result = await callTool(name, args, ctx);
    const shown = apps ? withViewFacts(result, name, ctx.store.site) : result;
    return shape("callToolResult", shown, revision);
  });
  on("resources/list", () => {
    const site = requireSite(ctx);
    const all = [...pageResources(site), ...(apps ? appResources(site) : [])];
    return { resources: all.map((r) => shape("resource", r, revision)) };
  });
  on("resources/templates/list", () => ({
    resourceTemplates: [shape("resourceTemplate", template, revision)],
  }));
  on("resources/read", ({ uri }) => {
    const site = requireSite(ctx);
    const { contents, ...rest } = readView(site, uri) ?? readPage(site, uri);
    return { ...rest, contents: contents.map((c) => shape("resourceContents", c, revision)) };
  });
  on("prompts/list", () => ({
    prompts: prompts(icons(config)).map((prompt) => shape("prompt", prompt, revision)),
  }));
  on("prompts/get", (params) => getPrompt(requireSite(ctx), params.name, params.arguments));
  on("completion/complete", ({ ref, argument }) => {
    let values: string[];
    if (ref.type === "ref/resource" && ref.uri === template.uriTemplate) {
      const site = ctx.store.site;
      values = argument.name === "path" && site ? completePath(site, argument.value) : [];
    } else if (ref.type === "ref/prompt" && prompts([]).some((p) => p.name === ref.name)) {
      values = []; // Prompt arguments are free text.
    } else {
      const message = `Nothing to complete for ${JSON.stringify(ref)}.`;
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
    }
    return { completion: { values, total: values.length, hasMore: false } };
  });
  return server;
}

/**
 * Registers `handler` for `method` with `PARAMS` checks; unexpected errors are logged, answered as
 * a bare internal error (protocol errors pass); lists refuse cursors (`-32602`): each is one page.
 */
function guarded(server: Server) {
  return function on<M extends keyof typeof PARAMS>(
    method: M,
    handler: (params: StandardSchemaV1.InferOutput<typeof PARAMS[M]>) => unknown,
  ) {
    server.setRequestHandler(method, { params: PARAMS[method] }, async (checked) => {
      try {
        const cursor = (checked as { cursor?: unknown } | undefined)?.cursor;
        if (method.endsWith("/list") && cursor !== undefined) {
          const quoted = JSON.stringify(cursor).slice(0, 100);
          const message =
            `Invalid cursor ${quoted}: every list here is one page, so send no cursor.`;
          throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
        }
        return await handler(checked as never) as never;
      } catch (error) {
        if (error instanceof ProtocolError) throw error;
        console.error("Unexpected error in an MCP handler:", error);
        throw new ProtocolError(ProtocolErrorCode.InternalError, "Internal error");
      }
    });
  };
}
