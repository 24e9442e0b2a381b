/**
 * The MCP tools, generated from the table of operations: every operation with
 * a `tool` entry becomes a tool with the same description, parameters and
 * response schema, and a call returns exactly the JSON the API returns.
 * Definitions are built once, when the MCP server first loads.
 */
import { z } from "zod";
import { type Operation, validateParams } from "../api/operation.ts";
import { OPERATIONS } from "../api/operations.ts";
import type { Config } from "../config.ts";
import type { ContentStore } from "../content/store.ts";
import { HttpError } from "../http/problem.ts";
import type { Site } from "../site/model.ts";
import type { CallToolResult, Tool } from "./sdk.ts";

/** What a tool call reads: the configuration and the content. */
export interface ToolContext {
  config: Config;
  store: ContentStore;
}

const toolOperations = OPERATIONS.filter((op) => op.tool);

/** Descriptions name operations by operationId; an agent sees tool names instead. */
function renameOperations(text: string): string {
  return toolOperations.reduce(
    (out, op) => out.replace(new RegExp(`\\b${op.operationId}\\b`, "g"), op.tool!.name),
    text,
  );
}

/**
 * A zod schema as a tool's JSON Schema. MCP's default dialect is 2020-12, and
 * clients whose validator only knows draft-07 reject an explicit `$schema`, so
 * it is left out.
 */
export function toolSchema(schema: z.ZodType, io: "input" | "output"): Tool["inputSchema"] {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io }) as Record<string, unknown>;
  if (json.type !== "object") {
    throw new Error(`A tool's ${io} schema must be an object schema, got ${JSON.stringify(json)}`);
  }
  return json as Tool["inputSchema"];
}

function definition(op: Operation): Tool {
  const shape = Object.fromEntries(
    Object.entries(op.params).map((
      [name, param],
    ) => [name, param.schema.describe(renameOperations(param.description))]),
  );
  return {
    name: op.tool!.name,
    title: op.tool!.title,
    description: renameOperations(op.description),
    inputSchema: toolSchema(z.object(shape), "input"),
    outputSchema: toolSchema(op.response, "output"),
    annotations: {
      title: op.tool!.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  };
}

/** Every tool's definition, in the table's order. */
export const TOOLS: Tool[] = toolOperations.map(definition);

const byName = new Map(toolOperations.map((op) => [op.tool!.name, op]));

/** The operation behind tool `name`, if there is one. */
export function toolOperation(name: string): Operation | undefined {
  return byName.get(name);
}

/** Tool arguments in the form `validateParams` takes; a non-string value is malformed. */
function rawParams(op: Operation, args: Record<string, unknown>): Record<string, string[]> {
  const raw: Record<string, string[]> = {};
  for (const [name, param] of Object.entries(op.params)) {
    const value = args[name];
    if (value === undefined || value === null) raw[name] = [];
    else if (typeof value === "string") raw[name] = [value];
    else {
      throw new HttpError(
        "invalid_parameter",
        `The argument "${name}" must be a string: ${param.format}; got ${typeof value}.`,
      );
    }
  }
  return raw;
}

/**
 * Runs tool `op` as the API would run its operation. Bad arguments, unknown
 * slugs or paths and unavailable content give `isError: true` with the
 * API's problem body (same `code` and `hint`) as text.
 */
export async function callTool(
  op: Operation,
  args: Record<string, unknown>,
  { config, store }: ToolContext,
): Promise<CallToolResult> {
  try {
    const params = validateParams(op, rawParams(op, args));
    // Only data operations read the site; the others answer even while content is unavailable.
    const site = op.data ? store.require() : store.site as Site;
    const data = await op.run(params, { config, site }) as Record<string, unknown>;
    return { content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return errorResult(error, config);
  }
}

/**
 * An `HttpError` as a tool error. There is no HTTP header to carry
 * `Retry-After`, so its seconds go into the detail.
 */
export function errorResult(error: HttpError, config: Config): CallToolResult {
  const problem = error.toProblem(config);
  const retry = error.headers["retry-after"];
  if (retry) problem.detail += ` Retry after ${retry} seconds.`;
  // No structuredContent: it would have to match the tool's outputSchema.
  return { isError: true, content: [{ type: "text", text: JSON.stringify(problem) }] };
}
