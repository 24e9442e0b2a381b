/**
 * The Markdown of every page: the same blocks its route renders as HTML
 * (lib/site/pages/page_docs.ts), written as Markdown under the page's title.
 * `getPage`, `index.md`, `Accept: text/markdown`, llms-full.txt and the MCP
 * resources all serve this text.
 */
import { developersDoc } from "../guide/developers_guide.ts";
import { type Block, docMarkdown } from "../pages/doc.ts";
import {
  aboutDoc,
  caseStudyDoc,
  contactDoc,
  contentDoc,
  faqDoc,
  homeDoc,
  pricingDoc,
  servicesDoc,
  workDoc,
} from "../pages/page_docs.ts";
import { localMarkdown } from "../pages/markdown.ts";
import { articleDoc, writingDoc } from "../pages/writing.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { siteMessages } from "../../content/messages.ts";

/** The blocks of the pages that have a route of their own, by path. */
const DOCS: Record<string, (site: Site, page: SitePage) => Block[]> = {
  "/": homeDoc,
  "/contact/": contactDoc,
  "/about/": aboutDoc,
  "/work/": workDoc,
  "/services/": servicesDoc,
  "/faq/": faqDoc,
  "/pricing/": pricingDoc,
  "/developers/": developersDoc,
  "/writing/": writingDoc,
};

/** The blocks of `page`: what its route renders as HTML and `pageMarkdown` writes as Markdown. */
export function pageDoc(site: Site, page: SitePage): Block[] {
  if (page.project) return caseStudyDoc(site, page);
  if (page.article) return articleDoc(site, page);
  return (DOCS[page.path] ?? contentDoc)(site, page);
}

/**
 * The full Markdown of `page`: its links, written site-relative in the
 * primary language like the HTML's, made absolute in the page's language.
 */
export function pageMarkdown(site: Site, page: SitePage): string {
  const text = [`# ${page.title}`, docMarkdown(pageDoc(site, page), siteMessages(site))].filter(
    Boolean,
  ).join("\n\n");
  return localMarkdown(text + "\n", site, page.url);
}
