import { link } from "../lib/content/links.ts";
import type { HandlerContext, PageProps } from "../lib/fresh/types.ts";
import { noVarySearch } from "../lib/http/no_vary_search.ts";
import { contentSignalHeaders } from "../lib/site/agent_urls.ts";
import { canonicalRedirect } from "../lib/site/handlers.ts";
import type { Site, SitePage } from "../lib/content/model.ts";
import { CV_PATH, type Resume, resume, RESUME_PATH } from "../lib/site/resume.ts";
import type { AppState } from "../lib/content/state.ts";
import { ExternalLink } from "../components/Facts.tsx";
import { WorkHistory } from "../components/WorkHistory.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { Credentials } from "../components/Credentials.tsx";
import { credentialRows } from "../lib/site/facts.ts";
import { cvPage, cvWords } from "../lib/site/cv.ts";

/** What the CV page receives; `_app` reads `page` for the head (title, share card, Markdown link). */
interface CvData {
  site: Site;
  resume: Resume;
  page: SitePage;
  /** The CV's own style sheet, which the layout puts in the head (see `LayoutProps.stylesheet`). */
  stylesheet: string;
}

/**
 * The printable CV: the résumé of `/resume.json` as a page, with its own
 * style sheet (static/cv.css) whose print rules make a one- or two-page A4
 * PDF. It needs no entry in site.yaml; when the owner lists `/cv/` there, the
 * page gets that entry's title, description and navigation label. Its
 * Markdown and share card are lib/site/cv.ts's, under the same headings.
 */
export const handler = {
  GET(_req: Request, ctx: HandlerContext<CvData, AppState>): Response {
    // `/cv` is routed here too: one address per page, as for the pages of site.yaml.
    const site = ctx.state.store.require();
    if (ctx.url.pathname !== CV_PATH) return canonicalRedirect(link(site, CV_PATH), ctx.url);
    return ctx.render(
      { site, resume: resume(site), page: cvPage(site), stylesheet: "/cv.css" },
      {
        headers: {
          ...contentSignalHeaders(),
          link: `<${site.config.siteUrl}${RESUME_PATH}>; rel="alternate"; type="application/json"`,
          "no-vary-search": noVarySearch(),
        },
      },
    );
  },
};

export default function Cv({ data }: PageProps<CvData, AppState>) {
  const { site, resume: cv } = data;
  const { basics } = cv;
  const own = site.raw.profile;
  const practice = cv.work[0];
  const credentials = credentialRows(site);
  const words = cvWords(site);
  // "JSON Resume" is a format's name, linked where the catalogue's sentence has `{link}`.
  const alsoAs = words.alsoAs.split("{link}");
  return (
    <>
      <article class="cv" aria-labelledby="cv-name">
        <header class="cv-header">
          <h1 id="cv-name">{basics.name}</h1>
          <p class="cv-label">{basics.label}</p>
          {own.looking_for && <p class="cv-open">{words.openTo(own.looking_for)}</p>}
          <ul class="cv-contact" aria-label={words.contact}>
            <li>{own.location}</li>
            <li>
              <a href={`mailto:${basics.email}`}>{basics.email}</a>
            </li>
            <li>
              <ExternalLink href={basics.url} />
            </li>
            {basics.profiles.map((p) => (
              <li key={p.network}>
                {p.network}: <ExternalLink href={p.url} />
              </li>
            ))}
          </ul>
          <p class="cv-note">
            {alsoAs[0]}
            <a href={RESUME_PATH} type="application/json">JSON Resume</a>
            {alsoAs[1]}
          </p>
        </header>

        <section class="cv-section" aria-labelledby="cv-summary">
          <h2 id="cv-summary">{words.summary}</h2>
          <Markdown source={site.bio} site={site} />
        </section>

        <section class="cv-section" aria-labelledby="cv-skills">
          <h2 id="cv-skills">{words.skills}</h2>
          {cv.skills.map((skill) => (
            <p key={skill.name} class="cv-skills">{skill.keywords.join(" · ")}</p>
          ))}
        </section>

        <section class="cv-section" aria-labelledby="cv-work">
          <h2 id="cv-work">{words.experience}</h2>
          <div class="cv-entry">
            <h3>
              {practice.position}
              {practice.name !== basics.name && <>, {practice.name}</>}
            </h3>
            {practice.summary && <p>{practice.summary}</p>}
          </div>
          <WorkHistory jobs={cv.work.slice(1)} words={words} />
        </section>

        <section class="cv-section" aria-labelledby="cv-projects">
          <h2 id="cv-projects">{words.projects}</h2>
          {cv.projects.map((project) => (
            <article key={project.name} class="cv-entry cv-project">
              <h3>
                {project.name}
                {project.startDate && <span class="cv-date">{words.date(project.startDate)}</span>}
              </h3>
              <p class="cv-url">
                <ExternalLink href={project.url} />
              </p>
              {(project.entity || project.roles) && (
                <p class="cv-client">
                  {[project.roles?.[0], project.entity].filter(Boolean).join(", ")}
                </p>
              )}
              <p>{project.description}</p>
              {project.highlights && (
                <ul class="cv-highlights">
                  {project.highlights.map((h) => <li key={h}>{h}</li>)}
                </ul>
              )}
              {project.keywords && (
                <p class="cv-keywords">
                  <span class="cv-keywords-label">{words.stack}</span> {project.keywords.join(", ")}
                </p>
              )}
            </article>
          ))}
        </section>

        {(own.education || own.alma_mater) && (
          <section class="cv-section" aria-labelledby="cv-education">
            <h2 id="cv-education">{words.education}</h2>
            <p>{own.education ?? own.alma_mater}</p>
          </section>
        )}

        {credentials.length > 0 && (
          <section class="cv-section" aria-labelledby="cv-credentials">
            <h2 id="cv-credentials">{words.credentials}</h2>
            <Credentials rows={credentials} />
          </section>
        )}
      </article>
    </>
  );
}
