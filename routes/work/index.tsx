import type { PageProps } from "../../lib/fresh/types.ts";
import { type PageData, renderPage } from "../../lib/site/web/handlers.ts";
import { workDoc } from "../../lib/site/pages/page_docs.ts";
import { Doc } from "../../components/Doc.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's text, then the home page's projects as cards and every other
 * one as a line (compact at any count), from the same blocks as the page's
 * Markdown (lib/site/pages/page_docs.ts).
 */
export default function Work({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Doc blocks={workDoc(site, page)} site={site} />
    </>
  );
}
