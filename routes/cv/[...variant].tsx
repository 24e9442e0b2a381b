import type { HandlerContext, PageProps } from "../../lib/fresh/types.ts";
import { resumePath } from "../../lib/site/pages/resume.ts";
import { link } from "../../lib/content/links.ts";
import type { AppState } from "../../lib/content/state.ts";
import { Doc } from "../../components/Doc.tsx";
import { cvDoc, cvNamed } from "../../lib/site/pages/cv.ts";
import { siteMessages } from "../../lib/content/messages.ts";
import { type PageData, renderPage } from "../../lib/site/web/handlers.ts";

/**
 * The printable CV of `/resume.json`, whose style sheet's print rules (static/cv.css) make a one-
 * or two-page A4 PDF; at `/cv/<slug>/`, one of profile.md's `cv_variants`, its JSON Resume at
 * `/cv/<slug>/resume.json`. Markdown and card: lib/site/pages/cv.ts.
 */
export const handler = {
  GET(req: Request, ctx: HandlerContext<PageData, AppState>): Response {
    // The CV's own style sheet, which the layout puts in the head (see `LayoutProps.stylesheet`).
    ctx.state.head = { stylesheet: "/cv.css" };
    const res = renderPage(req, ctx);
    const json = `${ctx.state.config.siteUrl}${resumePath(ctx.params.variant)}`;
    res.headers.set("link", `<${json}>; rel="alternate"; type="application/json"`);
    return res;
  },
};

export default function Cv({ data: { site }, params }: PageProps<PageData>) {
  const variant = cvNamed(site, params.variant);
  // "JSON Resume" is a format's name, linked where the catalogue's sentence has `{link}`.
  const alsoAs = siteMessages(site).t("cv.alsoAs").split("{link}");
  return (
    <Doc
      blocks={cvDoc(site, variant)}
      site={site}
      slots={{
        note: (
          <p class="cv-note">
            {alsoAs[0]}
            <a href={link(site, resumePath(variant?.slug))} type="application/json">JSON Resume</a>
            {alsoAs[1]}
          </p>
        ),
      }}
    />
  );
}
