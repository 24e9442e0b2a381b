/**
 * Deno Deploy, as far as this machine can go (it cannot reach the platform):
 * Deploy uploads the files git does not ignore, runs the build command
 * (`deno task build`) and starts `main.ts`. A copy of exactly those files,
 * without `_fresh/` or `cli/dist/`, must build and then serve every page, the
 * islands, the API and the command-line client. And deno.json's `deploy`
 * holds only `org` and `app`: any build key there (`build`, `runtime`, …)
 * would make Deploy take the whole app configuration from the file and
 * ignore the dashboard's, which the README sets up.
 */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../lib/content/load.ts";
import { copyProject, startServer } from "./_server.ts";

const ROOT = new URL("..", import.meta.url).pathname;
/** The site address the build and the server are given, as Deploy gives both (README). */
const SITE_URL = "https://site.example";

Deno.test("deno.json's deploy block holds only the org and app, leaving the build configuration to the dashboard", async () => {
  const config = JSON.parse(await Deno.readTextFile(join(ROOT, "deno.json")));
  assert.deepEqual(Object.keys(config.deploy).sort(), ["app", "org"]);
  assert.equal(config.tasks.build.includes("dev.ts build"), true, "deno task build is the build");
});

Deno.test("the files Deploy uploads build with `deno task build` and serve the whole site", async () => {
  const dir = await copyProject();
  try {
    assert.ok(![`${dir}/_fresh`, `${dir}/cli/dist`].some((d) => existsSync(d)), "no build output");
    const build = await new Deno.Command(Deno.execPath(), {
      args: ["task", "build"],
      cwd: dir,
      env: { SITE_URL, NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const log = new TextDecoder().decode(build.stdout) + new TextDecoder().decode(build.stderr);
    assert.ok(build.success, `deno task build failed:\n${log}`);
    assert.match(log, /Built the command-line client in cli\/dist\/cli\.mjs/);
    assert.ok(Deno.statSync(join(dir, "cli/dist/cli.mjs")).isFile);

    const raw = await loadContent(join(dir, "content"));
    // As on Deploy: the build's SITE_URL, so the server starts from the generation the build wrote.
    const server = await startServer({ root: dir, contentDir: "./content", siteUrl: SITE_URL });
    try {
      assert.match(server.output(), /Content from the build's generation/);
      const home = await fetch(server.url + "/");
      assert.equal(home.status, 200);
      const html = await home.text();
      assert.ok(html.includes(raw.site.name), "the home page names the site");
      const island = /<script type="module" src="(\/_frsh\/js\/[^"]+)"/.exec(html);
      assert.ok(island, "the home page loads an island bundle");
      const bundle = await fetch(server.url + island[1]);
      assert.equal(bundle.status, 200, "the island bundle made by the build is served");
      assert.match(bundle.headers.get("content-type") ?? "", /javascript/);
      await bundle.body?.cancel();
      for (const page of raw.pages) {
        const res = await fetch(server.url + page.path);
        assert.equal(res.status, 200, page.path);
        await res.body?.cancel();
      }
      const profile = await (await fetch(server.url + "/api/v1/profile")).json();
      assert.equal(profile.name, raw.profile.name);
      const cli = await fetch(server.url + "/cli.mjs");
      assert.equal(cli.status, 200, "the command-line client made by the build is served");
      assert.match(await cli.text(), /^#!\/usr\/bin\/env node\nglobalThis\.siteCliIdentity = \{/);
    } finally {
      await server.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
