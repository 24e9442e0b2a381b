/** How pricing works: prices (web only), the owner's text, a call to action (page_docs.ts). */
export { DocPage as default, handler } from "../components/DocPage.tsx";
