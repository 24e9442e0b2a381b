/**
 * The developers guide's generated part (`/developers/` after the owner's text) as one tree of
 * blocks: the page's HTML and its Markdown are both rendered from it (lib/site/pages/doc.ts), so
 * the two say the same thing. The API reference comes from the table of operations (reference.ts);
 * the quick start, how to attach an MCP client and what the site offers agents (and which
 * agent-readiness checks do not apply) are written here with this site's addresses and examples.
 */
import { OPERATIONS } from "../../api/operations.ts";
import { code, errorsSection, referenceSection } from "./reference.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS } from "../../mcp/identity.ts";
import { agentUrls, CONTENT_SIGNAL } from "../agents/agent_urls.ts";
import { type Block, group, section } from "../pages/doc.ts";
import { markdown } from "../pages/next_step.ts";
import { languages, type Site, type SitePage } from "../../content/model.ts";
import { markdownMirrorPath } from "../../content/page_path.ts";
import { CV_PATH } from "../pages/resume.ts";
import { type MessageKey, type Messages, siteMessages } from "../../content/messages.ts";

/**
 * The developers page: the table of contents (HTML only) beside the owner's text and the guide.
 * Blocks rather than HTML from the Markdown, because the page needs what Markdown cannot say: ids
 * for `#error-<code>` links, cards, and the `explorer` slot for the API explorer island.
 */
export function developersDoc(site: Site, page: SitePage): Block[] {
  const guide = developersGuide(site);
  // Each section's heading, linked to it.
  const items = guide.flatMap((b) =>
    b.type === "group" && b.blocks[0].type === "heading" ? [`[${b.blocks[0].text}](#${b.id})`] : []
  );
  return [group(
    { class: "docs" },
    section("toc-heading", siteMessages(site).t("dev.toc"), [
      { type: "list", ordered: true, items },
    ], { tag: "nav", class: "toc", web: true }),
    group({ class: "docs-main" }, markdown(page), ...guide),
  )];
}

/** The guide's sections after the owner's text, in order; the page's table of contents lists them. */
export function developersGuide(site: Site): Block[] {
  const messages = siteMessages(site);
  return [
    quickStartSection(site, messages),
    // Only the web page has the explorer: the Markdown leaves this section out.
    section("explorer-heading", messages.t("dev.explorer"), [
      { type: "paragraph", text: messages.t("dev.explorerText") },
      { type: "slot", name: "explorer" },
    ], { id: "explorer", web: true }),
    referenceSection(site, messages),
    errorsSection(site, messages),
    mcpSection(site, messages),
    cliSection(messages),
    agentsSection(site, messages),
  ];
}

/**
 * The API's base URL, and one command for each way in to paste into a terminal, with examples
 * from `site`: the API, a page as Markdown, the MCP server and the command-line client (its
 * built-in default is one fixed API, so this site's is passed explicitly).
 */
function quickStartSection(site: Site, { t }: Messages): Block {
  const { baseUrl, siteUrl } = site.config;
  const project = site.projects[0];
  const page = site.pages.find((p) => p.path !== "/") ?? site.pages[0];
  const steps: [title: string, command: string, label?: string][] = [
    project
      ? [t("dev.stepProject"), `curl ${baseUrl}/projects/${project.slug}`]
      : [t("dev.stepEndpoints"), `curl ${baseUrl}/`],
    [t("dev.stepMarkdown"), `curl -H "Accept: text/markdown" ${siteUrl}${page?.path ?? "/"}`],
    [t("dev.mcp"), `claude mcp add --transport http ${mcpName(site)} ${siteUrl}/mcp`],
    [
      t("dev.cli"),
      `curl -O ${siteUrl}/cli.mjs\nnode cli.mjs profile --base-url ${baseUrl}`,
      t("dev.cliCommands"),
    ],
  ];
  return section("quick-start-heading", t("dev.quickStart"), [
    {
      type: "paragraph",
      text: t("dev.baseUrl", { url: code(baseUrl), cors: code("Access-Control-Allow-Origin: *") }),
    },
    ...steps.flatMap(([title, command, label = t("dev.commandLabel", { title })]): Block[] => [
      { type: "heading", level: 3, text: title },
      { type: "code", code: command, lang: "sh", label },
    ]),
  ], { id: "quick-start" });
}

/** The MCP server's name in a client's list, made from the site's (`Example Studio`: `example-studio`). */
const mcpName = (site: Site) =>
  site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "site";

/**
 * The MCP server: its address, revisions and tools, and how today's clients attach to it under
 * `mcpName`; the apps' menu names stay as the apps write them.
 */
function mcpSection(site: Site, { t, lang, list }: Messages): Block {
  const url = `${site.config.siteUrl}/mcp`;
  const name = mcpName(site);
  const clients = [
    ["Claude Code", `claude mcp add --transport http ${name} ${url}`],
    ["Claude (connectors)", t("dev.clientClaude", { url })],
    ["Cursor", `~/.cursor/mcp.json: {"mcpServers":{"${name}":{"url":"${url}"}}}`],
    ["VS Code", `.vscode/mcp.json: {"servers":{"${name}":{"type":"http","url":"${url}"}}}`],
    ["ChatGPT", t("dev.clientChatgpt", { url })],
    [
      "MCP Inspector",
      `deno run -A npm:@modelcontextprotocol/inspector@2.12.0 --cli ${url} --transport http --method tools/list`,
    ],
  ];
  return section("mcp-heading", t("dev.mcp"), [
    {
      type: "paragraph",
      text: t("dev.mcpText", {
        url: code(url),
        revisions: list(PROTOCOL_VERSIONS),
        discover: code("server/discover"),
        initialize: code("initialize"),
        tools: list(OPERATIONS.flatMap((o) => o.tool ? [code(o.tool.name)] : [])),
        // "a and b" in the site's language.
        searchTools: new Intl.ListFormat(lang, { type: "conjunction" })
          .format(SEARCH_TOOLS.map(code)),
      }),
    },
    {
      type: "code",
      code: JSON.stringify({ mcpServers: { [name]: { type: "http", url } } }, null, 2),
      lang: "json",
      label: t("dev.mcpConfig"),
    },
    {
      type: "definitions",
      class: "params commands",
      items: clients.map(([client, how]) => ({ term: client, text: code(how) })),
    },
  ], { id: "mcp" });
}

