import { ATOM_TYPE, atomFeed } from "../lib/site/agents/feeds.ts";
import { localised } from "../lib/site/web/handlers.ts";

/** The articles as an Atom feed, in the request's language (`/en/feed.xml`). */
export const handler = localised(`${ATOM_TYPE}; charset=utf-8`, atomFeed);
