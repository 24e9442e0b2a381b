/** Every page's Markdown, from the blocks its route renders: what getPage, index.md, MCP serve. */
import { developersDoc } from "../guide/developers_guide.ts";
import { type Block, docMarkdown } from "../pages/doc.ts";
import * as docs from "../pages/page_docs.ts";
import { localMarkdown } from "../pages/markdown.ts";
import { articleDoc, writingDoc } from "../pages/writing.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { siteMessages } from "../../content/messages.ts";

/** The blocks of the pages that have a route of their own, by path. */
const DOCS: Record<string, (site: Site, page: SitePage) => Block[]> = {
  "/": docs.homeDoc,
  "/contact/": docs.contactDoc,
  "/about/": docs.aboutDoc,
  "/work/": docs.workDoc,
  "/services/": docs.servicesDoc,
  "/faq/": docs.faqDoc,
  "/pricing/": docs.pricingDoc,
  "/developers/": developersDoc,
  "/writing/": writingDoc,
};

/** The blocks of `page`: what its route renders as HTML and `pageMarkdown` writes as Markdown. */
export function pageDoc(site: Site, page: SitePage): Block[] {
  if (page.project) return docs.caseStudyDoc(site, page);
  if (page.article) return articleDoc(site, page);
  return (DOCS[page.path] ?? docs.contentDoc)(site, page);
}

/** The full Markdown of `page`, its links absolute in the page's language. */
export function pageMarkdown(site: Site, page: SitePage): string {
  const body = docMarkdown(pageDoc(site, page), siteMessages(site));
  return localMarkdown(`# ${page.title}${body && `\n\n${body}`}\n`, site, page.url);
}
