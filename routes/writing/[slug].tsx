import type { PageProps } from "../../lib/fresh/types.ts";
import { type PageData, renderPage } from "../../lib/site/web/handlers.ts";
import { articleDoc } from "../../lib/site/pages/writing.ts";
import { Doc } from "../../components/Doc.tsx";
import { Pager } from "../../components/Pager.tsx";

export const handler = { GET: renderPage };

/** An article from the blocks of its Markdown, in its language; then, only here, its neighbours. */
export default function Article({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <article class="article" lang={page.article!.language}>
      <Doc blocks={articleDoc(site, page)} site={site} />
      <Pager site={site} page={page} />
    </article>
  );
}
