import { AGENT_TYPES } from "../../lib/site/agents/agent_urls.ts";
import { aiCatalog } from "../../lib/site/agents/catalogs.ts";
import { generated } from "../../lib/site/web/handlers.ts";

/** The AI catalog (ARD's well-known address): the MCP server and the agent catalog, ard.json. */
export const handler = generated(
  AGENT_TYPES.aiCatalog,
  ({ store }) => JSON.stringify(aiCatalog(store.require())),
);
