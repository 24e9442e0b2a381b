/**
 * Discovery files for search engines and agents, all generated from the site:
 * llms.txt, llms-full.txt, the API catalog (RFC 9727), the MCP server card,
 * the agent catalogs (ard.json and ai-catalog.json), sitemap.xml,
 * sitemap.md, robots.txt and the `Link` headers of pages. A new page or
 * project appears in all of them, and every one names the addresses of
 * `agentUrls`, so they agree.
 */
import { API_VERSION } from "../api/operation.ts";
import { OPERATIONS } from "../api/operations.ts";
import type { Config } from "../config.ts";
import { PROTOCOL_VERSIONS, SEARCH_TOOLS, serverDescription } from "../mcp/identity.ts";
import type { Site, SitePage } from "./model.ts";
import { markdownMirrorPath } from "./page_path.ts";
import { RESUME_PATH } from "./resume.ts";
import { xmlText } from "./xml.ts";

/**
 * Where an agent finds each thing the site offers it. Every discovery
 * document, header and the developers guide take their addresses from here,
 * so that they name the same ones.
 */
export function agentUrls(config: Config) {
  const { siteUrl, baseUrl } = config;
  return {
    /** The JSON API's root (its index is `${api}/`). */
    api: baseUrl,
    openapi: `${baseUrl}/openapi.json`,
    docs: `${siteUrl}/developers/`,
    mcp: `${siteUrl}/mcp`,
    serverCard: `${siteUrl}/mcp/server-card`,
    llmsTxt: `${siteUrl}/llms.txt`,
    llmsFullTxt: `${siteUrl}/llms-full.txt`,
    resume: `${siteUrl}${RESUME_PATH}`,
    ard: `${siteUrl}/.well-known/ard.json`,
    aiCatalog: `${siteUrl}/.well-known/ai-catalog.json`,
    apiCatalog: `${siteUrl}/.well-known/api-catalog`,
    sitemapXml: `${siteUrl}/sitemap.xml`,
    sitemapMd: `${siteUrl}/sitemap.md`,
  };
}

/** The media type the OpenAPI document is announced with (api-catalog, ard.json, `Link`). */
export const OPENAPI_TYPE = "application/vnd.oai.openapi+json;version=3.1";

/** The media types llms.txt and the résumé are served with, as the catalogs announce them. */
export const LLMS_TXT_TYPE = "text/plain";
export const RESUME_TYPE = "application/json";

/** The RFC 9727 profile of the API catalog's media type. */
export const API_CATALOG_TYPE =
  'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** `Link` header value pointing at the API catalog. */
export function apiCatalogLink(config: Config): string {
  return `<${agentUrls(config).apiCatalog}>; rel="api-catalog"`;
}

/** The `Link` from a content page's HTML to its Markdown. */
export function markdownAlternateLink(page: SitePage): string {
  return `<${page.url}index.md>; rel="alternate"; type="text/markdown"`;
}

/**
 * The `Link` header values every HTML page carries (RFC 8288), so that an
 * agent that fetched any page finds the rest without parsing HTML: llms.txt
 * as what describes the site, the OpenAPI document and the API catalog.
 * Content pages also link their Markdown (`markdownAlternateLink`).
 */
export function siteLinks(config: Config): string[] {
  const urls = agentUrls(config);
  return [
    `<${urls.llmsTxt}>; rel="describedby"; type="${LLMS_TXT_TYPE}"`,
    `<${urls.openapi}>; rel="service-desc"; type="${OPENAPI_TYPE}"`,
    apiCatalogLink(config),
  ];
}

