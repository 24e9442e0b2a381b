import assert from "node:assert/strict";
import manifest from "../../fresh.gen.ts";
import { readConfig } from "../config.ts";
import { ContentStore } from "../content/store.ts";
import { createSiteHandler } from "../handler.ts";
import { buildSite } from "../site/web/site.ts";
import { apiRoutes } from "./router.ts";
import { OPERATIONS } from "./operations.ts";

/** The studio fixture owner (Nordlicht Digital), never the sample in content/. */
const STUDIO = new URL("../../tests/fixtures/studio", import.meta.url).pathname;
const config = readConfig(new Map([["SITE_URL", "https://site.example"], ["CONTENT_DIR", STUDIO]]));

/** GETs (or `init.method`s) `path` through the whole site's handler on the studio fixture. */
async function withSite(
  fn: (get: (path: string, init?: RequestInit) => Promise<Response>) => Promise<void>,
) {
  const store = new ContentStore(config, { build: buildSite, watch: false });
  await store.start();
  try {
    const handle = await createSiteHandler(manifest, { config, store });
    await fn(async (path, init) =>
      await handle(
        new Request(`http://127.0.0.1${path}`, {
          ...init,
          headers: { accept: "application/json", ...init?.headers },
        }),
      )
    );
  } finally {
    store.close();
  }
}

Deno.test("apiRoutes gives every operation one exact route, and the root its slash too", () => {
  const patterns = Object.keys(apiRoutes());
  assert.deepEqual(patterns.slice(0, 2), ["/api/v1", "/api/v1/"]);
  assert.ok(patterns.includes("/api/v1/projects/:slug{[^/]*}"));
  assert.equal(patterns.length, OPERATIONS.length + 1);
});

Deno.test("through the site, an operation answers its JSON, and a bad parameter a problem naming it", async () => {
  await withSite(async (get) => {
    const project = await get("/api/v1/projects/pipeline");
    assert.equal(project.status, 200);
    assert.equal((await project.json()).slug, "pipeline");

    const empty = await get("/api/v1/projects/");
    assert.equal(empty.status, 400);
    const problem = await empty.json();
    // An empty slug is a value, and not a valid one.
    assert.equal(problem.code, "invalid_parameter");
    assert.match(problem.detail, /^The path parameter "slug" must be /);

    const unknown = await get("/api/v1/projects/nope");
    assert.equal(unknown.status, 404);
    assert.equal((await unknown.json()).code, "project_not_found");

    const page = await get("/api/v1/page?path=/about/&utm_source=x");
    assert.equal(page.status, 200);
    assert.equal((await page.json()).path, "/about/");
    assert.equal(page.headers.get("no-vary-search"), 'params, except=("path"), key-order');

    for (const root of ["/api/v1", "/api/v1/"]) {
      const index = await get(root);
      assert.equal(index.status, 200, root);
      assert.equal((await index.json()).openapi, "https://site.example/api/v1/openapi.json");
    }
  });
});

Deno.test("through the site, an operation refuses methods other than GET with 405", async () => {
  await withSite(async (get) => {
    const res = await get("/api/v1/projects", { method: "POST" });
    assert.equal(res.status, 405);
    assert.match(res.headers.get("allow") ?? "", /GET/);
    await res.body?.cancel();
  });
});
