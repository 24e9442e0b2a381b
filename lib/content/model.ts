/**
 * The shape of the site every view shares (pages, API, MCP, llms.txt), apart
 * from how it is built (lib/site/web/site.ts), so that the store, the API's table
 * of operations and the MCP tools can name it without importing the builders
 * that use the table.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { caseStudyPath } from "./model.ts";
 * assert.equal(caseStudyPath("booking-page"), "/work/booking-page/");
 * ```
 */
import type { Config } from "../config.ts";
import type { ProjectEntry, RawContent } from "./load.ts";
import type { Contact, FaqItem, Page, Profile, Project, Service } from "./shapes.ts";

/** A public page, in site order, with everything every view needs. */
export interface SitePage extends Page {
  /** Label in the main navigation, when the page is in it. */
  nav?: string;
  /** The owner's Markdown for the page, without the generated parts. */
  body: string;
  /** Set on case-study pages. */
  project?: ProjectEntry;
  /** The owner's file, relative to the content folder (`pages/about.md`); absent on case studies. */
  file?: string;
}

export interface Site {
  config: Config;
  name: string;
  tagline: string;
  /** The characters of the site's mark and favicon. */
  mark: string;
  /** The pages' language tag. */
  lang: string;
  /** The share cards' locale, when the owner gave one. */
  locale?: string;
  /** The command-line client's name, when the owner gave one. */
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
  /** On a translation: what is not translated, one line each naming the file. */
  untranslated?: string[];
}

/**
 * Every page of every language, a translation's by its served path
 * (`/en/about/`): the pages the API lists and `getPage` finds.
 */
export function everyPage(site: Site): SitePage[] {
  return [
    ...site.pages,
    ...site.translations.flatMap((t) =>
      t.pages.map((page) => ({ ...page, path: t.prefix + page.path }))
    ),
  ];
}

/** URL of a project's case study. */
export function caseStudyPath(slug: string): string {
  return `/work/${slug}/`;
}
