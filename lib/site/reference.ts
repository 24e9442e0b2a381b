/**
 * The API reference of the developers guide, from the table of operations:
 * example requests and real example responses, the error codes, the MCP
 * endpoint and the CLI (what the site offers agents is `agentGuide`, in
 * lib/site/developers.ts). The HTML page and the page's Markdown both use
 * these.
 */
import { cliCommands, mcpClientConfig, mcpClients, quickStart } from "./developers.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../mcp/identity.ts";
import { type ProblemCode, PROBLEMS } from "../http/problem.ts";
import type { Site } from "../content/model.ts";
import { endpointExample, exampleArgs, type Operation } from "../api/operation.ts";
import { OPERATIONS } from "../api/operations.ts";

/** The example request URL of `op` on this site. */
export function exampleUrl(site: Site, op: Operation): string {
  return site.config.baseUrl + endpointExample(op, site);
}

/** An example response as the guide shows it, and what was left out of it. */
export interface ExampleResponse {
  /** The JSON, indented. */
  json: string;
  /**
   * What was cut to keep it readable, one phrase per cut, such as
   * "1 of 4 projects shown"; empty when the example is the whole response.
   */
  shortened: string[];
}

/** Longest text an example shows whole; a longer one keeps its first `EXAMPLE_TEXT_KEPT` characters. */
const EXAMPLE_TEXT_MAX = 300;
const EXAMPLE_TEXT_KEPT = 200;

/**
 * A real response of `op` for its example request, shortened for reading:
 * a list of objects keeps its first item, a text over 300 characters its
 * first 200; lists of plain values are short and shown whole. Each cut is named in
 * `shortened`, so the guide never passes a shortened answer off as whole.
 */
export function exampleResponse(site: Site, op: Operation): ExampleResponse {
  if (op.operationId === "getOpenApiDocument") {
    return {
      json: JSON.stringify(
        { openapi: "3.1.1", info: { title: "…", version: "1.0.0" }, paths: "…" },
        null,
        2,
      ),
      shortened: [
        'info and paths shown as "…"; the whole document describes every operation and schema',
      ],
    };
  }
  const params = exampleArgs(op, site);
  const shortened: string[] = [];
  const value = shorten(op.run(params, { config: site.config, site }), "", shortened);
  return { json: JSON.stringify(value, null, 2), shortened };
}

/** The line under a shortened example ("Shortened: 1 of 4 projects shown."), or undefined. */
export function shortenedNote(example: ExampleResponse): string | undefined {
  return example.shortened.length ? `Shortened: ${example.shortened.join("; ")}.` : undefined;
}

/** `value` shortened for reading, each cut recorded in `cuts` under its field's path. */
function shorten(value: unknown, path: string, cuts: string[]): unknown {
  const name = path || "items";
  if (Array.isArray(value)) {
    const objects = value.some((v) => v !== null && typeof v === "object");
    if (!objects || value.length < 2) return value.map((v, i) => shorten(v, `${path}[${i}]`, cuts));
    cuts.push(`1 of ${value.length} ${name} shown`);
    return [shorten(value[0], `${path}[0]`, cuts)];
  }
  if (typeof value === "string") {
    if (value.length <= EXAMPLE_TEXT_MAX) return value;
    const total = value.length.toLocaleString("en");
    cuts.push(`the first ${EXAMPLE_TEXT_KEPT} of ${total} characters of ${name} shown`);
    return value.slice(0, EXAMPLE_TEXT_KEPT) + "…";
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, shorten(v, path ? `${path}.${k}` : k, cuts)]),
    );
  }
  return value;
}

/**
 * Who sends the codes that are not simply the API's (the OpenAPI document's
 * Problem schema lists only what operations send), so that the guide says so.
 */
const SENT_BY: Partial<Record<ProblemCode, string>> = {
  not_acceptable: "Sent by the website's pages asked for as JSON.",
  precondition_failed: "Sent by any address, the API included, for a failed If-Match.",
  forbidden: "Sent only by /mcp, never by the API.",
  payload_too_large: "Sent only by /mcp, never by the API.",
  unsupported_media_type: "Sent only by /mcp, never by the API.",
  internal_error: "Sent by any address, the API included, when the server fails unexpectedly.",
};

