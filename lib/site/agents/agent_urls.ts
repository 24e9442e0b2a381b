/**
 * Where an agent finds what the site offers it, the media types they are announced with, the pages'
 * `Link` headers and the content signals: every discovery document, header and the developers guide
 * take their addresses from here, so they agree.
 *
 * @example
 * ```ts
 * import { readConfig } from "../../config.ts";
 * const config = readConfig(new Map([["SITE_URL", "https://example.com"]]));
 * agentUrls(config).llmsTxt; // "https://example.com/llms.txt"
 * ```
 */
import type { Config } from "../../config.ts";
import { RESUME_PATH } from "../pages/resume.ts";

/** The address of each thing the site offers agents, absolute on `config.siteUrl`. */
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

/** The media types of what `agentUrls` names, as served and announced (RFC 9727's profile too). */
export const AGENT_TYPES = {
  openapi: "application/vnd.oai.openapi+json;version=3.1",
  llmsTxt: "text/plain",
  resume: "application/json",
  apiCatalog: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
  serverCard: "application/mcp-server-card+json",
  aiCatalog: "application/ai-catalog+json",
};

export function apiCatalogLink(config: Config): string {
  return `<${agentUrls(config).apiCatalog}>; rel="api-catalog"`;
}

/** Every HTML page's `Link`s (RFC 8288): llms.txt, OpenAPI, the API catalog, found without HTML. */
export function siteLinks(config: Config): string[] {
  const urls = agentUrls(config);
  return [
    `<${urls.llmsTxt}>; rel="describedby"; type="${AGENT_TYPES.llmsTxt}"`,
    `<${urls.openapi}>; rel="service-desc"; type="${AGENT_TYPES.openapi}"`,
    apiCatalogLink(config),
  ];
}

/** The content signals (contentsignals.org): search and answering with it welcome, training not. */
export const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

/** The `Content-Signal` response header that pages, their Markdown and llms.txt carry. */
export function contentSignalHeaders(): Record<string, string> {
  return { "content-signal": CONTENT_SIGNAL };
}
