import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";

const full = await fixtureSite("full");
const german = await fixtureSite("german");

Deno.test("the API's profile holds only its published fields, in the shape's order", () => {
  assert.deepEqual(Object.keys(full.profile), [
    "name",
    "brand",
    "site",
    "role",
    "location",
    "education",
    "looking_for",
    "freelance",
    "stack",
    "github",
    "linkedin",
    "taking_work",
    "reply_within",
  ]);
  assert.equal(full.profile.site, "https://site.test/");
  assert.ok(!("credentials" in full.profile) && !("experience" in full.profile));
});

Deno.test("projects, services and contact carry the site's absolute addresses", () => {
  assert.equal(full.projects[0].case_study, "https://site.test/work/escala/");
  assert.equal(full.contact.contact_page, "https://site.test/contact/");
  const linked = full.services.find((s) => s.example);
  assert.match(linked?.example ?? "", /^https:\/\/site\.test\/work\/[a-z0-9-]+\/$/);
});

Deno.test("case studies follow the work page, and every page has its Markdown", () => {
  const paths = full.pages.map((p) => p.path);
  assert.deepEqual(paths.slice(2, 7), [
    "/work/",
    "/work/escala/",
    "/work/morada/",
    "/work/vitae-mcp/",
    "/work/selo/",
  ]);
  for (const page of full.pages) {
    assert.ok(page.markdown.startsWith(`# ${page.title}\n`), page.path);
  }
});

Deno.test("a translation is a site of its own under its prefix, its addresses in its language", () => {
  const [english] = german.translations;
  assert.equal(english.prefix, "/en");
  assert.equal(english.lang, "en");
  assert.equal(english.profile.site, "https://site.test/en/");
  assert.deepEqual(german.languages, [{ lang: "de", prefix: "" }, { lang: "en", prefix: "/en" }]);
  assert.equal(english.languages, german.languages);
});
