import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * The questions and answers beside a call to action, from the same blocks as
 * the page's Markdown (lib/site/pages/page_docs.ts): plain headings and
 * paragraphs, so blocks are the simplest single source and keep the page's
 * ids and classes.
 */
export default DocPage;
