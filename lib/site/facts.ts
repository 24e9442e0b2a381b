/**
 * The labelled facts a page shows beside its text (the about page's "At a
 * glance", a case study's "Project facts"), as data: `components/Facts.tsx`
 * renders them as HTML and lib/site/pages.ts as the page's Markdown, from
 * this one list, so the two show the same facts under the same labels.
 */
import type { ProjectEntry } from "../content/load.ts";
import type { Site } from "../content/model.ts";

/** One labelled fact: text, a link, a list of tags, or a status. Empty facts are left out. */
export interface FactRow {
  label: string;
  text?: string;
  /** A link out of the site, shown as `linkText(href)`. */
  href?: string;
  tags?: string[];
  /** A project's status, shown as a badge. */
  status?: string;
}

/** A link's address as people read it: no scheme, no `www.`, no final slash. */
export function linkText(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}

/** The owner at a glance, as the about page shows it. */
export function profileFacts(site: Site): FactRow[] {
  const { profile } = site;
  return present([
    { label: "Role", text: profile.role },
    { label: "Location", text: profile.location },
    // Job-seeking shows here and on the CV only: the sales pages speak to clients.
    { label: "Open to", text: profile.looking_for },
    { label: "Education", text: profile.education },
    { label: "Stack", tags: profile.stack },
    { label: "Code", href: profile.github },
    { label: "Profile", href: profile.linkedin },
  ]);
}

/** A project's facts, as its case study shows them. */
export function projectFacts(project: ProjectEntry): FactRow[] {
  return present([
    { label: "Status", status: project.status },
    { label: "Year", text: project.year?.toString() },
    { label: "Stack", tags: project.stack },
    { label: "Live", href: project.url },
    { label: "Source", href: project.source },
  ]);
}

/** Facts as a Markdown list: `- **Label:** value`, links as links. */
export function factsMarkdown(rows: FactRow[]): string {
  return rows.map(({ label, text, href, tags, status }) =>
    `- **${label}:** ${
      href ? `[${linkText(href)}](${href})` : tags ? tags.join(", ") : status ?? text
    }`
  ).join("\n");
}

function present(rows: FactRow[]): FactRow[] {
  return rows.filter((r) => r.text || r.href || r.tags?.length || r.status);
}
