/**
 * Parts of the developers guide (`/developers/`) that are not in the table of
 * operations: the quick start and how to attach an MCP client. Plain data, so
 * the HTML page and the page's Markdown can say the same thing.
 */
import type { Config } from "./config.ts";

/** One step of the quick start: what it does and the command that does it. */
export interface QuickStartStep {
  title: string;
  command: string;
}

/** Commands to paste into a terminal to try the API and the Markdown pages. */
export function quickStart(config: Config): QuickStartStep[] {
  return [
    { title: "See every endpoint", command: `curl ${config.baseUrl}/` },
    { title: "Get one project", command: `curl ${config.baseUrl}/projects/jantahr` },
    {
      title: "Read any page as Markdown",
      command: `curl -H "Accept: text/markdown" ${config.siteUrl}/pricing/`,
    },
  ];
}

/** A client configuration entry for the MCP server, in the common `mcpServers` shape. */
export function mcpClientConfig(config: Config): string {
  const name = new URL(config.siteUrl).hostname.replace(/[^a-z0-9]+/gi, "-");
  return JSON.stringify(
    { mcpServers: { [name]: { type: "http", url: `${config.siteUrl}/mcp` } } },
    null,
    2,
  );
}
