/**
 * The site's request handler, the one way through the code for a request:
 * the answer cache (lib/http/cache.ts) answers a repeat; anything else goes
 * to the app built from the manifest (lib/fresh/app.ts: routes, middleware,
 * static files, island bundles, the command-line client), and the cache
 * sends its answer, keeping it when it may be shared.
 *
 * @example
 * ```ts
 * const handler = await createSiteHandler(manifest, { config, store });
 * Deno.serve(handler);
 * ```
 */
import type { Config } from "./config.ts";
import type { ContentStore } from "./content/store.ts";
import { createApp, decodeUnreserved } from "./fresh/app.ts";
import { loadStatic } from "./fresh/static.ts";
import type { Manifest } from "./fresh/types.ts";
import { AnswerCache } from "./http/cache.ts";
import { HttpError, problemResponse } from "./http/problem.ts";
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

  // A failed If-Match (412) is found by the answer's conditional-request
  // function, after the app: it carries the CORS headers of the answer it refuses.
  function refused(error: unknown, req: Request): Response {
    if (!(error instanceof HttpError)) throw error;
    // The path as routed, as every other problem's `instance` gives it.
    const url = new URL(req.url);
    url.pathname = decodeUnreserved(url.pathname);
    return problemResponse(error, config, url);
  }
  return function handle(req: Request): Response | Promise<Response> {
    try {
      const answer = cache.answer(req, app);
      return answer instanceof Promise ? answer.catch((error) => refused(error, req)) : answer;
    } catch (error) {
      return refused(error, req);
    }
  };
}
