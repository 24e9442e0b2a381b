import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { hasPage } from "../lib/content/page_path.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { WithCallToAction } from "../components/CallToAction.tsx";

export const handler = { GET: renderPage };

export default function Faq({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <WithCallToAction site={site} title="Still deciding?" subject="A question before we start">
        <Markdown source={page.body} />
        <div class="faq">
          {site.faq.map((item, i) => (
            <section key={item.question} class="faq-item" aria-labelledby={`q${i + 1}`}>
              <h2 id={`q${i + 1}`}>{item.question}</h2>
              <p>{item.answer}</p>
            </section>
          ))}
        </div>
        {hasPage(site, "/contact/") && (
          <p class="callout">
            Something else? <a href="/contact/">Ask directly</a>; every message gets a reply.
          </p>
        )}
      </WithCallToAction>
    </>
  );
}
