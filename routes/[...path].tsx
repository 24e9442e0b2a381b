import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { WithCallToAction } from "../components/CallToAction.tsx";
import { siteMessages } from "../lib/content/messages.ts";

/**
 * Every page listed in content/site.yaml that has no route of its own: its
 * title, its Markdown, and the way to get in touch. Any other path is a 404.
 */
export const handler = { GET: renderPage };

export default function ContentPage({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { t } = siteMessages(site);
  return (
    <>
      <PageHeader page={page} />
      <WithCallToAction
        site={site}
        title={t("cta.start")}
        subject={t("cta.aboutSubject", { title: page.title })}
      >
        <Markdown source={page.body} site={site} />
      </WithCallToAction>
    </>
  );
}
