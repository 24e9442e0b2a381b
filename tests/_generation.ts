/**
 * Writes the content generation `deno task build` would (lib/content/snapshot.ts) for a server
 * on `contentDir` at `siteUrl`, beside the build's own, for tests and benchmarks that start
 * servers with and without one.
 */
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { writeBuilt } from "../lib/content/snapshot.ts";
import { buildSite } from "../lib/site/web/site.ts";

/** The generation's file, written for `contentDir` served at `siteUrl`; remove it when done. */
export async function writeGeneration(contentDir: string, siteUrl: string): Promise<string> {
  const config = readConfig(new Map([["SITE_URL", siteUrl], ["CONTENT_DIR", contentDir]]));
  const site = async () => buildSite(await loadContent(contentDir), config);
  const key = await writeBuilt(config, site, { only: false });
  if (!key) throw new Error(`${contentDir} changed while its generation was written`);
  return new URL(`../_fresh/content/${key}.json`, import.meta.url).pathname;
}
