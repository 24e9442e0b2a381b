import { contentSignalHeaders } from "../lib/site/agents/agent_urls.ts";
import { sitemapMd } from "../lib/site/agents/sitemaps.ts";
import { generated } from "../lib/site/web/handlers.ts";
import { markdownTokenHeaders } from "../lib/site/pages/tokens.ts";

/** sitemap.xml for agents: every page with its Markdown, in Markdown. */
export const handler = generated(
  "text/markdown; charset=utf-8",
  ({ store }) => sitemapMd(store.require()),
  (_state, body) => ({ ...contentSignalHeaders(), ...markdownTokenHeaders(body) }),
);
