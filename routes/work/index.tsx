import { renderPage } from "../../lib/site/web/handlers.ts";
import { DocPage } from "../../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's text, then the home page's projects as cards and every other
 * one as a line (compact at any count), from the same blocks as the page's
 * Markdown (lib/site/pages/page_docs.ts).
 */
export default DocPage;
