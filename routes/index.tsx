import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { homeDoc } from "../lib/site/pages/page_docs.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { ExternalLink, Facts, Tags } from "../components/Facts.tsx";
import { Doc } from "../components/Doc.tsx";
import { Picture } from "../components/Picture.tsx";

export const handler = { GET: renderPage };

/**
 * The home page from the same blocks as its Markdown (lib/site/pages/page_docs.ts,
 * `homeDoc`), with the facts at a glance beside the first screen in its slot.
 */
export default function Home({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { profile } = site.raw;
  const { t } = siteMessages(site);
  return (
    <Doc
      blocks={homeDoc(site, page)}
      site={site}
      slots={{
        glance: (
          <aside class="card hero-card" aria-labelledby="glance-heading">
            {profile.portrait && (
              <Picture site={site} image={profile.portrait} class="portrait" eager sizes="6rem" />
            )}
            <h2 id="glance-heading">{t("facts.glance")}</h2>
            <Facts
              facts={[
                { label: t("facts.freelance"), value: profile.freelance },
                {
                  label: t("facts.worksWith"),
                  value: <Tags items={profile.stack} label={t("facts.stack")} />,
                },
                {
                  label: t("facts.elsewhere"),
                  value: (profile.github || profile.linkedin) && (
                    <span class="links">
                      <ExternalLink href={profile.github} />{" "}
                      <ExternalLink href={profile.linkedin} />
                    </span>
                  ),
                },
              ]}
            />
          </aside>
        ),
      }}
    />
  );
}
