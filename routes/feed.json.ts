import { JSON_FEED_TYPE, jsonFeed } from "../lib/site/agents/feeds.ts";
import { localised } from "../lib/site/web/handlers.ts";

/** The articles as a JSON Feed 1.1, in the request's language (`/en/feed.json`). */
export const handler = localised(`${JSON_FEED_TYPE}; charset=utf-8`, jsonFeed);
