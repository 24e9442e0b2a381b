/**
 * The site's request handler, the one way through the code for a request:
 * the answer cache (lib/http/cache.ts) answers a repeat; anything else goes
 * to the app built from the manifest (lib/fresh/app.ts: routes, middleware,
 * static files, island bundles, the command-line client), and the cache
 * sends its answer, keeping it when it may be shared.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import manifest from "../fresh.gen.ts";
 * import { readConfig } from "./config.ts";
 * import { ContentStore } from "./content/store.ts";
 *
 * const config = readConfig(new Map([["CONTENT_DIR", "tests/fixtures/minimal"]]));
 * const store = new ContentStore(config);
 * await store.start();
 * const handler = await createSiteHandler(manifest, { config, store });
 * const res = await handler(new Request(config.siteUrl + "/api/v1/profile"));
 * assert.equal(res.status, 200);
 * await res.body?.cancel();
 * store.close(); // main.ts passes `handler` to Deno.serve instead
 * ```
 */
import type { Config } from "./config.ts";
import type { ContentStore } from "./content/store.ts";
import { createApp } from "./fresh/app.ts";
import { loadStatic } from "./fresh/static.ts";
import type { Manifest } from "./fresh/types.ts";
import { AnswerCache } from "./http/cache.ts";
import type { AppState } from "./site/state.ts";

/** What the handler serves: the configuration and the content store. */
export interface SiteOptions {
  config: Config;
  store: ContentStore;
}

/** A request handler; a repeat is answered synchronously, which spares Deno.serve a promise. */
export type Handler = (req: Request) => Response | Promise<Response>;

/** The handler for `manifest`, serving `static/`, `_fresh/js/` and `cli/dist/` beside it. */
export async function createSiteHandler(
  manifest: Manifest,
  { config, store }: SiteOptions,
): Promise<Handler> {
  const root = (path: string) => new URL(path, manifest.baseUrl);
  const files = await loadStatic(root("./static"), "/");
  await loadStatic(root("./_fresh/js"), "/_frsh/js/", files);
  // The command-line client bundled by `deno task build`, which
  // routes/cli.mjs.ts serves with this site's identity.
  const cli = await Deno.readTextFile(root("./cli/dist/cli.mjs")).catch(
    (error) => {
      if (error instanceof Deno.errors.NotFound) return undefined;
      throw error;
    },
  );
  const asset = (path: string) => {
    const file = files.get(path);
    return file ? `${path}?v=${file.hash}` : path;
  };
  const app = createApp(manifest, {
    staticFiles: files,
    state: (): AppState => ({ config, store, asset, cli }),
    islandUrl: (name) => asset(`/_frsh/js/${name}.js`),
  });
  const cache = new AnswerCache({ generation: () => store.generation });

  async function miss(req: Request): Promise<Response> {
    // Read before the app reads any content, so that an answer made while the
    // content reloads is not kept for the new content.
    const generation = store.generation;
    return await cache.store(req, await app(req), generation);
  }
  return function handle(req: Request): Response | Promise<Response> {
    return cache.match(req) ?? miss(req);
  };
}
