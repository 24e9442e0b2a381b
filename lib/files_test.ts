import assert from "node:assert/strict";
import { absolutePath, below, listFiles } from "./files.ts";

Deno.test("below joins paths and file: URLs, encoding names in URLs", () => {
  assert.equal(below("/srv/site", "a/b.txt"), "/srv/site/a/b.txt");
  assert.equal(below("/srv/site/", "a"), "/srv/site/a");
  assert.equal(
    String(below(new URL("file:///srv/site"), "a b/#1%.txt")),
    "file:///srv/site/a%20b/%231%25.txt",
  );
  assert.equal(String(below(new URL("file:///srv/site/"), "")), "file:///srv/site/");
});

Deno.test("listFiles lists every file below a folder, sorted, without following links; a missing folder has none", async () => {
  const root = await Deno.makeTempDir({ prefix: "files-" });
  try {
    await Deno.mkdir(`${root}/b/c`, { recursive: true });
    for (const file of ["z.txt", "b/c/d.txt", "b/a.txt", ".hidden"]) {
      await Deno.writeTextFile(`${root}/${file}`, file);
    }
    await Deno.symlink(`${root}/b`, `${root}/link`);
    assert.deepEqual(listFiles(root), [".hidden", "b/a.txt", "b/c/d.txt", "z.txt"]);
    assert.deepEqual(listFiles(new URL(`file://${root}`)), listFiles(root));
    assert.deepEqual(listFiles(`${root}/missing`), []);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("absolutePath resolves against the working directory and drops . and ..", () => {
  const posix = (path: string) => absolutePath(path, "linux", "/srv/site");
  assert.equal(posix("./content"), "/srv/site/content");
  assert.equal(posix("content/"), "/srv/site/content");
  assert.equal(posix("a/./b/../c"), "/srv/site/a/c");
  assert.equal(posix("/srv/other/../content"), "/srv/content");
  assert.equal(posix("/"), "/");
  assert.equal(posix("/../.."), "/");
  const windows = (path: string) => absolutePath(path, "windows", "C:\\site");
  assert.equal(windows(".\\content\\"), "C:\\site\\content");
  assert.equal(windows("a/../content"), "C:\\site\\content");
  // Drive, root and UNC paths are left as they are.
  for (const path of ["C:\\content", "D:content", "\\\\server\\share\\content", "\\content"]) {
    assert.equal(windows(path), path, path);
  }
});