/** llms.txt in the llmstxt.org format. */
export function llmsTxt(site: Site): string {
  const { siteUrl, baseUrl } = site.config;
  const urls = agentUrls(site.config);
  const link = (title: string, url: string, text: string) => `- [${title}](${url}): ${text}`;
  return [
    `# ${site.name}`,
    "",
    `> ${site.profile.name} is a ${site.profile.role.toLowerCase()} in ${site.profile.location}. ${site.tagline}.`,
    "",
    `Use this site to learn who ${site.profile.name} is, what they have built, the freelance services they offer, how they work and how to reach them. Every fact is also available as JSON through a read-only API (no key, open CORS), as Markdown for every page, and through an MCP server. Prices are never published: every project is priced by a written quote. Agents should give people the contact address rather than send email on their behalf.`,
    "",
    "## Pages",
    "",
    ...site.pages.map((p) => link(p.title, `${p.url}index.md`, p.description)),
    "",
    "## API",
    "",
    link("API index", `${baseUrl}/`, "name, version and every endpoint of the read-only JSON API"),
    link(
      "OpenAPI document",
      `${baseUrl}/openapi.json`,
      "OpenAPI 3.1 description of every operation, usable as function-calling tools",
    ),
    link(
      "Developer guide",
      `${siteUrl}/developers/index.md`,
      "quick start, every operation with an example, error codes",
    ),
    link(
      "API catalog",
      `${siteUrl}/.well-known/api-catalog`,
      "RFC 9727 catalog of this site's APIs",
    ),
    link(
      "Agent catalog",
      urls.ard,
      "Agentic Resource Discovery catalog of the API, the MCP server, this file and the résumé",
    ),
    link(
      "Résumé",
      urls.resume,
      `${site.profile.name}'s résumé as JSON Resume`,
    ),
    "",
    "## MCP",
    "",
    link(
      "MCP endpoint",
      `${siteUrl}/mcp`,
      "read-only Model Context Protocol server (Streamable HTTP, no sign-in) with the same facts as tools",
    ),
    link(
      "MCP server card",
      `${siteUrl}/mcp/server-card`,
      "what the MCP server is and how to connect (also at /.well-known/mcp/server-card.json)",
    ),
    link(
      "AI catalog",
      `${siteUrl}/.well-known/ai-catalog.json`,
      "the AI catalog, pointing to the MCP server card and the agent catalog",
    ),
    "",
    "## CLI",
    "",
    link(
      "Command-line client",
      `${siteUrl}/cli.mjs`,
      "zero-dependency client for Node.js 20+: `node cli.mjs profile`, `projects`, `page <path>`, `--json`",
    ),
    "",
    "## Optional",
    "",
    link("Full text", `${siteUrl}/llms-full.txt`, "every page's Markdown in one file"),
    link(
      "Sitemap",
      urls.sitemapMd,
      "every page with its description, Markdown address and last change",
    ),
    "",
  ].join("\n");
}

/** Every page's Markdown in site order, each starting with its title and canonical URL. */
export function llmsFullTxt(site: Site): string {
  const pages = site.pages.map((p) => {
    const [title, ...rest] = p.markdown.split("\n");
    return [title, "", `Source: ${p.url}`, ...rest].join("\n").trimEnd();
  });
  return [
    `# ${site.name}: every page in full`,
    "",
    `> ${site.tagline}. Generated from ${site.config.siteUrl}/ on ${site.updated}.`,
    "",
    pages.join("\n\n---\n\n"),
    "",
  ].join("\n");
}

/**
 * The RFC 9727 API catalog: a linkset whose first context is the catalog
 * itself, listing each API with `item` (as RFC 9727's examples do), then one
 * context per API with its description (`service-desc`), its documentation
 * (`service-doc`) and, for the JSON API, every endpoint as an `item`.
 */
