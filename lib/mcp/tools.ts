/**
 * The MCP tools: each operation with a `tool` entry, with its description, parameters and schema,
 * returning the API's JSON and a `resource_link` to the page it describes; and `search` and
 * `fetch`, full-text search over everything published, in the shape ChatGPT connectors read.
 */
import { z } from "zod";
import { type Operation, validateParams } from "../api/operation.ts";
import { loadSchemas, OPERATIONS } from "../api/operations.ts";
import type { Config } from "../config.ts";
import type { AppState } from "../content/state.ts";
import { HttpError, type ProblemCode } from "../http/problem.ts";
import { inLanguage, languages, type Site, type SitePage } from "../content/model.ts";
import { findServedPage } from "../content/page_path.ts";
import { pickLanguage } from "../http/negotiate.ts";
import { toolUiMeta } from "./app_resources.ts";
import { pageRef, sitePath } from "./resources.ts";
import { icons } from "./identity.ts";
import {
  type CallToolResult,
  type ContentBlock,
  ProtocolError,
  ProtocolErrorCode,
  type Tool,
} from "@modelcontextprotocol/server";
import {
  fetchItem,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  MAX_TERMS,
  searchSite,
} from "../content/site_search.ts";

export type ToolContext = Pick<AppState, "config" | "store">;

// The tools' schemas are the table's (made on first read, with zod).
await loadSchemas();

const toolOperations = OPERATIONS.filter((op) => op.tool);

/** Descriptions name operations by operationId; an agent sees tool names instead. */
function renameOperations(text: string): string {
  return toolOperations.reduce(
    (out, op) => out.replace(new RegExp(`\\b${op.operationId}\\b`, "g"), op.tool!.name),
    text,
  );
}

/** A tool's JSON Schema from zod, less `$schema` (draft-07 clients reject it; MCP's is 2020-12). */
export function toolSchema(schema: z.ZodType, io: "input" | "output"): Tool["inputSchema"] {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  if (json.type !== "object") {
    throw new Error(`A tool's ${io} schema must be an object schema, got ${JSON.stringify(json)}`);
  }
  return json as Tool["inputSchema"];
}

/** What every tool here is: it reads published facts and changes nothing. */
const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** What a tool's description adds to its operation's, where the tool takes more than the API. */
const NOTES: Record<string, string> = {
  get_page:
    "The path may also be this site's full URL of a page, such as a project's case_study URL.",
};

/** A tool as written here: its input as a zod shape, its output as a zod object. */
type ToolSource = Pick<Tool, "name" | "title" | "description"> & {
  input: z.ZodRawShape;
  output: z.ZodType;
};

function fromOperation(op: Operation): ToolSource {
  const input = Object.entries(op.params).map(([name, param]) => [
    name,
    param.schema.describe(renameOperations(param.description)),
  ]);
  const { name, title } = op.tool!;
  const description = [renameOperations(op.description), NOTES[name]].filter(Boolean).join(" ");
  return { name, title, description, input: Object.fromEntries(input), output: op.response };
}

function definition({ input, output, ...tool }: ToolSource): Omit<Tool, "icons"> {
  return {
    ...tool,
    inputSchema: toolSchema(z.object(input), "input"),
    outputSchema: toolSchema(output, "output"),
    annotations: { title: tool.title, ...READ_ONLY },
  };
}

const CONNECTOR_TOOLS: ToolSource[] = [
  {
    name: "search",
    title: "Search the site",
    description:
      `Searches every page, project, service and FAQ answer of the website by relevance and returns at most ${MAX_RESULTS} results, each with an id to pass to fetch. Call it when you do not know which page or project holds the answer; an empty list means nothing matched.`,
    input: {
      query: z.string().max(MAX_QUERY_LENGTH).describe(
        `Words to look for, such as 'real estate' or 'ownership of code'; at most ${MAX_QUERY_LENGTH} characters, of which the first ${MAX_TERMS} distinct words are searched.`,
      ),
    },
    output: z.object({
      results: z.array(z.object({ id: z.string(), title: z.string(), url: z.url() })),
    }),
  },
  {
    name: "fetch",
    title: "Fetch a search result",
    description:
      "Returns one search result in full: its title, its whole text as Markdown, its URL and metadata. Call it with an id from search.",
    input: { id: z.string().describe("An id from search, such as page:/ or project:<slug>.") },
    output: z.object({
      id: z.string(),
      title: z.string(),
      text: z.string().describe("the full Markdown"),
      url: z.url(),
      metadata: z.record(z.string(), z.string()),
    }),
  },
];

/** Every definition; the last two are `SEARCH_TOOLS`, as tools_test.ts checks. */
const DEFINITIONS = [...toolOperations.map(fromOperation), ...CONNECTOR_TOOLS].map(definition);

/**
 * Every tool's definition (the table's, then search and fetch) with the site's mark and the MCP App
 * view of those that have one (`_meta.ui`; `shape` drops it where a revision has none).
 */
export function tools(config: Config, site?: Site): Tool[] {
  const mark = icons(config);
  return DEFINITIONS.map((tool) => {
    const meta = toolUiMeta(config, tool.name);
    return { ...withSiteInputs(tool, config, site), icons: mark, ...meta && { _meta: meta } };
  });
}

