/**
 * The developers guide's generated part (`/developers/` after the owner's
 * text) as one tree of blocks: the page's HTML and its Markdown are both
 * rendered from it (lib/site/doc.ts), so the two say the same thing. The
 * facts come from the table of operations (lib/site/reference.ts), the MCP
 * identity, the CLI's commands and `agentGuide`.
 */
import { OPERATIONS } from "../api/operations.ts";
import { errorCodes, exampleResponse, exampleUrl, shortenedNote } from "./reference.ts";
import type { Operation } from "../api/operation.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../mcp/identity.ts";
import {
  agentGuide,
  type AgentItem,
  CLI_COMMANDS,
  cliCommands,
  mcpClientConfig,
  mcpClients,
  quickStart,
} from "./developers.ts";
import type { Block } from "./doc.ts";
import type { Site } from "../content/model.ts";

const code = (text: string) => `\`${text}\``;

/** The guide's sections after the owner's text, in order; the page's table of contents lists them. */
export function developersGuide(site: Site): Block[] {
  const { baseUrl, siteUrl } = site.config;
  const agents = agentGuide(site);
  const local = (href: string) => href.startsWith(siteUrl) ? href.slice(siteUrl.length) : href;
  const agentList = (items: AgentItem[]): Block => ({
    type: "list",
    items: items.map(({ name, href, text }) =>
      `${href ? `[${code(name)}](${local(href)})` : code(name)}: ${text}`
    ),
  });
  const tools = OPERATIONS.flatMap((o) => o.tool ? [code(o.tool.name)] : []);
  return [
    section("quick-start", "Quick start", [
      {
        type: "paragraph",
        text: `Base URL: ${code(baseUrl)}. Only GET and HEAD, no key, and ${
          code("Access-Control-Allow-Origin: *")
        } on every response.`,
      },
      ...quickStart(site).flatMap((step): Block[] => [
        { type: "heading", level: 3, text: step.title },
        { type: "code", code: step.command, lang: "sh", label: `command: ${step.title}` },
      ]),
    ]),
    section("explorer", "Try the API", [
      {
        type: "paragraph",
        text: "Pick an operation, change its parameters and send a live request to this site.",
      },
      { type: "slot", name: "explorer" },
    ], { web: true }),
    section("reference", "API reference", [
      {
        type: "paragraph",
        text:
          `Every operation below is described, with its schemas, in the OpenAPI 3.1 document at [${baseUrl}/openapi.json](${baseUrl}/openapi.json). Each ${
            code("operationId")
          } works as a function name for tool calling.`,
      },
      ...OPERATIONS.map((op) => operation(site, op)),
    ]),
    section("errors", "Errors", [
      {
        type: "paragraph",
        text: `Errors are RFC 9457 problem details (${code("application/problem+json")}) with ${
          ["type", "title", "status", "detail", "instance", "code", "hint"].map(code).join(", ")
        } and ${code("docs")}. The ${code("type")} of each is ${
          code(`${siteUrl}/developers/#error-<code>`)
        }, its entry below. A 503 carries ${code("Retry-After")}.`,
      },
      {
        type: "cards",
        class: "error-codes",
        level: 3,
        items: errorCodes(site).map((e) => ({
          id: `error-${e.code}`,
          title: code(e.code),
          badge: String(e.status),
          blocks: [
            { type: "paragraph", class: "error-title", text: e.title },
            { type: "paragraph", text: e.hint },
          ],
        })),
      },
    ]),
    section("mcp", "MCP server", [
      {
        type: "paragraph",
        text:
          `A read-only Model Context Protocol server (Streamable HTTP, no sign-in, stores nothing) is at ${
            code(`${siteUrl}/mcp`)
          }, speaking revisions ${PROTOCOL_VERSIONS.join(", ")}: 2026-07-28 clients open with ${
            code("server/discover")
          }, 2025 clients with ${
            code("initialize")
          }; a request that names no revision is answered as 2025-03-26, and every answer has only what its revision defines. Hosts that render MCP Apps also get an interactive view of a project, the projects and the contact addresses; others get the same JSON. Its tools return the same facts as the API: ${
            tools.join(", ")
          }; ${
            SEARCH_TOOLS.map(code).join(" and ")
          } search everything, in the shape ChatGPT connectors use. Most clients take this configuration:`,
      },
      {
        type: "code",
        code: mcpClientConfig(siteUrl, site.name),
        lang: "json",
        label: "MCP configuration",
      },
      {
        type: "definitions",
        class: "params commands",
        items: mcpClients(siteUrl, site.name).map(({ client, how }) => ({
          term: client,
          text: code(how),
        })),
      },
    ]),
    section("cli", "Command-line client", [
      {
        type: "paragraph",
        text: `A zero-dependency client for Node.js 20 or newer. Add ${
          code("--json")
        } to any command for raw JSON; on an API error it prints the error's code and hint and exits with 1.`,
      },
      {
        type: "code",
        code: cliCommands(site.config),
        lang: "sh",
        label: "commands to fetch and run the client",
      },
      {
        type: "definitions",
        class: "params commands",
        items: CLI_COMMANDS.map((command) => ({
          term: code(command.arg ? `${command.name} <${command.arg}>` : command.name),
          text: command.summary,
        })),
      },
    ]),
    section("agents", "For agents", [
      { type: "heading", level: 3, text: "Files" },
      agentList(agents.files),
      { type: "heading", level: 3, text: "Headers and other ways in" },
      agentList(agents.http),
      { type: "heading", level: 3, text: "Checks that do not apply here" },
      {
        type: "paragraph",
        text:
          "This site is public and read-only, and sells nothing online, so these agent-readiness checks have nothing to find:",
      },
      {
        type: "list",
        items: agents.notApplicable.map(({ name, text }) => `${name}: ${text}`),
      },
    ]),
  ];
}

