import assert from "node:assert/strict";
import { join } from "node:path";
import { sources } from "./product_shots.ts";

Deno.test("sources lists a folder's product pages by name, only those asked for when some are", async () => {
  const dir = await Deno.makeTempDir();
  try {
    for (const name of ["b-screen.html", "a-cover.html", "a-cover.css", "notes.md"]) {
      await Deno.writeTextFile(join(dir, name), "");
    }
    await Deno.mkdir(join(dir, "c.html"));
    assert.deepEqual(await sources(dir, []), ["a-cover", "b-screen"]);
    assert.deepEqual(await sources(dir, ["b"]), ["b-screen"]);
    assert.deepEqual(await sources(dir, ["z"]), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
