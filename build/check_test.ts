import assert from "node:assert/strict";
import { join } from "node:path";
import { load as loadYaml } from "js-yaml";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { copyContent } from "../tests/_server.ts";
import {
  checkContent,
  fallbacks,
  grouped,
  languageLines,
  placeholderNotes,
  untranslated,
} from "./check.ts";
import { MESSAGE_KEYS } from "../lib/content/messages.ts";

const configFor = (dir: string) =>
  readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", dir]]));

Deno.test("the check passes the content as it is", async () => {
  const dir = await copyContent();
  try {
    assert.deepEqual(await checkContent(configFor(dir)), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the check reports dead internal links, empty pages and a repeated h1, each with its file", async () => {
  const dir = await copyContent();
  try {
    const raw = await loadContent(dir);
    const [first, second] = raw.pages.filter((p) => p.path !== "/");
    const file = (page: { file: string }) => join(dir, page.file);
    await Deno.writeTextFile(
      file(first),
      `# ${first.title}\n\nSee [a page that is gone](/no-such-page/) and [a case study](/work/no-such-project/#top).\n`,
    );
    await Deno.writeTextFile(file(second), "\n");
    const problems = await checkContent(configFor(dir));
    const about = (text: string) => problems.filter((p) => p.includes(text));
    assert.equal(about("/no-such-page/").length, 1, problems.join("\n"));
    assert.match(about("/no-such-page/")[0], new RegExp(`${first.file}": links to /no-such-page/`));
    assert.equal(about("/work/no-such-project/#top").length, 1, problems.join("\n"));
    assert.match(about(`# ${first.title}`)[0], /is already its only h1/);
    // A page with generated sections publishes something even with no text of its own.
    const empty = about(second.file).filter((p) => p.includes("has no text"));
    const generated = ["/work/", "/services/", "/faq/", "/contact/", "/developers/", "/about/"];
    assert.equal(empty.length, generated.includes(second.path) ? 0 : 1, problems.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a broken project is reported once, not again by the service that names it", async () => {
  const dir = await copyContent();
  try {
    const raw = await loadContent(dir);
    const named = raw.services.find((s) => s.example)?.example;
    if (!named) return; // Nothing names a project in this content.
    const project = join(dir, "projects", `${named}.md`);
    await Deno.writeTextFile(
      project,
      (await Deno.readTextFile(project)).replace(/^status:.*\n/m, ""),
    );
    const problems = await checkContent(configFor(dir));
    assert.ok(problems.some((p) => /field "status" is missing/.test(p)), problems.join("\n"));
    assert.ok(!problems.some((p) => /services\[\d+\]\.example/.test(p)), problems.join("\n"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the check lists the site's words that have no text in its language, without failing", async () => {
  const dir = await copyContent();
  try {
    const site = join(dir, "site.yaml");
    const text = (await Deno.readTextFile(site)).replace(/^lang: .*\n/m, "");
    await Deno.writeTextFile(site, `lang: sw\n${text}`);
    await Deno.writeTextFile(join(dir, "messages.yaml"), '"layout.skip": "Ruka hadi maudhui"\n');
    assert.deepEqual(await checkContent(configFor(dir)), []);
    const notes = await untranslated(configFor(dir));
    assert.equal(notes.length, MESSAGE_KEYS.length - 1);
    assert.ok(!notes.some((n) => n.includes('"layout.skip"')));
    assert.ok(
      notes.includes(
        `${dir}/messages.yaml: "layout.menu" has no text in "sw", so English is shown: add it`,
      ),
      notes[0],
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("repeated notes that differ only in their key are one line with the count and the first keys", () => {
  const notes = ["a", "b", "c", "d", "e", "f", "g"].map((key) =>
    `content/messages.yaml: "${key}" has no text in "it", so English is shown: add it`
  );
  const single = `content/messages.yaml: "x" has no text in "nl", so English is shown: add it`;
  assert.deepEqual(grouped([...notes, single, "content/pages/about.md, so /en/ shows …"]), [
    `content/messages.yaml: 7 keys (a, b, c, d, e and 2 more) have no text in "it", so English is shown: add them`,
    single,
    "content/pages/about.md, so /en/ shows …",
  ]);
});

Deno.test("the check counts, per language, the keys shown in English and the parts shown in the primary language", async () => {
  const german = await fallbacks(configFor("tests/fixtures/german"));
  assert.deepEqual(german.map((l) => [l.lang, l.keys.length, l.parts.length, l.links]), [
    ["de", 0, 0, []],
    ["en", 0, 15, []],
  ]);
  for (
    const part of [
      "en/pages/impressum.md",
      "en/articles/lagerliste-offline.md",
      "en/projects/werkstatt-lager.md: status", // the "In Arbeit" badge
      "en/services.md: services[terminbuchung].price",
      "en/services.md: anchors",
    ]
  ) assert.ok(german[1].parts.includes(`tests/fixtures/german/${part}`), part);
  assert.deepEqual(languageLines(german), [
    `de: 0 of ${MESSAGE_KEYS.length} keys shown in English`,
    `en: 0 of ${MESSAGE_KEYS.length} keys shown in English, 15 parts in de`,
  ]);
  // The kit ships Japanese; Persian (the Arabic fixture's words as the owner's) it does not.
  const japanese = await fallbacks(configFor("tests/fixtures/japanese"));
  assert.deepEqual(languageLines(japanese), [
    `ja: 0 of ${MESSAGE_KEYS.length} keys shown in English`,
    `en: 0 of ${MESSAGE_KEYS.length} keys shown in English, 9 parts in ja`,
  ]);
  const dir = await copyContent("tests/fixtures/rtl");
  try {
    const site = join(dir, "site.yaml");
    await Deno.writeTextFile(site, (await Deno.readTextFile(site)).replace("lang: ar", "lang: fa"));
    const persian = await fallbacks(configFor(dir));
    const own = Object.keys(
      loadYaml(await Deno.readTextFile(join(dir, "messages.yaml"))) as object,
    );
    assert.equal(persian[0].keys.length, MESSAGE_KEYS.length - own.length);
    assert.equal(persian[0].file, `${dir}/messages.yaml`);
    assert.deepEqual(languageLines(persian), [
      `fa: ${
        MESSAGE_KEYS.length - own.length
      } of ${MESSAGE_KEYS.length} keys shown in English (deno task messages --lang fa writes them to translate)`,
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the check names every translated page that links out of its language", async () => {
  const dir = await copyContent("tests/fixtures/german");
  try {
    // A third language, and an English page that links to its address of a page.
    const site = join(dir, "site.yaml");
    const text = await Deno.readTextFile(site);
    await Deno.writeTextFile(site, text.replace("  - en\n", "  - en\n  - fr\n"));
    await Deno.mkdir(join(dir, "fr"));
    const about = join(dir, "en/pages/about.md");
    await Deno.writeTextFile(about, "See [it in French](/fr/about/).\n", { append: true });
    const [, en, fr] = await fallbacks(configFor(dir));
    // The CV's JSON Resume link is each language's own (it was /resume.json, the primary's).
    assert.deepEqual([en.links, fr.links], [["/en/about/ → /fr/about/"], []]);
    assert.ok(
      (await untranslated(configFor(dir))).includes(
        "/en/about/ → /fr/about/ links out of en: link the page by its path (/about/), which each language serves as its own",
      ),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deno task check ends with a line per language and the counts", async () => {
  const run = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-read", "--allow-env", "build/check.ts"],
    cwd: new URL("..", import.meta.url),
    env: { CONTENT_DIR: "tests/fixtures/german", NO_COLOR: "1" },
  }).output();
  const [out, err] = [run.stdout, run.stderr].map((b) => new TextDecoder().decode(b));
  assert.equal(run.code, 0, err);
  assert.deepEqual(out.trim().split("\n").slice(0, 2), [
    `de: 0 of ${MESSAGE_KEYS.length} keys shown in English`,
    `en: 0 of ${MESSAGE_KEYS.length} keys shown in English, 15 parts in de`,
  ]);
  assert.match(
    out,
    /\nContent OK: 0 errors, 10 warnings in \d+ files of tests\/fixtures\/german\.\n$/,
  );
  // One line per file with parts not translated, and the proof links never checked (build/check_proof.ts).
  assert.equal(err.trim().split("\n").length, 10, err);
  assert.match(
    err,
    /^tests\/fixtures\/german\/en\/services\.md: anchors, services\[terminbuchung\]\.price are not translated, so \/en\/ shows the de text there: translate it$/m,
  );
  assert.match(err, /^tests\/fixtures\/german\/proof\.yaml is missing, so no page says/m);
});

Deno.test("the check counts the lines still marked as a placeholder, by file, leaving out commented lines", async () => {
  const dir = await copyContent("tests/fixtures/minimal");
  try {
    assert.deepEqual(await placeholderNotes(configFor(dir)), []);
    const raw = await loadContent(dir);
    const page = join(dir, raw.pages[0].file);
    await Deno.writeTextFile(page, "Hello (placeholder).\n\nStill a Placeholder.\n", {
      append: true,
    });
    const site = join(dir, "site.yaml");
    await Deno.writeTextFile(site, "# an example: placeholder\n", { append: true });
    assert.deepEqual(await checkContent(configFor(dir)), []);
    assert.deepEqual(await placeholderNotes(configFor(dir)), [
      `${dir}: 2 lines in 1 file still marked as a placeholder (${
        raw.pages[0].file
      } 2): write your own text there`,
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
