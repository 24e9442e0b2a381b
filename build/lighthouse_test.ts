import assert from "node:assert/strict";
import { pageName, sitePaths } from "./lighthouse.ts";

Deno.test("Lighthouse audits every page in every language the site lists, the primary first", async () => {
  const paths = await sitePaths("tests/fixtures/german");
  // The German pages (site.yaml's, then the case studies), then the same in English under /en/.
  const primary = paths.filter((p) => !p.startsWith("/en/"));
  assert.deepEqual(paths, [...primary, ...primary.map((p) => `/en${p}`)]);
  for (const page of ["/", "/work/", "/contact/", "/impressum/", "/work/tischlerei-termine/"]) {
    assert.ok(primary.includes(page), page);
  }
  assert.ok(primary.indexOf("/impressum/") < primary.indexOf("/work/tischlerei-termine/"));
  assert.equal(pageName("/en/work/tischlerei-termine/"), "en-work-tischlerei-termine");
});
