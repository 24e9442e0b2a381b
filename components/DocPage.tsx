import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { pageDoc } from "../lib/site/web/pages.ts";
import { blocks } from "../lib/site/pages/doc.ts";
import { Doc, type Slots } from "./Doc.tsx";

/** The route handler of every content page: renders the page the request was resolved to. */
export const handler = { GET: renderPage };

/**
 * A page of site.yaml as most routes show it: its header (title, description), then the blocks its
 * Markdown is written from (`pageDoc`), `slots` filling theirs; home's start with its first screen.
 */
export function DocPage({ data: { site, page }, slots }: { data: PageData; slots?: Slots }) {
  const header = page.path !== "/" &&
    { type: "header", title: page.title, lead: page.description } as const;
  return <Doc blocks={blocks(header, ...pageDoc(site, page))} site={site} slots={slots} />;
}
