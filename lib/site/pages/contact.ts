/**
 * The contact addresses with what each is for, as the contact page lists
 * them. One place for the labels, so every view names them alike.
 */
import type { Site } from "../../content/model.ts";
import type { RawContent } from "../../content/load.ts";
import { siteMessages } from "../../content/messages.ts";

type RawService = RawContent["services"][number];

/** The contact addresses in the order pages list them, each with what it is for. */
export function contactAddresses(site: Site) {
  const { contact } = site;
  const { t } = siteMessages(site);
  const out = [{ label: t("contact.freelance"), email: contact.hiring_and_freelance }];
  if (contact.jantahr_support_billing_legal) {
    out.push({
      label: site.raw.contact.support_label ?? t("contact.support"),
      email: contact.jantahr_support_billing_legal,
    });
  }
  return out;
}

/** A `mailto:` link to the freelance address with `subject` filled in. Nothing is sent for anyone. */
export function mailto(site: Site, subject: string): string {
  return `mailto:${site.contact.hiring_and_freelance}?subject=${encodeURIComponent(subject)}`;
}

/** A service's own action: the booking page when it asks for one and there is one, else an email. */
export function serviceAction(site: Site, service: RawService) {
  const { t } = siteMessages(site);
  const booking = site.raw.contact.booking_url;
  if (service.action === "booking" && booking) return { label: t("sell.bookCall"), href: booking };
  return {
    label: t("sell.ask", { service: service.name }),
    href: mailto(site, t("sell.subject", { service: service.name })),
  };
}

/**
 * The emails a client can start from, one per service offered, each with a
 * subject that says what it is about, then one for anything else.
 */
export function inquiries(site: Site) {
  const { t } = siteMessages(site);
  return [
    ...site.services.map((service) => ({
      label: service.name,
      href: mailto(site, t("sell.subject", { service: service.name })),
    })),
    {
      label: t("contact.else"),
      href: mailto(site, t("contact.hello", { name: site.profile.name })),
    },
  ];
}

/** Calls and messages: the phone as a `tel:` link, then each messenger, as the owner lists them. */
export function reachLinks(site: Site) {
  const { phone, messengers = [] } = site.raw.contact;
  const { t } = siteMessages(site);
  return [
    ...(phone
      ? [{ label: t("sell.phone", { number: phone }), href: `tel:${phone.replace(/ /g, "")}` }]
      : []),
    ...messengers.map((m) => ({ label: m.name, href: m.url })),
  ];
}
