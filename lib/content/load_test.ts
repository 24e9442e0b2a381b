import assert from "node:assert/strict";
import { join } from "node:path";
import { copyContent } from "../../tests/_server.ts";
import { ContentError, loadContent } from "./load.ts";

const CONTENT = new URL("../../content", import.meta.url).pathname;

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await loadContent(dir);
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
