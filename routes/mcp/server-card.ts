import { SERVER_CARD_TYPE } from "../../lib/site/agent_urls.ts";
import { serverCard } from "../../lib/site/catalogs.ts";
import { generated } from "../../lib/site/handlers.ts";

/** The MCP server card at the location SEP-2127 recommends, beside the endpoint. */
export const handler = generated(
  SERVER_CARD_TYPE,
  ({ config }) => JSON.stringify(serverCard(config)),
);
