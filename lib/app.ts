/**
 * The site's request handler: the manifest's routes, the static files, the
 * island bundles and the command-line client, and per-request state holding
 * the config and content.
 */
import { fileURLToPath } from "node:url";
import type { Config } from "./config.ts";
import { createHandler } from "./server/app.ts";
import { loadStatic } from "./server/static.ts";
import type { Manifest } from "./server/types.ts";
import type { AppState } from "./state.ts";
import type { ContentStore } from "./store.ts";

/** Builds the handler for `manifest`, serving `static/` and `_fresh/js/` beside it. */
export async function createSiteHandler(
  manifest: Manifest,
  config: Config,
  store: ContentStore,
): Promise<(req: Request) => Promise<Response>> {
  const root = (path: string) => fileURLToPath(new URL(path, manifest.baseUrl));
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
  return createHandler(manifest, {
    staticFiles: files,
    state,
    islandUrl: (name) => asset(`/_frsh/js/${name}.js`),
  });
}