export function apiCatalog(site: Site, endpoints: string[]): unknown {
  const urls = agentUrls(site.config);
  return {
    linkset: [
      {
        anchor: urls.apiCatalog,
        item: [
          { href: urls.api, title: `${site.name} API (read-only JSON)` },
          { href: urls.mcp, title: `${site.name} MCP server (Streamable HTTP)` },
        ],
      },
      {
        anchor: urls.api,
        "service-desc": [{
          href: urls.openapi,
          type: OPENAPI_TYPE,
          title: "OpenAPI 3.1 document",
        }],
        "service-doc": [{
          href: urls.docs,
          type: "text/html",
          title: "Developer guide",
        }],
        item: endpoints.map((href) => ({ href, type: "application/json" })),
      },
      {
        anchor: urls.mcp,
        "service-desc": [{
          href: urls.serverCard,
          type: SERVER_CARD_TYPE,
          title: "MCP server card",
        }],
        "service-doc": [{
          href: `${urls.docs}#mcp`,
          type: "text/html",
          title: "Connecting an MCP client",
        }],
      },
    ],
  };
}

/** The media type of an MCP server card. */
export const SERVER_CARD_TYPE = "application/mcp-server-card+json";

/** The media type of an AI catalog. */
export const AI_CATALOG_TYPE = "application/ai-catalog+json";

/** Where the server card is published (beside the endpoint, as SEP-2127 recommends). */
export function serverCardUrl(config: Config): string {
  return agentUrls(config).serverCard;
}

/**
 * The MCP server card (the v1 draft of SEP-2127): the server's identity as
 * `server/discover` gives it, and how to connect. It lists no tools: clients
 * list them at run time.
 */
export function serverCard(config: Config): unknown {
  const { name, title, version, description, websiteUrl, icons } =
    serverDescription(config).serverInfo;
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
    name,
    version,
    title,
    description,
    websiteUrl,
    icons,
    remotes: [{
      type: "streamable-http",
      url: `${config.siteUrl}/mcp`,
      supportedProtocolVersions: PROTOCOL_VERSIONS,
    }],
  };
}

/**
 * The publisher part of the catalogs' `urn:air:` identifiers: the site's
 * host name. The ARD URN naming guide (spec/urn-naming-guide.md of
 * ards-project/ard-spec) forbids `localhost` there, an identity being a
 * domain and not a place, and names the reserved `agent.localhost` for local
 * work; a loopback or IP address (a local run, the tests) gets that too.
 */
export function ardPublisher(config: Config): string {
  const host = new URL(config.siteUrl).hostname;
  const local = host === "localhost" || /^[\d.]+$/.test(host) || host.startsWith("[");
  return local ? "agent.localhost" : host;
}

/** One entry of an Agentic Resource Discovery catalog (ARD 1.0, `ai-catalog.schema.json`). */
export interface ArdEntry {
  /** `urn:air:<publisher>:<namespace>:<name>`. */
  identifier: string;
  displayName: string;
  /** The media type of what `url` serves. */
  type: string;
  url: string;
  description: string;
  /** 2 to 5 questions someone might ask that this resource answers, made from the content. */
  representativeQueries: string[];
  capabilities?: string[];
  version?: string;
  /** When the content it serves last changed (ISO 8601). */
  updatedAt?: string;
  /** Flat extras: `endpoint` is where to call the API or MCP server itself. */
  metadata?: Record<string, string>;
}

/** An ARD catalog: `/.well-known/ard.json` and `/.well-known/ai-catalog.json`. */
export interface ArdCatalog {
  specVersion: "1.0";
  host: { displayName: string; documentationUrl: string; logoUrl: string };
  entries: ArdEntry[];
}

/** The queries worth indexing, absent ones (optional content) dropped, at most five. */
function queries(...candidates: (string | false | undefined)[]): string[] {
  return candidates.filter((q): q is string => Boolean(q)).slice(0, 5);
}

/**
 * The catalog entries of what the site offers agents, each with queries made
 * from the content: the owner's name, the first project and service, the
 * stack, the role and the city. Each entry has two queries that need no
 * optional content, so it always has the 2 to 5 the ARD spec asks for.
 */
