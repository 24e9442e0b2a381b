import { link } from "../lib/content/links.ts";
import type { ComponentChildren } from "preact";
import { mailto } from "../lib/site/pages/page_docs.ts";
import type { Site } from "../lib/content/model.ts";
import { hasPage } from "../lib/content/page_path.ts";
import { siteMessages } from "../lib/content/messages.ts";

interface CallToActionProps {
  site: Site;
  /** The heading, such as "Have a project like this?". */
  title: string;
  /** The subject the email starts with. */
  subject: string;
  /** The heading's id, for the section's label. */
  id: string;
}

/**
 * The next step for a client: write (an email with its subject filled in),
 * book a call when the owner has a booking page, or read the contact page.
 * Nothing is sent on anyone's behalf; the links open the visitor's own tools.
 */
export function CallToAction({ site, title, subject, id }: CallToActionProps) {
  const { profile, contact } = site.raw;
  const booking = contact.booking_url;
  const { t } = siteMessages(site);
  // The sentence is the catalogue's, in its own word order: the address goes where `{email}` is.
  const [before, after = ""] = t("cta.write").split("{email}");
  return (
    <section class="cta card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>
        {before}
        <a href={mailto(site, subject)}>{contact.hiring_and_freelance}</a>
        {after}
      </p>
      <p class="actions">
        <a class="button" href={mailto(site, subject)}>
          {t("cta.email", { name: profile.name.split(" ")[0] })}
        </a>
        {booking && <a class="button secondary" href={booking}>{t("sell.bookCall")}</a>}
        {!booking && hasPage(site, "/contact/") && (
          <a class="button secondary" href={link(site, "/contact/")}>{t("cta.otherWays")}</a>
        )}
      </p>
    </section>
  );
}

/**
 * A page's own content with the next step beside it on a wide screen (and
 * after it on a phone), so a reading page never ends in a dead end and never
 * leaves half a wide screen empty.
 */
export function WithCallToAction(
  { site, title, subject, children }: Omit<CallToActionProps, "id"> & {
    children: ComponentChildren;
  },
) {
  return (
    <div class="with-aside">
      <div>{children}</div>
      <CallToAction site={site} id="next-step-heading" title={title} subject={subject} />
    </div>
  );
}
