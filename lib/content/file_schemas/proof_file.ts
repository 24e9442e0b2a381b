/** The schema of the optional `content/proof.yaml`, which `deno task check:proof` writes. */
import { z } from "zod";
import { day, doc, url } from "./_fields.ts";

export const ProofFile = z.strictObject({
  links: z.array(z.strictObject({
    url: url.meta(doc("A testimonial's, credential's or client's link.", "https://example.org/")),
    checked: day.meta(doc("When it was visited, shown after a link that passed.", "2026-12-02")),
    status: z.int().min(0).max(599).meta(doc("The HTTP status after redirects; 0 for none.", 200)),
    found: z.boolean().meta(doc("Whether the quoted name or title appears there.", true)),
    error: z.string().optional().meta(doc("Why no answer came.", "timed out after 10 s")),
  })).meta(doc("One entry per link, sorted by `url`; a link passed with status 2xx and found.")),
});
