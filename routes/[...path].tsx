import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

/**
 * Every page listed in content/site.yaml that has no route of its own: its
 * title, its Markdown, and the way to get in touch (lib/site/pages/page_docs.ts,
 * `contentDoc`). Any other path is a 404.
 */
export const handler = { GET: renderPage };

export default DocPage;
