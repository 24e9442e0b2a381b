import type { PageProps } from "../../lib/fresh/types.ts";
import { articlePath } from "../../lib/content/model.ts";
import { type PageData, renderPage } from "../../lib/site/web/handlers.ts";
import { articleDoc } from "../../lib/site/pages/writing.ts";
import { Doc } from "../../components/Doc.tsx";
import { Pager } from "../../components/Pager.tsx";

export const handler = { GET: renderPage };

/** An article from the blocks of its Markdown, in its language; then, only here, its neighbours. */
export default function Article({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const article = page.article!;
  const all = site.raw.articles;
  const at = all.findIndex((a) => a.slug === article.slug);
  const neighbour = (i: number) => all[i] && { path: articlePath(all[i].slug), name: all[i].title };
  return (
    <article class="article" lang={article.language}>
      <Doc blocks={articleDoc(site, page)} site={site} />
      <Pager site={site} section="writing" neighbours={[neighbour(at + 1), neighbour(at - 1)]} />
    </article>
  );
}
