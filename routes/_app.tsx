import type { AppProps } from "../lib/fresh/types.ts";
import type { AppState } from "../lib/content/state.ts";
import type { PageData } from "../lib/site/handlers.ts";
import { Layout } from "../components/Layout.tsx";

export default function App(props: AppProps<AppState>) {
  const data = props.data as
    | Partial<PageData> & {
      title?: string;
      description?: string;
      canonical?: string;
      stylesheet?: string;
    }
    | undefined;
  return (
    <Layout
      state={props.state}
      url={props.url}
      page={data?.page}
      title={data?.title}
      description={data?.description}
      canonical={data?.canonical}
      stylesheet={data?.stylesheet}
    >
      <props.Component />
    </Layout>
  );
}
