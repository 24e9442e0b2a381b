/** The portrait and text beside the facts and credentials, then a next step (page_docs.ts). */
export { DocPage as default, handler } from "../components/DocPage.tsx";
