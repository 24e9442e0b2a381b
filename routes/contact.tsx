import type { PageProps } from "../lib/fresh/types.ts";
import { contactAddresses, inquiries, reachLinks } from "../lib/site/contact.ts";
import { type PageData, renderPage } from "../lib/site/handlers.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { Markdown } from "../components/Markdown.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import CopyButton from "../islands/CopyButton.tsx";
import { copyWords } from "../components/CodeBlock.tsx";

export const handler = { GET: renderPage };

/**
 * The contact page leads with how soon the owner replies and the primary
 * action: the freelance address and the booking page, then emails with their
 * subject filled in per kind of inquiry, and calls or messages. Each address
 * shows once; other addresses (a product's support) sit aside, visibly
 * secondary. Every link opens the visitor's own mail client, calendar, phone
 * or messenger; there is no form, and the page says so. Its words and
 * addresses are shared with its Markdown (lib/site/pages.ts,
 * lib/site/contact.ts, the catalogue) rather than its blocks, since the page has a copy
 * button and a booking button.
 */
export default function Contact({ data }: PageProps<PageData>) {
  const { site, page } = data;
  const messages = siteMessages(site);
  const { t } = messages;
  const [freelance, ...others] = contactAddresses(site);
  const { booking_url: booking, reply_time } = site.raw.contact;
  const reach = reachLinks(site);
  return (
    <>
      <PageHeader page={page} />
      <div class="with-aside">
        <div>
          <section class="card contact-main" aria-labelledby="start-heading">
            <h2 id="start-heading">{t("cta.start")}</h2>
            {reply_time && <p class="reply-time">{reply_time}</p>}
            {site.raw.profile.availability && (
              <p class="availability">
                <span class="dot" aria-hidden="true"></span>
                {site.raw.profile.availability}
              </p>
            )}
            <p class="address big">
              <a href={`mailto:${freelance.email}`}>{freelance.email}</a>
              <CopyButton
                text={freelance.email}
                label={t("contact.copyAddress", { email: freelance.email })}
                words={copyWords(messages)}
              />
            </p>
            <p class="muted">{freelance.label}.</p>
            {booking && (
              <p class="actions">
                <a class="button" href={booking}>{t("sell.bookCall")}</a>
              </p>
            )}
            <h3 id="inquiry-heading">{t("contact.writeAbout")}</h3>
            <ul class="inquiries" aria-labelledby="inquiry-heading">
              {inquiries(site).map((inquiry) => (
                <li key={inquiry.label}>
                  <a href={inquiry.href}>{inquiry.label}</a>
                </li>
              ))}
            </ul>
          </section>
          {reach.length > 0 && (
            <section class="reach" aria-labelledby="reach-heading">
              <h2 id="reach-heading">{t("sell.reach")}</h2>
              <ul class="plain">
                {reach.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Markdown source={page.body} site={site} />
          <p class="callout never-sends">{t("sell.neverSends")}</p>
        </div>
        {others.length > 0 && (
          <aside class="aside">
            <section class="secondary-contact" aria-labelledby="other-heading">
              <h2 id="other-heading">{t("contact.others")}</h2>
              <ul class="plain">
                {others.map((address) => (
                  <li key={address.email}>
                    {address.label}: <a href={`mailto:${address.email}`}>{address.email}</a>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        )}
      </div>
    </>
  );
}
