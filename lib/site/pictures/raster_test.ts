import assert from "node:assert/strict";
import { countColor, decodePng } from "../../../tests/_png.ts";
import { faviconSvg } from "./favicon.ts";
import { renderPng } from "./raster.ts";

Deno.test("renderPng draws an SVG at the width asked, its height following the viewBox", async () => {
  const card =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#1f5fbf"/></svg>';
  const png = await decodePng(await renderPng(card, 1200));
  assert.deepEqual([png.width, png.height], [1200, 630]);
  assert.equal(countColor(png, "#1f5fbf", 0), 1200 * 630);
  const small = await decodePng(await renderPng(card, 600));
  assert.deepEqual([small.width, small.height], [600, 315]);
});

Deno.test("renderPng draws text with its own font, whatever family the SVG names", async () => {
  const withText = await decodePng(await renderPng(faviconSvg("CW"), 48));
  const without = await decodePng(
    await renderPng(faviconSvg("CW").replace(/<text[\s\S]*<\/text>/, ""), 48),
  );
  assert.equal(countColor(without, "#ffffff"), 0);
  // The white letters cover a good part of the blue square.
  assert.ok(
    countColor(withText, "#ffffff") > 150,
    `${countColor(withText, "#ffffff")} white pixels`,
  );
  assert.ok(countColor(withText, "#1f5fbf") < countColor(without, "#1f5fbf"));
});

Deno.test("renderPng refuses a width it cannot draw, saying which", async () => {
  await assert.rejects(
    () => renderPng("<svg/>", 0),
    /width must be a whole number from 1 to 4096, got 0/,
  );
});
