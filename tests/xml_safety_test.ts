/**
 * Characters XML forbids, pasted into content, never break a picture: a
 * control character in a page title and a vertical tab in the owner's name
 * still give a share card, and a mark holding `]]>` a favicon. The real
 * handler, in process, over a copy of the minimal fixture.
 */
import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { renderPng } from "../lib/site/pictures/raster.ts";
import { buildSite } from "../lib/site/web/site.ts";

const SITE = "http://127.0.0.1:8000";
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The handler over the minimal fixture with `edit` applied to a copy of it. */
async function siteWith(edit: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  await cp("tests/fixtures/minimal", dir, { recursive: true });
  await edit(dir);
  const config = readConfig(new Map([["SITE_URL", SITE], ["CONTENT_DIR", dir]]));
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  assert.ok(store.site, "the edited content loads");
  const handle = await createSiteHandler(manifest, { config, store });
  return {
    get: (path: string) => handle(new Request(`${SITE}${path}`)),
    close: async () => {
      store.close();
      await Deno.remove(dir, { recursive: true });
    },
  };
}

async function replaceIn(file: string, from: string, to: string) {
  const text = await Deno.readTextFile(file);
  assert.ok(text.includes(from), `${file} holds ${from}`);
  await Deno.writeTextFile(file, text.replace(from, to));
}

Deno.test("a control character in a page title and a vertical tab in the owner's name give a valid card", async () => {
  const site = await siteWith(async (dir) => {
    await replaceIn(`${dir}/site.yaml`, "title: Work", 'title: "Work\\x01 and \\x1Fmore\\uFFFF"');
    await replaceIn(`${dir}/profile.md`, "name: Mira Okafor", 'name: "Mira\\vOkafor"');
  });
  try {
    for (const path of ["/og/work/card.png", "/og/card.png"]) {
      const res = await site.get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get("content-type"), "image/png");
      assert.deepEqual([...new Uint8Array(await res.arrayBuffer()).slice(0, 8)], PNG, path);
    }
  } finally {
    await site.close();
  }
});

Deno.test("a mark holding ]]> gives a valid favicon.ico and a well-formed favicon.svg", async () => {
  const site = await siteWith((dir) =>
    replaceIn(`${dir}/site.yaml`, "name: Mira Okafor\n", 'name: Mira Okafor\nmark: "]]>"\n')
  );
  try {
    const ico = await site.get("/favicon.ico");
    assert.equal(ico.status, 200);
    const bytes = new Uint8Array(await ico.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 6)], [0, 0, 1, 0, 3, 0], "an ICO of three images");
    const svg = await (await site.get("/favicon.svg")).text();
    assert.match(svg, />\]\]&gt;<\/text>/);
    assert.doesNotMatch(svg, /\]\]>/);
    // resvg parses with roxmltree, which refuses XML that is not well-formed.
    assert.deepEqual([...(await renderPng(svg, 32)).slice(0, 8)], PNG, "well-formed");
    const card = await site.get("/og/card.png");
    assert.equal(card.status, 200, "and the card shows the mark too");
    await card.body?.cancel();
  } finally {
    await site.close();
  }
});
