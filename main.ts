/** Production entry: configuration → content store → the site's handler → Deno.serve. */
import "./lib/deno_version.ts"; // first: an older Deno stops here with one line
import manifest from "./fresh.gen.ts";
import { serverConfig } from "./lib/config.ts";
import { ContentStore } from "./lib/content/store.ts";
import { createSiteHandler } from "./lib/handler.ts";
import { serveResilient } from "./lib/http/serve.ts";
import type { buildSite } from "./lib/site/web/site.ts";

const config = serverConfig();

// Loads content/ (on failure the site answers 503 and retries) while the static files load; the
// site's builder (zod, markdown-it) loads only to read the content, not to start from the build.
let build: typeof buildSite;
const store = new ContentStore(config, {
  build: (...args) => build(...args),
  prepare: async () => build ??= (await import("./lib/site/web/site.ts")).buildSite,
  fromBuild: true,
});
const [handler] = await Promise.all([
  createSiteHandler(manifest, { config, store, warmUp: config.warmUp }),
  store.start(),
]);

// Deno.serve, started again if it runs out of descriptors; any other listen error (a port in use)
// stops the process with one line.
serveResilient({
  port: config.port,
  hostname: Deno.env.get("HOST") || undefined,
  onListen: ({ hostname, port }) => {
    if (store.loadedFrom) console.log(store.loadedFrom); // on standard output: stderr is for faults
    console.log(`Listening on http://${hostname}:${port}/ (site ${config.siteUrl}/)`);
  },
}, handler);
