/** The services: the owner's text, then the cards (lib/site/pages/page_docs.ts). */
export { DocPage as default, handler } from "../components/DocPage.tsx";
