/** The schema of the optional `content/proof.yaml`, which `deno task check:proof` writes. */
import { z } from "zod";
import { doc, url } from "./_fields.ts";

export const ProofFile = z.strictObject({
  links: z.array(z.strictObject({
    url: url.meta(doc("A testimonial's, credential's or client's link.", "https://example.org/")),
    checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD").meta(
      doc(
        "When it was visited, YYYY-MM-DD: pages say “checked on” it when it passed.",
        "2026-12-02",
      ),
    ),
    status: z.int().min(0).max(599).meta(
      doc("The HTTP status after redirects; 0 when no answer came (see `error`).", 200),
    ),
    found: z.boolean().meta(doc("Whether the quoted name or title appears there.", true)),
    error: z.string().optional().meta(doc("Why no answer came.", "timed out after 10 s")),
  })).meta(doc("One entry per link, sorted by `url`; a link passed with status 2xx and found.")),
});
