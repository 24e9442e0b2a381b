/**
 * The schemas of the files in `content/`. They are strict: a misspelt field is
 * an error, so the owner learns of it at start-up instead of on the live site.
 *
 * Every field carries its documentation as zod metadata (`doc`): what it is,
 * an example and where it is published. `deno task docs` writes
 * docs/content.md from it (build/content_docs.ts), and a test fails on a
 * field without it or on a stale docs/content.md.
 */
import { z } from "zod";
import { SLUG_PARAM_PATTERN } from "./schemas.ts";

// Content is parsed once per load, so zod's compiled fast path (built on each
// schema's first parse) costs more than it saves: about 5 ms of start-up.
z.config({ jitless: true });

/**
 * Where a field is published: the website's pages, the JSON API at /api/v1,
 * the MCP server, JSON-LD structured data, the CV (/cv/ and resume.json), or
 * the catalogues for agents (llms.txt and the other discovery files).
 */
export type Place = "page" | "API" | "MCP" | "JSON-LD" | "CV" | "catalogs";

/** A field's documentation, as docs/content.md shows it. */
export type FieldDoc = {
  description: string;
  examples: unknown[];
  appears: Place[];
  [key: string]: unknown;
};

/** Every place a field can appear. */
const EVERYWHERE: Place[] = ["page", "API", "MCP", "JSON-LD", "CV", "catalogs"];
/** Everywhere but the catalogues for agents. */
const PUBLISHED: Place[] = ["page", "API", "MCP", "JSON-LD", "CV"];

/** The metadata of one field: what it is, one example value, where it appears. */
function doc(description: string, example: unknown, appears: Place[]): FieldDoc {
  return { description, examples: [example], appears };
}

const text = z.string().trim().min(1, "must not be empty");
const url = z.url({ protocol: /^https?$/ });
/** A year or a month, as JSON Resume's dates take them: `2021` or `2021-03`. */
const monthOrYear = z.string().regex(
  /^[12]\d{3}(-(0[1-9]|1[0-2]))?$/,
  "must be YYYY or YYYY-MM, like 2021-03",
);
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
  ).meta(
    doc(
      "The picture's file in content/images/: SVG, PNG, JPEG, WebP or AVIF, up to IMAGE_MAX_BYTES (25 MiB). Photographs are also served as WebP at 480, 960 and 1440 pixels wide.",
      "images/cover.jpg",
      ["page"],
    ),
  ),
  alt: text.meta(
    doc("What the picture shows, for people who cannot see it.", "The booking page on a phone", [
      "page",
    ]),
  ),
});

/** Words of praise from a client, with who said them. */
const testimonial = z.strictObject({
  quote: text.meta(doc("The client's words.", "It paid for itself in a month.", ["page"])),
  name: text.meta(doc("Who said them.", "Ana Lima", ["page"])),
  role: text.optional().meta(doc("Their role.", "Owner", ["page"])),
  company: text.optional().meta(doc("Their company.", "Lima Bakery", ["page"])),
  url: url.optional().meta(
    doc(
      "The client's site: the company name links to it, so anyone can check it exists.",
      "https://limabakery.example",
      ["page"],
    ),
  ),
  source: url.optional().meta(
    doc(
      "Where the words were published (a review, a post): a link that shows they are real.",
      "https://www.linkedin.com/posts/ana-lima-123",
      ["page"],
    ),
  ),
});

/** A page path: `/` or lowercase segments each followed by a slash. */
export const PAGE_PATH = /^\/(?:[a-z0-9-]+\/)*$/;

