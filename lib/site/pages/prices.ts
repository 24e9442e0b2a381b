/**
 * A service's price in the same words on every page that shows it (services,
 * pricing, the FAQ's cost answer, the CV), HTML only as every price.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const site = { lang: "en", raw: { services: [] } } as never;
 * assert.equal(priceText(site, ["₹4,00,000", "€4,500"]), "₹4,00,000 or €4,500");
 * assert.equal(priceLine(site, {}), "Price: quoted for each project after a short call");
 * ```
 */
import type { Site } from "../../content/model.ts";
import { siteMessages } from "../../content/messages.ts";
import { type Block, group } from "./doc.ts";

type Price = Site["raw"]["services"][number]["price"];

/** A figure, or the same in several currencies joined as the language joins alternatives. */
export function priceText(site: Site, price: NonNullable<Price>): string {
  const list = typeof price === "string" ? [price] : price;
  return new Intl.ListFormat(site.lang, { type: "disjunction" }).format(list);
}

/** "Starting price: …" when the service has a price, else the sentence saying it is quoted. */
export function priceLine(site: Site, { price }: { price?: Price }): string {
  const { t } = siteMessages(site);
  return price ? t("sell.price", { price: priceText(site, price) }) : t("sell.quoted");
}

/** Every service with its price line, for the pages that sum prices up (web only). */
export function priceList(site: Site): Block {
  const { colon } = siteMessages(site);
  const items = site.raw.services.map((s) => `**${s.name}**${colon}${priceLine(site, s)}`);
  return group({ class: "price-list", web: true }, { type: "list", items });
}
