/** The contact page (page_docs.ts): its links open the visitor's own mail, calendar or phone. */
export { DocPage as default, handler } from "../components/DocPage.tsx";
