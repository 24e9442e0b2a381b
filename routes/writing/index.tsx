import { renderPage } from "../../lib/site/web/handlers.ts";
import { DocPage } from "../../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's text, every article newest first, then the articles by topic, from
 * the same blocks as the page's Markdown (lib/site/pages/writing.ts).
 */
export default DocPage;
