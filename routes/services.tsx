import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { servicesDoc } from "../lib/site/page_docs.ts";
import { Doc } from "../components/Doc.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

/**
 * The services: the owner's text, then the cards, from the same blocks as the
 * page's Markdown (lib/site/page_docs.ts): cards of text and one link, so
 * blocks keep today's markup and say it once.
 */
export default function Services({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} site={site} />
      <Doc blocks={servicesDoc(site)} site={site} />
    </>
  );
}
