/**
 * Issue #37, item 4: each shipped catalogue is checked on screenshots of a fixture page.
 * `deno task screenshots --catalogues` writes them; this test holds the pictures to every
 * catalogue the kit ships, so a new catalogue without its pictures fails here.
 */
import assert from "node:assert/strict";
import { SHIPPED } from "../lib/content/messages.ts";

const DIR = new URL("../docs/screenshots/catalogues/", import.meta.url);

Deno.test("every shipped catalogue has its home and contact pictured at 390 px as small JPEGs", async () => {
  const files = [...Deno.readDirSync(DIR)].map((entry) => entry.name).sort();
  const expected = SHIPPED.flatMap((lang) =>
    ["contact", "home"].map((page) => `${lang}-${page}-390-light.jpg`)
  ).sort();
  assert.deepEqual(files, expected);
  for (const name of files) {
    const bytes = await Deno.readFile(new URL(name, DIR));
    assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], `${name} is a JPEG`);
    assert.ok(bytes.length < 60_000, `${name} is ${bytes.length} bytes, over 60 kB`);
  }
});
