import type { PageProps } from "../../lib/fresh/types.ts";
import { caseStudyPath } from "../../lib/site/model.ts";
import { hasPage } from "../../lib/site/page_path.ts";
import { type PageData, renderPage } from "../../lib/site/handlers.ts";
import { ExternalLink, Facts, Tags } from "../../components/Facts.tsx";
import { Markdown } from "../../components/Markdown.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatusBadge } from "../../components/ProjectCard.tsx";

export const handler = { GET: renderPage };

export default function CaseStudy({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const project = page.project!;
  const others = site.raw.projects;
  const at = others.findIndex((p) => p.slug === project.slug);
  const previous = others[at - 1];
  const next = others[at + 1];
  return (
    <article class="case-study">
      <PageHeader page={page} lead={project.summary}>
        <nav class="breadcrumb" aria-label="Breadcrumb">
          <ol>
            {hasPage(site, "/work/") && (
              <li>
                <a href="/work/">Work</a>
              </li>
            )}
            <li>
              <a href={page.path} aria-current="page">{project.name}</a>
            </li>
          </ol>
        </nav>
      </PageHeader>
      <div class="with-aside">
        <Markdown source={page.body} />
        <aside class="aside card" aria-labelledby="facts-heading">
          <h2 id="facts-heading">Project facts</h2>
          <Facts
            facts={[
              { label: "Status", value: <StatusBadge status={project.status} /> },
              { label: "Year", value: project.year },
              {
                label: "Stack",
                value: project.stack && <Tags items={project.stack} label="Stack" />,
              },
              { label: "Live", value: project.url && <ExternalLink href={project.url} /> },
              { label: "Source", value: project.source && <ExternalLink href={project.source} /> },
            ]}
          />
        </aside>
      </div>
      <nav class="pager" aria-label="More case studies">
        {previous && (
          <a class="card" href={caseStudyPath(previous.slug)} rel="prev">
            <span class="pager-label">Previous</span> {previous.name}
          </a>
        )}
        {next && (
          <a class="card next" href={caseStudyPath(next.slug)} rel="next">
            <span class="pager-label">Next</span> {next.name}
          </a>
        )}
      </nav>
    </article>
  );
}
