/**
 * Production entry. Reads the configuration and the build's snapshot
 * (lib/snapshot.ts), listens at once, and answers from the snapshot's saved
 * responses; it loads the app (routes, Preact, schemas, the content store)
 * after the first answer, and a request the snapshot does not answer waits
 * for it.
 * The snapshot is used only when the project's files and SITE_URL are the
 * build's; otherwise the content is loaded and checked from its folder, and
 * retried in the background if that fails.
 */
import { readConfig } from "./lib/config.ts";
import { createSiteFront } from "./lib/front.ts";
import type { App, Handler } from "./lib/server/front.ts";
import { ResponseCache } from "./lib/server/response_cache.ts";
import { readSnapshot, snapshotMatches } from "./lib/snapshot.ts";
import type { ContentStore } from "./lib/store.ts";

const config = readConfig();
const root = new URL(".", import.meta.url);
const snapshot = await readSnapshot(root, config);
console.log(snapshot.note);

let store: ContentStore | undefined;
// The saved responses were made from the saved content, which is the store's
// first load (generation 1); any reload after that drops them.
const cache = new ResponseCache({ generation: () => store?.generation ?? 1 });
cache.seed(snapshot.responses ?? []);

/**
 * The app, loaded once, after the first answer or at the first request the
 * snapshot does not answer. Once its store watches the content, the files
 * are checked against the snapshot again: an edit made after start-up but
 * before the watch began reloads the content, which drops the saved answers.
 */
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
    if (snapshot.fingerprint && !(await snapshotMatches(root, config, snapshot.fingerprint))) {
      await loading.load();
    }
    store = loading;
    return dispatch = await createSiteApp(manifest, config, loading);
  })();

/** Where the front sends a miss: the app once it has loaded, and until then a wait for it. */
let dispatch: App = async (req) => (await loadApp())(req);
const front = createSiteFront((req) => dispatch(req), config, cache);
/**
 * The first request, the one that woke the process, is answered before the
 * app loads (about 100 ms of compiling); later ones go straight to the front.
 * No timer loads it sooner: Deno's first setTimeout costs about 10 ms.
 */
let handle: Handler = async (req) => {
  handle = front;
  const res = await front(req);
  loadApp();
  return res;
};
Deno.serve({
  port: config.port,
  hostname: Deno.env.get("HOST") || undefined,
  onListen: ({ hostname, port }) =>
    console.log(`Listening on http://${hostname}:${port}/ (site ${config.siteUrl}/)`),
}, (req) => handle(req));
