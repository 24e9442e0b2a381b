import type { PageProps } from "../lib/fresh/types.ts";
import { contactAddresses, inquiries } from "../lib/site/contact.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { CONTACT_WORDS } from "../lib/site/page_docs.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import CopyButton from "../islands/CopyButton.tsx";

export const handler = { GET: renderPage };

/**
 * The contact page leads with the freelance address: emails with their
 * subject filled in per kind of inquiry, and the booking page when there is
 * one. Other addresses (a product's support) come after, visibly secondary.
 * Every link opens the visitor's own mail client or calendar; nothing is sent
 * or stored here. Its words and addresses are shared with its Markdown
 * (lib/site/page_docs.ts, lib/site/contact.ts) rather than its blocks, since
 * the page has a copy button and a booking button.
 */
export default function Contact({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const [freelance, ...others] = contactAddresses(site);
  const booking = site.raw.contact.booking_url;
  return (
    <>
      <PageHeader page={page} />
      <div class="with-aside">
        <div>
          <section class="card contact-main" aria-labelledby="start-heading">
            <h2 id="start-heading">{CONTACT_WORDS.start}</h2>
            {site.raw.profile.availability && (
              <p class="availability">
                <span class="dot" aria-hidden="true"></span>
                {site.raw.profile.availability}
              </p>
            )}
            <p class="address big">
              <a href={`mailto:${freelance.email}`}>{freelance.email}</a>
              <CopyButton text={freelance.email} label={`address ${freelance.email}`} />
            </p>
            <p class="muted">{freelance.label}.</p>
            <h3 id="inquiry-heading">{CONTACT_WORDS.writeAbout}</h3>
            <ul class="inquiries" aria-labelledby="inquiry-heading">
              {inquiries(site).map((inquiry) => (
                <li key={inquiry.label}>
                  <a href={inquiry.href}>{inquiry.label}</a>
                </li>
              ))}
            </ul>
            {booking && (
              <p class="actions">
                <a class="button" href={booking}>{CONTACT_WORDS.book}</a>
              </p>
            )}
          </section>
          <Markdown source={page.body} />
        </div>
        {(others.length > 0 || site.contact.note) && (
          <aside class="aside">
            {others.length > 0 && (
              <section class="secondary-contact" aria-labelledby="other-heading">
                <h2 id="other-heading">{CONTACT_WORDS.others}</h2>
                <ul class="plain">
                  {others.map((address) => (
                    <li key={address.email}>
                      {address.label}: <a href={`mailto:${address.email}`}>{address.email}</a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {site.contact.note && <p class="callout">{site.contact.note}</p>}
          </aside>
        )}
      </div>
    </>
  );
}
