/**
 * `deno task registry`: writes `server.json`, the official MCP Registry's
 * description of this site's MCP server as a remote server (Streamable HTTP
 * at `SITE_URL/mcp`). Its name and version are the server's own, as
 * `initialize` and the server card give them (lib/mcp/identity.ts): the
 * site's domain reversed, then `/mcp` (`https://www.example.com` →
 * `com.example.www/mcp`), which the Registry grants to whoever proves the
 * domain (`/.well-known/mcp-registry-auth`, `MCP_REGISTRY_AUTH`), and the
 * API's version. Title and description come from the content. Publishing
 * itself is `mcp-publisher publish` (README).
 *
 * @example
 * ```sh
 * SITE_URL=https://www.example.com deno task registry            # ./server.json
 * SITE_URL=https://www.example.com deno task registry --out x.json
 * ```
 */
import { parseArgs } from "node:util";
import { type Config, readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { serverDescription, SHORT_DESCRIPTION } from "../lib/mcp/identity.ts";
import type { Site } from "../lib/content/model.ts";
import { buildSite } from "../lib/site/web/site.ts";

/** The published schema `server.json` follows (a copy is in tests/fixtures/registry/). */
export const SERVER_SCHEMA =
  "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

/** The Registry's limit on `title` and `description`. */
const MAX = 100;

/**
 * Why `config`'s site address cannot be published, if it cannot: the
 * Registry lists public HTTPS servers, and names them by their domain.
 */
export function publishProblem(config: Config): string | undefined {
  const url = new URL(config.siteUrl);
  if (url.protocol !== "https:" || config.local || !url.hostname.includes(".")) {
    return `SITE_URL must be the site's public https address, such as https://www.example.com, got "${config.siteUrl}": the MCP Registry lists public servers by their domain`;
  }
}

/** The content of `server.json` for `site`: the server's name, version and icons, the content's words. */
export function serverJson(site: Site) {
  const { config } = site;
  const { name, version, icons } = serverDescription(config).serverInfo;
  const description = [
    site.tagline,
    `Read-only facts about ${site.name}: profile, work, services, FAQ, contact and pages.`,
    SHORT_DESCRIPTION,
  ].find((text) => text.length <= MAX)!;
  return {
    $schema: SERVER_SCHEMA,
    name,
    title: site.name.slice(0, MAX),
    description,
    version,
    websiteUrl: `${config.siteUrl}/`,
    icons,
    remotes: [{ type: "streamable-http", url: `${config.siteUrl}/mcp` }],
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: { out: { type: "string", default: "server.json" } },
  });
  const config = readConfig();
  const problem = publishProblem(config);
  if (problem) {
    console.error(problem);
    Deno.exit(1);
  }
  const site = buildSite(await loadContent(config.contentDir), config);
  const json = serverJson(site);
  await Deno.writeTextFile(values.out, JSON.stringify(json, null, 2) + "\n");
  console.log(`Wrote ${values.out} for ${json.name} (version ${json.version}).`);
  console.log(
    `Publish it with: mcp-publisher login http --domain ${
      new URL(config.siteUrl).hostname
    } --private-key … && mcp-publisher publish`,
  );
}
