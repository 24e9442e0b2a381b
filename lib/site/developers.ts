/**
 * Parts of the developers guide (`/developers/`) that are not in the table of
 * operations: the quick start, how to attach an MCP client, and what the site
 * offers agents. Plain data, so the HTML page and the page's Markdown can say
 * the same thing.
 */
import { OPERATIONS } from "../api/operations.ts";
import type { Config } from "../config.ts";
import { SEARCH_TOOLS } from "../mcp/identity.ts";
import { agentUrls, CONTENT_SIGNAL } from "./agent_urls.ts";
import type { Site } from "../content/model.ts";
import { markdownMirrorPath } from "../content/page_path.ts";
import { CV_PATH } from "./resume.ts";

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

/** One subcommand of the command-line client, as the guide lists it. */
export interface CliCommandHelp {
  name: string;
  arg?: string;
  summary: string;
}

/**
 * The command-line client's subcommands with their help line. The client's
 * own table is cli/commands.ts, which lib/ may not import (the client is
 * bundled on its own); developers_test.ts keeps this list equal to it.
 */
export const CLI_COMMANDS: CliCommandHelp[] = [
  { name: "profile", summary: "who the developer is: role, location, availability, stack" },
  { name: "projects", summary: "the products built, with status and links" },
  { name: "project", arg: "slug", summary: "one project by its slug (see `site projects`)" },
  { name: "services", summary: "the freelance services offered" },
  { name: "faq", summary: "frequently asked questions and their answers" },
  { name: "contact", summary: "the addresses to write to, and which to use when" },
  { name: "pages", summary: "the website's public pages, with their paths" },
  { name: "page", arg: "path", summary: "one page as Markdown, for example: site page /about/" },
];

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

/** One thing an agent can use, or one check it will not find: a name, where it is, what it is. */
export interface AgentItem {
  /** What it is called: a path, a header or a check's name. */
  name: string;
  /** Its address, when it has one to follow. */
  href?: string;
  text: string;
}

/** What the "For agents" part of the guide lists, in three groups. */
export interface AgentGuide {
  /** Files that describe the site, its API, its MCP server and its pages. */
  files: AgentItem[];
  /** What answers say in their headers, and the other ways in. */
  http: AgentItem[];
  /** Agent-readiness checks that do not apply to a read-only public site, and why. */
  notApplicable: AgentItem[];
}

/**
 * Everything the site offers agents, with this site's addresses and examples
 * from its content, and the agent-readiness checks (such as those of
 * isitagentready.com or Lighthouse's agentic audits) that have nothing to
 * find here, with the reason.
 */
