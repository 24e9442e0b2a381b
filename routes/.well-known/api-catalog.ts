import { apiIndex } from "../../lib/api/operations.ts";
import { AGENT_TYPES, apiCatalogLink } from "../../lib/site/agents/agent_urls.ts";
import { apiCatalog } from "../../lib/site/agents/catalogs.ts";
import { generated } from "../../lib/site/web/handlers.ts";

/** RFC 9727: the catalog, with a Link to itself so a HEAD request finds it too. */
export const handler = generated(AGENT_TYPES.apiCatalog, ({ store, config }) => {
  const site = store.require();
  return JSON.stringify(apiCatalog(site, apiIndex(config, site).endpoints));
}, ({ config }) => ({ link: apiCatalogLink(config) }));
