/**
 * Issue #37, item 4: each shipped catalogue is checked on screenshots of a fixture page.
 * `deno task screenshots --catalogues` writes them; this test holds the pictures to every
 * catalogue the kit ships, so a new catalogue without its pictures fails here. Item 8: the
 * Japanese owner's pages and share cards (`deno task screenshots`) are all there, each as wide as
 * its viewport, in both themes.
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

const JAPANESE = new URL("../docs/screenshots/japanese/", import.meta.url);

/** A JPEG's width and height, from its frame header (SOF0…SOF15). */
function jpegSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  for (let at = 2; at < bytes.length;) {
    const marker = view.getUint16(at);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return [view.getUint16(at + 7), view.getUint16(at + 5)];
    }
    at += 2 + view.getUint16(at + 2);
  }
  throw new Error("no frame header");
}

Deno.test("the Japanese owner's home, case study and contact are pictured at 390 and 1280 px in both themes, with their share cards", async () => {
  const pages = ["case-study", "contact", "home"];
  const shots = pages.flatMap((page) =>
    [390, 1280].flatMap((width) => ["dark", "light"].map((theme) => ({ page, width, theme })))
  );
  const files = [...Deno.readDirSync(JAPANESE)].map((entry) => entry.name).sort();
  const expected = [
    ...shots.map(({ page, width, theme }) => `${page}-${width}-${theme}.jpg`),
    ...pages.map((page) => `${page}-card.png`),
  ].sort();
  assert.deepEqual(files, expected);
  for (const { page, width, theme } of shots) {
    const name = `${page}-${width}-${theme}.jpg`;
    const bytes = await Deno.readFile(new URL(name, JAPANESE));
    assert.deepEqual([...bytes.subarray(0, 3)], [0xff, 0xd8, 0xff], `${name} is a JPEG`);
    const [w, h] = jpegSize(bytes);
    assert.equal(w, width, `${name} is ${width} px wide`);
    assert.ok(h >= 600, `${name} is the whole page, ${h} px high`);
    assert.ok(bytes.length < 80_000, `${name} is ${bytes.length} bytes, over 80 kB`);
    if (theme === "dark") {
      const light = await Deno.readFile(new URL(name.replace("dark", "light"), JAPANESE));
      assert.equal(jpegSize(light)[1], h, `${name}: both themes show the same page`);
      assert.notDeepEqual(light, bytes, `${name}: the themes differ`);
    }
  }
  for (const page of pages) {
    const bytes = await Deno.readFile(new URL(`${page}-card.png`, JAPANESE));
    assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], `${page}-card.png is a PNG`);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    assert.deepEqual([view.getUint32(16), view.getUint32(20)], [1200, 630], `${page}'s card size`);
  }
});
