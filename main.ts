/**
 * Production entry. Reads the configuration and the build's snapshot
 * (lib/snapshot.ts), listens at once, and answers from the snapshot's saved
 * responses while it loads the app (routes, Preact, schemas, the content
 * store) in the background; a request they do not answer waits for the app.
 * The snapshot is used only when the project's files and SITE_URL are the
 * build's; otherwise the content is loaded and checked from its folder, and
 * retried in the background if that fails.
 */
import { readConfig } from "./lib/config.ts";
import { createSiteFront } from "./lib/front.ts";
import type { App, Handler } from "./lib/server/front.ts";
import { ResponseCache } from "./lib/server/response_cache.ts";
import { readSnapshot } from "./lib/snapshot.ts";
import type { ContentStore } from "./lib/store.ts";

const config = readConfig();
const snapshot = await readSnapshot(new URL(".", import.meta.url), config);
console.log(snapshot.note);

let store: ContentStore | undefined;
// The saved responses were made from the saved content, which is the store's
// first load (generation 1); any reload after that drops them.
const cache = new ResponseCache({ generation: () => store?.generation ?? 1 });
cache.seed(snapshot.responses ?? []);

/** The app, loaded once: started by the first request that needs it, or after the first answer. */
let app: Promise<App> | undefined;
const loadApp = () =>
  app ??= (async () => {
    const [{ default: manifest }, { createSiteApp }, { ContentStore }] = await Promise.all([
      import("./fresh.gen.ts"),
      import("./lib/app.ts"),
      import("./lib/store.ts"),
    ]);
    const loading = new ContentStore(config, { initial: snapshot.content });
    await loading.start();
    store = loading;
    return await createSiteApp(manifest, config, loading);
  })();

const front = createSiteFront(async (req) => (await loadApp())(req), config, cache);
// Without requests, load the app soon anyway, so that the first miss does not wait for it.
const idle = setTimeout(loadApp, 1000);
/**
 * The first request, the one that woke the process, is answered before
 * loading the app (about 100 ms of compiling) can delay it; later ones go
 * straight to the front.
 */
let handle: Handler = async (req) => {
  handle = front;
  const res = await front(req);
  clearTimeout(idle);
  setTimeout(loadApp, 0);
  return res;
};
Deno.serve({
  port: config.port,
  hostname: Deno.env.get("HOST") || undefined,
  onListen: ({ hostname, port }) =>
    console.log(`Listening on http://${hostname}:${port}/ (site ${config.siteUrl}/)`),
}, (req) => handle(req));
