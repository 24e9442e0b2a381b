import { requireSite } from "../lib/content/state.ts";
import { ATOM_TYPE, atomFeed } from "../lib/site/agents/feeds.ts";
import { generated } from "../lib/site/web/handlers.ts";

/** The articles as an Atom feed, in the request's language (`/en/feed.xml`). */
export const handler = generated(
  `${ATOM_TYPE}; charset=utf-8`,
  (state) => atomFeed(requireSite(state)),
  (state) => ({ "content-language": requireSite(state).lang }),
);
