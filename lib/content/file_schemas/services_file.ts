/** The schema of `content/services.md`: the services offered. */
import { z } from "zod";
import { doc, FACTS, slug, text } from "./_fields.ts";

/** A figure or range, or the same in several currencies (a list, shown as "₹4,00,000 or €4,500"). */
const price = z.union([
  text,
  z.array(text).min(1, "must list at least one figure, or leave it out"),
], { error: 'must be a figure such as "€4,000", or a list of figures in several currencies' });

export const ServicesFile = z.strictObject({
  services: z.array(z.strictObject({
    slug: slug.meta(doc("A stable identifier.", "booking-sites", "page API MCP")),
    name: text.meta(doc("The service's name.", "Booking sites", "page API MCP JSON-LD catalogs")),
    summary: text.meta(
      doc("What it covers (never a price).", "Online booking, built and hosted", FACTS),
    ),
    example: slug.optional().meta(doc(
      "A project that shows it: a file name in content/projects/ without .md.",
      "booking-page",
      "page API MCP",
    )),
    deliverables: z.array(text).min(1, "must list at least one deliverable, or leave it out")
      .optional().meta(
        doc("What the client gets, one line each.", ["A booking page", "A handover guide"]),
      ),
    duration: text.optional().meta(doc("How long it typically takes.", "Four to six weeks")),
    price: price.optional().meta(doc(
      "A starting price or range, or a list of them in several currencies; without one the service says it is quoted. Shown on the web pages only (services, pricing, the FAQ answer marked `prices`, the CV): their Markdown, the API and MCP never carry it.",
      ["₹4,00,000", "€4,500"],
    )),
    action: z.enum(["email", "booking"]).optional().meta(doc(
      'The card\'s own action: "email" (an email with the service in its subject) or "booking" (contact.md\'s booking_url; an email when there is none). Default: email.',
      "booking",
    )),
  })).min(1, "must list at least one service").meta(doc(
    "The services offered (every project is priced by a written quote).",
    undefined,
    "page API MCP JSON-LD catalogs",
  )),
  anchors: z.array(z.strictObject({
    name: text.meta(doc("What the figure is for.", "Day rate")),
    price: price.meta(
      doc("The figure or range, or a list of them in several currencies.", "€600 a day"),
    ),
    note: text.optional().meta(
      doc("One line on what it includes.", "For reviews and advisory work"),
    ),
  })).min(1, "must list at least one anchor, or leave it out").optional().meta(doc(
    "Where prices start, shown on the pricing web page only (a range, a day rate, a fixed-price first step); the page's Markdown, the API and MCP never carry them.",
    undefined,
  )),
});
