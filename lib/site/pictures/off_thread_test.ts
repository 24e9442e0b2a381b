import assert from "node:assert/strict";
import { offThread } from "./off_thread.ts";
import { drawPng } from "./raster.ts";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2"/></svg>';

Deno.test("a job made on the picture worker gives the same bytes as made in place", async () => {
  let inPlace = 0;
  const here = () => {
    inPlace++;
    return drawPng(SVG, 8);
  };
  const [a, b] = await Promise.all([
    offThread({ kind: "png", svg: SVG, width: 8 }, here),
    offThread({ kind: "png", svg: SVG, width: 16 }, here),
  ]);
  assert.equal(inPlace, 0, "workers are available here");
  assert.deepEqual(a, await drawPng(SVG, 8));
  assert.deepEqual(b, await drawPng(SVG, 16));
});

Deno.test("a job that fails on the worker rejects with its reason, and the next job still runs", async () => {
  await assert.rejects(
    offThread({ kind: "png", svg: "<svg", width: 8 }, () => drawPng("<svg", 8)),
    /./,
  );
  const png = await offThread({ kind: "png", svg: SVG, width: 8 }, () => drawPng(SVG, 8));
  assert.deepEqual(png, await drawPng(SVG, 8));
});
