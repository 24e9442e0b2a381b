/**
 * The articles as an Atom feed (RFC 4287) and a JSON Feed (1.1), each language's at its prefix
 * (`/en/feed.xml`), newest first, each article in full as HTML with absolute links; a site without
 * articles has none (`not_found`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../../config.ts";
 * import { loadContent } from "../../content/load.ts";
 * import { buildSite } from "../web/site.ts";
 * const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));
 * const site = buildSite(await loadContent("tests/fixtures/full"), config);
 * const feed = JSON.parse(jsonFeed(site));
 * assert.equal(feed.feed_url, "https://www.example.com/feed.json");
 * assert.match(atomFeed(site), /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed /);
 * ```
 */
import { link } from "../../content/links.ts";
import { siteMessages } from "../../content/messages.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { findPage } from "../../content/page_path.ts";
import { HttpError } from "../../http/problem.ts";
import { absoluteHtml } from "../pages/markdown.ts";
import { xmlText as x } from "../pictures/xml.ts";

/** Where each language's feeds are, before its prefix, and their media types. */
export const ATOM_PATH = "/feed.xml";
export const JSON_FEED_PATH = "/feed.json";
export const ATOM_TYPE = "application/atom+xml";
export const JSON_FEED_TYPE = "application/feed+json";

/** Each feed's catalogue key (`llms.<key>`, `llms.<key>Text`), path, type and address, if any. */
export function feedRows(site: Site) {
  const feeds = [["feed", ATOM_PATH, ATOM_TYPE], ["jsonFeed", JSON_FEED_PATH, JSON_FEED_TYPE]];
  return (site.raw.articles.length ? feeds as ["feed" | "jsonFeed", string, string][] : [])
    .map(([key, path, type]) => ({ key, path, type, url: link(site, path, { absolute: true }) }));
}

/** What both feeds say: their title, addresses, author, articles and last change. */
function feed(site: Site) {
  const articles = site.pages.filter((p) => p.article);
  if (!articles.length) {
    throw new HttpError("not_found", "This site has no articles, so it has no feed.");
  }
  const abs = (path: string) => link(site, path, { absolute: true });
  const time = (day: string) => `${day}T00:00:00Z`;
  const changed = (p: SitePage) => time(p.article!.updated ?? p.article!.date);
  return {
    title: siteMessages(site).t("writing.feedTitle", { site: site.name }),
    home: findPage(site, "/writing/")?.url ?? abs("/"),
    author: { name: site.profile.name, url: abs("/") },
    articles,
    time,
    changed,
    updated: articles.map(changed).sort().at(-1)!,
    html: (p: SitePage) => absoluteHtml(p.body, site, p.url),
    abs,
  };
}

/** The Atom feed (RFC 4287): identified by its own address, each entry by the article's. */
export function atomFeed(site: Site): string {
  const f = feed(site);
  const entries = f.articles.map((p) => {
    const a = p.article!;
    return [
      `  <entry${a.language ? ` xml:lang="${x(a.language)}"` : ""}>`,
      `    <id>${x(p.url)}</id>`,
      `    <title>${x(p.title)}</title>`,
      `    <published>${f.time(a.date)}</published>`,
      `    <updated>${f.changed(p)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${x(p.url)}"/>`,
      `    <summary>${x(a.summary)}</summary>`,
      ...(a.tags ?? []).map((tag) => `    <category term="${x(tag)}"/>`),
      `    <content type="html">${x(f.html(p))}</content>`,
      "  </entry>",
    ].join("\n");
  });
  const self = f.abs(ATOM_PATH);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(site.lang)}">`,
    `  <id>${x(self)}</id>`,
    `  <title>${x(f.title)}</title>`,
    `  <subtitle>${x(site.tagline)}</subtitle>`,
    `  <updated>${f.updated}</updated>`,
    `  <author><name>${x(f.author.name)}</name><uri>${x(f.author.url)}</uri></author>`,
    `  <link rel="self" type="${ATOM_TYPE}" href="${x(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(f.home)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The JSON Feed (version 1.1), with the same articles, dates and full text as the Atom feed. */
export function jsonFeed(site: Site): string {
  const f = feed(site);
  const cover = (p: SitePage) => p.article!.cover?.src;
  const json = {
    version: "https://jsonfeed.org/version/1.1",
    title: f.title,
    home_page_url: f.home,
    feed_url: f.abs(JSON_FEED_PATH),
    description: site.tagline,
    language: site.lang,
    authors: [f.author],
    items: f.articles.map((p) => ({
      id: p.url,
      url: p.url,
      title: p.title,
      summary: p.article!.summary,
      content_html: f.html(p),
      ...(cover(p) ? { image: f.abs(`/${cover(p)}`) } : {}),
      date_published: f.time(p.article!.date),
      date_modified: f.changed(p),
      ...(p.article!.tags ? { tags: p.article!.tags } : {}),
      language: p.article!.language ?? site.lang,
    })),
  };
  return JSON.stringify(json, null, 2) + "\n";
}
