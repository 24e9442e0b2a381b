import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { hasPage } from "../lib/content/page_path.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { WithCallToAction } from "../components/CallToAction.tsx";

export const handler = { GET: renderPage };

export default function Pricing({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <WithCallToAction site={site} title="Ask for a quote" subject="Quote request">
        <Markdown source={page.body} />
        {hasPage(site, "/faq/") && (
          <p class="actions">
            <a class="button secondary" href="/faq/">Read the FAQ</a>
          </p>
        )}
      </WithCallToAction>
    </>
  );
}
