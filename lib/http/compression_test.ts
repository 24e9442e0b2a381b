import assert from "node:assert/strict";
import { compress, compressAnswer, compressible } from "./compression.ts";

Deno.test("compressible: text, JSON, JavaScript and SVG of a useful size", () => {
  const big = 1024; // the smallest body compressed
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
  const body = new TextEncoder().encode("example body ".repeat(500));
  for (const [coding, format] of [["br", "brotli"], ["gzip", "gzip"]] as const) {
    const packed = await compress(body, coding);
    assert.ok(packed.byteLength < body.byteLength / 10, coding);
    const stream = new Blob([packed]).stream().pipeThrough(
      new DecompressionStream(format as CompressionFormat),
    );
    assert.deepEqual(new Uint8Array(await new Response(stream).arrayBuffer()), body, coding);
  }
});

Deno.test("compressAnswer compresses a large JSON answer and leaves small and SSE ones", async () => {
  const json = JSON.stringify({ items: "word ".repeat(400) });
  const big = await compressAnswer(Response.json(JSON.parse(json)), "gzip");
  assert.equal(big.headers.get("content-encoding"), "gzip");
  assert.equal(big.headers.get("vary"), "Accept-Encoding");
  const unpacked = big.body!.pipeThrough(new DecompressionStream("gzip"));
  assert.equal(await new Response(unpacked).text(), json);
  const unasked = await compressAnswer(Response.json(JSON.parse(json)));
  assert.equal(unasked.headers.get("content-encoding"), null);
  assert.equal(unasked.headers.get("vary"), "Accept-Encoding");
  assert.equal(await unasked.text(), json);
  const small = await compressAnswer(Response.json({ a: 1 }), "br");
  assert.equal(small.headers.get("content-encoding"), null);
  assert.equal(await small.text(), '{"a":1}');
  const sse = new Response(`data: ${json}\n\n`, {
    headers: { "content-type": "text/event-stream" },
  });
  const stream = await compressAnswer(sse, "br");
  assert.equal(stream.headers.get("content-encoding"), null);
  assert.equal(await stream.text(), `data: ${json}\n\n`);
});
