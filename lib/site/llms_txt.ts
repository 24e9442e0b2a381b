/**
 * llms.txt and llms-full.txt (llmstxt.org): what the site is, and every
 * page's Markdown, for language models.
 */
import type { Site } from "../content/model.ts";
import { agentUrls } from "./agent_urls.ts";

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
