/**
 * The generated part of the FAQ and services pages as blocks
 * (lib/site/doc.ts): each route renders them as HTML and lib/site/pages.ts
 * as Markdown, so both say the same. Pages with pictures, copy buttons and
 * badges (work, contact, case studies) share their data instead
 * (lib/site/facts.ts, lib/site/contact.ts).
 */
import type { Block } from "./doc.ts";
import { caseStudyPath, type Site } from "../content/model.ts";
import { hasPage } from "../content/page_path.ts";

/** Every question with its answer, then where to ask another. */
export function faqDoc(site: Site): Block[] {
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
          text: "Something else? [Ask directly](/contact/); every message gets a reply.",
        } as const,
      ]
      : []),
  ];
}

/** Every service as a card, with its example case study, then how projects are priced. */
export function servicesDoc(site: Site): Block[] {
  return [
    {
      type: "cards",
      class: "cards services",
      label: "Services",
      level: 2,
      article: true,
      items: site.services.map((service) => {
        const example = site.projects.find((p) => p.case_study === service.example);
        return {
          id: service.slug,
          title: service.name,
          blocks: [
            { type: "paragraph", text: service.summary },
            ...(example
              ? [
                {
                  type: "paragraph",
                  class: "card-link",
                  text: `Example: [${example.name} case study](${caseStudyPath(example.slug)})`,
                } as const,
              ]
              : []),
          ],
        };
      }),
    },
    ...(hasPage(site, "/pricing/")
      ? [
        {
          type: "paragraph",
          class: "callout",
          text: "Every project is priced by a written quote. [How pricing works](/pricing/)",
        } as const,
      ]
      : []),
  ];
}

/**
 * The contact page's own words, which its HTML (routes/contact.tsx) and its
 * Markdown (lib/site/pages.ts) both use: the page has a copy button and a
 * booking button, so it shares its words and data rather than its blocks.
 */
export const CONTACT_WORDS = {
  start: "Start a project",
  writeAbout: "Write about",
  book: "Book a call",
  others: "Other addresses",
};
