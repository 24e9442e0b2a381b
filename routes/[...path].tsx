/** A page of content/site.yaml with no route of its own (`contentDoc`); any other path is a 404. */
export { DocPage as default, handler } from "../components/DocPage.tsx";
