import { AGENT_TYPES } from "../../lib/site/agents/agent_urls.ts";
import { ardCatalog } from "../../lib/site/agents/catalogs.ts";
import { generated } from "../../lib/site/web/handlers.ts";

/** The agent catalog: the API, the MCP server, llms.txt, the résumé and the contact card, with `urn:air:` names. */
export const handler = generated(
  AGENT_TYPES.aiCatalog,
  ({ store }) => JSON.stringify(ardCatalog(store.require())),
);
