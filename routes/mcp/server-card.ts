import { SERVER_CARD_TYPE, serverCard } from "../../lib/site/discovery.ts";
import { generated } from "../../lib/site/handlers.ts";

/** The MCP server card at the location SEP-2127 recommends, beside the endpoint. */
export const handler = generated(
  SERVER_CARD_TYPE,
  ({ config }) => JSON.stringify(serverCard(config)),
);
