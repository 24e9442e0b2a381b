import assert from "node:assert/strict";
import { MESSAGE_KEYS } from "../lib/content/messages.ts";
import { I18N_DOCS, i18nDocs } from "./i18n_docs.ts";
import { TRANSLATED } from "../lib/content/translations.ts";

Deno.test("docs/i18n.md is what deno task docs writes from the catalogues, with every key", async () => {
  const written = await Deno.readTextFile(I18N_DOCS).catch(() => "");
  assert.ok(written === i18nDocs(), "docs/i18n.md is stale: run deno task docs and commit it");
  for (const key of MESSAGE_KEYS) assert.ok(written.includes(`| \`${key}\` |`), key);
});

Deno.test("docs/i18n.md lists exactly the fields each translated file may hold, from the schemas", async () => {
  const written = await Deno.readTextFile(I18N_DOCS);
  for (const [file, schema] of Object.entries(TRANSLATED)) {
    const row = written.split("\n").find((line) => line.startsWith(`| \`<lang>/${file}\` |`));
    assert.ok(row, file);
    // The top-level fields: what is not inside a list's or object's brackets.
    const top = row.split(" | ")[1].split(";")[0].replace(/ \([^()]*\)/g, "");
    const listed = [...top.matchAll(/`([a-z_]+)`/g)];
    assert.deepEqual(listed.map(([, key]) => key), Object.keys(schema.shape), file);
  }
  assert.match(written, /\| `<lang>\/contact\.md` \| `support_label`, `note`;/);
});