/** A top-level section of the guide, labelled by its heading `${id}-heading`. */
function section(id: string, title: string, blocks: Block[], options: { web?: boolean } = {}) {
  return {
    type: "section",
    id,
    headingId: `${id}-heading`,
    title,
    level: 2,
    blocks,
    ...options,
  } satisfies Block;
}

/** One operation of the reference: what it does, its parameters and errors, and a real example. */
function operation(site: Site, op: Operation): Block {
  const params = Object.entries(op.params);
  const example = exampleResponse(site, op);
  const note = shortenedNote(example);
  const errors = [...op.errors, ...(op.data ? ["unavailable" as const] : [])];
  return {
    type: "section",
    class: "operation",
    id: op.operationId,
    headingId: `${op.operationId}-h`,
    title: code(op.operationId),
    level: 3,
    blocks: [
      { type: "endpoint", method: "GET", path: op.path, summary: op.summary },
      { type: "paragraph", text: op.description },
      ...(params.length
        ? [
          { type: "heading", level: 4, text: "Parameters" } as const,
          {
            type: "definitions",
            class: "params",
            items: params.map(([name, p]) => ({
              term: code(name),
              meta: `${p.in}, required`,
              text: `${p.description} Format: ${p.format}. Example: ${code(p.example(site))}`,
            })),
          } as const,
        ]
        : []),
      ...(errors.length
        ? [
          {
            type: "paragraph",
            class: "op-errors",
            text: `Errors: ${errors.map((c) => `[${code(c)}](#error-${c})`).join(", ")}`,
          } as const,
        ]
        : []),
      { type: "heading", level: 4, text: "Example request" },
      {
        type: "code",
        code: `curl ${JSON.stringify(exampleUrl(site, op))}`,
        lang: "sh",
        label: `example request for ${op.operationId}`,
      },
      { type: "heading", level: 4, text: "Example response" },
      {
        type: "code",
        code: example.json,
        lang: "json",
        label: `example response of ${op.operationId}`,
      },
      ...(note ? [{ type: "paragraph", class: "help example-note", text: note } as const] : []),
    ],
  };
}

/** The operations as the API explorer island takes them, with this site's examples. */
export function explorerOperations(site: Site) {
  return OPERATIONS.map((op) => ({
    operationId: op.operationId,
    path: op.path,
    summary: op.summary,
    params: Object.entries(op.params).map(([name, p]) => ({
      name,
      in: p.in,
      example: p.example(site),
      description: p.description,
    })),
  }));
}
