import { serverCard } from "../../../lib/discovery.ts";
import { generated } from "../../../lib/generated.ts";

export const handler = generated(
  "application/json",
  ({ config }) => JSON.stringify(serverCard(config)),
);
