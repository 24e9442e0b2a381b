/**
 * Development entry. `deno task dev`: regenerate fresh.gen.ts, build the
 * islands and the command-line client, then start the server (restarted by
 * --watch on changes).
 * `deno task build` (this file with `build`): the same without starting.
 */
import { buildCli, CLI_BUNDLE } from "./cli/build.ts";
import { loadContent } from "./lib/content/load.ts";
import { CONTENT_SNAPSHOT, writeSnapshot } from "./lib/content/snapshot.ts";
import { readConfig } from "./lib/config.ts";
import { buildIslands } from "./lib/server/build.ts";
import { collectFiles, writeManifest } from "./lib/server/manifest.ts";

const root = new URL(".", import.meta.url).pathname;
if (await writeManifest(root)) console.log("Wrote fresh.gen.ts");
const islands = await buildIslands(root, (await collectFiles(root)).islands);
console.log(`Built ${islands.length} island bundle(s) in _fresh/js/`);
await buildCli(root);
console.log(`Built the command-line client in ${CLI_BUNDLE}`);

// The validated content, so that start-up can skip validating the same files again.
const { contentDir } = readConfig();
try {
  const saved = await writeSnapshot(CONTENT_SNAPSHOT, contentDir, loadContent);
  console.log(saved ? "Saved the content snapshot" : "Content changed while loading: no snapshot");
} catch (error) {
  // The server starts anyway, answers 503 and names the problem; so does this.
  await Deno.remove(CONTENT_SNAPSHOT).catch(() => {});
  console.error(`No content snapshot: ${(error as Error).message}`);
}

if (Deno.args[0] !== "build") await import("./main.ts");
