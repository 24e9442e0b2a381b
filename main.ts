/**
 * Production entry: read the configuration, load the content (from the build's
 * snapshot when the files match it; retrying in the background if loading
 * fails), build the handler from fresh.gen.ts, serve.
 */
import manifest from "./fresh.gen.ts";
import { createSiteHandler } from "./lib/app.ts";
import { readConfig } from "./lib/config.ts";
import { CONTENT_SNAPSHOT } from "./lib/content/snapshot.ts";
import { ContentStore } from "./lib/store.ts";

const config = readConfig();
const store = new ContentStore(config, { snapshot: CONTENT_SNAPSHOT });
await store.start();
const handler = await createSiteHandler(manifest, config, store);

Deno.serve({
  port: config.port,
  hostname: Deno.env.get("HOST") || undefined,
  onListen: ({ hostname, port }) =>
    console.log(`Listening on http://${hostname}:${port}/ (site ${config.siteUrl}/)`),
}, handler);
