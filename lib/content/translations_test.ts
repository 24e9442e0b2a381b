import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { ContentError, loadContent } from "./load.ts";

const GERMAN = new URL("../../tests/fixtures/german/", import.meta.url).pathname;

/** A copy of the German fixture changed by `edit`, and the problems its load reports. */
async function problemsAfter(edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  try {
    await cp(GERMAN, dir, { recursive: true });
    await edit(dir);
    const error = await loadContent(dir).then(() => undefined, (e) => e);
    assert.ok(error instanceof ContentError, "the load fails");
    return error.message;
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function replaceIn(file: string, from: string | RegExp, to: string) {
  await Deno.writeTextFile(file, (await Deno.readTextFile(file)).replace(from, to));
}

Deno.test("a translation is the primary content with each translated field in its place, and lists what it leaves untranslated", async () => {
  const raw = await loadContent(GERMAN);
  const [en] = raw.translations!;
  assert.equal(en.lang, "en");
  assert.equal(en.content.site.lang, "en");
  assert.equal(en.content.site.locale, "en_GB");
  assert.equal(en.content.site.name, raw.site.name); // not translated: the primary's
  assert.equal(en.content.pages.find((p) => p.path === "/work/")?.title, "Work");
  assert.equal(en.content.pages.find((p) => p.path === "/work/")?.nav, "Work");
  assert.match(en.content.pages.find((p) => p.path === "/datenschutz/")!.body, /keine Cookies/);
  assert.equal(en.content.profile.role, "Freelance web developer");
  assert.deepEqual(en.content.profile.stack, raw.profile.stack);
  assert.match(en.content.profile.bio, /Saxony/);
  assert.equal(en.content.projects[0].name, "Bookings for a joinery");
  assert.equal(en.content.projects[0].status, "Live");
  assert.match(en.content.projects[0].body, /calls back/);
  assert.equal(en.content.services[0].name, "Online booking");
  assert.equal(en.content.faq[0].answer, "Usually two to three weeks.");
  // Every field that falls back is named, file by file: a whole file, or a field of one.
  assert.deepEqual(en.untranslated, [
    "en/site.yaml: pages[/datenschutz/].title",
    "en/site.yaml: pages[/datenschutz/].description",
    "en/pages/impressum.md",
    "en/pages/datenschutz.md",
    "en/profile.md: name",
    "en/profile.md: brand",
    "en/profile.md: stack",
    "en/projects/tischlerei-termine.md: status",
    "en/projects/werkstatt-lager.md: status",
    "en/articles/rueckruf-statt-formular.md: tags",
    "en/articles/lagerliste-offline.md",
    "en/services.md: anchors",
    "en/site.yaml: name",
    "en/site.yaml: mark",
    "en/services.md: services[terminbuchung].price",
  ]);
  assert.equal(en.content.articles[0].title, "A call back instead of a form");
  assert.equal(en.content.articles[0].date, "2026-08-20", "the primary's date, not translated");
  assert.equal(en.content.articles[0].language, undefined);
  assert.equal(en.content.articles[1].language, "de", "an untranslated article keeps its language");
  assert.equal(raw.profile.role, "Freiberuflicher Webentwickler", "the primary is untouched");
});

Deno.test("a translation naming a page, project or service the primary content lacks is a problem naming its file", async () => {
  const message = await problemsAfter(async (dir) => {
    await replaceIn(join(dir, "en/site.yaml"), "path: /contact/", "path: /kontakt/");
    await Deno.writeTextFile(join(dir, "en/pages/gone.md"), "Gone.\n");
    await Deno.writeTextFile(join(dir, "en/projects/gone.md"), "---\nname: Gone\n---\n");
    await Deno.writeTextFile(join(dir, "en/articles/gone.md"), "---\ntitle: Gone\n---\n");
    await replaceIn(join(dir, "en/services.md"), "slug: terminbuchung", "slug: booking");
    await Deno.writeTextFile(join(dir, "en/site.yml"), "tagline: x\n");
  });
  assert.match(
    message,
    /en\/site\.yaml.*pages\[7\]\.path.*"\/kontakt\/", which content\/site\.yaml does not have under pages/,
  );
  assert.match(message, /en\/pages\/gone\.md.*translates no page/);
  assert.match(message, /en\/projects\/gone\.md.*translates no project/);
  assert.match(
    message,
    /en\/articles\/gone\.md.*translates no article: content\/articles\/gone\.md/,
  );
  assert.match(message, /en\/services\.md.*services\[0\]\.slug.*"booking"/);
  assert.match(message, /en\/site\.yml.*rename it to "site\.yaml"/);
});

Deno.test("a language listed twice, as the primary one, without its folder or over a page's path is a problem in site.yaml", async () => {
  const message = await problemsAfter(async (dir) => {
    await replaceIn(
      join(dir, "site.yaml"),
      "languages:\n  - en",
      "languages:\n  - en\n  - de\n  - en\n  - fr",
    );
  });
  assert.match(message, /languages\[1\].*"de" which is the primary language/);
  assert.match(message, /languages\[2\].*"en" twice/);
  assert.match(message, /\/fr": is missing.*content\/fr\//);
});

Deno.test("a language whose prefix is a page's path is a problem in site.yaml", async () => {
  const message = await problemsAfter(async (dir) => {
    await replaceIn(join(dir, "site.yaml"), "path: /impressum/", "path: /en/");
    await replaceIn(join(dir, "site.yaml"), "notice: /impressum/", "notice: /en/");
  });
  assert.match(
    message,
    /languages\[0\].*"en", whose pages are served at \/en\/, where the page "\/en\/" is/,
  );
});

Deno.test("a translation translates contact's note and label, the pricing anchors and the mark, and names the experience, credentials and client it leaves out", async () => {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  try {
    await cp(GERMAN, dir, { recursive: true });
    await replaceIn(join(dir, "contact.md"), "---\n", "---\nnote: Schreiben Sie an post@.\n");
    await Deno.writeTextFile(join(dir, "en/contact.md"), "---\nnote: Write to post@.\n---\n");
    await replaceIn(join(dir, "en/site.yaml"), "tagline:", "mark: JW\ntagline:");
    await Deno.writeTextFile(
      join(dir, "en/services.md"),
      (await Deno.readTextFile(join(dir, "en/services.md"))).replace(
        /---\n$/,
        "anchors:\n  - name: Small project, fixed price\n    price: from €2,500\n---\n",
      ),
    );
    await replaceIn(join(dir, "en/profile.md"), /experience:[^]*(?=---)/, "");
    await replaceIn(
      join(dir, "projects/werkstatt-lager.md"),
      "order: 2",
      "order: 2\nclient:\n  name: Holz Meier\n",
    );
    const raw = await loadContent(dir);
    const [en] = raw.translations!;
    assert.equal(en.content.contact.note, "Write to post@.");
    assert.equal(raw.contact.note, "Schreiben Sie an post@.");
    assert.equal(en.content.site.mark, "JW");
    assert.deepEqual(en.content.anchors, [{
      name: "Small project, fixed price",
      price: "from €2,500",
    }]);
    assert.equal(en.content.profile.experience, raw.profile.experience);
    for (
      const named of [
        "en/profile.md: experience",
        "en/profile.md: credentials",
        "en/projects/werkstatt-lager.md: client",
      ]
    ) {
      assert.ok(en.untranslated.includes(named), named);
    }
    for (const gone of ["en/services.md: anchors", "en/site.yaml: mark", "en/contact.md: note"]) {
      assert.ok(!en.untranslated.includes(gone), gone);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
