/**
 * Discovery files for search engines and agents, all generated from the site:
 * llms.txt, llms-full.txt, the API catalog (RFC 9727), the MCP server card,
 * sitemap.xml and robots.txt. A new page or project appears in all of them.
 */
import type { Config } from "../config.ts";
import { PROTOCOL_VERSIONS, serverDescription } from "../mcp/identity.ts";
import type { Site } from "./model.ts";

/** The RFC 9727 profile of the API catalog's media type. */
export const API_CATALOG_TYPE =
  'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** `Link` header value pointing at the API catalog. */
export function apiCatalogLink(config: Config): string {
  return `<${config.siteUrl}/.well-known/api-catalog>; rel="api-catalog"`;
}

/** llms.txt in the llmstxt.org format. */
export function llmsTxt(site: Site): string {
  const { siteUrl, baseUrl } = site.config;
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
      "the AI catalog pointing to the MCP server card",
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

/** The RFC 9727 API catalog: a linkset describing the API and the MCP server. */
export function apiCatalog(site: Site, endpoints: string[]): unknown {
  const { siteUrl, baseUrl } = site.config;
  return {
    linkset: [
      {
        anchor: baseUrl,
        "service-desc": [{
          href: `${baseUrl}/openapi.json`,
          type: "application/vnd.oai.openapi+json;version=3.1",
          title: "OpenAPI 3.1 document",
        }],
        "service-doc": [{
          href: `${siteUrl}/developers/`,
          type: "text/html",
          title: "Developer guide",
        }],
        item: endpoints.map((href) => ({ href, type: "application/json" })),
      },
      {
        anchor: `${siteUrl}/mcp`,
        "service-desc": [{
          href: `${siteUrl}/mcp/server-card`,
          type: SERVER_CARD_TYPE,
          title: "MCP server card",
        }],
        "service-doc": [{
          href: `${siteUrl}/developers/#mcp`,
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
  return `${config.siteUrl}/mcp/server-card`;
}

/** The server card's name: the site's host in reverse-DNS form, then `/mcp`. */
function cardName(config: Config): string {
  return `${new URL(config.siteUrl).hostname.split(".").reverse().join(".")}/mcp`;
}

/**
 * The MCP server card (the v1 draft of SEP-2127): the server's identity as
 * `server/discover` gives it, and how to connect. It lists no tools: clients
 * list them at run time.
 */
export function serverCard(config: Config): unknown {
  const { title, version, description, websiteUrl, icons } = serverDescription(config).serverInfo;
  return {
    $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
    name: cardName(config),
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

/** `/.well-known/ai-catalog.json`: the AI catalog, pointing to the server card. */
export function aiCatalog(config: Config): unknown {
  const host = new URL(config.siteUrl).hostname;
  return {
    specVersion: "1.0",
    entries: [{
      identifier: `urn:air:${host}:mcp:${cardName(config).split("/")[1]}`,
      type: SERVER_CARD_TYPE,
      url: serverCardUrl(config),
    }],
  };
}

/** sitemap.xml: every page with its last modification. */
export function sitemapXml(site: Site): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...site.pages.map((p) =>
      `  <url><loc>${escape(p.url)}</loc><lastmod>${site.updated}</lastmod></url>`
    ),
    "</urlset>",
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
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    `# For language models: ${config.siteUrl}/llms.txt`,
    "",
  ].join("\n");
}

/** The `Content-Signal` response header that pages, their Markdown and llms.txt carry. */
export function contentSignalHeaders(): Record<string, string> {
  return { "content-signal": CONTENT_SIGNAL };
}

/** The favicon: the site's mark, white on blue, as an SVG (any size). */
export function faviconSvg(mark: string): string {
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
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
