import type { SitePage } from "../lib/content/model.ts";
import type { PageData } from "../lib/site/web/handlers.ts";
import { pageDoc } from "../lib/site/web/pages.ts";
import { Doc, type Slots } from "./Doc.tsx";

/** A page's heading and one-line description, from `content/site.yaml`. */
export function PageHeader({ page }: { page: SitePage }) {
  return (
    <header class="page-header">
      <h1>{page.title}</h1>
      <p class="lead">{page.description}</p>
    </header>
  );
}

/**
 * A page of site.yaml as most routes show it: its header, then the blocks its
 * Markdown is written from (lib/site/web/pages.ts, `pageDoc`); `slots` fill
 * the blocks'.
 */
export function DocPage({ data: { site, page }, slots }: { data: PageData; slots?: Slots }) {
  return (
    <>
      <PageHeader page={page} />
      <Doc blocks={pageDoc(site, page)} site={site} slots={slots} />
    </>
  );
}
