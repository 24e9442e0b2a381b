import { contentSignalHeaders } from "../lib/site/agent_urls.ts";
import { sitemapMd } from "../lib/site/sitemaps.ts";
import { generated } from "../lib/site/handlers.ts";
import { markdownTokenHeaders } from "../lib/site/tokens.ts";

/** sitemap.xml for agents: every page with its Markdown, in Markdown. */
export const handler = generated(
  "text/markdown; charset=utf-8",
  ({ store }) => sitemapMd(store.require()),
  (_state, body) => ({ ...contentSignalHeaders(), ...markdownTokenHeaders(body) }),
);
