/**
 * `deno task dev` (DEV_ERRORS=1, set by dev.ts): a content error shows on the
 * page served in place of the broken one, above the last good content; in
 * production the same error is in the log only.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { copyContent, startServer } from "./_server.ts";

/** The home page's HTML once `ready` holds for it, polling while the content reloads. */
async function homeWhen(url: string, ready: (html: string) => boolean): Promise<string> {
  let html = "";
  for (let i = 0; i < 100; i++) {
    html = await (await fetch(url + "/")).text();
    if (ready(html)) return html;
    await new Promise((r) => setTimeout(r, 100));
  }
  return html;
}

for (const dev of [true, false]) {
  Deno.test(`a content typo ${dev ? "shows on the page in dev" : "stays in the log in production"}, over the last good content`, async () => {
    const dir = await copyContent("tests/fixtures/minimal");
    const file = join(dir, "profile.md");
    const good = await Deno.readTextFile(file);
    const server = await startServer({
      contentDir: dir,
      env: dev ? { DEV_ERRORS: "1" } : {},
    });
    try {
      assert.doesNotMatch(await homeWhen(server.url, () => true), /dev-error/);
      await Deno.writeTextFile(file, good.replace(/^role:.*\n/m, ""));
      const logged = /Cannot load "[^"]*profile\.md": field "role" is missing/;
      for (let i = 0; i < 100 && !logged.test(server.output()); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.match(server.output(), logged);
      const broken = await homeWhen(server.url, (html) => !dev || html.includes("dev-error"));
      assert.match(broken, /Mira Okafor/, "the last good content is still served");
      if (dev) {
        assert.match(broken, /<section class="dev-error" role="alert"/);
        assert.match(broken, /profile\.md&quot;: field &quot;role&quot; is missing/);
      } else {
        assert.doesNotMatch(broken, /dev-error|is missing/);
      }
      await Deno.writeTextFile(file, good);
      const fixed = await homeWhen(server.url, (html) => !html.includes("dev-error"));
      assert.doesNotMatch(fixed, /dev-error/, "the notice goes once the content is fixed");
    } finally {
      await server.close();
      await Deno.remove(dir, { recursive: true });
    }
  });
}
