import assert from "node:assert/strict";
import { CONTENT_DOCS, contentDocs, fieldRows, FILES } from "./content_docs.ts";

Deno.test("every field of every content file has a description, an example and where it appears", () => {
  const missing: string[] = [];
  for (const file of FILES) {
    if (!file.schema) continue;
    for (const row of fieldRows(file.schema)) {
      if (!row.description || row.example === undefined || !row.appears?.length) {
        missing.push(`${file.path}: ${row.field}`);
      }
    }
  }
  assert.deepEqual(
    missing,
    [],
    "add .meta(doc(description, example, appears)) to these fields in lib/content/file_schemas/mod.ts",
  );
});

Deno.test("docs/content.md is what deno task docs writes from the schema", async () => {
  const written = await Deno.readTextFile(CONTENT_DOCS).catch(() => "");
  assert.ok(
    written === contentDocs(),
    "docs/content.md is stale: run deno task docs and commit it",
  );
});

Deno.test("the content reference lists the fields init leaves out, such as a project's cover and outcomes", () => {
  const docs = contentDocs();
  for (const field of ["`cover`", "`screenshots[].caption`", "`outcomes[].value`", "`featured`"]) {
    assert.ok(docs.includes(field), field);
  }
});
