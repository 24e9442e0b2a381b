import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * The contact page, from the same blocks as its Markdown
 * (lib/site/pages/page_docs.ts), with a copy button beside the address. Every
 * link opens the visitor's own mail client, calendar, phone or messenger;
 * there is no form.
 */
export default DocPage;
