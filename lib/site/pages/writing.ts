/**
 * Articles as blocks (lib/site/pages/doc.ts), like every page: the writing page's list and topics,
 * an article's header and text, and the home page's latest articles. Each article's tags link to
 * its topic on the writing page.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(readingMinutes("word ".repeat(660), "en"), 3);
 * assert.equal(readingMinutes("短い", "ja"), 1);
 * ```
 */
import { type Block, blocks, cards, section } from "./doc.ts";
import { type ArticleEntry, articlePath, type Site, type SitePage } from "../../content/model.ts";
import { siteMessages } from "../../content/messages.ts";
import { hasPage } from "../../content/page_path.ts";
import { cover, cta, markdown } from "./next_step.ts";
import { setApart } from "../languages/languages.ts";

/** Minutes to read `text` at 220 words a minute, words found as `lang` writes them; at least 1. */
export function readingMinutes(text: string, lang: string): number {
  const segments = new Intl.Segmenter(lang, { granularity: "word" }).segment(text);
  return Math.max(1, Math.round([...segments].filter((s) => s.isWordLike).length / 220));
}

/**
 * The tags two articles or more share but not all, sorted: a topic with one article is only that
 * article, and one with every article is the list above it again.
 */
function topics(site: Site): string[] {
  const tags = site.raw.articles.flatMap((a) => a.tags ?? []);
  const count = (tag: string) => tags.filter((t) => t === tag).length;
  return [...new Set(tags)].filter((t) => count(t) > 1 && count(t) < site.raw.articles.length)
    .sort();
}

/** `tag` linked to its topic on the writing page, when the site has one and it is a topic. */
function topic(site: Site, tag: string): string {
  const text = setApart(site, tag);
  return hasPage(site, "/writing/") && topics(site).includes(tag)
    ? `[${text}](/writing/#tag-${tag})`
    : text;
}

/** An article's date, its last update, its reading time and, with `tags`, its topics. */
function articleMeta(site: Site, article: ArticleEntry, tags = false): Block {
  const { t, date, list } = siteMessages(site);
  const minutes = readingMinutes(article.body, article.language ?? site.lang);
  const text = [
    date(article.date),
    article.updated && t("writing.updated", { date: date(article.updated) }),
    t("writing.readingTime", { minutes }),
    tags && list(article.tags?.map((tag) => topic(site, tag)) ?? []),
  ].filter(Boolean).join(" · ");
  return { type: "paragraph", class: "article-meta", text };
}

/** `articles` as cards: each its title linking to it, its date and reading time, its summary. */
function articleCards(site: Site, articles: ArticleEntry[], level: 2 | 3): Block {
  return cards(
    { class: "cards article-cards", level, article: true },
    articles.map((a) => ({
      title: `[${a.title}](${articlePath(a.slug)})`,
      blocks: [articleMeta(site, a), { type: "paragraph", text: a.summary }],
    })),
  );
}

/** The writing page: the owner's text, every article newest first, then the topics they share. */
export function writingDoc(site: Site, page: SitePage): Block[] {
  const { t } = siteMessages(site);
  const articles = site.raw.articles;
  const tags = topics(site);
  return blocks(
    markdown(page),
    articleCards(site, articles, 2),
    tags.length > 0 && section("topics-heading", t("writing.topics"), [
      ...tags.map((tag) =>
        section(`tag-${tag}`, tag, [{
          type: "list",
          items: articles.filter((a) => a.tags?.includes(tag))
            .map((a) => `[${a.title}](${articlePath(a.slug)})`),
        }], { level: 3, class: "topic" })
      ),
    ], { class: "section topics" }),
    // A reader who liked the writing is one step from a project, never at a dead end.
    cta(site, t("cta.start"), t("cta.inquirySubject", { name: site.profile.name }), "cta-heading"),
  );
}

/** An article: its title, summary, date, reading time and topics, cover, text and a next step. */
export function articleDoc(site: Site, page: SitePage): Block[] {
  const article = page.article!;
  const { t } = siteMessages(site);
  const meta = [articleMeta(site, article, true)];
  return blocks(
    { type: "header", title: page.title, lead: article.summary, blocks: meta },
    cover(article.cover),
    markdown(page),
    cta(site, t("cta.start"), t("cta.aboutSubject", { title: page.title }), "cta-heading"),
  );
}

/** The home page's three latest articles and the way to the rest, only when there are some. */
export function latestArticles(site: Site): Block | false {
  const { t } = siteMessages(site);
  const all = { href: "/writing/", text: t("writing.all"), secondary: true };
  return site.raw.articles.length > 0 && section("writing-heading", t("writing.latest"), [
    articleCards(site, site.raw.articles.slice(0, 3), 3),
    hasPage(site, "/writing/") && { type: "actions", links: [all], web: true },
  ], { class: "section" });
}
