/**
 * The generated part of the FAQ and services pages as blocks
 * (lib/site/doc.ts): each route renders them as HTML and lib/site/pages.ts
 * as Markdown, so both say the same. Pages with pictures, copy buttons and
 * badges (work, contact, case studies) share their data instead
 * (lib/site/facts.ts, lib/site/contact.ts) and the catalogue's words.
 */
import type { Block } from "./doc.ts";
import { caseStudyPath, type Site } from "../content/model.ts";
import { hasPage } from "../content/page_path.ts";
import { siteMessages } from "../content/messages.ts";
import { serviceAction } from "./contact.ts";

/** Every question with its answer, then where to ask another. */
export function faqDoc(site: Site): Block[] {
  const { t } = siteMessages(site);
  return [
    {
      type: "group",
      class: "faq",
      blocks: site.faq.map((item, i): Block => ({
        type: "section",
        class: "faq-item",
        headingId: `q${i + 1}`,
        title: item.question,
        level: 2,
        blocks: [{ type: "paragraph", text: item.answer }],
      })),
    },
    ...(hasPage(site, "/contact/")
      ? [
        {
          type: "paragraph",
          class: "callout",
          text: t("faq.askDirectly", { contact: "/contact/" }),
        } as const,
      ]
      : []),
  ];
}

/**
 * Every service as a card: what it covers, what the client gets, how long it
 * takes, its starting price (HTML only: the Markdown, and so the API and MCP,
 * never carry a price), its example case study and its own action; then how
 * projects are priced.
 */
export function servicesDoc(site: Site): Block[] {
  const { t } = siteMessages(site);
  return [
    {
      type: "cards",
      class: "cards services",
      label: t("sell.services"),
      level: 2,
      article: true,
      items: site.raw.services.map((service) => {
        const example = site.raw.projects.find((p) => p.slug === service.example);
        const action = serviceAction(site, service);
        const blocks: (Block | false | "" | undefined)[] = [
          { type: "paragraph", text: service.summary },
          service.deliverables && {
            type: "paragraph",
            class: "card-label",
            text: `**${t("sell.deliverables")}**`,
          },
          service.deliverables && {
            type: "list",
            class: "deliverables",
            items: service.deliverables,
          },
          service.duration && {
            type: "paragraph",
            class: "duration",
            text: t("sell.duration", { duration: service.duration }),
          },
          service.price && {
            type: "paragraph",
            class: "price",
            web: true,
            text: t("sell.price", { price: service.price }),
          },
          example && {
            type: "paragraph",
            class: "card-link",
            text: t("sell.example", {
              link: `[${t("page.caseStudyTitle", { name: example.name })}](${
                caseStudyPath(example.slug)
              })`,
            }),
          },
          { type: "paragraph", class: "card-action", text: `[${action.label}](${action.href})` },
        ];
        return {
          id: service.slug,
          title: service.name,
          blocks: blocks.filter((b): b is Block => Boolean(b)),
        };
      }),
    },
    ...(hasPage(site, "/pricing/")
      ? [
        {
          type: "paragraph",
          class: "callout",
          text: t("sell.quoteNote", { pricing: "/pricing/" }),
        } as const,
      ]
      : []),
  ];
}

/**
 * The owner's price anchors on the pricing page (a range, a day rate, a
 * fixed-price first step): a section only the HTML shows, since the Markdown,
 * the API and MCP never carry a price. Empty without anchors.
 */
export function pricingDoc(site: Site): Block[] {
  const anchors = site.raw.anchors;
  if (!anchors?.length) return [];
  const { t } = siteMessages(site);
  return [{
    type: "section",
    web: true,
    class: "anchors",
    headingId: "anchors-heading",
    title: t("sell.anchors"),
    level: 2,
    blocks: [
      {
        type: "cards",
        class: "cards anchor-cards",
        level: 3,
        article: true,
        items: anchors.map((anchor) => ({
          title: anchor.name,
          blocks: [
            { type: "paragraph", class: "price", web: true, text: anchor.price },
            ...(anchor.note ? [{ type: "paragraph", text: anchor.note } as const] : []),
          ],
        })),
      },
      { type: "paragraph", class: "muted", text: t("sell.anchorsNote") },
    ],
  }];
}
