/**
 * Parts of the developers guide (`/developers/`) that are not in the table of
 * operations: the quick start and how to attach an MCP client. Plain data, so
 * the HTML page and the page's Markdown can say the same thing.
 */
import type { Config } from "../config.ts";
import type { Site } from "./model.ts";

/** One step of the quick start: what it does and the command that does it. */
export interface QuickStartStep {
  title: string;
  command: string;
}

/** Commands to paste into a terminal to try the API and the Markdown pages, with examples from `site`. */
export function quickStart(site: Site): QuickStartStep[] {
  const { config } = site;
  const project = site.projects[0];
  const page = site.pages.find((p) => p.path !== "/") ?? site.pages[0];
  return [
    { title: "See every endpoint", command: `curl ${config.baseUrl}/` },
    ...(project
      ? [{ title: "Get one project", command: `curl ${config.baseUrl}/projects/${project.slug}` }]
      : []),
    {
      title: "Read any page as Markdown",
      command: `curl -H "Accept: text/markdown" ${config.siteUrl}${page?.path ?? "/"}`,
    },
  ];
}

/**
 * A client configuration entry for the MCP server at `siteUrl`, in the common
 * `mcpServers` shape, named after the site (`Example Studio` becomes `example-studio`).
 */
export function mcpClientConfig(siteUrl: string, siteName: string): string {
  const name = siteName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "site";
  return JSON.stringify(
    { mcpServers: { [name]: { type: "http", url: `${siteUrl}/mcp` } } },
    null,
    2,
  );
}

/**
 * Commands that fetch the command-line client and run it against this site.
 * The client's built-in default is one fixed API, so this site's is passed
 * explicitly.
 */
export function cliCommands(config: Config): string {
  return `curl -O ${config.siteUrl}/cli.mjs\nnode cli.mjs profile --base-url ${config.baseUrl}`;
}

/** How to attach one kind of MCP client: its name and what to do. */
export interface McpClientSetup {
  client: string;
  how: string;
}

/** How to attach today's MCP clients to the server at `siteUrl`, named after the site. */
export function mcpClients(siteUrl: string, siteName: string): McpClientSetup[] {
  const name = siteName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "site";
  const url = `${siteUrl}/mcp`;
  return [
    { client: "Claude Code", how: `claude mcp add --transport http ${name} ${url}` },
    {
      client: "Claude (connectors)",
      how: `Settings → Connectors → Add custom connector, with the URL ${url}`,
    },
    {
      client: "Cursor",
      how: `~/.cursor/mcp.json: {"mcpServers":{"${name}":{"url":"${url}"}}}`,
    },
    {
      client: "VS Code",
      how: `.vscode/mcp.json: {"servers":{"${name}":{"type":"http","url":"${url}"}}}`,
    },
    {
      client: "ChatGPT",
      how:
        `Settings → Connectors → Create, with the URL ${url} and no authentication; outside developer mode it calls search and fetch`,
    },
    {
      client: "MCP Inspector",
      how:
        `deno run -A npm:@modelcontextprotocol/inspector@2.12.0 --cli ${url} --transport http --method tools/list`,
    },
  ];
}
