/** The home page (page_docs.ts `homeDoc`), with the facts at a glance beside the first screen in the HTML only. */
export { DocPage as default, handler } from "../components/DocPage.tsx";
