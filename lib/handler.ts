/**
 * The one way through the code for a request: the answer cache (lib/http/cache.ts) answers a
 * repeat; anything else goes to the app of lib/fresh/ (one router for routes, operations, static
 * files and bundles), resolved once (lib/site/web/request.ts), and the cache keeps a shareable
 * answer. Whatever throws is answered by the one error path (lib/site/web/errors.ts), never by the
 * runtime's bare 500.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import manifest from "../fresh.gen.ts";
 * import { readConfig } from "./config.ts";
 * import { ContentStore } from "./content/store.ts";
 * import { buildSite } from "./site/web/site.ts";
 * const config = readConfig(new Map([["CONTENT_DIR", "tests/fixtures/minimal"]]));
 * const store = new ContentStore(config, { build: buildSite, watch: false });
 * await store.start();
 * const handler = await createSiteHandler(manifest, { config, store });
 * const res = await handler(new Request(config.siteUrl + "/api/v1/profile"));
 * assert.equal(res.status, 200);
 * await res.body?.cancel();
 * store.close(); // main.ts passes `handler` to Deno.serve instead
 * ```
 */
import { apiRoutes } from "./api/router.ts";
import type { Config } from "./config.ts";
import type { ContentStore } from "./content/store.ts";
import { createApp } from "./fresh/app.ts";
import { routedPath } from "./fresh/matcher.ts";
import { loadStatic } from "./fresh/static.ts";
import type { Manifest } from "./fresh/types.ts";
import { AnswerCache } from "./http/cache.ts";
import { answerError } from "./site/web/errors.ts";
import { loadLate, resolveRequest } from "./site/web/request.ts";
import { warm } from "./site/web/warm_up.ts";
import type { AppState } from "./content/state.ts";
import { languages, type Site } from "./content/model.ts";
import { pickLanguage } from "./http/negotiate.ts";
import { findPage, markdownMirrorPath, normalizePagePath } from "./content/page_path.ts";

/** A request handler; a repeat is answered synchronously, which spares Deno.serve a promise. */
export type Handler = (req: Request, info?: Deno.ServeHandlerInfo) => Response | Promise<Response>;

/**
 * The handler for `manifest`, serving `static/`, `_fresh/js/` and `cli/dist/` beside it; `warmUp`
 * (a function is given each) makes after a generation's first answer what a visitor would wait for.
 */
export async function createSiteHandler(manifest: Manifest, { config, store, warmUp = false }: {
  config: Config;
  store: ContentStore;
  warmUp?: boolean | ((warming: Promise<string[]>) => void);
}): Promise<Handler> {
  const root = (path: string) => new URL(path, manifest.baseUrl);
  const files = await loadStatic(root("./static"), "/");
  await loadStatic(root("./_fresh/js"), "/_frsh/js/", files);
  // The command-line client bundled by `deno task build`, which routes/cli.mjs.ts serves.
  const cli = await Deno.readTextFile(root("./cli/dist/cli.mjs"))
    .catch((error) => error instanceof Deno.errors.NotFound ? undefined : Promise.reject(error));
  const asset = (path: string) => files.has(path) ? `${path}?v=${files.get(path)!.hash}` : path;
  const app = createApp(manifest, {
    staticFiles: files,
    state: (): AppState => ({ config, store, asset, cli, site: store.site }),
    islandUrl: (name) => asset(`/_frsh/js/${name}.js`),
    routes: apiRoutes(),
    resolve: resolveRequest,
  });
  const cache = new AnswerCache({
    generation: () => store.generation,
    // The router's normal form (requestUrl), a page's two Markdown spellings as one.
    normalise: (path) => markdownMirror(routedPath(path), store.site),
    // The API's answers vary by the language `Accept-Language` picks (lib/site/web/request.ts).
    variant: {
      "accept-language": (value) => store.site ? pickLanguage(value, languages(store.site)) : "",
    },
  });

  /** What failed outside the app (the answer cache, an error page): `_500`, else a plain page. */
  async function failed(req: Request, error: unknown): Promise<Response> {
    try {
      await loadLate(store.site);
      return await app.renderError(req, error);
    } catch (again) {
      console.error("The error page failed:", again);
      const url = URL.parse(req.url) ?? new URL("http://invalid.invalid/");
      return answerError(req, error, { url, config });
    }
  }
  let warmed: Site | undefined;
  return function handle(req: Request, info?: Deno.ServeHandlerInfo): Response | Promise<Response> {
    try {
      const answer = cache.answer(req, app);
      if (warmUp && warmed !== store.site) {
        warmed = store.site;
        // Once that answer is sent (info), not when it is made: nothing then delays its bytes.
        const warming = warm(app, store, info?.completed ?? answer);
        if (typeof warmUp === "function") warmUp(warming);
      }
      return answer instanceof Promise ? answer.catch((error) => failed(req, error)) : answer;
    } catch (error) {
      return failed(req, error);
    }
  };
}

/**
 * `/about/index.md` as its mirror `/about.md` when `/about/` is a page of `site` (not a language's
 * home): the resolver answers both with the page's Markdown, so they are one answer.
 */
function markdownMirror(path: string, site: Site | undefined): string {
  const page = path.endsWith("/index.md") ? normalizePagePath(path) : undefined;
  if (!site || !page) return path;
  const language = site.translations.find((t) => page.startsWith(`${t.prefix}/`));
  const own = language ? page.slice(language.prefix.length) : page;
  return own !== "/" && findPage(language ?? site, own) ? markdownMirrorPath(page) : path;
}
