import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/PageHeader.tsx";
import { siteMessages } from "../lib/content/messages.ts";

/**
 * Every page listed in content/site.yaml that has no route of its own: its
 * title, its Markdown, and the way to get in touch. Any other path is a 404.
 */
export const handler = { GET: renderPage };

export default function ContentPage({ data }: PageProps<PageData>) {
  const { t } = siteMessages(data.site);
  const subject = t("cta.aboutSubject", { title: data.page.title });
  return <DocPage data={data} cta={{ title: t("cta.start"), subject }} />;
}
