import assert from "node:assert/strict";
import type { ContentImage } from "../../content/images.ts";
import { parseVariant, pictureUrl, variantBody, variantPath, variantWidths } from "./responsive.ts";

const image = (type: string, width: number, bytes = new Uint8Array(4)): ContentImage => ({
  src: "images/photo.png",
  bytes,
  type,
  width,
  height: width / 2,
  hash: "abc123",
});

Deno.test("a photograph is offered at the standard widths below its own; SVG and AVIF at none", () => {
  assert.deepEqual(variantWidths(image("image/png", 1000)), [480, 960]);
  assert.deepEqual(variantWidths(image("image/jpeg", 2000)), [480, 960, 1440]);
  assert.deepEqual(variantWidths(image("image/webp", 480)), []);
  assert.deepEqual(variantWidths(image("image/svg+xml", 2000)), []);
  assert.deepEqual(variantWidths(image("image/avif", 2000)), []);
});

Deno.test("a variant's path names its picture and width, and is read back from that path", () => {
  assert.equal(variantPath(image("image/png", 1000), 480), "/images/photo-480w.webp");
  assert.deepEqual(parseVariant("photo-480w.webp"), { base: "images/photo", width: 480 });
  assert.equal(parseVariant("photo.webp"), undefined);
  assert.equal(parseVariant("../photo-480w.webp"), undefined);
});

Deno.test("a slot gets the largest copy that fits it, or the picture itself, versioned by its hash", () => {
  const photo = image("image/png", 1000);
  assert.equal(pictureUrl(photo, 960), "/images/photo-960w.webp?v=abc123");
  assert.equal(pictureUrl(photo, 700), "/images/photo-480w.webp?v=abc123");
  assert.equal(pictureUrl(photo, 300), "/images/photo.png?v=abc123");
});

Deno.test("a picture that cannot be converted is served as it is, never as an error", async () => {
  const broken = image("image/png", 1000, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  const errors: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => errors.push(args.join(" "));
  try {
    const { body, type } = await variantBody(broken, 480);
    assert.equal(type, "image/png");
    assert.equal(body, broken.bytes);
  } finally {
    console.error = log;
  }
  assert.match(String(errors[0]), /Cannot make the 480px WebP copy of "images\/photo\.png"/);
});
