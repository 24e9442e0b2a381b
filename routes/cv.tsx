import type { HandlerContext, PageProps } from "../lib/fresh/types.ts";
import { noVarySearch } from "../lib/http/no_vary_search.ts";
import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import type { Site } from "../lib/content/model.ts";
import { type Resume, resume, RESUME_PATH } from "../lib/site/pages/resume.ts";
import { type AppState, requireSite } from "../lib/content/state.ts";
import { Doc } from "../components/Doc.tsx";
import { cvDoc } from "../lib/site/pages/cv.ts";
import { siteMessages } from "../lib/content/messages.ts";

/** What the CV page receives; the layout reads the page, `ctx.state.page`, for the head. */
interface CvData {
  site: Site;
  resume: Resume;
}

/**
 * The printable CV: the résumé of `/resume.json` as a page, with its own
 * style sheet (static/cv.css) whose print rules make a one- or two-page A4
 * PDF. It needs no entry in site.yaml; when the owner lists `/cv/` there, the
 * page gets that entry's title, description and navigation label. Its
 * Markdown and share card are lib/site/pages/cv.ts's, under the same headings.
 */
export const handler = {
  GET(_req: Request, ctx: HandlerContext<CvData, AppState>): Response {
    const site = requireSite(ctx.state);
    // The CV's own style sheet, which the layout puts in the head (see `LayoutProps.stylesheet`).
    ctx.state.head = { stylesheet: "/cv.css" };
    return ctx.render(
      { site, resume: resume(site) },
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
  // "JSON Resume" is a format's name, linked where the catalogue's sentence has `{link}`.
  const alsoAs = siteMessages(site).t("cv.alsoAs").split("{link}");
  return (
    <Doc
      blocks={cvDoc(site, cv)}
      site={site}
      slots={{
        note: (
          <p class="cv-note">
            {alsoAs[0]}
            <a href={RESUME_PATH} type="application/json">JSON Resume</a>
            {alsoAs[1]}
          </p>
        ),
      }}
    />
  );
}
