import { SERVER_CARD_TYPE } from "../../../lib/site/agent_urls.ts";
import { serverCard } from "../../../lib/site/catalogs.ts";
import { generated } from "../../../lib/site/handlers.ts";

/** The same MCP server card at its well-known address. */
export const handler = generated(
  SERVER_CARD_TYPE,
  ({ config }) => JSON.stringify(serverCard(config)),
);
