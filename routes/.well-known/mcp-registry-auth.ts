import { HttpError } from "../../lib/http/problem.ts";
import { generated } from "../../lib/site/web/handlers.ts";

/**
 * The MCP Registry's proof of this domain (`mcp-publisher login http`): `MCP_REGISTRY_AUTH`'s key
 * line. Never stale: a rotated key would fail behind a CDN for as long as it keeps the old.
 */
export const handler = generated("text/plain; charset=utf-8", ({ config }) => {
  if (!config.registryAuth) {
    const hint = "The owner sets MCP_REGISTRY_AUTH to publish the MCP server in the MCP Registry.";
    throw new HttpError("not_found", "No MCP Registry key is configured for this site.", { hint });
  }
  return `${config.registryAuth}\n`;
}, () => ({ "cache-control": "no-cache" }));
