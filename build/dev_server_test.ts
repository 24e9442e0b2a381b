import assert from "node:assert/strict";
import { join } from "node:path";
import manifest from "../fresh.gen.ts";
import { readConfig } from "../lib/config.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import { copyContent, FIXTURE } from "../tests/_server.ts";
import { devHandler } from "./dev_server.ts";
import { buildSite } from "../lib/site/web/site.ts";

/** Reads server-sent events from `body` until one named `name` arrives; false after `ms`. */
async function waitForEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  name: string,
  ms = 10_000,
): Promise<boolean> {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const timeout = new Promise<undefined>((r) => setTimeout(r, deadline - Date.now()));
    const chunk = await Promise.race([reader.read(), timeout]);
    if (!chunk || chunk.done) return false;
    text += decoder.decode(chunk.value, { stream: true });
    if (text.includes(`event: ${name}\n`)) return true;
  }
  return false;
}

Deno.test("in dev, a dead link shows in the banner once the file is saved, and the page is told to reload", async () => {
  const dir = await copyContent("tests/fixtures/minimal");
  const config = readConfig(
    new Map([["CONTENT_DIR", dir], ["SITE_URL", "http://localhost:8000"], ["DEV_ERRORS", "1"]]),
  );
  const store = new ContentStore(config, { build: buildSite, quietMs: 50, log: () => {} });
  await store.start();
  const dev = devHandler(await createSiteHandler(manifest, { config, store }), store, {
    pollMs: 20,
  });
  const page = async () =>
    await (await dev.handle(
      new Request("http://localhost:8000/", { headers: { accept: "text/html" } }),
    )).text();
  try {
    const first = await page();
    assert.match(first, /<script src="\/_dev\/reload\.js" defer><\/script>/);
    assert.doesNotMatch(first, /dev-error/);
    const script = await dev.handle(new Request("http://localhost:8000/_dev/reload.js"));
    assert.match(await script.text(), /new EventSource\("\/_dev\/events"\)/);

    const events = await dev.handle(new Request("http://localhost:8000/_dev/events"));
    assert.equal(events.headers.get("content-type"), "text/event-stream");
    const reader = events.body!.getReader();
    const home = join(dir, "pages", "home.md");
    await Deno.writeTextFile(
      home,
      (await Deno.readTextFile(home)) + "\nSee [old work](/nowhere/).\n",
    );
    let html = "";
    for (let i = 0; i < 100 && !/links to \/nowhere\//.test(html); i++) {
      assert.ok(await waitForEvent(reader, "reload"), "a reload event after the save");
      html = await page();
    }
    assert.match(html, /<section class="dev-error" role="alert"/);
    assert.match(html, /home\.md&quot;: links to \/nowhere\/, which does not exist on this site/);
    await reader.cancel();
  } finally {
    dev.close();
    store.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("production pages carry nothing of dev: no reload script, and /_dev/ answers 404", async () => {
  // What main.ts serves: the site's handler over a store, without dev's handler around it.
  const config = readConfig(
    new Map([["CONTENT_DIR", FIXTURE], ["SITE_URL", "http://localhost:8000"]]),
  );
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  await store.start();
  const handler = await createSiteHandler(manifest, { config, store });
  const get = (path: string, init?: RequestInit) =>
    handler(new Request(`http://localhost:8000${path}`, init));
  try {
    const html = await (await get("/", { headers: { accept: "text/html" } })).text();
    assert.match(html, /<\/html>/);
    assert.doesNotMatch(html, /_dev|EventSource|dev-error/);
    for (const path of ["/_dev/reload.js", "/_dev/events"]) {
      const res = await get(path);
      await res.body?.cancel();
      assert.equal(res.status, 404, path);
    }
  } finally {
    store.close();
  }
});
