/**
 * The MCP server: what it says about itself, the protocol revisions it speaks,
 * and the handlers for tools, resources, prompts and completions. Stateless
 * HTTP needs a server per request, so everything here that can be is built
 * once and the per-request server only wires handlers to it.
 */
import {
  AjvJsonSchemaValidator,
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  Server,
} from "./sdk.ts";
import { HttpError } from "../http/problem.ts";
import type { Site } from "../site/model.ts";
import { CAPABILITIES, INSTRUCTIONS, PROTOCOL_VERSIONS, serverDescription } from "./identity.ts";
import { getPrompt, hasPrompt, PROMPTS } from "./prompts.ts";
import { completePath, pageResources, pageTemplate, readPage } from "./resources.ts";
import { callTool, type ToolContext, toolOperation, TOOLS } from "./tools.ts";

// Only elicitation would use it, and this server never elicits; one instance saves building Ajv per request.
const validator = new AjvJsonSchemaValidator();

/** The site, or a JSON-RPC error carrying the `unavailable` problem. */
function requireSite({ config, store }: ToolContext): Site {
  try {
    return store.require();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const problem = error.toProblem(config);
    throw new McpError(ErrorCode.InternalError, `${problem.detail} ${problem.hint}`, {
      ...problem,
      retryAfter: Number(error.headers["retry-after"]),
    });
  }
}

/** A server for one request, answering from `ctx`. */
export function createMcpServer(ctx: ToolContext): Server {
  const description = serverDescription(ctx.config);
  const template = pageTemplate(ctx.config);
  // The low-level Server rather than McpServer: McpServer would convert the
  // schemas on every tools/list and answer bad arguments with its own message,
  // where these tools must give the API's problem codes and hints.
  const server = new Server(description.serverInfo, {
    capabilities: CAPABILITIES,
    instructions: INSTRUCTIONS,
    jsonSchemaValidator: validator,
  });
  const on = guarded(server);
  // The SDK also accepts 2024 revisions; this server speaks only PROTOCOL_VERSIONS.
  on(InitializeRequestSchema, ({ params }) => ({
    protocolVersion: PROTOCOL_VERSIONS.includes(params.protocolVersion)
      ? params.protocolVersion
      : PROTOCOL_VERSIONS[0],
    ...description,
  }));
  on(ListToolsRequestSchema, () => ({ tools: TOOLS }));
  on(CallToolRequestSchema, ({ params }) => {
    const op = toolOperation(params.name);
    if (!op) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `No tool is named "${params.name}". Tools: ${TOOLS.map((t) => t.name).join(", ")}.`,
      );
    }
    return callTool(op, params.arguments ?? {}, ctx);
  });
  on(ListResourcesRequestSchema, () => ({
    resources: pageResources(requireSite(ctx)),
  }));
  on(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [template],
  }));
  on(
    ReadResourceRequestSchema,
    ({ params }) => readPage(requireSite(ctx), params.uri),
  );
  on(ListPromptsRequestSchema, () => ({ prompts: PROMPTS }));
  on(
    GetPromptRequestSchema,
    ({ params }) => getPrompt(requireSite(ctx), params.name, params.arguments),
  );
  on(CompleteRequestSchema, ({ params: { ref, argument } }) => {
    let values: string[];
    if (ref.type === "ref/resource" && ref.uri === template.uriTemplate) {
      const site = ctx.store.site;
      values = argument.name === "path" && site ? completePath(site, argument.value) : [];
    } else if (ref.type === "ref/prompt" && hasPrompt(ref.name)) {
      values = []; // Prompt arguments are free text.
    } else {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Nothing to complete for ${JSON.stringify(ref)}.`,
      );
    }
    return { completion: { values, total: values.length, hasMore: false } };
  });
  return server;
}

/**
 * `setRequestHandler` for handlers whose unexpected errors must not reach the
 * client: the SDK would send the error's message; this logs it and answers a
 * generic internal error. Protocol errors (McpError) pass through unchanged.
 */
function guarded(server: Server): Server["setRequestHandler"] {
  return ((schema, handler) =>
    server.setRequestHandler(schema, async (request, extra) => {
      try {
        return await handler(request, extra);
      } catch (error) {
        if (error instanceof McpError) throw error;
        console.error("Unexpected error in an MCP handler:", error);
        throw new McpError(ErrorCode.InternalError, "Internal error");
      }
    })) as Server["setRequestHandler"];
}
