/** The schema of `content/contact.md`: the addresses and ways to reach the owner. */
import { z } from "zod";
import { doc, EVERYWHERE, text, url } from "./_fields.ts";

export const ContactFile = z.strictObject({
  hiring_and_freelance: z.email().meta(
    doc("The address for work: projects, roles, interviews.", "hello@your.domain", EVERYWHERE),
  ),
  jantahr_support_billing_legal: z.email().optional().meta(doc(
    "A second address, for a product's support, billing or legal questions.",
    "support@your.domain",
    "page API MCP",
  )),
  support_label: text.optional().meta(
    doc("What the second address is for, as the contact page names it.", "Support and billing"),
  ),
  booking_url: url.optional().meta(doc(
    "A page where a client books a call (a scheduling link), shown on the contact page.",
    "https://cal.example/your-handle",
  )),
  note: text.optional().meta(doc(
    "Which address to use when, for the API and MCP (the contact page names each address's use beside it).",
    "Write to hello@ about projects.",
    "API MCP",
  )),
  phone: z.string().regex(
    /^\+[1-9][0-9 ]{6,19}$/,
    'must be an international number starting with "+", such as "+351 912 345 678"',
  ).optional().meta(doc("A phone number for calls, on the contact page.", "+351 912 345 678")),
  messengers: z.array(z.strictObject({
    name: text.meta(doc("The messenger's name.", "Signal")),
    url: url.meta(doc("A link that opens a chat with you.", "https://signal.me/#p/+351912345678")),
  })).min(1, "must list at least one messenger, or leave it out").optional().meta(
    doc("Messenger links on the contact page."),
  ),
});
