/** The owner's text, the home page's projects as cards, every other as a line (page_docs.ts). */
export { DocPage as default, handler } from "../../components/DocPage.tsx";
