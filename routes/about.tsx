import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { credentialRows, profileFacts } from "../lib/site/facts.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { CallToAction } from "../components/CallToAction.tsx";
import { Credentials } from "../components/Credentials.tsx";
import { FactList } from "../components/FactList.tsx";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { Picture } from "../components/Picture.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's portrait and text beside the facts at a glance and the
 * credentials, then a next step, so a client who has read this far is one
 * click from writing. The facts and credentials are lists (lib/site/facts.ts)
 * that the page's Markdown lists too: sharing the data is simpler than blocks
 * here, since they show links and tags.
 */
export default function About({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const { profile } = site.raw;
  const messages = siteMessages(site);
  const credentials = credentialRows(site);
  return (
    <>
      <PageHeader page={page} />
      <div class="with-aside">
        <div>
          {profile.portrait && (
            <Picture
              site={site}
              image={profile.portrait}
              class="portrait about-portrait"
              eager
              sizes="10rem"
            />
          )}
          <Markdown source={page.body} site={site} />
        </div>
        <aside class="aside card" aria-labelledby="glance-heading">
          <h2 id="glance-heading">{messages.t("facts.glance")}</h2>
          <FactList rows={profileFacts(site)} tagsLabel={messages.t("facts.stack")} />
          {credentials.length > 0 && (
            <>
              <h2 id="credentials-heading">{messages.t("proof.credentials")}</h2>
              <Credentials rows={credentials} />
            </>
          )}
        </aside>
      </div>
      <CallToAction
        site={site}
        id="next-step-heading"
        title={messages.t("proof.nextStep", { name: profile.name.split(" ")[0] })}
        subject={messages.t("view.emailGeneralSubject", { brand: profile.brand })}
      />
    </>
  );
}
