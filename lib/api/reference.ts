/**
 * The API reference of the developers guide, from the table of operations:
 * example requests and real example responses, the error codes, the MCP
 * endpoint, the CLI and the discovery files. The HTML page and the page's
 * Markdown both use these.
 */
import { cliCommands, mcpClientConfig, mcpClients, quickStart } from "../site/developers.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../mcp/identity.ts";
import { type ProblemCode, PROBLEMS } from "../http/problem.ts";
import type { Site } from "../site/model.ts";
import { endpointExample, exampleArgs, type Operation } from "./operation.ts";
import { OPERATIONS } from "./operations.ts";

/** The example request URL of `op` on this site. */
export function exampleUrl(site: Site, op: Operation): string {
  return site.config.baseUrl + endpointExample(op, site);
}

/**
 * A real response of `op` for its example request, shortened for reading:
 * lists keep their first item, long texts their first 200 characters.
 */
export function exampleResponse(site: Site, op: Operation): string {
  if (op.operationId === "getOpenApiDocument") {
    return JSON.stringify(
      { openapi: "3.1.1", info: { title: "…", version: "1.0.0" }, paths: "…" },
      null,
      2,
    );
  }
  const params = exampleArgs(op, site);
  return JSON.stringify(shorten(op.run(params, { config: site.config, site })), null, 2);
}

function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 1 ? [shorten(value[0])] : value.map(shorten);
  if (typeof value === "string") return value.length > 200 ? value.slice(0, 200) + "…" : value;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  }
  return value;
}

/** The error codes with their status, title and hint, in spec order. */
export function errorCodes(
  site: Site,
): { code: ProblemCode; status: number; title: string; hint: string }[] {
  return (Object.keys(PROBLEMS) as ProblemCode[]).map((code) => ({
    code,
    status: PROBLEMS[code].status,
    title: PROBLEMS[code].title,
    hint: PROBLEMS[code].hint(site.config),
  }));
}

/** The reference as Markdown, appended to the developers page's own text. */
export function referenceMarkdown(site: Site): string {
  const { baseUrl, siteUrl } = site.config;
  const ops = OPERATIONS.map((op) => {
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
      exampleResponse(site, op),
      "```",
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
    } (2026-07-28 clients open with \`server/discover\`, 2025 clients with \`initialize\`). Its tools return the same facts as the API: ${
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
    "",
    "## Discovery files",
    "",
    `- [${siteUrl}/llms.txt](${siteUrl}/llms.txt): what this site is and its pages`,
    `- [${siteUrl}/llms-full.txt](${siteUrl}/llms-full.txt): every page's Markdown in one file`,
    `- [${siteUrl}/.well-known/api-catalog](${siteUrl}/.well-known/api-catalog): the API catalog (RFC 9727)`,
    `- [${siteUrl}/mcp/server-card](${siteUrl}/mcp/server-card) (also at /.well-known/mcp/server-card.json): the MCP server card`,
    `- [${siteUrl}/.well-known/ai-catalog.json](${siteUrl}/.well-known/ai-catalog.json): the AI catalog, pointing to the server card`,
    `- Any page as Markdown: add \`index.md\` to its URL, or send \`Accept: text/markdown\`.`,
  ].join("\n");
}
