import { SERVER_CARD_TYPE, serverCard } from "../../../lib/site/discovery.ts";
import { generated } from "../../../lib/site/handlers.ts";

/** The same MCP server card at its well-known address. */
export const handler = generated(
  SERVER_CARD_TYPE,
  ({ config }) => JSON.stringify(serverCard(config)),
);
