/** The schema of `content/profile.md`: who the owner is. */
import { z } from "zod";
import { WORK_STATUSES } from "../shapes.ts";
import { doc, EVERYWHERE, image, monthOrYear, PUBLISHED, slug, text, url } from "./_fields.ts";

/** A field shown on the CV only. */
const onCv = (description: string, example: unknown) => doc(description, example, "CV");

export const ProfileFile = z.strictObject({
  name: text.meta(doc("Your full name.", "Your Name", EVERYWHERE)),
  brand: text.meta(doc("The name you trade under (may be your name).", "Your Studio", PUBLISHED)),
  role: text.meta(doc("What you do, in a few words.", "Freelance web developer", EVERYWHERE)),
  location: text.meta(doc(
    'Where you work from: "City, Region, Country" (the CV splits it when the last part names a country).',
    "Porto, Portugal",
    EVERYWHERE,
  )),
  education: text.optional().meta(
    doc("Your degree and school.", "BSc Computer Science, University of Porto", PUBLISHED),
  ),
  alma_mater: text.optional().meta(doc(
    "The school of `education`, for structured data (schema.org alumniOf).",
    "University of Porto",
    "page JSON-LD CV",
  )),
  looking_for: text.optional().meta(doc(
    "The work or role you are open to: shown on about and the CV only, never on the pages that sell.",
    "Freelance projects with small businesses",
    "page API MCP CV",
  )),
  freelance: text.optional().meta(doc(
    "The freelance work you take on.",
    "Builds booking and ordering sites",
    "page API MCP CV catalogs",
  )),
  experience: z.array(z.strictObject({
    role: text.meta(doc("Your role there.", "Senior developer", "CV")),
    organisation: text.meta(doc("Where you worked.", "Lima Bakery", "CV")),
    url: url.optional().meta(doc("The organisation's site.", "https://limabakery.example", "CV")),
    start: monthOrYear.meta(doc("When you started: YYYY or YYYY-MM.", "2021-03", "CV")),
    end: monthOrYear.optional().meta(
      doc("When you left: YYYY or YYYY-MM; leave it out while you are there.", "2023", "CV"),
    ),
    highlights: z.array(text).optional().meta(
      doc("What you did there, one line each.", ["Cut checkout time by half"], "CV"),
    ),
  })).optional().meta(doc("Your work history, newest first, for the CV.", undefined, "CV")),
  credentials: z.array(z.strictObject({
    kind: z.enum(["certification", "talk", "publication"], {
      error: 'must be "certification", "talk" or "publication"',
    }).meta(doc(
      "What it is: a certification, a talk you gave, or something you published.",
      "certification",
      "page JSON-LD CV catalogs",
    )),
    name: text.meta(
      doc("Its title.", "AWS Certified Developer – Associate", "page JSON-LD CV catalogs"),
    ),
    issuer: text.meta(doc(
      "Who issued it, hosted the talk or published the work.",
      "Amazon Web Services",
      "page JSON-LD CV",
    )),
    date: monthOrYear.meta(doc("When: YYYY or YYYY-MM.", "2024-05", "page JSON-LD CV")),
    url: url.meta(doc(
      "A link that proves it: the issuer's verification page, the recording or the publication.",
      "https://www.credly.com/badges/your-badge-id",
      "page JSON-LD CV catalogs",
    )),
  })).optional().meta(doc(
    "Proof anyone can check: certifications, talks and publications, each with a link that verifies it. Shown on about and the CV.",
    undefined,
    "page JSON-LD CV catalogs",
  )),
  offer: text.optional().meta(doc(
    "What a client gets, in one line: the home page's headline under the name.",
    "Web apps for small businesses, built to last",
    "page MCP catalogs",
  )),
  availability: text.optional().meta(doc(
    "What `taking_work` cannot say, in a sentence beside it: which work fits in, for how long.",
    "Two projects at a time; short fixes fit in between",
    "page MCP",
  )),
  taking_work: z.strictObject({
    status: z.enum(WORK_STATUSES, { error: 'must be "available", "booked" or "unavailable"' })
      .meta(doc("Whether you take new work.", "booked", EVERYWHERE)),
    from: z.iso.date({ error: "must be a date written YYYY-MM-DD" }).optional().meta(doc(
      'With "booked" only: the first day you can start new work; from that day on, every page and answer reads "available" with no edit.',
      "2027-02-01",
      EVERYWHERE,
    )),
    reply_within: z.string().regex(
      /^P([1-9]\d*D|T[1-9]\d*H)$/,
      "must be a number of days or hours written P2D or PT24H (ISO 8601)",
    ).optional().meta(
      doc("How soon you reply, in days (P2D) or hours (PT24H).", "P2D", EVERYWHERE),
    ),
  }).refine((work) => (work.status === "booked") === (work.from !== undefined), {
    error: 'give "from" with status "booked", and only then',
    path: ["from"],
  }).optional().meta(doc(
    "Whether, from when and how fast you take work, as data, read against today's date (UTC): the home and contact pages, the API and MCP (`taking_work`, `taking_work_from`, `reply_within`), the services' JSON-LD offers, the CV, llms.txt, the agent catalog and the CLI.",
    { status: "booked", from: "2027-02-01", reply_within: "P2D" },
    EVERYWHERE,
  )),
  headline: text.optional().meta(doc(
    "The home page's heading: the outcome you deliver and for whom, in one line; your name shows under it. Default: your name.",
    "Booking sites that fill tables for independent restaurants",
  )),
  proof: text.optional().meta(doc(
    "One line of proof on the home page's first screen, beside the headline: a client's words, a figure, or client names.",
    "Bookings up 40% in three months for Lima Bakery",
  )),
  portrait: image.optional().meta(
    doc("A portrait or mark, shown beside the name (`src` and `alt`).", {
      src: "images/portrait.jpg",
      alt: "Your Name, smiling",
    }, "page CV"),
  ),
  stack: z.array(text).min(1, "must list at least one technology").meta(
    doc("The technologies you work with.", ["TypeScript", "PostgreSQL"], EVERYWHERE),
  ),
  cv_variants: z.array(z.strictObject({
    slug: slug.meta(
      onCv("Its address: `/cv/<slug>/`; its JSON Resume is `/cv/<slug>/resume.json`.", "apis"),
    ),
    title: text.meta(doc("Its page title.", "CV of Your Name: APIs", "CV catalogs")),
    role: text.optional().meta(onCv("The role under your name. Default: `role`.", "API developer")),
    summary: text.optional().meta(doc(
      "One paragraph in place of your bio, also its description. Default: the bio.",
      "Builds APIs.",
      "CV catalogs",
    )),
    projects: z.array(slug).min(1, "must name at least one project")
      .meta(onCv("The projects it shows, by file name (slug), in this order.", ["booking-page"])),
    skills: z.array(text).optional()
      .meta(onCv("The entries of `stack` it shows, in this order. Default: all.", ["TypeScript"])),
    experience: z.array(text).optional().meta(
      onCv("The jobs of `experience` it shows, by organisation. Default: all.", ["Lima Bakery"]),
    ),
  })).optional().meta(doc(
    "More versions of your CV, one per kind of work, each choosing and ordering projects, skills and jobs from the same content at `/cv/<slug>/`; `/cv/` stays the whole CV.",
    undefined,
    "CV catalogs",
  )),
  github: url.optional().meta(
    doc("Your code-hosting profile.", "https://github.com/your-handle", PUBLISHED),
  ),
  linkedin: url.optional().meta(
    doc("Your professional-network profile.", "https://www.linkedin.com/in/your-handle", PUBLISHED),
  ),
});
