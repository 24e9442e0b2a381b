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
