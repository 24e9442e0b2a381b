import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { explorerOperations, type ExplorerWords } from "../lib/site/guide/developers_guide.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { DocPage } from "../components/DocPage.tsx";
import ApiExplorer from "../islands/ApiExplorer.tsx";
import { passageIn } from "../lib/site/languages/languages.ts";

export const handler = { GET: renderPage };

/** The developers guide from the blocks of its Markdown; the API explorer island fills its slot. */
export default function Developers({ data }: PageProps<PageData>) {
  const { site } = data;
  const { baseUrl } = site.config;
  return (
    <DocPage
      data={data}
      slots={{
        explorer: (
          <>
            <noscript>
              <p class="callout">{siteMessages(site).t("dev.noscript")}</p>
            </noscript>
            <ApiExplorer
              baseUrl={baseUrl}
              basePath={new URL(baseUrl).pathname}
              operations={explorerOperations(site)}
              words={siteMessages(site).under("explorer.") as ExplorerWords}
              english={passageIn(site, "en")}
            />
          </>
        ),
      }}
    />
  );
}
