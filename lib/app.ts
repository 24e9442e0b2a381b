/**
 * The site's app and request handler: the manifest's routes, the static
 * files, the island bundles and the command-line client, and per-request state
 * holding the config and content.
 */
import type { Config } from "./config.ts";
import { createSiteFront } from "./front.ts";
import { createApp } from "./server/app.ts";
import type { App, Handler } from "./server/front.ts";
import { ResponseCache } from "./server/response_cache.ts";
import { loadStatic } from "./server/static.ts";
import type { Manifest } from "./server/types.ts";
import type { AppState } from "./state.ts";
import type { ContentStore } from "./store.ts";

/** The app for `manifest`, serving `static/` and `_fresh/js/` beside it. */
export async function createSiteApp(
  manifest: Manifest,
  config: Config,
  store: ContentStore,
): Promise<App> {
  const root = (path: string) => new URL(path, manifest.baseUrl);
  const files = await loadStatic(root("./static"), "/");
  await loadStatic(root("./_fresh/js"), "/_frsh/js/", files);
  // The command-line client bundled by `deno task build`, offered for
  // `curl -O {site_url}/cli.mjs && node cli.mjs profile`.
  const cli = (await loadStatic(root("./cli/dist"), "/")).get("/rao.mjs");
  if (cli) files.set("/cli.mjs", cli);
  const asset = (path: string) => {
    const file = files.get(path);
    return file ? `${path}?v=${file.hash}` : path;
  };
  const state = (): AppState => ({ config, store, asset });
  return createApp(manifest, {
    staticFiles: files,
    state,
    islandUrl: (name) => asset(`/_frsh/js/${name}.js`),
  });
}

/** The whole handler at once: the app behind the front, with a cache of its own. */
export async function createSiteHandler(
  manifest: Manifest,
  config: Config,
  store: ContentStore,
  cache = new ResponseCache({ generation: () => store.generation }),
): Promise<Handler> {
  return createSiteFront(await createSiteApp(manifest, config, store), config, cache);
}