export const SiteFile = z.strictObject({
  name: text.meta(
    doc("The site's name, in the header, titles and share cards.", "Your Studio", [
      "page",
      "JSON-LD",
      "catalogs",
    ]),
  ),
  tagline: text.meta(
    doc("One line under the name: what the site is about.", "Small web apps that stay small", [
      "page",
      "catalogs",
    ]),
  ),
  mark: z.string().trim().min(1).max(3, 'must be one to three characters, such as "R" or "AR"')
    .optional().meta(
      doc(
        "One to three characters shown in the site's mark and favicon. Default: the name's first letter.",
        "YS",
        ["page"],
      ),
    ),
  lang: z.string().regex(
    /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
    'must be a language tag such as "en" or "en-IN"',
  )
    .optional().meta(doc("The pages' language, as HTML's lang takes it. Default: en.", "en", [
      "page",
    ])),
  locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be a locale such as "en_IN" or "de_DE"')
    .optional().meta(doc("The locale share cards name (og:locale). Default: none.", "en_GB", [
      "page",
    ])),
  cli_command: z.string().regex(
    /^[a-z][a-z0-9-]{0,29}$/,
    'must be a command name: a lowercase letter, then up to 29 lowercase letters, digits or hyphens, such as "ada"',
  ).optional().meta(
    doc(
      "The name of the command-line client a visitor downloads from /cli.mjs. Default: site.",
      "ys",
      ["catalogs"],
    ),
  ),
  languages: z.array(
    z.string().regex(
      /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/,
      'must be a lowercase language tag such as "en" or "pt-br", the name of its folder in content/',
    ),
  ).optional().meta(
    doc(
      "More languages the site is served in, each at /<lang>/ from its translations in content/<lang>/ (what is not translated is shown in the primary language). Default: none.",
      ["en"],
      ["page", "API", "MCP", "catalogs"],
    ),
  ),
  legal: z.strictObject({
    notice: z.string().regex(
      PAGE_PATH,
      'must be the path of a page listed under pages, such as "/legal/"',
    )
      .optional().meta(
        doc(
          "The page of your legal notice (Impressum), linked from every page's footer.",
          "/legal/",
          [
            "page",
          ],
        ),
      ),
    privacy: z.string().regex(
      PAGE_PATH,
      'must be the path of a page listed under pages, such as "/privacy/"',
    )
      .optional().meta(
        doc("The page of your privacy policy, linked from every page's footer.", "/privacy/", [
          "page",
        ]),
      ),
  }).optional().meta(
    doc(
      "Footer links to legal pages, each the path of a page listed under pages (served like any other page, labelled in the site's language). Default: none.",
      { notice: "/legal/", privacy: "/privacy/" },
      ["page"],
    ),
  ),
  updated: z.string().regex(
    /^\d{4}-\d{2}-\d{2}$/,
    "must be a date written YYYY-MM-DD",
  ).meta(
    doc("When the content last changed, written YYYY-MM-DD.", "2026-11-26", [
      "page",
      "JSON-LD",
      "CV",
      "catalogs",
    ]),
  ),
  pages: z.array(z.strictObject({
    path: z.string().regex(
      PAGE_PATH,
      'must start and end with "/" and use lowercase letters, digits and hyphens',
    ).meta(doc("The page's address on the site.", "/about/", ["page", "API", "MCP", "catalogs"])),
    file: z.string().regex(
      /^[a-z0-9-]+\.md$/,
      'must be the name of a file in content/pages/, such as "about.md"',
    ).meta(doc("Its text: a Markdown file in content/pages/.", "about.md", ["page"])),
    title: text.meta(
      doc("The page's title (its h1 and <title>).", "About", ["page", "API", "MCP", "catalogs"]),
    ),
    description: text.meta(
      doc("One line saying what the page holds (meta description, listings).", "Who I am.", [
        "page",
        "API",
        "MCP",
        "catalogs",
      ]),
    ),
    nav: text.optional().meta(
      doc("Its label in the navigation; a page without one is not in the menu.", "About", [
        "page",
      ]),
    ),
  })).min(1, "must list at least the home page").meta(
    doc(
      'Every page, in menu order, the home page ("/") among them. A page listed here with its Markdown file is served at its path.',
      [{ path: "/", file: "home.md", title: "Your Name", description: "What you do." }],
      ["page", "API", "MCP", "catalogs"],
    ),
  ),
});

