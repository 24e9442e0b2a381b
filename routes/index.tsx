import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { homeDoc } from "../lib/site/pages/page_docs.ts";
import { Doc } from "../components/Doc.tsx";

export const handler = { GET: renderPage };

/**
 * The home page from the same blocks as its Markdown (lib/site/pages/page_docs.ts,
 * `homeDoc`), with the facts at a glance beside the first screen in the HTML only.
 */
export default function Home({ data: { site, page } }: PageProps<PageData>) {
  return <Doc blocks={homeDoc(site, page)} site={site} />;
}
