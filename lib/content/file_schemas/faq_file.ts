/** The schema of `content/faq.md`: questions and answers. */
import { z } from "zod";
import { doc, text } from "./_fields.ts";

export const FaqFile = z.strictObject({
  questions: z.array(z.strictObject({
    question: text.meta(
      doc("The question.", "How long does a project take?", "page API MCP JSON-LD"),
    ),
    answer: text.meta(
      doc("The answer, plain text.", "Most take four to eight weeks.", "page API MCP JSON-LD"),
    ),
    prices: z.literal(true).optional().meta(doc(
      "Show every service's price line under this answer (the cost question), on the web page only.",
      true,
    )),
  })).min(1, "must list at least one question").meta(
    doc("Questions and answers, in order.", undefined, "page API MCP JSON-LD"),
  ),
});
