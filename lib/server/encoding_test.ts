import assert from "node:assert/strict";
import { compress, compressible, MIN_COMPRESSED_SIZE, pickCoding } from "./encoding.ts";

Deno.test("pickCoding takes the accepted coding with the highest weight, br on a tie", () => {
  const cases: [string | null, string | undefined][] = [
    [null, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["GZIP;Q=0.5", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", undefined],
    ["deflate, zstd", undefined],
    ["gzip;q=0.5, identity", undefined],
    ["gzip, identity;q=0.5", "gzip"],
    ["br;q=abc, gzip", "gzip"],
    [" , gzip ; q=1 ,", "gzip"],
  ];
  for (const [header, coding] of cases) assert.equal(pickCoding(header), coding, String(header));
});

Deno.test("compressible: text, JSON, JavaScript and SVG of a useful size", () => {
  const big = MIN_COMPRESSED_SIZE;
  for (
    const type of [
      "text/html; charset=utf-8",
      "text/markdown; charset=utf-8",
      "application/json",
      "application/problem+json",
      "application/linkset+json",
      "text/javascript; charset=utf-8",
      "image/svg+xml",
    ]
  ) {
    assert.equal(compressible(type, big), true, type);
    assert.equal(compressible(type, big - 1), false, `${type}, small`);
  }
  for (const type of ["image/png", "font/woff2", "application/octet-stream", null]) {
    assert.equal(compressible(type, 10_000), false, String(type));
  }
});

Deno.test("compress gives bodies that decompress to the original", async () => {
  const body = new TextEncoder().encode("Rao Web Studio ".repeat(500));
  for (const [coding, format] of [["br", "brotli"], ["gzip", "gzip"]] as const) {
    const packed = await compress(body, coding);
    assert.ok(packed.byteLength < body.byteLength / 10, coding);
    const stream = new Blob([packed]).stream().pipeThrough(
      new DecompressionStream(format as CompressionFormat),
    );
    assert.deepEqual(new Uint8Array(await new Response(stream).arrayBuffer()), body, coding);
  }
});
