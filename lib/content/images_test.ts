import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { readImage } from "./images.ts";

/** The most pixels a picture may have: 40 megapixels. */
const MAX_PIXELS = 40_000_000;
import { ContentError, loadContent } from "./load.ts";

/**
 * The head of a PNG `width`×`height` pixels: its signature and IHDR chunk,
 * all a size reader looks at, as a picture small on disk and huge decoded is.
 */
function pngHead(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8 + 25);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA, no interlace
  return bytes;
}

Deno.test("a picture over MAX_PIXELS is refused, naming its dimensions; one at the bound is read", async () => {
  const huge = await readImage("images/huge.png", pngHead(30000, 30000));
  assert.equal(typeof huge, "string");
  assert.match(huge as string, /is 30000×30000 pixels \(900 megapixels\), over the 40 megapixels/);
  const atBound = await readImage("images/wide.png", pngHead(8000, MAX_PIXELS / 8000));
  assert.equal(typeof atBound, "object");
});

Deno.test("an SVG is not bounded by its nominal pixels: it is never decoded here", async () => {
  const svg = new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000"></svg>',
  );
  const image = await readImage("images/big.svg", svg);
  assert.equal(typeof image, "object");
});

Deno.test("loading content with a 30000×30000 PNG is a content error naming the file and its dimensions", async () => {
  const dir = await Deno.makeTempDir({ prefix: "content-" });
  try {
    await cp(new URL("../../tests/fixtures/full", import.meta.url).pathname, dir, {
      recursive: true,
    });
    await Deno.writeFile(join(dir, "images", "selo-photo.png"), pngHead(30000, 30000));
    const error = await loadContent(dir).then(() => undefined, (e) => e);
    assert.ok(error instanceof ContentError, String(error));
    assert.match(error.message, /projects\/selo\.md.*images\/selo-photo\.png.*30000×30000 pixels/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
