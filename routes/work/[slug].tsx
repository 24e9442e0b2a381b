import { link } from "../../lib/content/links.ts";
import type { PageProps } from "../../lib/fresh/types.ts";
import { caseStudyPath } from "../../lib/content/model.ts";
import { findPage } from "../../lib/content/page_path.ts";
import { type PageData, renderPage } from "../../lib/site/web/handlers.ts";
import { caseStudyDoc } from "../../lib/site/pages/page_docs.ts";
import { Doc } from "../../components/Doc.tsx";
import { Pager } from "../../components/Pager.tsx";
import { siteMessages } from "../../lib/content/messages.ts";

export const handler = { GET: renderPage };

/**
 * A case study, from the same blocks as its Markdown (lib/site/pages/page_docs.ts):
 * summary, outcomes, the owner's text beside the project's facts, screens,
 * the client's words and a next step; then, only here, the way back to the
 * work page and the neighbouring case studies.
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
      <Doc
        blocks={caseStudyDoc(site, page)}
        site={site}
        slots={{
          breadcrumb: (
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
          ),
        }}
      />
      <Pager
        site={site}
        label={words.t("work.pager")}
        previous={previous && { path: caseStudyPath(previous.slug), name: previous.name }}
        next={next && { path: caseStudyPath(next.slug), name: next.name }}
        words={[words.t("work.previous"), words.t("work.next")]}
      />
    </article>
  );
}