export function ardEntries(site: Site) {
  const { config, profile } = site;
  const urls = agentUrls(config);
  const urn = (namespace: string, name: string) =>
    `urn:air:${ardPublisher(config)}:${namespace}:${name}`;
  const project = site.projects[0];
  const service = site.services[0];
  const city = profile.location.split(",")[0].trim();
  const updatedAt = `${site.updated}T00:00:00Z`;
  const tools = [
    ...OPERATIONS.flatMap((op) => op.tool ? [op.tool.name] : []),
    ...SEARCH_TOOLS,
  ];
  const api: ArdEntry = {
    identifier: urn("api", "v1"),
    displayName: `${site.name} API`,
    type: OPENAPI_TYPE,
    url: urls.openapi,
    description:
      `Read-only JSON API with ${profile.name}'s profile, projects, freelance services, FAQ, contact addresses and every page as Markdown. No key; CORS is open. This is its OpenAPI 3.1 document; every operationId works as a function-calling tool.`,
    representativeQueries: queries(
      `List ${profile.name}'s projects as JSON`,
      project && `Get the ${project.name} project from the ${site.name} API`,
      `Which freelance services does ${site.name} offer?`,
    ),
    capabilities: OPERATIONS.map((op) => op.operationId),
    version: API_VERSION,
    metadata: { endpoint: urls.api, documentation: urls.docs },
  };
  const mcp: ArdEntry = {
    identifier: urn("mcp", "mcp"),
    displayName: `${site.name} MCP server`,
    type: SERVER_CARD_TYPE,
    url: urls.serverCard,
    description:
      `Read-only MCP server (Streamable HTTP, no sign-in) with ${profile.name}'s profile, projects, services, FAQ, contact addresses and every page as Markdown, as tools and resources.`,
    representativeQueries: queries(
      `What does ${profile.name} build?`,
      project && `Show ${project.name}'s case study`,
      service && `${service.name} by ${profile.name}`,
      `How do I contact ${profile.name}?`,
    ),
    capabilities: tools,
    version: API_VERSION,
    metadata: { endpoint: urls.mcp, transport: "streamable-http" },
  };
  const llms: ArdEntry = {
    identifier: urn("docs", "llms-txt"),
    displayName: `${site.name} llms.txt`,
    type: LLMS_TXT_TYPE,
    url: urls.llmsTxt,
    description:
      `What ${site.name} is and when to use it, with a link to every page's Markdown (llmstxt.org format). Every page in full: ${urls.llmsFullTxt}.`,
    representativeQueries: queries(
      `Who is ${profile.name}?`,
      `What is ${site.name}?`,
      `Summarize ${profile.name}'s website`,
    ),
    updatedAt,
  };
  const resume: ArdEntry = {
    identifier: urn("resume", "json-resume"),
    displayName: `${profile.name}'s résumé`,
    type: RESUME_TYPE,
    url: urls.resume,
    description:
      `${profile.name}'s résumé in the JSON Resume format (jsonresume.org): role, work, projects, skills and education.`,
    representativeQueries: queries(
      `${profile.name}'s résumé`,
      `${profile.role} in ${city}`,
      `${profile.name}'s experience with ${profile.stack[0]}`,
    ),
    updatedAt,
  };
  const catalog: ArdEntry = {
    identifier: urn("catalog", "ard"),
    displayName: `${site.name} agent catalog`,
    type: AI_CATALOG_TYPE,
    url: urls.ard,
    description: `Everything on ${
      new URL(config.siteUrl).host
    } an agent can use: the API and its OpenAPI document, the MCP server, llms.txt and ${profile.name}'s résumé.`,
    representativeQueries: queries(
      `How can an AI assistant read ${profile.name}'s portfolio?`,
      `${profile.name}'s API, MCP server and résumé`,
    ),
  };
  return { api, mcp, llms, resume, catalog };
}

