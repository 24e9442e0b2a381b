import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { servicesDoc } from "../lib/site/page_docs.ts";
import { Doc } from "../components/Doc.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

/** The services: the owner's text, then the cards, which the page's Markdown renders too. */
export default function Services({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} />
      <Doc blocks={servicesDoc(site)} />
    </>
  );
}
