/**
 * The schemas of the files in `content/`. They are strict: a misspelt field is
 * an error, so the owner learns of it at start-up instead of on the live site.
 */
import { z } from "zod";
import { SLUG_PARAM_PATTERN } from "./schemas.ts";

// Content is parsed once per load, so zod's compiled fast path (built on each
// schema's first parse) costs more than it saves: about 5 ms of start-up.
z.config({ jitless: true });

const text = z.string().trim().min(1, "must not be empty");
const url = z.url({ protocol: /^https?$/ });
const slug = z.string().regex(
  SLUG_PARAM_PATTERN,
  "must be 1 to 40 lowercase letters, digits or hyphens",
);

/** An image file in content/images/, such as `images/portrait.svg`. */
export const IMAGE_PATH = /^images\/[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp|avif)$/;

/** A picture and what it shows, for people who cannot see it. */
const image = z.strictObject({
  src: z.string().regex(
    IMAGE_PATH,
    'must name a file in content/images/ (lowercase, ending in .svg, .png, .jpg, .webp or .avif), such as "images/portrait.svg"',
  ),
  alt: text,
});

/** Words of praise from a client, with who said them. */
const testimonial = z.strictObject({
  quote: text,
  name: text,
  role: text.optional(),
  company: text.optional(),
});

/** A page path: `/` or lowercase segments each followed by a slash. */
export const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*$/;

export const SiteFile = z.strictObject({
  name: text,
  tagline: text,
  /** One to three characters shown in the site's mark and favicon. Default: the name's first letter. */
  mark: z.string().trim().min(1).max(3, 'must be one to three characters, such as "R" or "AR"')
    .optional(),
  /** The pages' language, as HTML's lang takes it. Default: en. */
  lang: z.string().regex(
    /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
    'must be a language tag such as "en" or "en-IN"',
  )
    .optional(),
  /** The locale share cards name (og:locale). Default: none. */
  locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be a locale such as "en_IN" or "de_DE"')
    .optional(),
  /** The name of the command-line client a visitor downloads from /cli.mjs. Default: site. */
  cli_command: z.string().regex(
    /^[a-z][a-z0-9-]{0,29}$/,
    'must be a command name: a lowercase letter, then up to 29 lowercase letters, digits or hyphens, such as "ada"',
  ).optional(),
  updated: z.string().regex(
    /^\d{4}-\d{2}-\d{2}$/,
    "must be a date written YYYY-MM-DD",
  ),
  pages: z.array(z.strictObject({
    path: z.string().regex(
      PAGE_PATH,
      'must start and end with "/" and use lowercase letters, digits and hyphens',
    ),
    file: z.string().regex(
      /^[a-z0-9-]+\.md$/,
      'must be the name of a file in content/pages/, such as "about.md"',
    ),
    title: text,
    description: text,
    nav: text.optional(),
  })).min(1, "must list at least the home page"),
});

export const ProfileFile = z.strictObject({
  name: text,
  brand: text,
  role: text,
  location: text,
  education: text.optional(),
  /** The school of `education`, for structured data (schema.org alumniOf). */
  alma_mater: text.optional(),
  looking_for: text.optional(),
  freelance: text.optional(),
  /** What a client gets, in one line: the home page's headline under the name. */
  offer: text.optional(),
  /** When the owner can take new work, such as "Booking projects from March". */
  availability: text.optional(),
  /** A portrait or mark, shown beside the name. */
  portrait: image.optional(),
  stack: z.array(text).min(1, "must list at least one technology"),
  github: url.optional(),
  linkedin: url.optional(),
});

export const ProjectFile = z.strictObject({
  name: text,
  status: text,
  summary: text,
  stack: z.array(text).optional(),
  url: url.optional(),
  source: url.optional(),
  order: z.int().min(0),
  year: z.int().min(1990).max(2100).optional(),
  /** The picture on the project's card and at the top of its case study. */
  cover: image.optional(),
  /** Pictures of the product, shown in the case study. */
  screenshots: z.array(image.extend({ caption: text.optional() })).optional(),
  /** What the project achieved, in figures: "Time to hire" / "9 days → 4". */
  outcomes: z.array(z.strictObject({ label: text, value: text })).optional(),
  /** What the client said about this project. */
  testimonial: testimonial.optional(),
});

/** Optional `content/testimonials.md`: praise shown on the home page. */
export const TestimonialsFile = z.strictObject({
  testimonials: z.array(testimonial.extend({ project: slug.optional() }))
    .min(1, "must list at least one testimonial, or delete the file"),
});

export const ServicesFile = z.strictObject({
  services: z.array(z.strictObject({
    slug,
    name: text,
    summary: text,
    example: slug.optional(),
  })).min(1, "must list at least one service"),
});

export const FaqFile = z.strictObject({
  questions: z.array(z.strictObject({ question: text, answer: text }))
    .min(1, "must list at least one question"),
});

export const ContactFile = z.strictObject({
  hiring_and_freelance: z.email(),
  jantahr_support_billing_legal: z.email().optional(),
  /** What the second address is for, as the contact page names it. */
  support_label: text.optional(),
  /** A page where a client books a call (a scheduling link), shown on the contact page. */
  booking_url: url.optional(),
  note: text.optional(),
});

/** The project slug a file name stands for, checked by the loader. */
export const ProjectSlug = slug;