export const ProfileFile = z.strictObject({
  name: text.meta(
    doc("Your full name.", "Your Name", EVERYWHERE),
  ),
  brand: text.meta(
    doc("The name you trade under (may be your name).", "Your Studio", PUBLISHED),
  ),
  role: text.meta(
    doc("What you do, in a few words.", "Freelance web developer", EVERYWHERE),
  ),
  location: text.meta(
    doc(
      'Where you work from: "City, Region, Country" (the CV splits it when the last part names a country).',
      "Porto, Portugal",
      EVERYWHERE,
    ),
  ),
  education: text.optional().meta(
    doc("Your degree and school.", "BSc Computer Science, University of Porto", PUBLISHED),
  ),
  alma_mater: text.optional().meta(
    doc(
      "The school of `education`, for structured data (schema.org alumniOf).",
      "University of Porto",
      [
        "page",
        "JSON-LD",
        "CV",
      ],
    ),
  ),
  looking_for: text.optional().meta(
    doc(
      "The work or role you are open to: shown on about and the CV only, never on the pages that sell.",
      "Freelance projects with small businesses",
      ["page", "API", "MCP", "CV"],
    ),
  ),
  freelance: text.optional().meta(
    doc("The freelance work you take on.", "Builds booking and ordering sites", [
      "page",
      "API",
      "MCP",
      "CV",
      "catalogs",
    ]),
  ),
  experience: z.array(z.strictObject({
    role: text.meta(doc("Your role there.", "Senior developer", ["CV"])),
    organisation: text.meta(doc("Where you worked.", "Lima Bakery", ["CV"])),
    url: url.optional().meta(doc("The organisation's site.", "https://limabakery.example", ["CV"])),
    start: monthOrYear.meta(doc("When you started: YYYY or YYYY-MM.", "2021-03", ["CV"])),
    end: monthOrYear.optional().meta(
      doc("When you left: YYYY or YYYY-MM; leave it out while you are there.", "2023", ["CV"]),
    ),
    highlights: z.array(text).optional().meta(
      doc("What you did there, one line each.", ["Cut checkout time by half"], ["CV"]),
    ),
  })).optional().meta(
    doc("Your work history, newest first, for the CV.", [{
      role: "Senior developer",
      organisation: "Lima Bakery",
      start: "2021-03",
    }], ["CV"]),
  ),
  credentials: z.array(z.strictObject({
    kind: z.enum(["certification", "talk", "publication"], {
      error: 'must be "certification", "talk" or "publication"',
    }).meta(
      doc(
        "What it is: a certification, a talk you gave, or something you published.",
        "certification",
        ["page", "JSON-LD", "CV", "catalogs"],
      ),
    ),
    name: text.meta(
      doc("Its title.", "AWS Certified Developer – Associate", [
        "page",
        "JSON-LD",
        "CV",
        "catalogs",
      ]),
    ),
    issuer: text.meta(
      doc(
        "Who issued it, hosted the talk or published the work.",
        "Amazon Web Services",
        ["page", "JSON-LD", "CV"],
      ),
    ),
    date: monthOrYear.meta(
      doc("When: YYYY or YYYY-MM.", "2024-05", ["page", "JSON-LD", "CV"]),
    ),
    url: url.meta(
      doc(
        "A link that proves it: the issuer's verification page, the recording or the publication.",
        "https://www.credly.com/badges/your-badge-id",
        ["page", "JSON-LD", "CV", "catalogs"],
      ),
    ),
  })).optional().meta(
    doc(
      "Proof anyone can check: certifications, talks and publications, each with a link that verifies it. Shown on about and the CV.",
      [{
        kind: "certification",
        name: "AWS Certified Developer – Associate",
        issuer: "Amazon Web Services",
        date: "2024-05",
        url: "https://www.credly.com/badges/your-badge-id",
      }],
      ["page", "JSON-LD", "CV", "catalogs"],
    ),
  ),
  offer: text.optional().meta(
    doc(
      "What a client gets, in one line: the home page's headline under the name.",
      "Web apps for small businesses, built to last",
      ["page", "MCP", "catalogs"],
    ),
  ),
  availability: text.optional().meta(
    doc("When you can take new work.", "Booking projects from March", ["page", "MCP"]),
  ),
  headline: text.optional().meta(
    doc(
      "The home page's heading: the outcome you deliver and for whom, in one line; your name shows under it. Default: your name.",
      "Booking sites that fill tables for independent restaurants",
      ["page"],
    ),
  ),
  proof: text.optional().meta(
    doc(
      "One line of proof on the home page's first screen, beside the headline: a client's words, a figure, or client names.",
      "Bookings up 40% in three months for Lima Bakery",
      ["page"],
    ),
  ),
  portrait: image.optional().meta(
    doc("A portrait or mark, shown beside the name (`src` and `alt`).", {
      src: "images/portrait.jpg",
      alt: "Your Name, smiling",
    }, ["page", "CV"]),
  ),
  stack: z.array(text).min(1, "must list at least one technology").meta(
    doc("The technologies you work with.", ["TypeScript", "PostgreSQL"], EVERYWHERE),
  ),
  github: url.optional().meta(
    doc("Your code-hosting profile.", "https://github.com/your-handle", PUBLISHED),
  ),
  linkedin: url.optional().meta(
    doc("Your professional-network profile.", "https://www.linkedin.com/in/your-handle", PUBLISHED),
  ),
});

