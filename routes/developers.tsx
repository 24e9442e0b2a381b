import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import {
  developersGuide,
  explorerOperations,
  explorerWords,
} from "../lib/site/guide/developers_guide.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { Doc } from "../components/Doc.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import ApiExplorer from "../islands/ApiExplorer.tsx";

export const handler = { GET: renderPage };

/**
 * The developers guide: the owner's text, then the generated guide. The guide
 * is one tree of blocks (lib/site/guide/developers_guide.ts) that this page renders
 * as HTML and lib/site/web/pages.ts as Markdown, so the two never drift; blocks
 * rather than HTML from the Markdown, because the page needs what Markdown
 * cannot say: ids for `#error-<code>` links, cards, and the explorer island.
 */
export default function Developers({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { baseUrl } = site.config;
  const guide = developersGuide(site);
  const { t } = siteMessages(site);
  return (
    <>
      <PageHeader page={page} />
      <div class="docs">
        <nav class="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading">{t("dev.toc")}</h2>
          <ol>
            {guide.map((block) =>
              block.type === "section" && (
                <li key={block.id}>
                  <a href={`#${block.id}`}>{block.title}</a>
                </li>
              )
            )}
          </ol>
        </nav>
        <div class="docs-main">
          <Markdown source={page.body} site={site} />
          <Doc
            site={site}
            blocks={guide}
            slots={{
              explorer: (
                <>
                  <noscript>
                    <p class="callout">{t("dev.noscript")}</p>
                  </noscript>
                  <ApiExplorer
                    baseUrl={baseUrl}
                    basePath={new URL(baseUrl).pathname}
                    operations={explorerOperations(site)}
                    words={explorerWords(site)}
                  />
                </>
              ),
            }}
          />
        </div>
      </div>
    </>
  );
}
