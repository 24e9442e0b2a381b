import { serverCard } from "../../../lib/site/discovery.ts";
import { generated } from "../../../lib/site/handlers.ts";

export const handler = generated(
  "application/json",
  ({ config }) => JSON.stringify(serverCard(config)),
);
