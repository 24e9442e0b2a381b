/**
 * Development entry. `deno task dev`: regenerate fresh.gen.ts, bundle the
 * islands and the command-line client, then start the server (restarted by
 * --watch on changes). `deno task build` (this file with `build`): the same
 * without starting. The build tools live in build/; nothing at run time
 * imports them.
 */
import { buildCli, CLI_BUNDLE } from "./build/cli.ts";
import { buildIslands } from "./build/islands.ts";
import { collectFiles, writeManifest } from "./build/manifest.ts";

const root = new URL(".", import.meta.url).pathname;
if (await writeManifest(root)) console.log("Wrote fresh.gen.ts");
const islands = await buildIslands(root, collectFiles(root).islands);
console.log(`Built ${islands.length} island bundle(s) in _fresh/js/`);
await buildCli(root);
console.log(`Built the command-line client in ${CLI_BUNDLE}`);

if (Deno.args[0] !== "build") await import("./main.ts");