/**
 * The error codes with their status, title and hint, in spec order; the
 * guide's hint also says who sends a code that is not only the API's.
 */
export function errorCodes(
  site: Site,
): { code: ProblemCode; status: number; title: string; hint: string }[] {
  return (Object.keys(PROBLEMS) as ProblemCode[]).map((code) => ({
    code,
    status: PROBLEMS[code].status,
    title: PROBLEMS[code].title,
    hint: [PROBLEMS[code].hint(site.config), SENT_BY[code]].filter(Boolean).join(" "),
  }));
}

/** The reference as Markdown, appended to the developers page's own text. */
export function referenceMarkdown(site: Site): string {
  const { baseUrl, siteUrl } = site.config;
  const ops = OPERATIONS.map((op) => {
    const example = exampleResponse(site, op);
    const note = shortenedNote(example);
    const params = Object.entries(op.params).map(([name, p]) =>
      `- \`${name}\` (${p.in}, required): ${p.description} Format: ${p.format}.`
    );
    return [
      `### ${op.operationId}: GET ${op.path}`,
      "",
      op.description,
      ...(params.length ? ["", "Parameters:", "", ...params] : []),
      ...(op.errors.length
        ? [
          "",
          `Errors: ${op.errors.map((c) => `\`${c}\``).join(", ")}${
            op.data ? ", `unavailable`" : ""
          }.`,
        ]
        : []),
      "",
      "```sh",
      `curl ${JSON.stringify(exampleUrl(site, op))}`,
      "```",
      "",
      "```json",
      example.json,
      "```",
      ...(note ? ["", note] : []),
    ].join("\n");
  });
  const errors = errorCodes(site).map((e) =>
    `| \`${e.code}\` | ${e.status} | ${e.title} | ${e.hint} |`
  );
  return [
    "## Quick start",
    "",
    ...quickStart(site).flatMap((
      step,
    ) => [`${step.title}:`, "", "```sh", step.command, "```", ""]),
    "## API reference",
    "",
    `Base URL: \`${baseUrl}\`. Only GET and HEAD; no key; \`Access-Control-Allow-Origin: *\`. The OpenAPI 3.1 document is at [${baseUrl}/openapi.json](${baseUrl}/openapi.json).`,
    "",
    ...ops.flatMap((o) => [o, ""]),
    "## Errors",
    "",
    `Errors are RFC 9457 problem details (\`application/problem+json\`) with \`type\` = \`${siteUrl}/developers/#error-<code>\`, \`title\`, \`status\`, \`detail\`, \`instance\`, \`code\`, \`hint\` and \`docs\`. A 503 carries \`Retry-After\`.`,
    "",
    "| code | status | title | what to do |",
    "| --- | --- | --- | --- |",
    ...errors,
    "",
    "## MCP server",
    "",
    `A read-only MCP server (Streamable HTTP, no sign-in) is at \`${siteUrl}/mcp\`, speaking revisions ${
      PROTOCOL_VERSIONS.join(", ")
    } (2026-07-28 clients open with \`server/discover\`, 2025 clients with \`initialize\`; a request that names no revision is answered as 2025-03-26, and every answer has only what its revision defines). Its tools return the same facts as the API: ${
      OPERATIONS.filter((o) => o.tool).map((o) => `\`${o.tool!.name}\``).join(", ")
    }; ${
      SEARCH_TOOLS.map((t) => `\`${t}\``).join(" and ")
    } search everything, in the shape ChatGPT connectors use. Most clients take this configuration:`,
    "",
    "```json",
    mcpClientConfig(siteUrl, site.name),
    "```",
    "",
    ...mcpClients(siteUrl, site.name).map(({ client, how }) => `- ${client}: \`${how}\``),
    "",
    "## Command-line client",
    "",
    "A zero-dependency client for Node.js 20 or newer (`projects`, `project <slug>`, `services`, `faq`, `contact`, `pages`, `page <path>`; add `--json` for raw JSON):",
    "",
    "```sh",
    cliCommands(site.config),
    "```",
  ].join("\n");
}
