import type { PageProps } from "../lib/fresh/types.ts";
import { contactAddresses } from "../lib/site/contact.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import CopyButton from "../islands/CopyButton.tsx";

export const handler = { GET: renderPage };

export default function Contact({ data }: PageProps<PageData>) {
  const { site, page } = data;
  return (
    <>
      <PageHeader page={page} />
      <Markdown source={page.body} />
      <section aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">Addresses</h2>
        <ul class="cards addresses">
          {contactAddresses(site).map((address) => (
            <li key={address.email}>
              <article class="card">
                <h3 class="card-title">{address.label}</h3>
                <p class="address">
                  <a href={`mailto:${address.email}`}>{address.email}</a>
                  <CopyButton text={address.email} label={`address ${address.email}`} />
                </p>
              </article>
            </li>
          ))}
        </ul>
        {site.contact.note && <p class="callout">{site.contact.note}</p>}
      </section>
    </>
  );
}
