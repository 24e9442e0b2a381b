/**
 * The schemas of the files in `content/`, one module per kind. Strict: a misspelt field is an error
 * at start-up, not a surprise on the live site. Each field carries its docs as zod metadata
 * (`doc`), from which `deno task docs` writes docs/content.md (a test checks both).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ContactFile.safeParse({ hiring_and_freelance: "you@your.domain" }).success, true);
 * assert.equal(FaqFile.safeParse({ question: [] }).success, false); // a misspelt field is an error
 * const profile = { name: "You", brand: "Studio", role: "Developer", location: "City", stack: [] };
 * assert.equal(ProfileFile.safeParse({ ...profile, name: " " }).success, false); // text is not empty
 * assert.equal(ServicesFile.safeParse({ services: [] }).success, false);
 * assert.equal(SiteFile.safeParse({ name: "You", tagline: "Apps", pages: [] }).success, false);
 * assert.equal(ProjectFile.safeParse({ name: "X", status: "Live", summary: "Y" }).success, false);
 * assert.equal(TestimonialsFile.safeParse({ testimonials: [{ quote: "Z" }] }).success, false);
 * ```
 */
export { SiteFile } from "./site_file.ts";
export { ProfileFile } from "./profile_file.ts";
export { ProjectFile, TestimonialsFile } from "./project_file.ts";
export { ServicesFile } from "./services_file.ts";
export { FaqFile } from "./faq_file.ts";
export { ContactFile } from "./contact_file.ts";
export { ArticleFile } from "./article_file.ts";
export { ProofFile } from "./proof_file.ts";
