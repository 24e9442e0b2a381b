import { AI_CATALOG_TYPE, aiCatalog } from "../../lib/site/discovery.ts";
import { generated } from "../../lib/site/handlers.ts";

/** The AI catalog: where the MCP server card is. */
export const handler = generated(
  AI_CATALOG_TYPE,
  ({ config }) => JSON.stringify(aiCatalog(config)),
);