/**
 * The command-line client's subcommands as its help writes them, each described in the guide by the
 * catalogue's `dev.cli.<name>`. The client's own table is cli/commands.ts, which lib/ may not
 * import (it is bundled alone); developers_test.ts keeps this list and the English summaries equal.
 */
export const CLI_COMMANDS = "profile|projects|project <slug>|services|faq|contact|pages|page <path>"
  .split("|");

/** The command-line client (the quick start fetches and runs it) and its subcommands. */
function cliSection({ t }: Messages): Block {
  return section("cli-heading", t("dev.cli"), [
    { type: "paragraph", text: t("dev.cliText", { json: code("--json") }) },
    {
      type: "definitions",
      class: "params commands",
      items: CLI_COMMANDS.map((usage) => ({
        term: code(usage),
        // The summary in the site's language: developers_test.ts checks every command has one.
        text: t(`dev.cli.${usage.split(" ")[0]}` as MessageKey),
      })),
    },
  ], { id: "cli" });
}

/**
 * What the site offers agents: the files that describe the site, its API, MCP server and pages,
 * each named and linked by its path; what answers carry for agents (headers, Markdown mirrors,
 * HEAD) and WebMCP on the pages; and the agent-readiness checks (such as isitagentready.com's or
 * Lighthouse's agentic audits) that find nothing on a read-only public site, and why.
 */
function agentsSection(site: Site, { t, colon, list }: Messages): Block {
  const { siteUrl } = site.config;
  const urls = agentUrls(site.config);
  const files = [
    [urls.llmsTxt, t("dev.agent.llms")],
    [urls.sitemapMd, t("dev.agent.sitemap")],
    [urls.ard, t("dev.agent.ard")],
    [urls.aiCatalog, t("dev.agent.aiCatalog")],
    [urls.apiCatalog, t("dev.agent.apiCatalog")],
    [urls.openapi, t("dev.agent.openapi")],
    [`${siteUrl}/.well-known/mcp/server-card.json`, t("dev.agent.serverCard")],
    [urls.resume, t("dev.agent.resume", { name: site.profile.name, cv: CV_PATH })],
    [`${siteUrl}/robots.txt`, t("dev.agent.robots")],
  ].map(([url, text]) => {
    const path = url.slice(siteUrl.length);
    return `[${code(path)}](${path})${colon}${text}`;
  });
  const page = site.pages.find((p) => p.path !== "/") ?? site.pages[0];
  const mirror = markdownMirrorPath(page.path);
  const caseStudy = site.pages.find((p) => p.project);
  const tools = [...OPERATIONS.flatMap((op) => op.tool ? [op.tool.name] : []), ...SEARCH_TOOLS];
  const http = [
    [code("Link"), t("dev.agent.link")],
    [
      `[${code("<page>.md")}](${mirror})`,
      t("dev.agent.mirror", {
        mirror,
        index: `${page.path}index.md`,
        caseStudy: caseStudy
          ? t("dev.agent.mirrorCaseStudy", { path: markdownMirrorPath(caseStudy.path) })
          : "",
      }),
    ],
    [code("x-markdown-tokens"), t("dev.agent.tokens")],
    [code("HEAD"), t("dev.agent.head")],
    [code("Accept-Language"), t("dev.agent.language", { languages: list(languages(site)) })],
    [code("Content-Signal"), t("dev.agent.signal", { signal: CONTENT_SIGNAL })],
    [code("WebMCP"), t("dev.agent.webmcp", { tools: list(tools), mcp: urls.mcp })],
  ].map(([name, text]) => name + colon + text);
  const notApplicable = (["oauth", "resource", "commerce", "a2a", "botAuth", "actions"] as const)
    .map((id) => t(`dev.na.${id}`) + colon + t(`dev.na.${id}Text`));
  return section("agents-heading", t("dev.agents"), [
    { type: "heading", level: 3, text: t("dev.files") },
    { type: "list", items: files },
    { type: "heading", level: 3, text: t("dev.headers") },
    { type: "list", items: http },
    group(
      { tag: "details" },
      { type: "heading", level: 3, text: t("dev.notApplicable") },
      { type: "paragraph", text: t("dev.notApplicableText") },
      { type: "list", items: notApplicable },
    ),
  ], { id: "agents" });
}

/** An operation as the API explorer island takes it: only plain data crosses to the browser. */
export type ExplorerOperation = ReturnType<typeof explorerOperations>[number];

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

/** What the API explorer says: the catalogue's `explorer.*` keys (`failed` holds `{message}`). */
export type ExplorerWords = Record<
  MessageKey extends infer K ? K extends `explorer.${infer Word}` ? Word : never : never,
  string
>;