/**
 * `get_page` also takes this site's full URL of a page (NOTES). With several languages each
 * operation's tool takes an optional `lang`, which agents see and set per call, unlike a header.
 */
function withSiteInputs<T extends Omit<Tool, "icons">>(tool: T, config: Config, site?: Site): T {
  const properties = { ...tool.inputSchema.properties } as Record<string, Record<string, unknown>>;
  const tags = site ? languages(site) : [];
  if (tool.name === "get_page") {
    const origin = config.siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    properties.path = { ...properties.path, pattern: `^(/|${origin}/)` };
  }
  if (tags.length > 1 && byName.has(tool.name)) {
    const description = `The language to answer in: ${tags.join(", ")}. Default: ${tags[0]}.`;
    properties.lang = { type: "string", enum: tags, description };
  }
  return { ...tool, inputSchema: { ...tool.inputSchema, properties } };
}

const byName = new Map(toolOperations.map((op) => [op.tool!.name, op]));

const CHECK_ARGUMENT =
  "Check the argument against the tool's inputSchema (tools/list) and call again.";

/** What to do next, for an agent: the tool to call rather than the API's URL. */
const TOOL_HINTS: Partial<Record<ProblemCode, string>> = {
  project_not_found: "Call list_projects for valid slugs.",
  page_not_found: "Call list_pages for valid paths, or search to find a page by its words.",
  missing_parameter: CHECK_ARGUMENT,
  invalid_parameter: CHECK_ARGUMENT,
  unavailable: "The site's data could not be loaded; call again in {seconds} seconds.",
};

/**
 * An `HttpError` as a tool error: the API's problem body (same `code`) with a hint that names a
 * tool. No `Retry-After` header reaches an agent, so the seconds go into the detail too.
 */
function errorResult(error: HttpError, config: Config): CallToolResult {
  const problem = error.toProblem(config);
  const retry = error.headers["retry-after"];
  if (retry) problem.detail += ` Retry in ${retry} seconds.`;
  problem.hint = TOOL_HINTS[error.code]?.replace("{seconds}", retry ?? "a few") ?? problem.hint;
  // No structuredContent: it would have to match the tool's outputSchema.
  return { isError: true, content: [{ type: "text", text: JSON.stringify(problem) }] };
}

/** The page each operation's result describes, in `site`'s language. */
function pageFor(op: Operation, params: Record<string, string>, site: Site): SitePage | undefined {
  const own = {
    getProfile: "/about/",
    listProjects: "/work/",
    getProject: `/work/${params.slug}/`,
    listServices: "/services/",
    listFaq: "/faq/",
    getContact: "/contact/",
  }[op.operationId];
  const path = own ? site.prefix + own : params.path;
  return path ? findServedPage(site, path) : undefined;
}

/** A successful result: the JSON as text and as structured content, and a link to `page`. */
function result(data: Record<string, unknown>, page?: SitePage): CallToolResult {
  const link: ContentBlock[] = page ? [{ type: "resource_link", ...pageRef(page) }] : [];
  const text = JSON.stringify(data);
  return { content: [{ type: "text", text }, ...link], structuredContent: data };
}

/**
 * Runs tool `name` on `args`: an unknown tool is `-32602`; bad values, unknown slugs or paths and
 * unavailable content give `isError: true` and the API's problem (a hint naming a tool) as text.
 */
export async function callTool(
  name: string,
  args: Record<string, unknown> = {},
  { config, store }: ToolContext,
): Promise<CallToolResult> {
  try {
    if (name === "search" || name === "fetch") return await connector(name, args, store);
    const op = byName.get(name);
    if (!op) {
      const names = DEFINITIONS.map((tool) => tool.name).join(", ");
      const message = `No tool is named ${JSON.stringify(name)}. Tools: ${names}.`;
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
    }
    const given = { ...args, path: sitePath(config, args.path) ?? args.path };
    // In the form validateParams takes a request's values: each argument given, as a list of one.
    const raw = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [name, value == null ? [] : [value]]),
    );
    const params = validateParams(op, raw, store.site);
    // Every tool's call reads the content (or is the `unavailable` problem), in `lang`.
    const primary = store.require();
    const site = inLanguage(primary, pickLanguage(String(args.lang ?? ""), languages(primary)));
    const data = await op.run(params, { config, site }) as Record<string, unknown>;
    return result(data, pageFor(op, params, site));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return errorResult(error, config);
  }
}

async function connector(
  name: "search" | "fetch",
  args: Record<string, unknown>,
  store: ToolContext["store"],
): Promise<CallToolResult> {
  const field = name === "search" ? "query" : "id";
  const value = args[field];
  if (typeof value !== "string") {
    const got = value === undefined ? "" : `; got ${typeof value}`;
    const code = got ? "invalid_parameter" : "missing_parameter";
    throw new HttpError(code, `The argument "${field}" must be a string${got}.`);
  }
  const site = store.require();
  if (name === "search") return result({ results: await searchSite(site, value) });
  const item = fetchItem(site, value);
  if (!item) {
    const detail = `No search result has the id ${JSON.stringify(value.slice(0, 100))}.`;
    const hint = "Call search first and pass one of its results' ids, such as page:/.";
    throw new HttpError("not_found", detail, { hint });
  }
  return result({ ...item }, findServedPage(site, new URL(item.url).pathname));
}
