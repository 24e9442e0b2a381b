import assert from "node:assert/strict";
import { join } from "node:path";
import { copyContent } from "../../tests/_server.ts";
import { readConfig } from "../config.ts";
import { ContentStore } from "../store.ts";
import { loadContent } from "./load.ts";
import { fingerprint, readSnapshot, writeSnapshot } from "./snapshot.ts";

/** A copy of the content and a snapshot file beside it, removed afterwards. */
async function withCopy(fn: (dir: string, file: URL) => Promise<void>) {
  const dir = await copyContent();
  const tmp = await Deno.makeTempDir({ prefix: "snapshot-" });
  try {
    await fn(dir, new URL(`file://${tmp}/content.json`));
  } finally {
    await Deno.remove(dir, { recursive: true });
    await Deno.remove(tmp, { recursive: true });
  }
}

Deno.test("a snapshot reads back exactly what loading the content gives", () =>
  withCopy(async (dir, file) => {
    assert.equal(await writeSnapshot(file, dir, loadContent), true);
    assert.deepEqual(await readSnapshot(file, dir), await loadContent(dir));
  }));

Deno.test("any change to the files' bytes, names or number means no snapshot", () =>
  withCopy(async (dir, file) => {
    await writeSnapshot(file, dir, loadContent);
    const before = await fingerprint(dir);
    const faq = join(dir, "faq.md");
    const text = await Deno.readTextFile(faq);
    const changes: [string, () => Promise<void>, () => Promise<void>][] = [
      ["an edit", () => Deno.writeTextFile(faq, text + " "), () => Deno.writeTextFile(faq, text)],
      [
        "a rename",
        () => Deno.rename(faq, join(dir, "faq2.md")),
        () => Deno.rename(join(dir, "faq2.md"), faq),
      ],
      [
        "a new file",
        () => Deno.writeTextFile(join(dir, "projects", "new.md"), ""),
        () => Deno.remove(join(dir, "projects", "new.md")),
      ],
    ];
    for (const [name, change, undo] of changes) {
      await change();
      assert.notEqual(await fingerprint(dir), before, name);
      assert.equal(await readSnapshot(file, dir), undefined, name);
      await undo();
      assert.equal(await fingerprint(dir), before, `${name}, undone`);
    }
    assert.ok(await readSnapshot(file, dir));
  }));

Deno.test("a missing, corrupt or foreign snapshot file is ignored", () =>
  withCopy(async (dir, file) => {
    assert.equal(await readSnapshot(file, dir), undefined, "missing");
    await Deno.writeTextFile(file, "{not json");
    assert.equal(await readSnapshot(file, dir), undefined, "corrupt");
    const content = await loadContent(dir);
    await Deno.writeTextFile(
      file,
      JSON.stringify({ fingerprint: await fingerprint(dir), content }),
    );
    assert.equal(await readSnapshot(file, dir), undefined, "no format");
    assert.equal(await readSnapshot(file, "/nonexistent/content"), undefined, "no folder");
  }));

Deno.test("the store starts from a matching snapshot, and loads the files when they differ", () =>
  withCopy(async (dir, file) => {
    await writeSnapshot(file, dir, loadContent);
    const config = readConfig(new Map([["CONTENT_DIR", dir]]));
    // A snapshot that claims other content shows which path the store took.
    const saved = JSON.parse(await Deno.readTextFile(file));
    saved.content.profile.name = "From the snapshot";
    await Deno.writeTextFile(file, JSON.stringify(saved));
    const fromSnapshot = new ContentStore(config, { watch: false, snapshot: file });
    await fromSnapshot.start();
    assert.equal(fromSnapshot.require().profile.name, "From the snapshot");

    const profile = join(dir, "profile.md");
    await Deno.writeTextFile(
      profile,
      (await Deno.readTextFile(profile)).replace(/^name: .*$/m, "name: Edited After The Build"),
    );
    const edited = new ContentStore(config, { watch: false, snapshot: file });
    await edited.start();
    assert.equal(edited.require().profile.name, "Edited After The Build");
  }));

Deno.test("files behind symbolic links count as the loader reads them; a loop means no snapshot", () =>
  withCopy(async (dir, file) => {
    const outside = await Deno.makeTempDir({ prefix: "snapshot-target-" });
    try {
      const faq = join(dir, "faq.md");
      const target = join(outside, "faq.md");
      await Deno.rename(faq, target);
      await Deno.symlink(target, faq);
      await writeSnapshot(file, dir, loadContent);
      assert.ok(await readSnapshot(file, dir), "a snapshot through the link");
      await Deno.writeTextFile(target, (await Deno.readTextFile(target)) + " ");
      assert.equal(await readSnapshot(file, dir), undefined, "an edit behind the link");

      await Deno.symlink(dir, join(dir, "pages", "loop"));
      await assert.rejects(fingerprint(dir));
      assert.equal(await readSnapshot(file, dir), undefined, "a loop of links");
    } finally {
      await Deno.remove(outside, { recursive: true });
    }
  }));
