/**
 * The site every view shares, apart from its builders (lib/site/web/site.ts) so the store, API
 * and MCP can name it; and the validated content it is built from (`RawContent`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(caseStudyPath("booking-page"), "/work/booking-page/");
 * const en = { prefix: "/en", pages: [{ path: "/" }] };
 * const site = { pages: [{ path: "/" }], translations: [en] } as unknown as Site;
 * assert.deepEqual(everyPage(site).map((page) => page.path), ["/", "/en/"]);
 * ```
 */
import type { z } from "zod";
import type { Config } from "../config.ts";
import type { ContentImage } from "./images.ts";
import type { MessageOverrides } from "./messages.ts";
import type { Contact, FaqItem, Page, Profile, Project, Service } from "./shapes.ts";
import type * as schemas from "./file_schemas/mod.ts";

/** A public page, in site order, with everything every view needs. */
export interface SitePage extends Page {
  /** Label in the main navigation, when the page is in it. */
  nav?: string;
  /** The owner's Markdown for the page, without the generated parts. */
  body: string;
  /** Set on case-study pages. */
  project?: ProjectEntry;
  /** Set on articles. */
  article?: ArticleEntry;
  /** The owner's file, relative to the content folder (`pages/about.md`); absent on case studies. */
  file?: string;
}

export interface Site {
  config: Config;
  name: string;
  tagline: string;
  /** The characters of the site's mark and favicon. */
  mark: string;
  lang: string;
  /** The share cards' locale and the command-line client's name, when the owner gave them. */
  locale?: string;
  command?: string;
  /** Last content edit, YYYY-MM-DD. */
  updated: string;
  profile: Profile;
  bio: string;
  projects: Project[];
  services: Service[];
  faq: FaqItem[];
  contact: Contact;
  pages: SitePage[];
  raw: RawContent;
  /** Where this language's pages are served: "" for the primary language, "/en" for `content/en/`. */
  prefix: string;
  /** Every language the site is served in, the primary first, with its prefix. */
  languages: { lang: string; prefix: string }[];
  /** The other languages' sites (on the primary site only; empty on a translation). */
  translations: Site[];
}

/** Every page of every language, `site`'s first, each by its served path (`/en/about/`). */
export function everyPage(site: Site): SitePage[] {
  return [site, ...site.translations].flatMap((one) =>
    one.prefix ? one.pages.map((page) => servedAt(page, one.prefix + page.path)) : one.pages
  );
}

/** `page` at its served `path`, its Markdown still made on its first read (not by the copy). */
const servedAt = (page: SitePage, path: string): SitePage =>
  Object.defineProperties({} as SitePage, {
    ...Object.getOwnPropertyDescriptors(page),
    path: { value: path, enumerable: true },
  });

/** The tags of `site`'s languages, the primary first: what `Accept-Language` chooses among. */
export function languages(site: Site): string[] {
  return site.languages.map((one) => one.lang);
}

/**
 * `primary` in `lang` (any spelling of a site language's tag), else `primary`: a translation whose
 * `translations` are the other languages, the primary first, as machine answers list them.
 */
export function inLanguage(primary: Site, lang?: string): Site {
  const own = primary.translations.find((t) => t.lang.toLowerCase() === lang?.toLowerCase());
  const others = primary.translations.filter((t) => t !== own);
  return own ? { ...own, translations: [primary, ...others] } : primary;
}

/** URL of a project's case study. */
export function caseStudyPath(slug: string): string {
  return `/work/${slug}/`;
}

/** URL of an article. */
export function articlePath(slug: string): string {
  return `/writing/${slug}/`;
}

/** An article as written by the owner (`content/articles/<slug>.md`), with its text. */
export type ArticleEntry = z.infer<typeof schemas.ArticleFile> & { slug: string; body: string };
/** A project as written by the owner, with its case-study body. */
export type ProjectEntry = z.infer<typeof schemas.ProjectFile> & { slug: string; body: string };

/** A page listed in `content/site.yaml`, with its body; `file` is `pages/about.md`. */
export type PageEntry = z.infer<typeof schemas.SiteFile>["pages"][number] & { body: string };

/** The validated content, exactly as the owner wrote it. */
export interface RawContent {
  site: Omit<z.infer<typeof schemas.SiteFile>, "pages">;
  pages: PageEntry[];
  profile: z.infer<typeof schemas.ProfileFile> & { bio: string };
  projects: ProjectEntry[];
  /** The articles, newest first. */
  articles: ArticleEntry[];
  services: z.infer<typeof schemas.ServicesFile>["services"];
  /** Where prices start (`services.md`'s `anchors`), for the pricing web page only. */
  anchors?: z.infer<typeof schemas.ServicesFile>["anchors"];
  faq: z.infer<typeof schemas.FaqFile>["questions"];
  contact: z.infer<typeof schemas.ContactFile>;
  /** Praise from `testimonials.md`, when the owner wrote the file. */
  testimonials: z.infer<typeof schemas.TestimonialsFile>["testimonials"];
  /** Every picture the content names, by its `src`. */
  images: Map<string, ContentImage>;
  /** The owner's words for the site's language from `messages.yaml` (`lib/content/messages.ts`). */
  messages: MessageOverrides;
  /** When each proof link was checked, and whether it passed (`proof.yaml`, by `deno task check:proof`). */
  proof: z.infer<typeof schemas.ProofFile>["links"];
  /** The other languages of `site.yaml`'s `languages`, each read from `content/<lang>/`. */
  translations?: Translation[];
  /** In a translation: each text it shows in another language (a field it leaves out), by text. */
  fallbacks?: Record<string, string>;
}

/** One more language (`en`: folder and prefix `/en/`): the content translated, and what is not. */
export interface Translation {
  lang: string;
  content: RawContent;
  untranslated: string[];
}
