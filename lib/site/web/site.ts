/** The site: the views of the content every surface shares, built once from validated content. */
import type { Config } from "../../config.ts";
import type { RawContent } from "../../content/load.ts";
import type { z } from "zod";
import { Contact, FaqItem, Profile, Project, Service } from "../../content/shapes.ts";
import { articlePath, caseStudyPath, type Site, type SitePage } from "../../content/model.ts";
import { loadCatalogues, messagesFor } from "../../content/messages.ts";
import { pageMarkdown } from "./pages.ts";
import { link } from "../../content/links.ts";
import { utcDay, workState } from "../../content/availability.ts";
import { loadMarkdown } from "../pages/markdown.ts";

// Pages' Markdown needs markdown-it and the site's words: loaded here, as main.ts loads this late.
await Promise.all([loadMarkdown(), loadCatalogues()]);

/** The primary language's site, one per translation under its prefix; availability as of `day`. */
export function buildSite(raw: RawContent, config: Config, day = utcDay(Date.now())): Site {
  const site = buildLanguage(raw, config, "", day);
  site.translations = (raw.translations ?? []).map((t) =>
    buildLanguage(t.content, config, `/${t.lang}`, day)
  );
  const all = [site, ...site.translations];
  const languages = all.map(({ lang, prefix }) => ({ lang, prefix }));
  for (const one of all) one.languages = languages;
  // On first read, once every language exists: the guide's examples read the others' pages.
  for (const one of all) {
    for (const page of one.pages) {
      let made: string | undefined;
      const get = () => made ??= pageMarkdown(one, page);
      Object.defineProperty(page, "markdown", { get, enumerable: true });
    }
  }
  return site;
}

/** The site of one language, its pages at `prefix` + their path. */
function buildLanguage(raw: RawContent, config: Config, prefix: string, day: string): Site {
  const { t } = messagesFor(raw.site.lang ?? "en", raw.messages);
  const caseStudies = raw.projects.map((p) => ({
    path: caseStudyPath(p.slug),
    title: t("page.caseStudyTitle", { name: p.name }),
    description: p.summary,
    body: p.body,
    project: p,
  }));
  const articles = raw.articles.map((a) => ({
    path: articlePath(a.slug),
    title: a.title,
    description: a.summary,
    body: a.body,
    article: a,
  }));
  const entries = after(after(raw.pages, "/work/", caseStudies), "/writing/", articles);
  // Every address in this language's: its pages' and what the API says of them.
  const abs = (path: string) => link({ prefix, config, pages: entries }, path, { absolute: true });
  const profile = { ...raw.profile, site: abs("/"), ...workState(raw.profile.taking_work, day) };
  return {
    config,
    name: raw.site.name,
    tagline: raw.site.tagline,
    mark: raw.site.mark ?? [...raw.site.name][0].toUpperCase(),
    lang: raw.site.lang ?? "en",
    ...(raw.site.locale ? { locale: raw.site.locale } : {}),
    ...(raw.site.cli_command ? { command: raw.site.cli_command } : {}),
    updated: raw.site.updated,
    profile: published(Profile, profile),
    bio: raw.profile.bio,
    projects: raw.projects.map((p) =>
      published(Project, { ...p, case_study: abs(caseStudyPath(p.slug)) })
    ),
    services: raw.services.map((s) =>
      published(Service, { ...s, example: s.example && abs(caseStudyPath(s.example)) })
    ),
    faq: raw.faq.map((item) => published(FaqItem, item)),
    contact: published(Contact, { ...raw.contact, contact_page: abs("/contact/") }),
    pages: entries.map((page) => ({ ...page, url: abs(page.path), markdown: "" })),
    raw,
    prefix,
    languages: [],
    translations: [],
  };
}

/** `pages` with `more` after the page at `path`, or at the end without one. */
function after(pages: Omit<SitePage, "url" | "markdown">[], path: string, more: typeof pages) {
  const at = pages.findIndex((p) => p.path === path) + 1 || pages.length;
  return [...pages.slice(0, at), ...more, ...pages.slice(at)];
}

/**
 * The fields of `value` the API's `shape` publishes, in its order, empty ones left out: what only
 * the website shows (a portrait, availability, a body) never reaches the API, MCP or llms.txt.
 */
function published<S extends z.ZodObject>(shape: S, value: Record<string, unknown>): z.infer<S> {
  const keys = Object.keys(shape.shape).filter((key) => value[key]);
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as z.infer<S>;
}
