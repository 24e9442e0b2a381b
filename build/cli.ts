/**
 * Bundles the command-line client into one ES module for Node.js 20+,
 * `cli/dist/cli.mjs`, and refuses a bundle that imports anything but Node's
 * built-in modules (it must run after a plain download, with no install).
 * `deno task build:cli` runs this file; `deno task build` calls `buildCli`.
 */
import { join } from "node:path";

/** Where the bundle is written, relative to the project root. */
export const CLI_BUNDLE = "cli/dist/cli.mjs";

/** Module specifiers that `source` imports or re-exports, static or dynamic. */
export function importedModules(source: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.add(match[1]);
  }
  return [...found].sort();
}

/**
 * Builds the bundle below `root`; returns its path. The bundle is written
 * beside the old one and renamed over it once checked, so a server starting
 * meanwhile never reads half a file, and a bad build never replaces a good one.
 */
export async function buildCli(root: string): Promise<string> {
  const out = join(root, CLI_BUNDLE);
  const draft = `${out}.${Deno.pid}.tmp`;
  try {
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["bundle", "--quiet", "--platform=deno", "--format=esm", "-o", draft, "cli/mod.ts"],
      cwd: root,
      stdout: "inherit",
      stderr: "piped",
    }).output();
    if (code !== 0) {
      throw new Error(`Bundling the CLI failed:\n${new TextDecoder().decode(stderr)}`);
    }
    const foreign = importedModules(await Deno.readTextFile(draft))
      .filter((specifier) => !specifier.startsWith("node:"));
    if (foreign.length) {
      throw new Error(
        `${CLI_BUNDLE} would import ${foreign.join(", ")}: the client may use only node: built-ins`,
      );
    }
    await Deno.chmod(draft, 0o755);
    await Deno.rename(draft, out);
  } finally {
    await Deno.remove(draft).catch(() => {});
  }
  return out;
}

if (import.meta.main) {
  const root = new URL("..", import.meta.url).pathname;
  await buildCli(root);
  console.log(`Built ${CLI_BUNDLE}`);
}
