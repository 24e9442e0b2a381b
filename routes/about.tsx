import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { ExternalLink, Facts, Tags } from "../components/Facts.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

export default function About({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { profile } = site;
  return (
    <>
      <PageHeader page={page} />
      <div class="with-aside">
        <Markdown source={page.body} />
        <aside class="aside card" aria-labelledby="glance-heading">
          <h2 id="glance-heading">At a glance</h2>
          <Facts
            facts={[
              { label: "Role", value: profile.role },
              { label: "Location", value: profile.location },
              // Job-seeking shows here and on the CV only: the sales pages speak to clients.
              { label: "Open to", value: profile.looking_for },
              { label: "Education", value: profile.education },
              { label: "Stack", value: <Tags items={profile.stack} label="Stack" /> },
              { label: "Code", value: profile.github && <ExternalLink href={profile.github} /> },
              {
                label: "Profile",
                value: profile.linkedin && <ExternalLink href={profile.linkedin} />,
              },
            ]}
          />
        </aside>
      </div>
    </>
  );
}
