import { requireSite } from "../lib/content/state.ts";
import { JSON_FEED_TYPE, jsonFeed } from "../lib/site/agents/feeds.ts";
import { generated } from "../lib/site/web/handlers.ts";

/** The articles as a JSON Feed 1.1, in the request's language (`/en/feed.json`). */
export const handler = generated(
  `${JSON_FEED_TYPE}; charset=utf-8`,
  (state) => jsonFeed(requireSite(state)),
  (state) => ({ "content-language": requireSite(state).lang }),
);
