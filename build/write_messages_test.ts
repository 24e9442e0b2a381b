import assert from "node:assert/strict";
import { join } from "node:path";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { MESSAGE_KEYS } from "../lib/content/messages.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { copyContent } from "../tests/_server.ts";
import { checkContent, fallbacks, untranslated } from "./check.ts";
import { writeMessages } from "./write_messages.ts";

const configFor = (dir: string) =>
  readConfig(new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", dir]]));

/** The HTML of `paths` as the real loader and site handler serve `dir`. */
async function pages(dir: string, ...paths: string[]): Promise<string[]> {
  const config = configFor(dir);
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  try {
    await store.start();
    const handle = await createSiteHandler(manifest, { config, store });
    return await Promise.all(paths.map(async (path) => {
      const res = await handle(
        new Request(config.siteUrl + path, { headers: { accept: "text/html" } }),
      );
      return await res.text();
    }));
  } finally {
    store.close();
  }
}

/** The lines of `text` that set a key, and those that hold one commented out. */
const lines = (text: string) => ({
  set: text.split("\n").filter((l) => l.startsWith('"')),
  open: text.split("\n").filter((l) => /^# "[a-zA-Z]+\.[\w.]+": /.test(l)),
});

Deno.test("messages writes every key for the site's language, keeps the owner's texts, prefills the kit's, and the file serves as written", async () => {
  const dir = await copyContent("tests/fixtures/japanese");
  try {
    const file = join(dir, "messages.yaml");
    const before = await Deno.readTextFile(file);
    const owned = lines(before).set;
    // The kit ships Japanese: no key falls back to English (en/ leaves parts untranslated).
    assert.deepEqual((await fallbacks(configFor(dir))).flatMap((f) => f.keys), []);
    const notes = await untranslated(configFor(dir));

    const report = await writeMessages(dir, "ja");
    assert.deepEqual(report, {
      file,
      lang: "ja",
      kept: owned.length,
      open: MESSAGE_KEYS.length - owned.length,
      shipped: true,
    });
    const text = await Deno.readTextFile(file);
    const { set, open } = lines(text);
    // Every text the owner wrote is still there, with its English beside it.
    assert.deepEqual(set.map((l) => l.replace(/ {2}# .*$/, "")), owned);
    assert.ok(set.includes('"layout.skip": "本文へ移動"  # Skip to content'), set[0]);
    assert.equal(set.length + open.length, MESSAGE_KEYS.length);
    assert.ok(
      open.includes('# "error.notFound.title": "ページが見つかりません"  # Page not found'),
      open[0],
    );
    assert.ok(
      text.includes("# 所有者自身の言葉：ページの枠と検索を日本語で。"),
      "the owner's comment is kept",
    );
    // The written file loads through the real loader as it is: nothing new to warn about.
    assert.deepEqual(await checkContent(configFor(dir)), []);
    assert.deepEqual(await untranslated(configFor(dir)), notes);
    // Writing it again changes nothing.
    await writeMessages(dir, "ja");
    assert.equal(await Deno.readTextFile(file), text);

    // The owner uncomments one line with words of their own: the site shows them.
    await Deno.writeTextFile(
      file,
      text.replace(
        '# "error.notFound.title": "ページが見つかりません"',
        '"error.notFound.title": "お探しのページはありません"',
      ),
    );
    assert.deepEqual(await checkContent(configFor(dir)), []);
    const [missing] = await pages(dir, "/no-such-page/");
    assert.match(missing, /<h1[^>]*>お探しのページはありません<\/h1>/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("messages writes a translation language's file in its folder, prefilled from the kit's catalogue", async () => {
  const dir = await copyContent("tests/fixtures/german");
  try {
    const file = join(dir, "en", "messages.yaml");
    // An owner's earlier text and a misspelt key: neither is lost.
    await Deno.writeTextFile(file, '"layout.cv": "Résumé"\n"layout.skipp": "Jump to the text"\n');
    const report = await writeMessages(dir, "EN");
    assert.deepEqual(report, {
      file,
      lang: "en",
      kept: 1,
      open: MESSAGE_KEYS.length - 1,
      shipped: true,
    });
    const text = await Deno.readTextFile(file);
    assert.deepEqual(lines(text).set, ['"layout.cv": "Résumé"  # CV']);
    assert.ok(text.includes('\n# "layout.skip": "Skip to content"  # Skip to content\n'));
    assert.ok(
      text.includes('\n# "layout.skipp": "Jump to the text"\n'),
      "the misspelt key is kept",
    );
    assert.deepEqual(await checkContent(configFor(dir)), []);

    await Deno.writeTextFile(
      file,
      text.replace('# "layout.skip": "Skip to content"', '"layout.skip": "Jump to the text"'),
    );
    assert.deepEqual(await checkContent(configFor(dir)), []);
    const [english, german] = await pages(dir, "/en/", "/");
    assert.ok(english.includes(">Jump to the text</a>"), english.slice(0, 600));
    assert.ok(!german.includes("Jump to the text"));
    assert.ok(german.includes(">Zum Inhalt springen</a>"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("messages refuses a language the site does not have, naming the ones it has", async () => {
  const dir = await copyContent("tests/fixtures/german");
  try {
    await assert.rejects(
      () => writeMessages(dir, "fr"),
      new RegExp(`^Error: "fr" is not a language of ${dir}/site.yaml \\(it has de, en\\)`),
    );
    await assert.rejects(() => Deno.stat(join(dir, "fr")), Deno.errors.NotFound);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("deno task messages reads CONTENT_DIR and says what it wrote", async () => {
  const dir = await copyContent("tests/fixtures/rtl");
  try {
    // Persian: right to left too, and a language the kit ships no catalogue for.
    const site = join(dir, "site.yaml");
    await Deno.writeTextFile(site, (await Deno.readTextFile(site)).replace("lang: ar", "lang: fa"));
    const run = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "--allow-read",
        "--allow-write",
        "--allow-env",
        "build/write_messages.ts",
        "--lang",
        "fa",
      ],
      cwd: new URL("..", import.meta.url),
      env: { CONTENT_DIR: dir, NO_COLOR: "1" },
    }).output();
    const out = new TextDecoder().decode(run.stdout);
    assert.equal(run.code, 0, new TextDecoder().decode(run.stderr));
    assert.match(
      out,
      new RegExp(
        `^Wrote ${dir}/messages.yaml: \\d+ of ${MESSAGE_KEYS.length} keys have your text, \\d+ are commented out \\(shown in English until translated\\)\\.\n$`,
      ),
    );
    assert.deepEqual(await checkContent(configFor(dir)), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