export const ProjectFile = z.strictObject({
  name: text.meta(
    doc("The product's name.", "Booking page", EVERYWHERE),
  ),
  status: text.meta(
    doc('Where it stands, in your words ("Live", "In testing", "On npm").', "Live", [
      "page",
      "API",
      "MCP",
      "JSON-LD",
    ]),
  ),
  summary: text.meta(
    doc("One line on what it is and for whom.", "Online booking for a hair salon", EVERYWHERE),
  ),
  stack: z.array(text).optional().meta(
    doc("Its main technologies.", ["Deno", "Preact"], ["page", "API", "MCP", "CV"]),
  ),
  url: url.optional().meta(
    doc("The live product or package.", "https://booking.example.com", PUBLISHED),
  ),
  source: url.optional().meta(
    doc("Its source code, when public.", "https://github.com/your-handle/booking", [
      "page",
      "API",
      "MCP",
      "JSON-LD",
    ]),
  ),
  client: z.strictObject({
    name: text.meta(doc("The client's name.", "Lima Bakery", ["page", "JSON-LD", "CV"])),
    url: url.optional().meta(
      doc("The client's site, so anyone can check they exist.", "https://limabakery.example", [
        "page",
        "JSON-LD",
        "CV",
      ]),
    ),
  }).optional().meta(
    doc("Who the project was for, when you may name them.", {
      name: "Lima Bakery",
      url: "https://limabakery.example",
    }, ["page", "JSON-LD", "CV"]),
  ),
  role: text.optional().meta(
    doc("Your part in it.", "Sole developer: design, build and hosting", ["page", "CV"]),
  ),
  duration: text.optional().meta(
    doc("How long it took, in your words.", "6 weeks", ["page", "CV"]),
  ),
  order: z.int().min(0).meta(
    doc("Its place in every list of projects, smallest first.", 1, [
      "page",
      "API",
      "MCP",
      "catalogs",
    ]),
  ),
  featured: z.boolean().optional().meta(
    doc(
      "Shown on the home page. When no project is featured, the home page shows the first four; /work/ lists them all.",
      true,
      ["page"],
    ),
  ),
  year: z.int().min(1990).max(2100).optional().meta(
    doc("The year it started.", 2025, ["page", "JSON-LD", "CV"]),
  ),
  cover: image.optional().meta(
    doc("The picture on the project's card and at the top of its case study.", {
      src: "images/booking-cover.jpg",
      alt: "The booking page on a phone",
    }, ["page"]),
  ),
  screenshots: z.array(
    image.extend({
      caption: text.optional().meta(
        doc("A line under the picture.", "Clients book in three taps.", ["page"]),
      ),
    }),
  ).optional().meta(
    doc("Pictures of the product, shown in the case study.", [{
      src: "images/booking-week.png",
      alt: "The week view, with three bookings",
    }], ["page"]),
  ),
  outcomes: z.array(z.strictObject({
    label: text.meta(doc("What was measured.", "No-shows", ["page", "CV"])),
    value: text.meta(doc("The figure.", "1 in 5 → 1 in 20", ["page", "CV"])),
  })).optional().meta(
    doc("What the project achieved, in figures.", [{
      label: "No-shows",
      value: "1 in 5 → 1 in 20",
    }], ["page", "CV"]),
  ),
  testimonial: testimonial.optional().meta(
    doc("What the client said about this project, shown in its case study.", {
      quote: "It paid for itself in a month.",
      name: "Ana Lima",
    }, ["page"]),
  ),
});

/** Optional `content/testimonials.md`: praise shown on the home page. */
export const TestimonialsFile = z.strictObject({
  testimonials: z.array(testimonial.extend({
    project: slug.optional().meta(
      doc(
        "The project it is about: a file name in content/projects/ without .md.",
        "booking-page",
        [
          "page",
        ],
      ),
    ),
  }))
    .min(1, "must list at least one testimonial, or delete the file").meta(
      doc("Clients' words for the home page.", [{
        quote: "It paid for itself in a month.",
        name: "Ana Lima",
      }], ["page"]),
    ),
});

