import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { hasPage } from "../lib/site/page_path.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

export default function Pricing({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} />
      <p class="actions">
        {hasPage(site, "/contact/") && <a class="button" href="/contact/">Ask for a quote</a>}
        {hasPage(site, "/faq/") && <a class="button secondary" href="/faq/">Read the FAQ</a>}
      </p>
    </>
  );
}
