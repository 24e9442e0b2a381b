import assert from "node:assert/strict";
import { loadStatic } from "./static.ts";

Deno.test("loadStatic serves each file with its media type, and a hashed chunk as immutable", async () => {
  const dir = await Deno.makeTempDir({ prefix: "static-test-" });
  try {
    const files: Record<string, string> = {
      "styles.css": "body{}",
      "app.js": "export {};",
      "logo.svg": "<svg/>",
      "site.webmanifest": "{}",
      "notes.unknownext": "?",
      "chunk-ABCDEFG2.js": "export {};",
      ".hidden": "never served",
    };
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    const served = await loadStatic(dir, "/assets");
    const type = (path: string) => served.get(path)?.type;
    assert.equal(type("/assets/styles.css"), "text/css; charset=utf-8");
    assert.equal(type("/assets/app.js"), "text/javascript; charset=utf-8");
    assert.equal(type("/assets/logo.svg"), "image/svg+xml; charset=utf-8");
    assert.equal(type("/assets/site.webmanifest"), "application/manifest+json");
    assert.equal(type("/assets/notes.unknownext"), "application/octet-stream");
    assert.equal(served.has("/assets/.hidden"), false);
    assert.equal(served.get("/assets/chunk-ABCDEFG2.js")?.immutable, true);
    assert.equal(served.get("/assets/app.js")?.immutable, undefined);
    assert.match(served.get("/assets/app.js")!.etag, /^"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("loadStatic reads which hashed chunks beside it a script imports, however esbuild writes the import", async () => {
  const dir = await Deno.makeTempDir({ prefix: "static-test-" });
  try {
    const files: Record<string, string> = {
      "Island.js":
        'import{a as b,c}from"./chunk-ABCDEFG2.js";import * as all from "./chunk-BCDEFG23.js";' +
        'import"./chunk-CDEFG234.js";export{d}from"./chunk-DEFG2345.js";' +
        // Not a chunk beside it, or not an import: none of these is preloaded.
        'import x from"./other.js";import y from"../chunk-EFG23456.js";const s="chunk-FG234567.js";',
      "chunk-ABCDEFG2.js": 'import{a}from"./chunk-BCDEFG23.js";export{a};',
      "plain.js": "export {};",
      "styles.css": '/* import"./chunk-ABCDEFG2.js" */',
    };
    for (const [name, text] of Object.entries(files)) {
      await Deno.writeTextFile(`${dir}/${name}`, text);
    }
    const served = await loadStatic(dir, "/js/");
    assert.deepEqual(served.get("/js/Island.js")?.imports, [
      "/js/chunk-ABCDEFG2.js",
      "/js/chunk-BCDEFG23.js",
      "/js/chunk-CDEFG234.js",
      "/js/chunk-DEFG2345.js",
    ]);
    assert.deepEqual(served.get("/js/chunk-ABCDEFG2.js")?.imports, ["/js/chunk-BCDEFG23.js"]);
    assert.equal(served.get("/js/plain.js")?.imports, undefined);
    assert.equal(served.get("/js/styles.css")?.imports, undefined);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
