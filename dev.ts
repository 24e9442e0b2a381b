/**
 * `deno task dev`: regenerate fresh.gen.ts, bundle the islands and the command-line client, then
 * serve (restarted by --watch). `deno task build`: the same, then the content check, failing on any
 * problem. Build tools live in build/; nothing at run time imports them.
 */
import "./lib/deno_version.ts"; // first: an older Deno stops here with one line
import { buildCli, CLI_BUNDLE } from "./build/cli.ts";
import { buildIslands } from "./build/islands.ts";
import { collectFiles, writeManifest } from "./build/manifest.ts";

const root = new URL(".", import.meta.url).pathname;
if (await writeManifest(root)) console.log("Wrote fresh.gen.ts");
const islands = await buildIslands(root, collectFiles(root).islands);
console.log(`Built ${islands.length} island bundle(s) in _fresh/js/`);
await buildCli(root);
console.log(`Built the command-line client in ${CLI_BUNDLE}`);
const { checkContent, fetchFonts, fontNotes } = await import("./build/check.ts");
const { readConfig } = await import("./lib/config.ts");
for (const line of await fetchFonts(readConfig())) console.log(line);

if (Deno.args[0] === "build") {
  // A hosted build must fail rather than publish a site that answers 503.
  const config = readConfig();
  const problems = await checkContent(config);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    console.error(`\nThe build stops: ${problems.length} problem(s) in ${config.contentDir}.`);
    Deno.exit(1);
  }
  for (const note of await fontNotes(config)) console.warn(note);
  console.log(`Checked the content in ${config.contentDir}`);
  const { writeGeneration } = await import("./build/content_generation.ts");
  console.log(`Wrote what the server starts from: ${await writeGeneration(config)}`);
} else {
  // Pages show a content error above the last good content and reload after a change.
  Deno.env.set("DEV_ERRORS", "1");
  const { serveDev } = await import("./build/dev_server.ts");
  await serveDev();
}
