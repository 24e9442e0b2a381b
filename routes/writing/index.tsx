/** The owner's text, every article newest first, then the articles by topic (writing.ts). */
export { DocPage as default, handler } from "../../components/DocPage.tsx";
