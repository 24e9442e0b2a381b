import { SERVER_CARD_TYPE } from "../../lib/site/agents/agent_urls.ts";
import { serverCard } from "../../lib/site/agents/catalogs.ts";
import { generated } from "../../lib/site/web/handlers.ts";

/** The MCP server card at the location SEP-2127 recommends, beside the endpoint. */
export const handler = generated(
  SERVER_CARD_TYPE,
  ({ config }) => JSON.stringify(serverCard(config)),
);
