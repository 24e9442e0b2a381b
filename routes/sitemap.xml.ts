import { sitemapXml } from "../lib/site/agents/sitemaps.ts";
import { generated } from "../lib/site/web/handlers.ts";

export const handler = generated(
  "application/xml; charset=utf-8",
  ({ store }) => sitemapXml(store.require()),
);