/** Who publishes the catalogs: the site, its developer guide and its mark. */
function ardHost(site: Site): ArdCatalog["host"] {
  const urls = agentUrls(site.config);
  return {
    displayName: site.name,
    documentationUrl: urls.docs,
    logoUrl: `${site.config.siteUrl}/favicon.svg`,
  };
}

/**
 * `/.well-known/ard.json`: the agent catalog (Agentic Resource Discovery
 * 1.0), listing the API by its OpenAPI document, the MCP server by its
 * server card, llms.txt and the résumé.
 *
 * The ARD conformance test (and Lighthouse 13.5's `ard-schema` audit, a
 * port of it) knows nine media types; the OpenAPI document, llms.txt and the
 * résumé have none of them, so it notes those three entries at low severity
 * ("not one of standard discovery types"). The spec allows any IANA media
 * type ("Artifact Agnostic Envelope", §3.3), and each entry names what its
 * URL really serves rather than a type it is not.
 */
export function ardCatalog(site: Site): ArdCatalog {
  const { api, mcp, llms, resume } = ardEntries(site);
  return { specVersion: "1.0", host: ardHost(site), entries: [api, mcp, llms, resume] };
}

/**
 * `/.well-known/ai-catalog.json`, where the ARD spec (§6.1) and Lighthouse
 * look first: the MCP server, the one artifact here of a standard discovery
 * type, and the full agent catalog (ard.json) as a nested catalog, which is
 * how ARD models a hierarchy (an entry of type `application/ai-catalog+json`).
 * Its MCP entry is ard.json's, word for word.
 */
export function aiCatalog(site: Site): ArdCatalog {
  const { mcp, catalog } = ardEntries(site);
  return { specVersion: "1.0", host: ardHost(site), entries: [mcp, catalog] };
}

/**
 * When `page` last changed, YYYY-MM-DD, for sitemap.xml and sitemap.md. The
 * content dates only the whole site (`updated` in site.yaml): pages and
 * projects carry no date of their own, so every page gets that one rather
 * than an invented one.
 */
export function pageLastmod(site: Site, _page: SitePage): string {
  return site.updated;
}

