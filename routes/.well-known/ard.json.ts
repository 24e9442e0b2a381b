import { AI_CATALOG_TYPE } from "../../lib/site/agent_urls.ts";
import { ardCatalog } from "../../lib/site/catalogs.ts";
import { generated } from "../../lib/site/handlers.ts";

/** The agent catalog: the API, the MCP server, llms.txt and the résumé, with `urn:air:` names. */
export const handler = generated(
  AI_CATALOG_TYPE,
  ({ store }) => JSON.stringify(ardCatalog(store.require())),
);
