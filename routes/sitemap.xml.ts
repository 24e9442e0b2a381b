import { sitemapXml } from "../lib/discovery.ts";
import { generated } from "../lib/generated.ts";

export const handler = generated(
  "application/xml; charset=utf-8",
  ({ store }) => sitemapXml(store.require()),
);
