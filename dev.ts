/**
 * Development entry. `deno task dev`: regenerate fresh.gen.ts, build the
 * islands, then start the server (restarted by --watch on changes).
 * `deno task build` (this file with `build`): the same without starting.
 */
import { buildIslands } from "./lib/server/build.ts";
import { collectFiles, writeManifest } from "./lib/server/manifest.ts";

const root = new URL(".", import.meta.url).pathname;
if (await writeManifest(root)) console.log("Wrote fresh.gen.ts");
const islands = await buildIslands(root, (await collectFiles(root)).islands);
console.log(`Built ${islands.length} island bundle(s) in _fresh/js/`);

if (Deno.args[0] !== "build") await import("./main.ts");
