import assert from "node:assert/strict";
import { below, listFiles } from "./files.ts";

Deno.test("below joins paths and file: URLs, encoding names in URLs", () => {
  assert.equal(below("/srv/site", "a/b.txt"), "/srv/site/a/b.txt");
  assert.equal(below("/srv/site/", "a"), "/srv/site/a");
  assert.equal(
    below(new URL("file:///srv/site"), "a b/#1%.txt").href,
    "file:///srv/site/a%20b/%231%25.txt",
  );
  assert.equal(below(new URL("file:///srv/site/"), "").href, "file:///srv/site/");
});

Deno.test("listFiles lists every file below a folder, sorted; a missing folder has none", async () => {
  const root = await Deno.makeTempDir({ prefix: "files-" });
  try {
    await Deno.mkdir(`${root}/b/c`, { recursive: true });
    for (const file of ["z.txt", "b/c/d.txt", "b/a.txt", ".hidden"]) {
      await Deno.writeTextFile(`${root}/${file}`, file);
    }
    await Deno.symlink(`${root}/b`, `${root}/link`);
    assert.deepEqual(listFiles(root), [".hidden", "b/a.txt", "b/c/d.txt", "z.txt"]);
    assert.deepEqual(listFiles(new URL(`file://${root}`)), listFiles(root));
    assert.deepEqual(listFiles(root, { followLinks: true }), [
      ".hidden",
      "b/a.txt",
      "b/c/d.txt",
      "link/a.txt",
      "link/c/d.txt",
      "z.txt",
    ]);
    assert.deepEqual(listFiles(`${root}/missing`), []);
    await Deno.symlink(root, `${root}/b/loop`);
    assert.throws(() => listFiles(root, { followLinks: true }), /folders deep/);
    assert.deepEqual(
      listFiles(root, { followLinks: true, skip: (p) => p === "b/loop" || p.startsWith("link") }),
      [".hidden", "b/a.txt", "b/c/d.txt", "z.txt"],
      "skipped paths are not entered",
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
