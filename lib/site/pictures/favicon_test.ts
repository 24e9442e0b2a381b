import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import type { AppState } from "../../content/state.ts";
import { faviconIco, faviconSvg, siteMark } from "./favicon.ts";

Deno.test("the favicon's letters shrink as the mark grows, escaped as XML", () => {
  const size = (mark: string) => /font-size="(\d+)"/.exec(faviconSvg(mark))?.[1];
  assert.deepEqual([size("C"), size("CW"), size("CWS")], ["18", "14", "11"]);
  assert.match(faviconSvg("A&<"), />A&amp;&lt;<\/text>/);
});

Deno.test("favicon.ico packs a PNG at 16, 32 and 48 pixels behind its ICO directory", async () => {
  const ico = await faviconIco("CW");
  const view = new DataView(ico.buffer);
  assert.deepEqual([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)], [
    0,
    1,
    3,
  ]);
  for (const [i, size] of [16, 32, 48].entries()) {
    const entry = 6 + 16 * i;
    assert.deepEqual([ico[entry], ico[entry + 1]], [size, size]);
    assert.equal(view.getUint16(entry + 6, true), 32, "bits per pixel");
    const [length, offset] = [view.getUint32(entry + 8, true), view.getUint32(entry + 12, true)];
    assert.deepEqual([...ico.subarray(offset + 1, offset + 4)], [0x50, 0x4e, 0x47], "a PNG");
    if (i === 2) assert.equal(offset + length, ico.byteLength);
  }
});

Deno.test("the mark is the site's, or its host's first letter while content is unavailable", () => {
  const config = readConfig(new Map([["SITE_URL", "https://site.test"]]));
  const state = (site?: { mark: string }) => ({ config, store: { site } }) as unknown as AppState;
  assert.equal(siteMark(state({ mark: "CW" })), "CW");
  assert.equal(siteMark(state()), "S");
});
