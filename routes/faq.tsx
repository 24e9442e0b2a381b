import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { pageDoc } from "../lib/site/web/pages.ts";
import { Doc } from "../components/Doc.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { WithCallToAction } from "../components/CallToAction.tsx";
import { siteMessages } from "../lib/content/messages.ts";

export const handler = { GET: renderPage };

/**
 * The questions and answers, from the same blocks as the page's Markdown
 * (lib/site/pages/page_docs.ts): plain headings and paragraphs, so blocks are the
 * simplest single source and keep the page's ids and classes.
 */
export default function Faq({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { t } = siteMessages(site);
  return (
    <>
      <PageHeader page={page} />
      <WithCallToAction
        site={site}
        title={t("cta.stillDeciding")}
        subject={t("cta.questionSubject")}
      >
        <Doc blocks={pageDoc(site, page)} site={site} />
      </WithCallToAction>
    </>
  );
}
