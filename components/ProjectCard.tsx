import type { Project } from "../lib/api/schemas.ts";
import { caseStudyPath } from "../lib/site/model.ts";
import { Tags } from "./Facts.tsx";

/** How a free-text project status looks: live, in progress, or neutral. */
export function statusTone(status: string): "live" | "progress" | "neutral" {
  if (/\b(live|on npm|released|shipped)\b/i.test(status)) return "live";
  if (/\b(testing|beta|progress|pilot)\b/i.test(status)) return "progress";
  return "neutral";
}

/** A project's status as a small badge. */
export function StatusBadge({ status }: { status: string }) {
  return <span class="badge" data-tone={statusTone(status)}>{status}</span>;
}

/** A project in a list of cards, linking to its case study. */
export function ProjectCard(
  { project, year, heading: Heading = "h3" }: {
    project: Project;
    year?: number;
    heading?: "h2" | "h3";
  },
) {
  return (
    <article class="card project-card">
      <p class="card-meta">
        <StatusBadge status={project.status} />
        {year && <span class="year">{year}</span>}
      </p>
      <Heading class="card-title">
        <a href={caseStudyPath(project.slug)}>{project.name}</a>
      </Heading>
      <p>{project.summary}</p>
      <Tags items={project.stack} label={`${project.name} stack`} />
    </article>
  );
}
