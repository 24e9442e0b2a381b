/**
 * `deno task docs` (second step): writes docs/i18n.md, every key of the
 * site's message catalogue with its English text and the languages the kit
 * ships, from lib/content/catalogues/, so the list cannot drift.
 * `build/i18n_docs_test.ts` fails when docs/i18n.md differs from what this writes.
 *
 * @example
 * ```sh
 * deno run --allow-read --allow-write build/i18n_docs.ts   # rewrites docs/i18n.md
 * ```
 */
import { CATALOGUES, EN, MESSAGE_KEYS } from "../lib/content/messages.ts";
import { cell } from "./content_docs.ts";

/** docs/i18n.md, made from the catalogues. */
export function i18nDocs(): string {
  const out = [
    "<!-- Written by `deno task docs` (build/i18n_docs.ts) from lib/content/catalogues/: edit the catalogues, not this file. -->",
    "",
    "# The site's own words",
    "",
    "Every word the site writes itself (labels, buttons, error pages, llms.txt's sentences, the MCP",
    "App's views, share-card and structured-data names) comes from one catalogue per language, chosen",
    "by `lang` in `content/site.yaml` (its first part: `de-AT` uses `de`). The kit ships",
    `${Object.keys(CATALOGUES).map((lang) => `\`${lang}\``).join(", ")}`,
    "in `lib/content/catalogues/`.",
    "",
    "To change a text, or to add a language, write `content/messages.yaml` with any of the keys below",
    "and your text for the site's language; `{name}`-style parameters are filled in by the site. A key",
    "with no text in the site's language is shown in English, and `deno task check` lists it. An",
    "unknown key is a content error.",
    "",
    "```yaml",
    "# content/messages.yaml",
    '"layout.cv": "Werdegang"',
    "```",
    "",
    "Not yet from the catalogue: the page bodies (`routes/*.tsx` and the components only pages use),",
    "the developers guide's prose and the dev-only error banner. Specification text for agents",
    "(OpenAPI and MCP tool descriptions, problem+json) stays English.",
    "",
    "| Key | English |",
    "| --- | --- |",
    ...MESSAGE_KEYS.map((key) => `| \`${key}\` | ${cell(EN[key])} |`),
  ];
  return out.join("\n") + "\n";
}

/** Where `deno task docs` writes the list. */
export const I18N_DOCS = new URL("../docs/i18n.md", import.meta.url);

if (import.meta.main) {
  await Deno.writeTextFile(I18N_DOCS, i18nDocs());
  console.log("Wrote docs/i18n.md");
}
