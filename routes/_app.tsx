import type { AppProps } from "../lib/fresh/types.ts";
import type { AppState } from "../lib/content/state.ts";
import { Layout } from "../components/Layout.tsx";

export default function App({ state, url, Component }: AppProps<AppState>) {
  return (
    <Layout state={state} url={url}>
      <Component />
    </Layout>
  );
}
