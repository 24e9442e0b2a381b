import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { pageDoc } from "../lib/site/web/pages.ts";
import { Doc } from "../components/Doc.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

/**
 * The services: the owner's text, then the cards, from the same blocks as the
 * page's Markdown (lib/site/pages/page_docs.ts): cards of text and one link, so
 * blocks keep today's markup and say it once.
 */
export default function Services({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Doc blocks={pageDoc(site, page)} site={site} />
    </>
  );
}
