/** The questions and answers beside a call to action (lib/site/pages/page_docs.ts). */
export { DocPage as default, handler } from "../components/DocPage.tsx";
