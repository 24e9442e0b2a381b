import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

export const handler = { GET: renderPage };

/** How pricing works: prices (web only), the owner's text, then the call to action (page_docs.ts). */
export default DocPage;
