import { serverCard } from "../../lib/site/discovery.ts";
import { generated } from "../../lib/site/handlers.ts";

/** The same card at the location SEP-2127 reserves beside the endpoint, with its own media type. */
export const handler = generated(
  "application/mcp-server-card+json",
  ({ config }) => JSON.stringify(serverCard(config)),
);
