/**
 * Bundles islands for the browser: one entry per island that hydrates every
 * `<x-island data-island="Name">` on the page, with Preact split into a shared
 * chunk. Output goes to `_fresh/js/` (gitignored). esbuild names that chunk
 * after its content (`chunk-<hash>.js`), which the server recognises
 * (`HASHED_NAME` in lib/fresh/static.ts) and caches for a year.
 */
import { join } from "node:path";
import { islandName } from "../lib/fresh/mod.ts";

/** Builds the island bundles below `root`; returns the island names. */
export async function buildIslands(root: string, islands: string[]): Promise<string[]> {
  const out = join(root, "_fresh");
  for (const made of ["js", "entries"]) { // not fonts/: build/fonts.ts keeps those it still needs
    await Deno.remove(join(out, made), { recursive: true }).catch(() => {});
  }
  if (!islands.length) return [];
  await Deno.mkdir(join(out, "entries"), { recursive: true });
  const entries: string[] = [];
  const names: string[] = [];
  for (const file of islands) {
    const name = islandName(file);
    const entry = join(out, "entries", `${name}.ts`);
    await Deno.writeTextFile(
      entry,
      [
        `import { h, hydrate } from "preact";`,
        `import Island from "../../${file.slice(2)}";`,
        `for (const el of document.querySelectorAll('x-island[data-island="${name}"]')) {`,
        `  hydrate(h(Island, JSON.parse(el.getAttribute("data-props") ?? "{}")), el);`,
        `}`,
        ``,
      ].join("\n"),
    );
    entries.push(entry);
    names.push(name);
  }
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: [
      "bundle",
      "--quiet",
      "--platform=browser",
      "--minify",
      "--code-splitting",
      "--outdir",
      join(out, "js"),
      ...entries,
    ],
    cwd: root,
    stdout: "inherit",
    stderr: "piped",
  }).output();
  if (code !== 0) {
    throw new Error(`Bundling islands failed:\n${new TextDecoder().decode(stderr)}`);
  }
  return names;
}
