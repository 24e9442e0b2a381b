/** What pages share: the owner's text, the next step they end with, prices (HTML) worded once. */
import { type Block, group, type Maybe, section } from "./doc.ts";
import type { Site, SitePage } from "../../content/model.ts";
import { hasPage } from "../../content/page_path.ts";
import { siteMessages } from "../../content/messages.ts";
import { setApart } from "../languages/languages.ts";

/** The next step (HTML only): write (`subject` filled in), book a call, or the contact page. */
export function cta(site: Site, title: string, subject: string, id = "next-step-heading"): Block {
  const { t } = siteMessages(site);
  const { booking_url: booking, hiring_and_freelance: email } = site.raw.contact;
  const other = booking
    ? { href: booking, text: t("sell.bookCall"), secondary: true }
    : hasPage(site, "/contact/") &&
      { href: "/contact/", text: t("cta.otherWays"), secondary: true };
  const write = {
    href: mailto(site, subject),
    text: t("cta.email", { name: site.raw.profile.name.split(" ")[0] }),
  };
  return section(id, title, [
    // The catalogue's sentence, in its own word order: the address goes where `{email}` is.
    { type: "paragraph", text: t("cta.write", { email: `[${email}](${write.href})` }) },
    { type: "actions", links: other ? [write, other] : [write] },
  ], { class: "cta card", web: true });
}

/** `content` with the next step beside it (after it on a phone): no dead end, no empty half. */
export function besideCta(site: Site, title: string, subject: string, ...content: Maybe[]): Block {
  return group({ class: "with-aside" }, group({}, ...content), cta(site, title, subject));
}

/** A `mailto:` link to the freelance address with `subject` filled in: nothing is sent for one. */
export function mailto(site: Site, subject: string): string {
  return `mailto:${site.contact.hiring_and_freelance}?subject=${encodeURIComponent(subject)}`;
}

/** The `sizes` of a picture as wide as the page: a cover, a case study's screens. */
export const WIDE = "(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)";

/** A case study's or an article's cover, the page's width, first to load (HTML only). */
export function cover(image?: { src: string; alt: string }): Block | undefined {
  return image && { type: "picture", image, class: "cover", eager: true, sizes: WIDE, web: true };
}

/** The page's own text, as its owner wrote it. */
export function markdown(page: SitePage): Block {
  return { type: "markdown", text: page.body };
}

type Price = Site["raw"]["services"][number]["price"];

/**
 * A figure, or the same in several currencies joined as the language joins alternatives.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const site = { lang: "en", raw: { services: [] } } as never;
 * assert.equal(priceText(site, ["₹4,00,000", "€4,500"]), "₹4,00,000 or €4,500");
 * assert.equal(priceLine(site, {}), "Price: quoted for each project after a short call");
 * ```
 */
export function priceText(site: Site, price: NonNullable<Price>, apart?: boolean): string {
  const list = [price].flat().map((p) => apart ? setApart(site, p) : p);
  return new Intl.ListFormat(site.lang, { type: "disjunction" }).format(list);
}

/** "Starting price: …" when the service has a price, else the sentence saying it is quoted. */
export function priceLine(site: Site, { price }: { price?: Price }): string {
  const { t } = siteMessages(site);
  return price ? t("sell.price", { price: priceText(site, price, true) }) : t("sell.quoted");
}

/** Every service with its price line, for the pages that sum prices up (services, pricing, FAQ, CV). */
export function priceList(site: Site): Block {
  const items = site.raw.services.map((s) => ({
    term: setApart(site, s.name),
    text: priceLine(site, s),
  }));
  return group({ class: "price-list", web: true }, { type: "definitions", items });
}