export function agentGuide(site: Site): AgentGuide {
  const { siteUrl } = site.config;
  const urls = agentUrls(site.config);
  const page = site.pages.find((p) => p.path !== "/") ?? site.pages[0];
  const mirror = (path: string) => `${siteUrl}${markdownMirrorPath(path)}`;
  const caseStudy = site.pages.find((p) => p.project);
  const tools = [...OPERATIONS.flatMap((op) => op.tool ? [op.tool.name] : []), ...SEARCH_TOOLS];
  return {
    files: [
      {
        name: "/llms.txt",
        href: urls.llmsTxt,
        text:
          "what this site is, when to use it, and a link to every page's Markdown (llmstxt.org); /llms-full.txt holds every page in full.",
      },
      {
        name: "/sitemap.md",
        href: urls.sitemapMd,
        text:
          "every page in order with its description, its Markdown address and when it last changed; /sitemap.xml says the same to search engines, its lastmod taken from the content's date.",
      },
      {
        name: "/.well-known/ard.json",
        href: urls.ard,
        text:
          "the agent catalog (Agentic Resource Discovery 1.0): the API by its OpenAPI document, the MCP server by its server card, llms.txt and the résumé, each with a urn:air: identifier and questions it answers.",
      },
      {
        name: "/.well-known/ai-catalog.json",
        href: urls.aiCatalog,
        text:
          "the catalog at ARD's well-known address, where agents and Lighthouse look first: the MCP server, and the agent catalog above as a nested catalog.",
      },
      {
        name: "/.well-known/api-catalog",
        href: urls.apiCatalog,
        text:
          "the API catalog (RFC 9727): the JSON API and the MCP server as items, each with its description and documentation.",
      },
      {
        name: new URL(urls.openapi).pathname,
        href: urls.openapi,
        text: "the OpenAPI 3.1 document, also at /openapi.json; each operationId works as a tool.",
      },
      {
        name: "/.well-known/mcp/server-card.json",
        href: `${siteUrl}/.well-known/mcp/server-card.json`,
        text:
          "the MCP server card (also beside the endpoint, at /mcp/server-card, where the catalogs point): what the server is and how to connect.",
      },
      {
        name: "/resume.json",
        href: urls.resume,
        text:
          `${site.profile.name}'s résumé as JSON Resume, from the same content; printable at ${CV_PATH}.`,
      },
      {
        name: "/robots.txt",
        href: `${siteUrl}/robots.txt`,
        text:
          "everything may be crawled; it names the sitemap, llms.txt and the agent catalog, and carries the content signals.",
      },
    ],
    http: [
      {
        name: "Link",
        text:
          'every HTML page links its Markdown (rel="alternate"; type="text/markdown"), llms.txt (rel="describedby"), the OpenAPI document (rel="service-desc") and the API catalog (rel="api-catalog").',
      },
      {
        name: "<page>.md",
        href: mirror(page.path),
        text: `any page as Markdown: ${markdownMirrorPath(page.path)} and ${page.path}index.md${
          caseStudy ? `, ${markdownMirrorPath(caseStudy.path)} for a case study` : ""
        }, /index.md for the home page, or the page's own URL with Accept: text/markdown.`,
      },
      {
        name: "x-markdown-tokens",
        text:
          'every Markdown answer gives its size in tokens, estimated as its characters divided by four, rounded up (each model counts its own way; expect up to about 30 % either way), and links its HTML page with rel="canonical".',
      },
      {
        name: "HEAD",
        text:
          "any page, Markdown file or discovery file answers HEAD with exactly the headers of GET (ETag, x-markdown-tokens, Link) and no body, to check before reading.",
      },
      {
        name: "Content-Signal",
        text:
          `pages, their Markdown and llms.txt carry "${CONTENT_SIGNAL}": search and answering questions with this content are welcome, training is not.`,
      },
      {
        name: "WebMCP",
        text: `in a browser with WebMCP, every page registers the MCP server's tools (${
          tools.join(", ")
        }), which run through ${urls.mcp}, and two forms are declarative tools: the footer's search (search_site, on every page) and the API explorer on this page (send_api_request).`,
      },
    ],
    notApplicable: [
      {
        name: "OAuth discovery",
        text:
          "authorization-server metadata (RFC 8414) and OpenID Connect discovery describe how to sign in; nothing here needs signing in.",
      },
      {
        name: "OAuth protected-resource metadata",
        text:
          "RFC 9728 (and MCP's authorization) tells an agent where to get a token for a protected API; the API and the MCP server are public and read-only, so there is no token to get.",
      },
      {
        name: "Agentic commerce and payments",
        text:
          "x402, the Agentic Commerce Protocol, the Universal Commerce Protocol, AP2 and MPP let agents buy and pay; nothing is sold or paid for here: every project is priced by a written quote after a conversation.",
      },
      {
        name: "A2A agent card",
        text:
          "an Agent2Agent card describes an agent that takes on tasks; this site runs no agent, it publishes facts (the API) and tools (MCP).",
      },
      {
        name: "Web Bot Auth",
        text:
          "signed requests identify an agent to the sites it visits; this site sends no requests, and every agent may read all of it, so it has nobody to verify.",
      },
      {
        name: "Actions on someone's behalf",
        text:
          "nothing here can be written, booked or sent: agents give people the contact address, and people write themselves.",
      },
    ],
  };
}
