/**
 * The contact addresses with what each is for, as the contact page lists
 * them. One place for the labels, so every view names them alike.
 */
import type { Site } from "./model.ts";

/** An address on the contact page, with what it is for. */
export interface ContactAddress {
  label: string;
  email: string;
}

/** The contact addresses in the order pages list them, each with what it is for. */
export function contactAddresses(site: Site): ContactAddress[] {
  const { contact } = site;
  const out = [{
    label: "Jobs, interviews and freelance projects",
    email: contact.hiring_and_freelance,
  }];
  if (contact.jantahr_support_billing_legal) {
    out.push({
      label: site.raw.contact.support_label ?? "Product support, billing and legal questions only",
      email: contact.jantahr_support_billing_legal,
    });
  }
  return out;
}
