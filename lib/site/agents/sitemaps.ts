/** sitemap.xml for search engines, sitemap.md for agents: each page in site order, its last change. */
import { link } from "../../content/links.ts";
import { siteMessages } from "../../content/messages.ts";
import { agentUrls } from "./agent_urls.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { markdownMirrorPath } from "../../content/page_path.ts";
import { cvPages } from "../pages/cv.ts";
import { alternates } from "../languages/languages.ts";
import { xmlText as escape } from "../pictures/xml.ts";
import { feedRows } from "./feeds.ts";

/**
 * sitemap.xml: every page of every language (the unlisted CVs and the feeds too) with its last
 * change; on a site in several languages each page names all its addresses (`xhtml:link`, with
 * `x-default`), as Google reads them. A page's last change, here and in sitemap.md, is the site's
 * (`updated`): pages carry no date, an invented one is worse than none; an article's is its own.
 */
export function sitemapXml(site: Site): string {
  const many = site.translations.length > 0;
  const XHTML = ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  const links = (p: Pick<SitePage, "path">) =>
    many
      ? [...alternates(site, p), { lang: "x-default", url: alternates(site, p)[0].url }]
        .map(({ lang, url }) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escape(url)}"/>`
        ).join("")
      : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${many ? XHTML : ""}>`,
    ...[site, ...site.translations].flatMap((one) =>
      [...one.pages, ...cvPages(one), ...feedRows(one)].map((p) =>
        `  <url><loc>${escape(p.url)}</loc><lastmod>${lastmod(site, p)}</lastmod>${links(p)}</url>`
      )
    ),
    "</urlset>",
    "",
  ].join("\n");
}

/** sitemap.md, for agents: each page (CVs too) with its description, Markdown and last change. */
export function sitemapMd(site: Site): string {
  const { t } = siteMessages(site);
  return [
    `# ${t("sitemap.title", { name: site.name })}`,
    "",
    "> " + t("sitemap.lead", {
      url: link(site, "/", { absolute: true }),
      index: "`<page>/index.md`",
      accept: "`Accept: text/markdown`",
      llms: `[llms.txt](${agentUrls(site.config).llmsTxt})`,
    }),
    "",
    // The date stays ISO 8601, as in sitemap.xml: agents read it.
    ...[site, ...site.translations].flatMap((one) =>
      [...one.pages, ...cvPages(one)].map((p) =>
        "- " + t("sitemap.entry", {
          page: `[${p.title}](${p.url})`,
          markdown: `[Markdown](${link(one, markdownMirrorPath(p.path), { absolute: true })})`,
          date: lastmod(site, p),
          description: p.description,
        })
      )
    ),
    ...[site, ...site.translations].flatMap(feedRows).map(({ key, url }) =>
      `- [${t(`llms.${key}`)}](${url}): ${t(`llms.${key}Text`)}`
    ),
    "",
  ].join("\n");
}

function lastmod(site: Site, page: Pick<SitePage, "path" | "article">): string {
  return page.article?.updated ?? page.article?.date ?? site.updated;
}
