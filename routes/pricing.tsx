import { renderPage } from "../lib/site/web/handlers.ts";
import { DocPage } from "../components/DocPage.tsx";

export const handler = { GET: renderPage };

/**
 * How pricing works: the owner's price anchors first, when there are any (the
 * web page alone shows them: the Markdown, API and MCP never carry a price),
 * then the owner's text beside a call to action (lib/site/pages/page_docs.ts).
 */
export default DocPage;
