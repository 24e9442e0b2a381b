import type { PageProps } from "../../lib/fresh/types.ts";
import { type PageData, renderPage } from "../../lib/site/handlers.ts";
import { Markdown } from "../../components/Markdown.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { ProjectCard, ProjectRow } from "../../components/ProjectCard.tsx";
import { featuredProjects } from "../../lib/site/featured.ts";
import { siteMessages } from "../../lib/content/messages.ts";

export const handler = { GET: renderPage };

/**
 * Every project as a card. The page's Markdown lists the same facts from the
 * same entries (lib/site/pages.ts); the cards keep their component, because
 * they carry pictures and badges Markdown cannot draw.
 */
export default function Work({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { t } = siteMessages(site);
  // The home page's projects as cards, every other one as a line: compact at any count.
  const cards = featuredProjects(site.raw.projects);
  const rest = site.raw.projects.filter((project) => !cards.includes(project));
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} site={site} />
      <ul class="cards work-cards" aria-label={t("work.projects")}>
        {cards.map((project, i) => (
          <li key={project.slug}>
            <ProjectCard site={site} project={project} heading="h2" eager={i === 0} />
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        <ul class="work-list" aria-label={t("work.moreProjects")}>
          {rest.map((project) => <ProjectRow key={project.slug} site={site} project={project} />)}
        </ul>
      )}
    </>
  );
}
