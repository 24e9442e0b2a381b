/** llms.txt and llms-full.txt (llmstxt.org): what the site is, and every page's Markdown. */
import type { Site } from "../../content/model.ts";
import { type MessageKey, siteMessages } from "../../content/messages.ts";
import { agentUrls } from "./agent_urls.ts";
import { languageName } from "../languages/languages.ts";
import { link } from "../../content/links.ts";
import { VCARD_PATH } from "../pages/vcard.ts";
import { RESUME_PATH } from "../pages/resume.ts";
import { workWords } from "../../content/availability.ts";
import { feedRows } from "./feeds.ts";

/** llms.txt in the llmstxt.org format, in `site`'s language (`inLanguage`), its pages first. */
export function llmsTxt(site: Site): string {
  const abs = (path: string) => link(site, path, { absolute: true });
  const urls = agentUrls(site.config);
  const { t, sentences } = siteMessages(site);
  const entry = (title: string, url: string, text: string) => `- [${title}](${url}): ${text}`;
  /** A catalogue entry `llms.<key>` (its label) and `llms.<key>Text` (what it is), linked. */
  const row = (key: string, url: string, params?: Record<string, string>) =>
    entry(t(`llms.${key}` as MessageKey), url, t(`llms.${key}Text` as MessageKey, params));
  const { name, role, location } = site.profile;
  const work = workWords(site).line;
  const summary = t("llms.summary", { name, role, roleLower: role.toLowerCase(), location });
  return [
    `# ${site.name}`,
    "",
    // The catalogue's sentence or label line: never the owner's words in another language's grammar.
    `> ${sentences([summary, site.tagline])}`,
    "",
    t("llms.use", { name }),
    "",
    ...(work ? [work, ""] : []),
    ...[site, ...site.translations].flatMap((one) => [
      one === site
        ? `## ${t("llms.pages")}`
        : `## ${t("llms.pagesIn", { language: languageName(one.lang, site.lang) })}`,
      "",
      ...one.pages.map((p) => entry(p.title, `${p.url}index.md`, p.description)),
      "",
    ]),
    "## API",
    "",
    row("apiIndex", `${urls.api}/`),
    row("openapi", urls.openapi),
    row("guide", abs("/developers/index.md")),
    row("apiCatalog", urls.apiCatalog),
    row("agentCatalog", urls.ard),
    row("resume", abs(RESUME_PATH), { name }),
    row("contactCard", abs(VCARD_PATH), { name }),
    ...feedRows(site).map(({ key, url }) => row(key, url)),
    "",
    "## MCP",
    "",
    row("mcp", urls.mcp),
    row("serverCard", urls.serverCard),
    row("aiCatalog", urls.aiCatalog),
    "",
    "## CLI",
    "",
    row("cli", abs("/cli.mjs"), {
      usage: "`node cli.mjs profile`, `projects`, `page <path>`, `--json`",
    }),
    "",
    `## ${t("llms.optional")}`,
    "",
    row("fullText", abs("/llms-full.txt")),
    row("sitemap", urls.sitemapMd),
    "",
  ].join("\n");
}

/** Every page's Markdown in site order, each starting with its title and canonical URL. */
export function llmsFullTxt(site: Site): string {
  const { t, date, sentences, colon } = siteMessages(site);
  const url = link(site, "/", { absolute: true });
  const pages = site.pages.map((p) => {
    const [title, ...rest] = p.markdown.split("\n");
    return [title, "", t("llms.source") + colon + p.url, ...rest].join("\n").trimEnd();
  });
  return [
    `# ${t("llms.fullTitle", { site: site.name })}`,
    "",
    `> ${sentences([site.tagline, t("llms.fullGenerated", { url, date: date(site.updated) })])}`,
    "",
    pages.join("\n\n---\n\n"),
    "",
  ].join("\n");
}
