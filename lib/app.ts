/**
 * The site's request handler: the manifest's routes, the static files, the
 * island bundles and the command-line client, and per-request state holding
 * the config and content.
 */
import type { Config } from "./config.ts";
import { HttpError } from "./problem.ts";
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
  return createHandler(manifest, {
    malformed: (req) => badHost(req, config),
    cache: { generation: () => store.generation },
    staticFiles: files,
    state,
    islandUrl: (name) => asset(`/_frsh/js/${name}.js`),
  });
}

/** 400 for a request whose Host header is not a valid host[:port]: a problem, with the headers middleware would add. */
function badHost(req: Request, config: Config): Response {
  const host = JSON.stringify((req.headers.get("host") ?? "").slice(0, 100));
  const problem = new HttpError(
    "invalid_parameter",
    `The Host header ${host} is not a valid host[:port].`,
  ).toProblem(config);
  return Response.json(problem, {
    status: 400,
    headers: {
      "content-type": "application/problem+json",
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    },
  });
}
