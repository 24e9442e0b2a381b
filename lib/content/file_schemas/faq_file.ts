/** The schema of `content/faq.md`: questions and answers. */
import { z } from "zod";
import { doc, FACTS, text } from "./_fields.ts";

export const FaqFile = z.strictObject({
  questions: z.array(z.strictObject({
    question: text.meta(doc("The question.", "How long does a project take?", FACTS)),
    answer: text.meta(doc("The answer, plain text.", "Most take four to eight weeks.", FACTS)),
    prices: z.literal(true).optional().meta(doc(
      "Show every service's price line under this answer (the cost question), on the web page only.",
      true,
    )),
  })).min(1, "must list at least one question").meta(
    doc("Questions and answers, in order.", undefined, FACTS),
  ),
});
