import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * The owner's portrait and text beside the facts at a glance and the
 * credentials, then a next step, from the same blocks as the page's Markdown
 * (lib/site/pages/page_docs.ts).
 */
export default DocPage;
