import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { profileFacts } from "../lib/site/facts.ts";
import { FactList } from "../components/FactList.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's text beside the facts at a glance. The facts are one list
 * (lib/site/facts.ts) that the page's Markdown lists too: sharing the data
 * is simpler than blocks here, since the facts show links and tags.
 */
export default function About({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <div class="with-aside">
        <Markdown source={page.body} />
        <aside class="aside card" aria-labelledby="glance-heading">
          <h2 id="glance-heading">At a glance</h2>
          <FactList rows={profileFacts(site)} tagsLabel="Stack" />
        </aside>
      </div>
    </>
  );
}
