export { Layout as default } from "../components/Layout.tsx";
