import assert from "node:assert/strict";
import { join } from "node:path";
import { z } from "zod";
import { changedPath, ContentReader, type Snapshot } from "./reader.ts";

/** A reader of a fresh folder holding `files`, with limits of 100 bytes (text) and 200 (pictures). */
async function readerOf(files: Record<string, string>) {
  const dir = await Deno.makeTempDir({ prefix: "reader-" });
  for (const [name, text] of Object.entries(files)) {
    await Deno.mkdir(join(dir, name, ".."), { recursive: true });
    await Deno.writeTextFile(join(dir, name), text);
  }
  const snapshot: Snapshot = { dir, paths: new Map(), newest: 0 };
  const reader = await ContentReader.open(dir, { text: 100, image: 200 }, snapshot);
  const messages = () => reader.problems.map((p) => `${p.field ?? ""} ${p.message}`);
  return {
    dir,
    reader,
    snapshot,
    messages,
    [Symbol.asyncDispose]: () => Deno.remove(dir, { recursive: true }),
  };
}

Deno.test("a YAML file is checked by its schema, each issue a problem naming its field", async () => {
  await using folder = await readerOf({ "a.yaml": "name: A\ncount: two\n" });
  const schema = z.strictObject({ name: z.string(), count: z.number() });
  assert.equal(await folder.reader.yaml("a.yaml", schema), undefined);
  assert.deepEqual(folder.messages(), ['count must be a number, got "two"']);
});

Deno.test("Markdown's front matter is checked, and text after it is refused where it is never published", async () => {
  await using folder = await readerOf({ "a.md": "---\nname: A\n---\nBody\n" });
  const schema = z.strictObject({ name: z.string() });
  assert.deepEqual(await folder.reader.markdown("a.md", schema), { name: "A", body: "Body" });
  await folder.reader.markdown("a.md", schema, { body: false });
  assert.match(folder.messages()[0], /^ has text after the front matter, which is not published/);
});

Deno.test("a list item folded into the line above, and a parse error, are problems naming the file", async () => {
  await using folder = await readerOf({
    "a.yaml": "stack:\n  - Deno\n   - Hono\n",
    "b.yaml": "a: [1\n",
  });
  await folder.reader.yaml("a.yaml", z.unknown());
  await folder.reader.parse("b.yaml", () => JSON.parse("{"));
  const [folded, parse] = folder.reader.problems;
  assert.match(`${folded.file} ${folded.message}`, /a\.yaml line 3: "- Hono" is indented deeper/);
  assert.match(parse.file, /b\.yaml$/);
});

Deno.test("a file over its limit is refused naming the limit; a picture has a limit of its own", async () => {
  await using folder = await readerOf({ "big.md": "x".repeat(150) });
  assert.equal(await folder.reader.read("big.md"), undefined);
  assert.equal((await folder.reader.readBytes("big.md", "image"))?.length, 150);
  assert.deepEqual(folder.messages(), [
    " is 150 bytes, over the limit of 100 (CONTENT_MAX_BYTES): split it, or raise the limit",
  ]);
});

Deno.test("a folder's listing skips leftovers and reports files that look like content but are not read", async () => {
  await using folder = await readerOf({
    "pages/b.md": "B",
    "pages/a.md": "A",
    "pages/a.md~": "old",
    "pages/.DS_Store": "",
    "pages/c.MD": "C",
    "Site.yaml": "name: A",
  });
  assert.deepEqual(await folder.reader.listMarkdown("pages"), ["a.md", "b.md"]);
  await folder.reader.strays(["site.yaml"]);
  assert.deepEqual(folder.reader.problems.map((p) => p.file.split("/").slice(-2).join("/")), [
    "pages/c.MD",
    `${folder.dir.split("/").pop()}/Site.yaml`,
  ]);
  assert.match(folder.messages()[0], /rename it to "c\.md"/);
  assert.match(folder.messages()[1], /rename it to "site\.yaml"/);
});

Deno.test("files read at once report their problems in the order of their names", async () => {
  await using folder = await readerOf({});
  const order = await folder.reader.each(["a.md", "b.md", "c.md"], async (name) => {
    await new Promise((r) => setTimeout(r, name === "a.md" ? 30 : 0));
    folder.reader.problem(name, "is wrong");
    return name;
  });
  assert.deepEqual(order, ["a.md", "b.md", "c.md"]);
  assert.deepEqual(folder.reader.problems.map((p) => p.file.slice(-4)), ["a.md", "b.md", "c.md"]);
});

Deno.test("changedPath names a file read that has changed since, and nothing when none has", async () => {
  await using folder = await readerOf({ "a.md": "A" });
  await folder.reader.read("a.md");
  assert.equal(changedPath(folder.snapshot), undefined);
  await Deno.writeTextFile(join(folder.dir, "a.md"), "AB");
  assert.equal(changedPath(folder.snapshot), join(await Deno.realPath(folder.dir), "a.md"));
});

Deno.test("a folder that does not exist cannot be opened, and says how to fix it", async () => {
  const snapshot: Snapshot = { dir: "/no/such/folder", paths: new Map(), newest: 0 };
  await assert.rejects(
    () => ContentReader.open(snapshot.dir, { text: 1, image: 1 }, snapshot),
    /"\/no\/such\/folder": does not exist: create it, or set CONTENT_DIR/,
  );
});
