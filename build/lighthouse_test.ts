import assert from "node:assert/strict";
import { pageName, sitePaths } from "./lighthouse.ts";

Deno.test("Lighthouse audits every page in every language the site lists, the primary first", async () => {
  const paths = await sitePaths("tests/fixtures/german");
  const primary = ["/", "/work/", "/contact/", "/impressum/", "/datenschutz/"];
  const study = "/work/tischlerei-termine/";
  assert.deepEqual(paths, [...primary, study, ...[...primary, study].map((p) => `/en${p}`)]);
  assert.equal(pageName("/en/work/tischlerei-termine/"), "en-work-tischlerei-termine");
});
