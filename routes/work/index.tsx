import type { PageProps } from "../../lib/fresh/types.ts";
import { type PageData, renderPage } from "../../lib/site/handlers.ts";
import { Markdown } from "../../components/Markdown.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ProjectCard } from "../../components/ProjectCard.tsx";

export const handler = { GET: renderPage };

export default function Work({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} />
      <ul class="cards" aria-label="Projects">
        {site.projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard
              project={project}
              year={site.raw.projects.find((p) => p.slug === project.slug)?.year}
              heading="h2"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
