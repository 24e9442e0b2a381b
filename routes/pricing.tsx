import { link } from "../lib/content/links.ts";
import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { hasPage } from "../lib/content/page_path.ts";
import { pricingDoc } from "../lib/site/pages/page_docs.ts";
import { Doc } from "../components/Doc.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { WithCallToAction } from "../components/CallToAction.tsx";
import { siteMessages } from "../lib/content/messages.ts";

export const handler = { GET: renderPage };

/**
 * How pricing works: the owner's price anchors first, when there are any (the
 * web page alone shows them: the Markdown, API and MCP never carry a price),
 * then the owner's text beside a call to action.
 */
export default function Pricing({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { t } = siteMessages(site);
  return (
    <>
      <PageHeader page={page} />
      <Doc blocks={pricingDoc(site)} site={site} />
      <WithCallToAction site={site} title={t("cta.quote")} subject={t("cta.quoteSubject")}>
        <Markdown source={page.body} site={site} />
        {hasPage(site, "/faq/") && (
          <p class="actions">
            <a class="button secondary" href={link(site, "/faq/")}>{t("cta.readFaq")}</a>
          </p>
        )}
      </WithCallToAction>
    </>
  );
}
