import { SERVER_CARD_TYPE } from "../../../lib/site/agents/agent_urls.ts";
import { serverCard } from "../../../lib/site/agents/catalogs.ts";
import { generated } from "../../../lib/site/web/handlers.ts";

/** The same MCP server card at its well-known address. */
export const handler = generated(
  SERVER_CARD_TYPE,
  ({ config }) => JSON.stringify(serverCard(config)),
);
