import type { PageProps } from "../lib/fresh/types.ts";
import { caseStudyPath } from "../lib/content/model.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { hasPage } from "../lib/content/page_path.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

export default function Services({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} />
      <ul class="cards services" aria-label="Services">
        {site.services.map((service) => {
          const example = site.projects.find((p) => p.case_study === service.example);
          return (
            <li key={service.slug}>
              <article class="card" id={service.slug}>
                <h2 class="card-title">{service.name}</h2>
                <p>{service.summary}</p>
                {example && (
                  <p class="card-link">
                    Example: <a href={caseStudyPath(example.slug)}>{example.name} case study</a>
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {hasPage(site, "/pricing/") && (
        <p class="callout">
          Every project is priced by a written quote. <a href="/pricing/">How pricing works</a>
        </p>
      )}
    </>
  );
}
