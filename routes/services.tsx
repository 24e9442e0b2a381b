import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * The services: the owner's text, then the cards, from the same blocks as the
 * page's Markdown (lib/site/pages/page_docs.ts): cards of text and one link, so
 * blocks keep today's markup and say it once.
 */
export default DocPage;
