import assert from "node:assert/strict";
import { join } from "node:path";
import { copyContent } from "../../tests/_server.ts";
import { ContentError, loadContent, type LoadOptions } from "./load.ts";

const CONTENT = new URL("../../content", import.meta.url).pathname;

async function problemsOf(dir: string, options?: LoadOptions): Promise<string[]> {
  try {
    await loadContent(dir, options);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message.split("\n");
  }
}

Deno.test("every file in content/ passes its schema", async (t) => {
  const problems = await problemsOf(CONTENT);
  const files: string[] = [];
  for (const folder of ["", "projects", "pages"]) {
    for await (const entry of Deno.readDir(join(CONTENT, folder))) {
      if (entry.isFile) files.push(folder ? `${folder}/${entry.name}` : entry.name);
    }
  }
  assert.ok(files.length >= 15, `expected the whole sample content, found ${files.length} files`);
  for (const file of files.sort()) {
    await t.step(`content/${file}`, () => {
      const mine = problems.filter((p) =>
        p.includes(`/${file}"`) || p.includes(`"content/${file}"`)
      );
      assert.deepEqual(mine, [], `fix content/${file}:\n${mine.join("\n")}`);
    });
  }
  assert.deepEqual(problems, []);
});

Deno.test("the sample content has the four projects, FAQ topics and both addresses the spec asks for", async () => {
  const raw = await loadContent(CONTENT);
  assert.deepEqual(raw.projects.map((p) => [p.slug, p.status]), [
    ["jantahr", "Live"],
    ["nivaas", "Live"],
    ["prolink-mcp", "On npm"],
    ["saboot", "In testing"],
  ]);
  const questions = raw.faq.map((q) => q.question.toLowerCase()).join(" ");
  for (const topic of ["cost", "long", "own", "deliver", "available"]) {
    assert.match(questions, new RegExp(topic), `no FAQ question about "${topic}"`);
  }
  assert.ok(raw.contact.jantahr_support_billing_legal);
  assert.ok(raw.contact.note);
  for (
    const path of [
      "/",
      "/about/",
      "/work/",
      "/services/",
      "/pricing/",
      "/faq/",
      "/contact/",
      "/developers/",
    ]
  ) {
    assert.ok(raw.pages.some((p) => p.path === path), `no page ${path}`);
  }
});

Deno.test("services and pricing never publish a price", async () => {
  const raw = await loadContent(CONTENT);
  const texts = [
    ...raw.services.map((s) => s.summary),
    raw.pages.find((p) => p.path === "/pricing/")!.body,
    raw.pages.find((p) => p.path === "/services/")!.body,
  ];
  for (const text of texts) {
    assert.doesNotMatch(
      text,
      /[$€£₹]\s?\d|\b\d[\d,]*\s?(?:USD|EUR|INR|GBP|rupees|dollars)\b|per hour|\/hr\b/i,
      text,
    );
  }
});

Deno.test("a broken content folder is reported with file and field", async () => {
  const dir = await copyContent();
  try {
    const project = join(dir, "projects/jantahr.md");
    await Deno.writeTextFile(
      project,
      (await Deno.readTextFile(project)).replace(/^status:.*\n/m, "").replace(/^name:/m, "nmae:"),
    );
    await Deno.writeTextFile(
      join(dir, "contact.md"),
      "---\nhiring_and_freelance: not-an-email\n---\n",
    );
    await Deno.writeTextFile(join(dir, "faq.md"), "---\nquestions: [unclosed\n---\n");
    const problems = await problemsOf(dir);
    const has = (text: string) =>
      assert.ok(
        problems.some((p) => p.includes(text)),
        `no problem mentions ${text}:\n${problems.join("\n")}`,
      );
    has(`field "status" is missing`);
    has(`field "name" is missing`);
    has(`has unknown fields "nmae"`);
    has(`field "hiring_and_freelance" Invalid email address`);
    // The YAML starts on the file's line 2; the unclosed list runs to the closing fence.
    has('faq.md": invalid YAML at line 3, column 1: unexpected end of the stream');
    for (const p of problems) assert.match(p, /^Cannot load "[^"]+": /);
    assert.ok(problems.some((p) => p.includes('projects/jantahr.md": field "status" is missing')));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a missing content folder says which folder and how to fix it", async () => {
  const problems = await problemsOf("/nonexistent/content-folder");
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    /^Cannot load "\/nonexistent\/content-folder\/?": does not exist: .*set CONTENT_DIR/,
  );
});

Deno.test("a page file not listed in site.yaml and a service naming an unknown project are errors", async () => {
  const dir = await copyContent();
  try {
    await Deno.writeTextFile(join(dir, "pages/orphan.md"), "Nobody links here.");
    const services = join(dir, "services.md");
    await Deno.writeTextFile(
      services,
      (await Deno.readTextFile(services)).replace("example: jantahr", "example: nosuch"),
    );
    const problems = (await problemsOf(dir)).join("\n");
    assert.match(problems, /pages\/orphan\.md": is not listed in content\/site\.yaml/);
    assert.match(problems, /services\.md": field "services\[0\]\.example" names project "nosuch"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a file over the size limit is a content error naming the file and the limit", async () => {
  const dir = await copyContent();
  try {
    const file = join(dir, "pages", "about.md");
    await Deno.writeTextFile(file, "A long page. ".repeat(20_000));
    const problems = await problemsOf(dir, { maxBytes: 64 * 1024 });
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0],
      /pages\/about\.md": is 260000 bytes, over the limit of 65536 \(CONTENT_MAX_BYTES\)/,
    );
    await loadContent(dir, { maxBytes: 1024 * 1024 });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a symbolic link to a file outside the content folder is refused; one inside is read", async () => {
  const dir = await copyContent();
  const outside = await Deno.makeTempDir({ prefix: "outside-" });
  try {
    const secret = join(outside, "secret.md");
    await Deno.writeTextFile(secret, "A file that was never meant to be published.\n");
    const about = join(dir, "pages", "about.md");
    await Deno.remove(about);
    await Deno.symlink(secret, about);
    const problems = await problemsOf(dir);
    assert.equal(problems.length, 1, problems.join("\n"));
    assert.match(
      problems[0],
      /pages\/about\.md": is a symbolic link to .*secret\.md, outside the content folder/,
    );
    // A link that stays inside the folder is fine.
    await Deno.remove(about);
    await Deno.writeTextFile(
      join(dir, "pages", "about-text.md"),
      "About, kept elsewhere in the folder.\n",
    );
    await Deno.symlink(join(dir, "pages", "about-text.md"), about);
    const inside = await problemsOf(dir);
    assert.ok(!inside.some((p) => /symbolic link/.test(p)), inside.join("\n"));
    // (The extra file is not listed in site.yaml, so that alone is reported.)
    assert.deepEqual(inside.map((p) => /about-text\.md": is not listed/.test(p)), [true]);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(outside, { recursive: true });
  }
});
