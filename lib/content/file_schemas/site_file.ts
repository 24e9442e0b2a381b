/** The schema of `content/site.yaml`: the site, its languages and its pages. */
import { z } from "zod";
import { day, doc, languageTag, text } from "./_fields.ts";

/** A page path: `/` or lowercase segments each followed by a slash. */
const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*$/;

/** The path of a page listed under pages that every page's footer links to, like `example`. */
function footerPage(example: string, what: string) {
  const message = `must be the path of a page listed under pages, such as "${example}"`;
  return z.string().regex(PAGE_PATH, message).optional()
    .meta(doc(`${what}, linked from every page's footer.`, example));
}

export const SiteFile = z.strictObject({
  name: text.meta(doc(
    "The site's name, in the header, titles and share cards.",
    "Your Studio",
    "page JSON-LD catalogs",
  )),
  tagline: text.meta(doc(
    "One line under the name: what the site is about.",
    "Small web apps that stay small",
    "page catalogs",
  )),
  mark: z.string().trim().min(1).max(3, 'must be one to three characters, such as "R" or "AR"')
    .optional().meta(doc(
      "One to three characters shown in the site's mark and favicon. Default: the name's first letter.",
      "YS",
    )),
  lang: languageTag.optional().meta(
    doc("The pages' language, as HTML's lang takes it. Default: en.", "en"),
  ),
  locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be a locale such as "en_IN" or "de_DE"')
    .optional().meta(doc("The locale share cards name (og:locale). Default: none.", "en_GB")),
  cli_command: z.string().regex(
    /^[a-z][a-z0-9-]{0,29}$/,
    'must be a command name: a lowercase letter, then up to 29 lowercase letters, digits or hyphens, such as "ada"',
  ).optional().meta(doc(
    "The name of the command-line client a visitor downloads from /cli.mjs. Default: site.",
    "ys",
    "catalogs",
  )),
  languages: z.array(
    z.string().regex(
      /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/,
      'must be a lowercase language tag such as "en" or "pt-br", the name of its folder in content/',
    ),
  ).optional().meta(doc(
    "More languages the site is served in, each at /<lang>/ from its translations in content/<lang>/ (what is not translated is shown in the primary language). Default: none.",
    ["en"],
    "page API MCP catalogs",
  )),
  legal: z.strictObject({
    notice: footerPage("/legal/", "The page of your legal notice (Impressum)"),
    privacy: footerPage("/privacy/", "The page of your privacy policy"),
  }).optional().meta(doc(
    "Footer links to legal pages, each the path of a page listed under pages (served like any other page, labelled in the site's language). Default: none.",
    { notice: "/legal/", privacy: "/privacy/" },
  )),
  updated: day.meta(doc(
    "When the content last changed, written YYYY-MM-DD.",
    "2026-11-26",
    "page JSON-LD CV catalogs",
  )),
  pages: z.array(z.strictObject({
    path: z.string().regex(
      PAGE_PATH,
      'must start and end with "/" and use lowercase letters, digits and hyphens',
    ).meta(doc("The page's address on the site.", "/about/", "page API MCP catalogs")),
    file: z.string().regex(
      /^[a-z0-9-]+\.md$/,
      'must be the name of a file in content/pages/, such as "about.md"',
    ).meta(doc("Its text: a Markdown file in content/pages/.", "about.md")),
    title: text.meta(
      doc("The page's title (its h1 and <title>).", "About", "page API MCP catalogs"),
    ),
    description: text.meta(doc(
      "One line saying what the page holds (meta description, listings).",
      "Who I am.",
      "page API MCP catalogs",
    )),
    nav: text.optional().meta(
      doc("Its label in the navigation; a page without one is not in the menu.", "About"),
    ),
  })).min(1, "must list at least the home page").meta(doc(
    'Every page, in menu order, the home page ("/") among them. A page listed here with its Markdown file is served at its path.',
    [{ path: "/", file: "home.md", title: "Your Name", description: "What you do." }],
    "page API MCP catalogs",
  )),
});
