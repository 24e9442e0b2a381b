/**
 * Development entry. `deno task dev`: regenerate fresh.gen.ts, build the
 * islands and the command-line client, then start the server (restarted by
 * --watch on changes).
 * `deno task build` (this file with `build`): the same without starting.
 */
import { buildCli, CLI_BUNDLE } from "./cli/build.ts";
import { loadContent } from "./lib/content/load.ts";
import { createSiteHandler } from "./lib/app.ts";
import { readConfig } from "./lib/config.ts";
import { crawl } from "./lib/crawl.ts";
import { buildIslands } from "./lib/server/build.ts";
import { collectFiles, writeManifest } from "./lib/server/manifest.ts";
import { ResponseCache } from "./lib/server/response_cache.ts";
import { snapshotFile, writeSnapshot } from "./lib/snapshot.ts";
import { ContentStore } from "./lib/store.ts";

const root = new URL(".", import.meta.url).pathname;
if (await writeManifest(root)) console.log("Wrote fresh.gen.ts");
const islands = await buildIslands(root, collectFiles(root).islands);
console.log(`Built ${islands.length} island bundle(s) in _fresh/js/`);
await buildCli(root);
console.log(`Built the command-line client in ${CLI_BUNDLE}`);

// The site as the server first serves it: the validated content, and the
// answers to every URL a crawl reaches, saved for start-up (lib/snapshot.ts).
const config = readConfig();
const rootUrl = new URL(".", import.meta.url);
try {
  let count = 0;
  const bytes = await writeSnapshot(rootUrl, config, async () => {
    const content = await loadContent(config.contentDir);
    const { default: manifest } = await import("./fresh.gen.ts");
    const store = new ContentStore(config, { watch: false, initial: content });
    try {
      await store.start();
      if (!store.site) throw store.error;
      const cache = new ResponseCache({ generation: () => store.generation });
      // What API clients reach by filling in a parameter rather than by a link.
      const seeds = [
        ...content.projects.map((p) => `/api/v1/projects/${encodeURIComponent(p.slug)}`),
        ...content.pages.map((p) => `/api/v1/page?path=${encodeURIComponent(p.path)}`),
      ];
      const handle = await createSiteHandler(manifest, config, store, cache);
      await crawl(handle, { siteUrl: config.siteUrl, seeds });
      const responses = cache.save();
      count = responses.length;
      return { content, responses };
    } finally {
      store.close();
    }
  });
  console.log(
    bytes === undefined
      ? "Files changed while building: no snapshot"
      : `Saved the snapshot for ${config.siteUrl}: the content and ${count} responses, ${
        Math.round(bytes / 1024)
      } KiB`,
  );
} catch (error) {
  // The server starts anyway, answers 503 and names the problem; so does this.
  await Deno.remove(snapshotFile(rootUrl)).catch(() => {});
  console.error(`No snapshot: ${(error as Error).message}`);
}

if (Deno.args[0] !== "build") await import("./main.ts");
