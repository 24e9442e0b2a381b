import { link } from "../lib/content/links.ts";
import type { ProjectEntry } from "../lib/content/load.ts";
import { caseStudyPath, type Site } from "../lib/content/model.ts";
import { Picture } from "./Picture.tsx";
import { siteMessages } from "../lib/content/messages.ts";
import { type Lang, passageIn, writtenIn } from "../lib/site/languages/languages.ts";

/** Technologies as a list of tags, each marked when `site` shows it in another language. */
export function Tags({ items, label, site }: { items?: string[]; label: string; site?: Site }) {
  return !!items?.length && (
    <ul class="tags" aria-label={label}>
      {items.map((item) => <li key={item} {...site && writtenIn(site, item)}>{item}</li>)}
    </ul>
  );
}

/** A project's status as a small badge, coloured by the `stage` its owner sets, never by its words. */
export function StatusBadge({ status, stage, ...lang }: { status: string; stage?: string } & Lang) {
  return <span class="badge" data-tone={stage} {...lang}>{status}</span>;
}

/** A number with its unit or the word after it: "5 min", "150 KB", "1,000+", "95%". */
const FIGURE = /(\S*\d\S*(?:\s+[^\s\d→]+)?)/;

/**
 * A project's measurable results, each figure unbreakable: on a phone "4 hours → 5 min" may wrap
 * between words but never inside "5 min"; plain spaces, so copied text reads the same.
 */
export function Outcomes({ outcomes, site }: { outcomes?: ProjectEntry["outcomes"]; site?: Site }) {
  return !!outcomes?.length && (
    <dl class="outcomes" {...site && writtenIn(site, outcomes[0].label)}>
      {outcomes.map((o) => (
        <div key={o.label}>
          <dt>{o.label}</dt>
          <dd>
            {o.value.split(FIGURE).map((part, i) =>
              i % 2 === 1 ? <span key={i} class="figure">{part}</span> : part
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A project in a list; `eager` when its cover is above the fold (the first card of /work/). */
type Project = { site: Site; project: ProjectEntry; heading?: "h2" | "h3"; eager?: boolean };

/**
 * A project's card: cover, status, name, summary, two outcomes, stack, "Read the case study →". The
 * title's link covers the card (static/styles.css, `.project-card`), so a screen reader hears one
 * link named after the project, and the closing line only shows where a click leads.
 */
export function ProjectCard({ site, project, heading: Heading = "h3", eager = false }: Project) {
  const { t } = siteMessages(site);
  const { lang } = passageIn(site, project.language);
  // A translated project's fields it leaves out, each marked (the whole card is, when it has none).
  const field = (text?: string) => lang ? {} : writtenIn(site, text);
  const own = lang ? undefined : site; // none when the whole card is marked
  return (
    <li>
      <article class="card project-card" lang={lang}>
        {project.cover && !project.cover.src.endsWith(".svg") && ( // a drawing shows no shipped work
          <Picture
            site={site}
            image={project.cover}
            class="card-cover"
            eager={eager}
            sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          />
        )}
        <p class="card-meta">
          <StatusBadge status={project.status} stage={project.stage} {...field(project.status)} />
          {project.year && <span class="year">{project.year}</span>}
        </p>
        <Heading class="card-title" {...field(project.name)}>
          <a href={link(site, caseStudyPath(project.slug))}>{project.name}</a>
        </Heading>
        <p {...field(project.summary)}>{project.summary}</p>
        <Outcomes outcomes={project.outcomes?.slice(0, 2)} site={own} />
        <Tags items={project.stack} label={t("work.stack", { name: project.name })} site={own} />
        <p class="card-more" aria-hidden="true" lang={lang && site.lang}>
          {t("view.caseStudy")} <span class="arrow">→</span>
        </p>
      </article>
    </li>
  );
}

/** A project as one line of a long list: name, status, year and summary, no pictures. */
export function ProjectRow({ site, project }: Project) {
  const { lang } = passageIn(site, project.language);
  const field = (text?: string) => lang ? {} : writtenIn(site, text);
  return (
    <li lang={lang}>
      <a href={link(site, caseStudyPath(project.slug))} {...field(project.name)}>{project.name}</a>
      {" "}
      <StatusBadge status={project.status} stage={project.stage} {...field(project.status)} />
      {project.year && <span class="year">{project.year}</span>}
      <span class="work-list-summary" {...field(project.summary)}>{project.summary}</span>
    </li>
  );
}
