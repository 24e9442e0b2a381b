/**
 * `deno task build`'s last step: writes the site the server would build from
 * `CONTENT_DIR` with these settings into `_fresh/content/<key>.json`, where
 * the store starts from it while the content and settings are the same
 * (`readBuilt`, lib/content/snapshot.ts). Tests and benchmarks write more,
 * for the folders and addresses their servers use.
 *
 * @example
 * ```ts ignore
 * const file = await writeGeneration(readConfig()); // _fresh/content/4f84….json
 * ```
 */
import { type Config, readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { GENERATIONS, survey } from "../lib/content/snapshot.ts";
import { buildSite } from "../lib/site/web/site.ts";

/**
 * Writes the generation of `config`'s content and returns its file; with
 * `only` (the default) it removes what earlier builds wrote. Throws when the
 * content changed while it was read.
 */
export async function writeGeneration(config: Config, { only = true } = {}): Promise<string> {
  const before = await survey(config);
  const limits = { maxBytes: config.contentMaxBytes, imageMaxBytes: config.imageMaxBytes };
  const site = buildSite(await loadContent(config.contentDir, limits), config);
  if (!before || before.key !== (await survey(config))?.key) {
    throw new Error(`${config.contentDir} changed while its generation was written`);
  }
  // Pictures (`images`, the one Map) by their file, whose bytes the server reads for the key;
  // ASCII only, which the server decodes four times as fast.
  const text = JSON.stringify(site, function (key, value) {
    if (key === "config") return undefined; // the running server's, never the build's
    if (value instanceof Uint8Array && key === "bytes") return null;
    if (value instanceof Map && key === "images") return Object.fromEntries(value);
    if (value instanceof Map || ArrayBuffer.isView(value)) {
      throw new Error(`Cannot write "${key}": teach lib/content/snapshot.ts to read it back`);
    }
    return value;
  }).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (only) await Deno.remove(GENERATIONS, { recursive: true }).catch(() => {});
  await Deno.mkdir(GENERATIONS, { recursive: true });
  const file = new URL(`${before.key}.json`, GENERATIONS).pathname;
  const temporary = `${file}.${crypto.randomUUID()}`;
  await Deno.writeTextFile(temporary, text);
  await Deno.rename(temporary, file);
  return file;
}

/** `writeGeneration` for a server on `contentDir` at `siteUrl`, leaving the others in place. */
export function writeGenerationFor(contentDir: string, siteUrl: string): Promise<string> {
  const env = new Map([["SITE_URL", siteUrl], ["CONTENT_DIR", contentDir]]);
  return writeGeneration(readConfig(env), { only: false });
}
