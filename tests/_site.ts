/**
 * A fixture's site, built in-process as the server builds it, for the unit
 * tests beside lib/site's modules: `await fixtureSite("full")`.
 */
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import type { Site } from "../lib/content/model.ts";
import { buildSite } from "../lib/site/web/site.ts";

/** The site of `tests/fixtures/<name>/` served at `siteUrl`. */
export async function fixtureSite(name: string, siteUrl = "https://site.test"): Promise<Site> {
  const dir = new URL(`./fixtures/${name}/`, import.meta.url).pathname;
  const config = readConfig(new Map([["SITE_URL", siteUrl], ["CONTENT_DIR", dir]]));
  return buildSite(await loadContent(dir), config);
}
