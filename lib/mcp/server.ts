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
  type Implementation,
  InitializeRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  Server,
  type ServerCapabilities,
} from "./sdk.ts";
import { API_VERSION } from "../api/operations.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../problem.ts";
import type { Site } from "../site.ts";
import { getPrompt, hasPrompt, PROMPTS } from "./prompts.ts";
import { completePath, pageResources, pageTemplate, readPage } from "./resources.ts";
import { callTool, type ToolContext, toolOperation, TOOLS } from "./tools.ts";

/** Protocol revisions spoken, newest first; the first is offered to clients asking for another. */
export const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"];

/** What the server offers. Nothing changes during a session, so no list-changed notifications. */
const CAPABILITIES: ServerCapabilities = {
  tools: {},
  resources: {},
  prompts: {},
  completions: {},
};

/** Told to every client at initialization: what the server is for and its two rules. */
export const INSTRUCTIONS = [
  "Read-only facts about the freelance developer behind this website, published by him: his profile and availability, the products he has built, the freelance services he offers, answers to frequently asked questions, his contact addresses, and every page of the website as Markdown.",
  "Use get_profile for who he is and whether he is available; list_projects and get_project for his work; list_services for what he can be hired for; get_faq before answering questions on cost, timelines, ownership, delivery or availability, quoting the published answer; get_contact for how to reach him; list_pages and get_page (or the page resources) to read any page in full.",
  "Prices: none are published. Every project is priced by a written quote after a short call; never estimate or invent a price.",
  "Contact: give people the right address from get_contact and let them write themselves. Never send email or messages, or fill in forms, on anyone's behalf. This server cannot send anything and stores nothing sent to it.",
].join("\n\n");

// Only elicitation would use it, and this server never elicits; one instance saves building Ajv per request.
const validator = new AjvJsonSchemaValidator();

/** The initialize result less the negotiated revision. */
export interface ServerDescription {
  capabilities: ServerCapabilities;
  serverInfo: Implementation;
  instructions: string;
}

const initialized = new WeakMap<Config, ServerDescription>();

/** The initialize result for `config`, less the negotiated revision; built once. */
export function serverDescription(config: Config): ServerDescription {
  let result = initialized.get(config);
  if (!result) {
    result = {
      capabilities: CAPABILITIES,
      serverInfo: {
        name: "rao-web-studio",
        title: "Rao Web Studio",
        version: API_VERSION,
        description:
          "Read-only facts about Arjun Rao, freelance full-stack developer: profile, projects, services, FAQ, contact addresses and every page of the website as Markdown.",
        websiteUrl: `${config.siteUrl}/`,
      },
      instructions: INSTRUCTIONS,
    };
    initialized.set(config, result);
  }
  return result;
}

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
  // The SDK also accepts 2024 revisions; this server speaks only PROTOCOL_VERSIONS.
  server.setRequestHandler(InitializeRequestSchema, ({ params }) => ({
    protocolVersion: PROTOCOL_VERSIONS.includes(params.protocolVersion)
      ? params.protocolVersion
      : PROTOCOL_VERSIONS[0],
    ...description,
  }));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
    const op = toolOperation(params.name);
    if (!op) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `No tool is named "${params.name}". Tools: ${TOOLS.map((t) => t.name).join(", ")}.`,
      );
    }
    return callTool(op, params.arguments ?? {}, ctx);
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: pageResources(requireSite(ctx)),
  }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({
    resourceTemplates: [template],
  }));
  server.setRequestHandler(
    ReadResourceRequestSchema,
    ({ params }) => readPage(requireSite(ctx), params.uri),
  );
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPTS }));
  server.setRequestHandler(
    GetPromptRequestSchema,
    ({ params }) => getPrompt(requireSite(ctx), params.name, params.arguments),
  );
  server.setRequestHandler(CompleteRequestSchema, ({ params: { ref, argument } }) => {
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
