/** What content files' schemas share: every field's documentation (`doc`) and common checks. */
import { z } from "zod";
import { SLUG_PARAM_PATTERN } from "../shapes.ts";

// Content is parsed once per load: zod's compiled fast path costs more than it saves (5 ms).
z.config({ jitless: true });

/**
 * Where a field is published: the website's pages, the JSON API, the MCP server, JSON-LD, the CV
 * (/cv/ and resume.json), or the catalogues for agents (llms.txt and other discovery files).
 */
export type Place = "page" | "API" | "MCP" | "JSON-LD" | "CV" | "catalogs";

/** Places, separated by spaces: `"page API MCP"`. */
type Places = Place | `${Place} ${string}`;

/** Every place a field can appear. */
export const EVERYWHERE = "page API MCP JSON-LD CV catalogs";
/** Everywhere but the catalogues for agents. */
export const PUBLISHED = "page API MCP JSON-LD CV";
/** Where the site's facts are data: the pages, the API, MCP and JSON-LD. */
export const FACTS = "page API MCP JSON-LD";

/**
 * A field's documentation for docs/content.md: what it is, one example (an object's, left out, is
 * made of its required fields' by build/content_docs.ts), where it appears (default: pages).
 */
export function doc(description: string, example?: unknown, appears: Places = "page") {
  const examples = example === undefined ? [] : [example];
  return { description, examples, appears: appears.split(" ") as Place[] };
}

export const text = z.string().trim().min(1, "must not be empty");
export const url = z.url({ protocol: /^https?$/ });
/** A day, `2026-11-26`. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");
/** A year or a month, as JSON Resume's dates take them: `2021` or `2021-03`. */
export const monthOrYear = z.string().regex(
  /^[12]\d{3}(-(0[1-9]|1[0-2]))?$/,
  "must be YYYY or YYYY-MM, like 2021-03",
);
/** A language tag, as HTML's `lang` takes it. */
export const languageTag = z.string().regex(
  /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
  'must be a language tag such as "en" or "en-IN"',
);
export const slug = z.string().regex(
  SLUG_PARAM_PATTERN,
  "must be 1 to 40 lowercase letters, digits or hyphens",
);

/** An image file in content/images/, such as `images/portrait.svg`. */
const IMAGE_PATH = /^images\/[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp|avif)$/;

/** A picture and what it shows, for people who cannot see it. */
export const image = z.strictObject({
  src: z.string().regex(
    IMAGE_PATH,
    'must name a file in content/images/ (lowercase, ending in .svg, .png, .jpg, .webp or .avif), such as "images/portrait.svg"',
  ).meta(doc(
    "The picture's file in content/images/: SVG, PNG, JPEG, WebP or AVIF, up to IMAGE_MAX_BYTES (25 MiB). Photographs are also served as WebP at 480, 960 and 1440 pixels wide.",
    "images/cover.jpg",
  )),
  alt: text.meta(
    doc("What the picture shows, for people who cannot see it.", "The booking page on a phone"),
  ),
});

/** The example of a project's or an article's `cover`. */
export const COVER = { src: "images/booking-cover.jpg", alt: "The booking page on a phone" };

/** Words of praise from a client, with who said them. */
export const testimonial = z.strictObject({
  quote: text.meta(doc("The client's words.", "It paid for itself in a month.")),
  name: text.meta(doc("Who said them.", "Ana Lima")),
  role: text.optional().meta(doc("Their role.", "Owner")),
  company: text.optional().meta(doc("Their company.", "Lima Bakery")),
  url: url.optional().meta(doc(
    "The client's site: the company name links to it, so anyone can check it exists.",
    "https://limabakery.example",
  )),
  source: url.optional().meta(doc(
    "Where the words were published (a review, a post): a link that shows they are real.",
    "https://www.linkedin.com/posts/ana-lima-123",
  )),
  language: languageTag.optional().meta(
    doc("The language it is in, when not the file's (marked `lang` on the page).", "en"),
  ),
});
