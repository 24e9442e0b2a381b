import { AGENT_TYPES } from "../../lib/site/agents/agent_urls.ts";
import { serverCard } from "../../lib/site/agents/catalogs.ts";
import { generated } from "../../lib/site/web/handlers.ts";

/** The MCP server card at the location SEP-2127 recommends, beside the endpoint. */
export const handler = generated(
  AGENT_TYPES.serverCard,
  ({ config }) => JSON.stringify(serverCard(config)),
);