export const ServicesFile = z.strictObject({
  services: z.array(z.strictObject({
    slug: slug.meta(doc("A stable identifier.", "booking-sites", ["page", "API", "MCP"])),
    name: text.meta(
      doc("The service's name.", "Booking sites", ["page", "API", "MCP", "JSON-LD", "catalogs"]),
    ),
    summary: text.meta(
      doc("What it covers (never a price).", "Online booking, built and hosted", [
        "page",
        "API",
        "MCP",
        "JSON-LD",
      ]),
    ),
    example: slug.optional().meta(
      doc(
        "A project that shows it: a file name in content/projects/ without .md.",
        "booking-page",
        [
          "page",
          "API",
          "MCP",
        ],
      ),
    ),
    deliverables: z.array(text).min(1, "must list at least one deliverable, or leave it out")
      .optional().meta(
        doc("What the client gets, one line each.", ["A booking page", "A handover guide"], [
          "page",
        ]),
      ),
    duration: text.optional().meta(
      doc("How long it typically takes.", "Four to six weeks", ["page"]),
    ),
    price: text.optional().meta(
      doc(
        "A starting price or range, shown on the services web page only: the page's Markdown, the API and MCP never carry it.",
        "From €4,000",
        ["page"],
      ),
    ),
    action: z.enum(["email", "booking"]).optional().meta(
      doc(
        'The card\'s own action: "email" (an email with the service in its subject) or "booking" (contact.md\'s booking_url; an email when there is none). Default: email.',
        "booking",
        ["page"],
      ),
    ),
  })).min(1, "must list at least one service").meta(
    doc("The services offered (every project is priced by a written quote).", [{
      slug: "booking-sites",
      name: "Booking sites",
      summary: "Online booking, built and hosted",
    }], ["page", "API", "MCP", "JSON-LD", "catalogs"]),
  ),
  anchors: z.array(z.strictObject({
    name: text.meta(doc("What the figure is for.", "Day rate", ["page"])),
    price: text.meta(doc("The figure or range.", "€600 a day", ["page"])),
    note: text.optional().meta(
      doc("One line on what it includes.", "For reviews and advisory work", ["page"]),
    ),
  })).min(1, "must list at least one anchor, or leave it out").optional().meta(
    doc(
      "Where prices start, shown on the pricing web page only (a range, a day rate, a fixed-price first step); the page's Markdown, the API and MCP never carry them.",
      [{ name: "Discovery sprint, fixed price", price: "€2,500" }],
      ["page"],
    ),
  ),
});

export const FaqFile = z.strictObject({
  questions: z.array(z.strictObject({
    question: text.meta(
      doc("The question.", "How long does a project take?", ["page", "API", "MCP", "JSON-LD"]),
    ),
    answer: text.meta(
      doc("The answer, plain text.", "Most take four to eight weeks.", [
        "page",
        "API",
        "MCP",
        "JSON-LD",
      ]),
    ),
  }))
    .min(1, "must list at least one question").meta(
      doc("Questions and answers, in order.", [{
        question: "How long does a project take?",
        answer: "Most take four to eight weeks.",
      }], ["page", "API", "MCP", "JSON-LD"]),
    ),
});

export const ContactFile = z.strictObject({
  hiring_and_freelance: z.email().meta(
    doc("The address for work: projects, roles, interviews.", "hello@your.domain", EVERYWHERE),
  ),
  jantahr_support_billing_legal: z.email().optional().meta(
    doc(
      "A second address, for a product's support, billing or legal questions.",
      "support@your.domain",
      [
        "page",
        "API",
        "MCP",
      ],
    ),
  ),
  support_label: text.optional().meta(
    doc("What the second address is for, as the contact page names it.", "Support and billing", [
      "page",
    ]),
  ),
  booking_url: url.optional().meta(
    doc(
      "A page where a client books a call (a scheduling link), shown on the contact page.",
      "https://cal.example/your-handle",
      [
        "page",
      ],
    ),
  ),
  note: text.optional().meta(
    doc(
      "Which address to use when, for the API and MCP (the contact page names each address's use beside it).",
      "Write to hello@ about projects.",
      ["API", "MCP"],
    ),
  ),
  reply_time: text.optional().meta(
    doc("How soon you reply, first on the contact page.", "Replies within two working days", [
      "page",
    ]),
  ),
  phone: z.string().regex(
    /^\+[1-9][0-9 ]{6,19}$/,
    'must be an international number starting with "+", such as "+351 912 345 678"',
  ).optional().meta(doc("A phone number for calls, on the contact page.", "+351 912 345 678", [
    "page",
  ])),
  messengers: z.array(z.strictObject({
    name: text.meta(doc("The messenger's name.", "Signal", ["page"])),
    url: url.meta(doc("A link that opens a chat with you.", "https://signal.me/#p/+351912345678", [
      "page",
    ])),
  })).min(1, "must list at least one messenger, or leave it out").optional().meta(
    doc("Messenger links on the contact page.", [{
      name: "Signal",
      url: "https://signal.me/#p/+351912345678",
    }], ["page"]),
  ),
});

/** The project slug a file name stands for, checked by the loader. */
export const ProjectSlug = slug;
