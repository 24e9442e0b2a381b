import assert from "node:assert/strict";
import { loadStatic } from "./static.ts";

/** `files` (name → text) written to a new folder, loaded under `prefix`; the folder is removed. */
async function served(files: Record<string, string>, prefix: string) {
  const dir = await Deno.makeTempDir({ prefix: "static-test-" });
  try {
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    return await loadStatic(dir, prefix);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("loadStatic serves each file with its media type, and a hashed chunk as immutable", async () => {
  const files = await served({
    "styles.css": "body{}",
    "app.js": "export {};",
    "logo.svg": "<svg/>",
    "site.webmanifest": "{}",
    "notes.unknownext": "?",
    "chunk-ABCDEFG2.js": "export {};",
    ".hidden": "never served",
  }, "/assets");
  const type = (path: string) => files.get(path)?.type;
  assert.equal(type("/assets/styles.css"), "text/css; charset=utf-8");
  assert.equal(type("/assets/app.js"), "text/javascript; charset=utf-8");
  assert.equal(type("/assets/logo.svg"), "image/svg+xml; charset=utf-8");
  assert.equal(type("/assets/site.webmanifest"), "application/manifest+json");
  assert.equal(type("/assets/notes.unknownext"), "application/octet-stream");
  assert.equal(files.has("/assets/.hidden"), false);
  assert.equal(files.get("/assets/chunk-ABCDEFG2.js")?.immutable, true);
  assert.equal(files.get("/assets/app.js")?.immutable, undefined);
  assert.match(files.get("/assets/app.js")!.etag, /^"/);
});

Deno.test("loadStatic reads which hashed chunks beside it a script imports, however esbuild writes the import", async () => {
  const files = await served({
    "Island.js":
      'import{a as b,c}from"./chunk-ABCDEFG2.js";import * as all from "./chunk-BCDEFG23.js";' +
      'import"./chunk-CDEFG234.js";export{d}from"./chunk-DEFG2345.js";' +
      // Not a chunk beside it, or not an import: none of these is preloaded.
      'import x from"./other.js";import y from"../chunk-EFG23456.js";const s="chunk-FG234567.js";',
    "chunk-ABCDEFG2.js": 'import{a}from"./chunk-BCDEFG23.js";export{a};',
    "plain.js": "export {};",
    "styles.css": '/* import"./chunk-ABCDEFG2.js" */',
  }, "/js/");
  assert.deepEqual(files.get("/js/Island.js")?.imports, [
    "/js/chunk-ABCDEFG2.js",
    "/js/chunk-BCDEFG23.js",
    "/js/chunk-CDEFG234.js",
    "/js/chunk-DEFG2345.js",
  ]);
  assert.deepEqual(files.get("/js/chunk-ABCDEFG2.js")?.imports, ["/js/chunk-BCDEFG23.js"]);
  assert.equal(files.get("/js/plain.js")?.imports, undefined);
  assert.equal(files.get("/js/styles.css")?.imports, undefined);
});
