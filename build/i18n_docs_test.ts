import assert from "node:assert/strict";
import { MESSAGE_KEYS } from "../lib/content/messages.ts";
import { I18N_DOCS, i18nDocs } from "./i18n_docs.ts";

Deno.test("docs/i18n.md is what deno task docs writes from the catalogues, with every key", async () => {
  const written = await Deno.readTextFile(I18N_DOCS).catch(() => "");
  assert.ok(written === i18nDocs(), "docs/i18n.md is stale: run deno task docs and commit it");
  for (const key of MESSAGE_KEYS) assert.ok(written.includes(`| \`${key}\` |`), key);
});
