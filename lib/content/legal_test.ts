import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { ContentError, loadContent } from "./load.ts";

const GERMAN = new URL("../../tests/fixtures/german/", import.meta.url).pathname;

Deno.test("site.yaml's legal links load when they name listed pages", async () => {
  const raw = await loadContent(GERMAN);
  assert.deepEqual(raw.site.legal, { notice: "/impressum/", privacy: "/datenschutz/" });
  assert.ok(raw.pages.some((p) => p.path === "/impressum/"));
});

Deno.test("a legal link to a page site.yaml does not list is a problem naming the field and path", async () => {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  try {
    await cp(GERMAN, dir, { recursive: true });
    const site = await Deno.readTextFile(join(dir, "site.yaml"));
    await Deno.writeTextFile(
      join(dir, "site.yaml"),
      site.replace("privacy: /datenschutz/", "privacy: /privacy/"),
    );
    const error = await loadContent(dir).catch((e) => e);
    assert.ok(error instanceof ContentError);
    assert.match(
      error.message,
      /site\.yaml.*legal\.privacy.*"\/privacy\/", which is not a page listed/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
