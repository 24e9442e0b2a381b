import type { PageProps } from "../../lib/fresh/types.ts";
import { type PageData, renderPage } from "../../lib/site/handlers.ts";
import { Markdown } from "../../components/Markdown.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ProjectCard } from "../../components/ProjectCard.tsx";

export const handler = { GET: renderPage };

/**
 * Every project as a card. The page's Markdown lists the same facts from the
 * same entries (lib/site/pages.ts); the cards keep their component, because
 * they carry pictures and badges Markdown cannot draw.
 */
export default function Work({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} />
      <ul class="cards work-cards" aria-label="Projects">
        {site.raw.projects.map((project, i) => (
          <li key={project.slug}>
            <ProjectCard site={site} project={project} heading="h2" eager={i === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}
