import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { CallToAction } from "../components/CallToAction.tsx";
import { DocPage } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's portrait and text beside the facts at a glance and the
 * credentials, from the same blocks as the page's Markdown
 * (lib/site/pages/page_docs.ts), then a next step, so a client who has read this
 * far is one click from writing.
 */
export default function About({ data }: PageProps<PageData>) {
  const { site } = data;
  const { profile } = site.raw;
  const { t } = siteMessages(site);
  return (
    <DocPage data={data}>
      <CallToAction
        site={site}
        id="next-step-heading"
        title={t("proof.nextStep", { name: profile.name.split(" ")[0] })}
        subject={t("view.emailGeneralSubject", { brand: profile.brand })}
      />
    </DocPage>
  );
}