/** sitemap.xml: every page with its last modification. */
export function sitemapXml(site: Site): string {
  const escape = xmlText;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...site.pages.map((p) =>
      `  <url><loc>${escape(p.url)}</loc><lastmod>${pageLastmod(site, p)}</lastmod></url>`
    ),
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * sitemap.md: sitemap.xml for agents, in Markdown: every page in site order
 * with its description, its Markdown mirror (`<page>.md`) and its last
 * change.
 */
export function sitemapMd(site: Site): string {
  const { siteUrl } = site.config;
  return [
    `# Sitemap of ${site.name}`,
    "",
    `> Every page of ${siteUrl}/ in site order, with its Markdown. Any page is also Markdown at \`<page>/index.md\` or with \`Accept: text/markdown\`; what the site is, and its API and MCP server, are in [llms.txt](${
      agentUrls(site.config).llmsTxt
    }).`,
    "",
    ...site.pages.map((p) =>
      `- [${p.title}](${p.url}) ([Markdown](${siteUrl}${
        markdownMirrorPath(p.path)
      }), last changed ${pageLastmod(site, p)}): ${p.description}`
    ),
    "",
  ].join("\n");
}

/**
 * The site's content signals (Content Signals Policy, contentsignals.org):
 * search and answering with the content welcome, training not.
 */
export const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

/**
 * robots.txt: everything may be crawled; where the sitemap and llms.txt are;
 * the content signals, with what they mean.
 *
 * Where the signals go, and why (sources checked for this decision):
 * - Cloudflare's Content Signals Policy (contentsignals.org; the vocabulary
 *   is also the IETF draft draft-romm-aipref-contentsignals) puts them in
 *   robots.txt: a `Content-Signal:` line in a `User-agent` group, under a
 *   comment block saying what each signal means and that a "no" is a
 *   reservation of rights under Article 4 of EU Directive 2019/790. That line
 *   is what crawlers that honour the policy read, so it stays, inside the
 *   `User-agent: *` group; the comments say the rest in this site's words.
 * - Lighthouse's robots-txt audit (core/audits/seo/robots-txt.js) fails a
 *   file with any directive outside its safelist ("Unknown directive").
 *   Lighthouse added `content-signal` to that list in 13.0.2
 *   (GoogleChrome/lighthouse#16767; issue #16983); in the npm package
 *   lighthouse@13.5.0 the list is user-agent, disallow, allow, sitemap,
 *   crawl-delay, clean-param, host, request-rate, visit-time, noindex and
 *   content-signal. So the file passes Lighthouse 13.5, and
 *   tests/discovery_test.ts runs that very audit on it. Older Lighthouse
 *   builds (before 13.0.2, such as those bundled in older Lighthouse CI or
 *   DevTools) still report the line; removing it for them would hide the
 *   signals from the crawlers the policy is for, so it is not removed.
 * - Beside robots.txt, pages, their Markdown and llms.txt also carry the
 *   signals as a `Content-Signal` response header, the form Cloudflare's
 *   Markdown for Agents sends and agents that fetch a single page read
 *   (`contentSignalHeaders`).
 * - Nothing else is added: the IETF AI Preferences drafts (a `Content-Usage`
 *   field, draft-ietf-aipref-attach) are not final and use another
 *   vocabulary.
 *
 * The agent catalog (ard.json) is named in a comment, beside llms.txt. The
 * ARD spec (§6.1) also defines an `Agentmap:` line for it, which Lighthouse
 * 13.5's ard-schema gatherer reads; but its robots-txt audit does not know
 * that directive and fails the file ("Unknown directive", which
 * tests/discovery_test.ts checks), so the catalog is left to the well-known
 * address, `/.well-known/ai-catalog.json`, which points to it.
 */
export function robotsTxt(config: Config): string {
  return [
    "# Everything here is public. Search and answering questions with it are welcome; training is not.",
    "#",
    "# Content signals (the Content Signals Policy, https://contentsignals.org/):",
    "# accessing this site means agreeing to follow them. A signal set to yes allows",
    "# collecting content for that use; one set to no forbids it; a use with no signal",
    "# is neither allowed nor restricted by one.",
    "#   search: building a search index and showing search results (links and short",
    "#     excerpts); not AI-generated summaries of search results.",
    "#   ai-input: giving content to AI models as they answer (retrieval-augmented",
    "#     generation, grounding, generated answers to searches).",
    "#   ai-train: training or fine-tuning AI models.",
    "# Any restriction expressed by these signals is an express reservation of rights",
    "# under Article 4 of Directive (EU) 2019/790 on copyright and related rights in",
    "# the Digital Single Market.",
    "User-agent: *",
    `Content-Signal: ${CONTENT_SIGNAL}`,
    "Allow: /",
    "",
    `Sitemap: ${agentUrls(config).sitemapXml}`,
    `# For language models: ${agentUrls(config).llmsTxt}`,
    `# For AI agents, the agent catalog (Agentic Resource Discovery): ${agentUrls(config).ard}`,
    "",
  ].join("\n");
}

/** The `Content-Signal` response header that pages, their Markdown and llms.txt carry. */
export function contentSignalHeaders(): Record<string, string> {
  return { "content-signal": CONTENT_SIGNAL };
}

/** The favicon: the site's mark, white on blue, as an SVG (any size). */
export function faviconSvg(mark: string): string {
  const escape = xmlText;
  const size = [18, 14, 11][Math.min([...mark].length, 3) - 1];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">',
    '  <rect width="32" height="32" rx="8" fill="#1f5fbf" />',
    `  <text x="16" y="${
      16 + size * 0.36
    }" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700"`,
    `    fill="#fff" text-anchor="middle">${escape(mark)}</text>`,
    "</svg>",
    "",
  ].join("\n");
}
