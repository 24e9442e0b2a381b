import type { PageProps } from "../lib/fresh/types.ts";
import { type PageData, renderPage } from "../lib/site/web/handlers.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { DocPage } from "../components/DocPage.tsx";
import CopyButton from "../islands/CopyButton.tsx";
import { copyWords } from "../components/CodeBlock.tsx";

export const handler = { GET: renderPage };

/**
 * The contact page, from the same blocks as its Markdown
 * (lib/site/pages/page_docs.ts), with a copy button beside the address. Every
 * link opens the visitor's own mail client, calendar, phone or messenger;
 * there is no form.
 */
export default function Contact({ data }: PageProps<PageData>) {
  const { site } = data;
  const messages = siteMessages(site);
  const email = site.contact.hiring_and_freelance;
  return (
    <DocPage
      data={data}
      slots={{
        copy: (
          <CopyButton
            text={email}
            label={messages.t("contact.copyAddress", { email })}
            words={copyWords(messages)}
          />
        ),
      }}
    />
  );
}
