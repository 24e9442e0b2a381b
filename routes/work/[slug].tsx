import { link } from "../../lib/content/links.ts";
import type { PageProps } from "../../lib/fresh/types.ts";
import { caseStudyPath } from "../../lib/content/model.ts";
import { findPage } from "../../lib/content/page_path.ts";
import { type PageData, renderPage } from "../../lib/site/handlers.ts";
import { projectFacts } from "../../lib/site/facts.ts";
import { FactList } from "../../components/FactList.tsx";
import { Markdown } from "../../components/Markdown.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { CallToAction } from "../../components/CallToAction.tsx";
import { Picture } from "../../components/Picture.tsx";
import { Outcomes } from "../../components/ProjectCard.tsx";
import { Testimonial } from "../../components/Testimonials.tsx";
import { siteMessages } from "../../lib/content/messages.ts";

export const handler = { GET: renderPage };

/**
 * A case study: summary, outcomes, the owner's text beside the project's
 * facts, screens, the client's words. Facts come from one list
 * (lib/site/facts.ts) that the Markdown uses too; the rest is content, shown
 * in the same order in both.
 */
export default function CaseStudy({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const project = page.project!;
  const words = siteMessages(site);
  const others = site.raw.projects;
  const at = others.findIndex((p) => p.slug === project.slug);
  const previous = others[at - 1];
  const next = others[at + 1];
  // The work page as the navigation names it: the owner's word, in the page's language.
  const work = findPage(site, "/work/");
  return (
    <article class="case-study">
      <PageHeader page={page} lead={project.summary}>
        <nav class="breadcrumb" aria-label={words.t("work.breadcrumb")}>
          <ol>
            {work && (
              <li>
                <a href={link(site, "/work/")}>{work.nav ?? work.title}</a>
              </li>
            )}
            <li>
              <a href={link(site, page.path)} aria-current="page">{project.name}</a>
            </li>
          </ol>
        </nav>
      </PageHeader>
      {project.cover && (
        <Picture
          site={site}
          image={project.cover}
          class="cover"
          eager
          sizes="(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)"
        />
      )}
      {(project.outcomes?.length ?? 0) > 0 && (
        <section class="results" aria-labelledby="outcomes-heading">
          <h2 id="outcomes-heading" class="visually-hidden">
            {words.t("view.outcomes")}
          </h2>
          <Outcomes outcomes={project.outcomes} />
        </section>
      )}
      <div class="with-aside">
        <Markdown source={page.body} site={site} />
        <aside class="aside card" aria-labelledby="facts-heading">
          <h2 id="facts-heading">{words.t("facts.projectFacts")}</h2>
          <FactList rows={projectFacts(project, words)} tagsLabel={words.t("facts.stack")} />
        </aside>
      </div>
      {project.screenshots && project.screenshots.length > 0 && (
        <section class="section" aria-labelledby="screens-heading">
          <h2 id="screens-heading">{words.t("work.screens")}</h2>
          <ul class="screens">
            {project.screenshots.map((shot) => (
              <li key={shot.src}>
                <figure>
                  <Picture
                    site={site}
                    image={shot}
                    sizes="(min-width: 72rem) 34rem, (min-width: 40rem) 45vw, 100vw"
                  />
                  {shot.caption && <figcaption>{shot.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      {project.testimonial && (
        <section class="section" aria-labelledby="client-heading">
          <h2 id="client-heading">{words.t("view.clientWords")}</h2>
          <Testimonial
            item={project.testimonial}
            source={words.t("work.testimonialSource")}
          />
        </section>
      )}
      <CallToAction
        site={site}
        id="cta-heading"
        title={words.t("cta.likeThis", { name: project.name })}
        subject={words.t("view.emailSubject", { name: project.name })}
      />
      <nav class="pager" aria-label={words.t("work.pager")}>
        {previous && (
          <a class="card" href={link(site, caseStudyPath(previous.slug))} rel="prev">
            <span class="pager-label">{words.t("work.previous")}</span> {previous.name}
          </a>
        )}
        {next && (
          <a class="card next" href={link(site, caseStudyPath(next.slug))} rel="next">
            <span class="pager-label">{words.t("work.next")}</span> {next.name}
          </a>
        )}
      </nav>
    </article>
  );
}
