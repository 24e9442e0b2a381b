import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/PageHeader.tsx";
import { siteMessages } from "../lib/content/messages.ts";

export const handler = { GET: renderPage };

/**
 * The questions and answers, from the same blocks as the page's Markdown
 * (lib/site/pages/page_docs.ts): plain headings and paragraphs, so blocks are the
 * simplest single source and keep the page's ids and classes.
 */
export default function Faq({ data }: PageProps<PageData>) {
  const { t } = siteMessages(data.site);
  return (
    <DocPage
      data={data}
      cta={{ title: t("cta.stillDeciding"), subject: t("cta.questionSubject") }}
    />
  );
}
