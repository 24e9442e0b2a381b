import type { ComponentChildren } from "preact";
import type { SitePage } from "../lib/content/model.ts";
import type { PageData } from "../lib/site/web/handlers.ts";
import { pageDoc } from "../lib/site/web/pages.ts";
import { WithCallToAction } from "./CallToAction.tsx";
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
 * Markdown is written from (lib/site/web/pages.ts, `pageDoc`), beside a call
 * to action when `cta` gives one, then `children`; `slots` fill the blocks'.
 */
export function DocPage(
  { data: { site, page }, cta, slots, children }: {
    data: PageData;
    cta?: { title: string; subject: string };
    slots?: Slots;
    children?: ComponentChildren;
  },
) {
  const doc = <Doc blocks={pageDoc(site, page)} site={site} slots={slots} />;
  return (
    <>
      <PageHeader page={page} />
      {cta ? <WithCallToAction site={site} {...cta}>{doc}</WithCallToAction> : doc}
      {children}
    </>
  );
}
