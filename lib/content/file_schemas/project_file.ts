/** The schemas of `content/projects/*.md` and the optional `content/testimonials.md`. */
import { z } from "zod";
import { COVER, doc, EVERYWHERE, FACTS, image, PUBLISHED } from "./_fields.ts";
import { slug, testimonial, text, url } from "./_fields.ts";

export const ProjectFile = z.strictObject({
  name: text.meta(doc("The product's name.", "Booking page", EVERYWHERE)),
  status: text.meta(
    doc('Where it stands, in your words ("Live", "In testing", "On npm").', "Live", FACTS),
  ),
  stage: z.enum(["live", "in_progress"]).optional().meta(
    doc("The status's colour: `live` green, `in_progress` amber, none grey.", "live"),
  ),
  language: testimonial.shape.language,
  summary: text.meta(
    doc("One line on what it is and for whom.", "Online booking for a hair salon", EVERYWHERE),
  ),
  stack: z.array(text).optional().meta(
    doc("Its main technologies.", ["Deno", "Preact"], "page API MCP CV"),
  ),
  url: url.optional().meta(
    doc("The live product or package.", "https://booking.example.com", PUBLISHED),
  ),
  source: url.optional().meta(
    doc("Its source code, when public.", "https://github.com/your-handle/booking", FACTS),
  ),
  client: z.strictObject({
    name: text.meta(doc("The client's name.", "Lima Bakery", "page JSON-LD CV")),
    url: url.optional().meta(doc(
      "The client's site, so anyone can check they exist.",
      "https://limabakery.example",
      "page JSON-LD CV",
    )),
  }).optional().meta(
    doc("Who the project was for, when you may name them.", undefined, "page JSON-LD CV"),
  ),
  role: text.optional().meta(
    doc("Your part in it.", "Sole developer: design, build and hosting", "page CV"),
  ),
  duration: text.optional().meta(doc("How long it took, in your words.", "6 weeks", "page CV")),
  order: z.int().min(0).meta(
    doc("Its place in every list of projects, smallest first.", 1, "page API MCP catalogs"),
  ),
  featured: z.boolean().optional().meta(doc(
    "Shown on the home page. When no project is featured, the home page shows the first four; /work/ lists them all.",
    true,
  )),
  year: z.int().min(1990).max(2100).optional().meta(
    doc("The year it started.", 2025, "page JSON-LD CV"),
  ),
  cover: image.optional().meta(doc(
    "On its card and atop its case study: a screenshot full width, a drawing (SVG) smaller.",
    COVER,
  )),
  screenshots: z.array(image.extend({
    caption: text.optional().meta(doc("A line under the picture.", "Clients book in three taps.")),
  })).optional().meta(
    doc("Pictures of the product, each as wide as the case study (a drawing, SVG, smaller).", [{
      src: "images/booking-week.png",
      alt: "The week view, with three bookings",
    }]),
  ),
  outcomes: z.array(z.strictObject({
    label: text.meta(doc("What was measured.", "No-shows", "page CV")),
    value: text.meta(doc("The figure.", "1 in 5 → 1 in 20", "page CV")),
  })).optional().meta(doc("What the project achieved, in figures.", undefined, "page CV")),
  testimonial: testimonial.optional().meta(
    doc("What the client said about this project, shown in its case study."),
  ),
});

/** Optional `content/testimonials.md`: praise shown on the home page. */
export const TestimonialsFile = z.strictObject({
  testimonials: z.array(testimonial.extend({
    project: slug.optional().meta(
      doc("The project it is about: a file name in content/projects/ without .md.", "booking-page"),
    ),
  })).min(1, "must list at least one testimonial, or delete the file").meta(
    doc("Clients' words for the home page."),
  ),
});
