import { link } from "../../lib/content/links.ts";
import type { PageProps } from "../../lib/fresh/types.ts";
import { findPage } from "../../lib/content/page_path.ts";
import { type PageData, renderPage } from "../../lib/site/web/handlers.ts";
import { caseStudyDoc } from "../../lib/site/pages/page_docs.ts";
import { Doc } from "../../components/Doc.tsx";
import { Pager } from "../../components/Pager.tsx";
import { siteMessages } from "../../lib/content/messages.ts";
import { writtenIn } from "../../lib/site/languages/languages.ts";

export const handler = { GET: renderPage };

/** A case study from its Markdown's blocks; then, only here, the way back and its neighbours. */
export default function CaseStudy({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const project = page.project!;
  const { t } = siteMessages(site), lang = writtenIn(site, project.name);
  // The work page as the navigation names it: the owner's word, in the page's language.
  const work = findPage(site, "/work/"), back = work && (work.nav ?? work.title);
  return (
    <article class="case-study">
      <Doc
        blocks={caseStudyDoc(site, page)}
        site={site}
        slots={{
          breadcrumb: (
            <nav class="breadcrumb" aria-label={t("work.breadcrumb")}>
              <ol>
                {work && (
                  <li>
                    <a href={link(site, "/work/")} {...writtenIn(site, back)}>{back}</a>
                  </li>
                )}
                <li>
                  <a href={link(site, page.path)} aria-current="page" {...lang}>{project.name}</a>
                </li>
              </ol>
            </nav>
          ),
        }}
      />
      <Pager site={site} page={page} />
    </article>
  );
}
