/**
 * The kit's catalogues and the owner's `messages.yaml` as files: YAML checked with zod
 * (`MessagesFile`), loaded by messages.ts `loadCatalogues` to read a catalogue.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(MessagesFile.safeParse({ "no.such.key": "x" }).success, false);
 * ```
 */
import { z } from "zod";
import { parseYamlText } from "./front_matter.ts";
import { EN, type MessageKey, type MessageOverrides, parameters } from "./catalogues/en.ts";
import { ContentError, fieldName, issueMessage } from "./problems.ts";

type Issue = z.core.$ZodIssue;

const TEXT = z.string().trim().min(1, "must not be empty");

/** `messages.yaml` and a catalogue: known keys, no parameter English lacks (llms.summary may say `{role}`). */
export const MessagesFile: z.ZodType<MessageOverrides> = z.record(z.string(), TEXT).superRefine(
  (texts, ctx) => {
    for (const [key, text] of Object.entries(texts)) {
      const english = key in EN
        ? EN[key as MessageKey] + (key === "llms.summary" ? "{role}" : "")
        : "";
      const known = parameters(english).map((name) => `{${name}}`);
      const message = english
        ? `has a parameter the English text lacks (it has ${known.join(" ") || "none"})`
        : "is not a key of the site's words: fix its spelling or remove it (docs/i18n.md lists them)";
      if (!english || parameters(text).some((name) => !known.includes(`{${name}}`))) {
        ctx.addIssue({ code: "custom", path: [key], message, input: text });
      }
    }
  },
);

/** A catalogue file's texts, checked as `MessagesFile`; a broken file throws one `ContentError` naming it and each bad key. */
export function readCatalogue(url: URL): MessageOverrides {
  const file = url.pathname.replace(/^.*\/(?=lib\/)/, "");
  let read;
  try {
    read = MessagesFile.safeParse(parseYamlText(Deno.readTextFileSync(url)), { reportInput: true });
  } catch (error) {
    throw new ContentError([{ file, message: (error as Error).message }]);
  }
  if (read.success) return read.data;
  const at = (i: Issue) => ({ file, message: issueMessage(i), field: fieldName(i.path) });
  throw new ContentError(read.error.issues.map(at));
}
