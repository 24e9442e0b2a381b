import { sitemapXml } from "../lib/site/sitemaps.ts";
import { generated } from "../lib/site/handlers.ts";

export const handler = generated(
  "application/xml; charset=utf-8",
  ({ store }) => sitemapXml(store.require()),
);
