/**
 * Parts of the developers guide (`/developers/`) that are not in the table of
 * operations: the quick start, how to attach an MCP client, and what the site
 * offers agents (and which agent-readiness checks do not apply), with this
 * site's addresses and examples. Plain data, laid out by developers_guide.ts.
 */
import { OPERATIONS } from "../../api/operations.ts";
import type { Config } from "../../config.ts";
import { SEARCH_TOOLS } from "../../mcp/identity.ts";
import { agentUrls, CONTENT_SIGNAL } from "../agents/agent_urls.ts";
import type { Site } from "../../content/model.ts";
import { markdownMirrorPath } from "../../content/page_path.ts";
import { CV_PATH } from "../pages/resume.ts";
import { siteMessages } from "../../content/messages.ts";

/** Commands to paste into a terminal to try the API and the Markdown pages, with examples from `site`. */
export function quickStart(site: Site): { title: string; command: string }[] {
  const { config } = site;
  const { t } = siteMessages(site);
  const project = site.projects[0];
  const page = site.pages.find((p) => p.path !== "/") ?? site.pages[0];
  return [
    { title: t("dev.stepEndpoints"), command: `curl ${config.baseUrl}/` },
    ...(project
      ? [{
        title: t("dev.stepProject"),
        command: `curl ${config.baseUrl}/projects/${project.slug}`,
      }]
      : []),
    {
      title: t("dev.stepMarkdown"),
      command: `curl -H "Accept: text/markdown" ${config.siteUrl}${page?.path ?? "/"}`,
    },
  ];
}

/** The name clients list the server under: `Example Studio` becomes `example-studio`. */
function serverKey(siteName: string): string {
  return siteName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "site";
}

/**
 * A client configuration entry for the MCP server at `siteUrl`, in the common
 * `mcpServers` shape, named after the site (`serverKey`).
 */
export function mcpClientConfig(siteUrl: string, siteName: string): string {
  return JSON.stringify(
    { mcpServers: { [serverKey(siteName)]: { type: "http", url: `${siteUrl}/mcp` } } },
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

/**
 * The command-line client's subcommands as its help writes them, each
 * described in the guide by the catalogue's `dev.cli.<name>`. The client's
 * own table is cli/commands.ts, which lib/ may not import (the client is
 * bundled on its own); developers_test.ts keeps this list and the English
 * summaries equal to it.
 */
export const CLI_COMMANDS = [
  "profile",
  "projects",
  "project <slug>",
  "services",
  "faq",
  "contact",
  "pages",
  "page <path>",
];

/**
 * How to attach today's MCP clients to the site's server, named after the
 * site; the apps' menu names stay as the apps write them.
 */
export function mcpClients(site: Site): { client: string; how: string }[] {
  const { siteUrl } = site.config;
  const { t } = siteMessages(site);
  const name = serverKey(site.name);
  const url = `${siteUrl}/mcp`;
  return [
    { client: "Claude Code", how: `claude mcp add --transport http ${name} ${url}` },
    { client: "Claude (connectors)", how: t("dev.clientClaude", { url }) },
    {
      client: "Cursor",
      how: `~/.cursor/mcp.json: {"mcpServers":{"${name}":{"url":"${url}"}}}`,
    },
    {
      client: "VS Code",
      how: `.vscode/mcp.json: {"servers":{"${name}":{"type":"http","url":"${url}"}}}`,
    },
    { client: "ChatGPT", how: t("dev.clientChatgpt", { url }) },
    {
      client: "MCP Inspector",
      how:
        `deno run -A npm:@modelcontextprotocol/inspector@2.12.0 --cli ${url} --transport http --method tools/list`,
    },
  ];
}

/** One thing an agent can use, or one check it will not find: a name, where it is, what it is. */
export interface AgentItem {
  /** What it is called: a path, a header or a check's name. */
  name: string;
  /** Its address, when it has one to follow. */
  href?: string;
  text: string;
}

/**
 * The agent-readiness checks (such as those of isitagentready.com or
 * Lighthouse's agentic audits) that have nothing to find on a read-only
 * public site, with the reason.
 */
export function notApplicable(site: Site): AgentItem[] {
  const { t } = siteMessages(site);
  return (["oauth", "resource", "commerce", "a2a", "botAuth", "actions"] as const).map((id) => ({
    name: t(`dev.na.${id}`),
    text: t(`dev.na.${id}Text`),
  }));
}

/** The files that describe the site, its API, MCP server and pages, each named by its path. */
export function agentFiles(site: Site): AgentItem[] {
  const { siteUrl } = site.config;
  const { t } = siteMessages(site);
  const urls = agentUrls(site.config);
  const files: [href: string, text: string][] = [
    [urls.llmsTxt, t("dev.agent.llms")],
    [urls.sitemapMd, t("dev.agent.sitemap")],
    [urls.ard, t("dev.agent.ard")],
    [urls.aiCatalog, t("dev.agent.aiCatalog")],
    [urls.apiCatalog, t("dev.agent.apiCatalog")],
    [urls.openapi, t("dev.agent.openapi")],
    [`${siteUrl}/.well-known/mcp/server-card.json`, t("dev.agent.serverCard")],
    [urls.resume, t("dev.agent.resume", { name: site.profile.name, cv: CV_PATH })],
    [`${siteUrl}/robots.txt`, t("dev.agent.robots")],
  ];
  return files.map(([href, text]) => ({ name: href.slice(siteUrl.length), href, text }));
}

/** What answers carry for agents (headers, Markdown mirrors, HEAD) and WebMCP on the pages. */
export function agentHttp(site: Site): AgentItem[] {
  const { t } = siteMessages(site);
  const page = site.pages.find((p) => p.path !== "/") ?? site.pages[0];
  const caseStudy = site.pages.find((p) => p.project);
  const tools = [...OPERATIONS.flatMap((op) => op.tool ? [op.tool.name] : []), ...SEARCH_TOOLS];
  return [
    { name: "Link", text: t("dev.agent.link") },
    {
      name: "<page>.md",
      href: `${site.config.siteUrl}${markdownMirrorPath(page.path)}`,
      text: t("dev.agent.mirror", {
        mirror: markdownMirrorPath(page.path),
        index: `${page.path}index.md`,
        caseStudy: caseStudy
          ? t("dev.agent.mirrorCaseStudy", { path: markdownMirrorPath(caseStudy.path) })
          : "",
      }),
    },
    { name: "x-markdown-tokens", text: t("dev.agent.tokens") },
    { name: "HEAD", text: t("dev.agent.head") },
    { name: "Content-Signal", text: t("dev.agent.signal", { signal: CONTENT_SIGNAL }) },
    {
      name: "WebMCP",
      text: t("dev.agent.webmcp", { tools: tools.join(", "), mcp: agentUrls(site.config).mcp }),
    },
  ];
}
