import type { PageProps } from "../lib/server/types.ts";
import { HttpError } from "../lib/problem.ts";
import { renderError } from "../lib/web.ts";

export const handler = renderError;

export default function ErrorPage({ error }: PageProps) {
  const known = error instanceof HttpError ? error : undefined;
  if (known?.code === "unavailable") {
    return (
      <section class="error-page">
        <h1>Back in a moment</h1>
        <p>
          The site's content could not be loaded just now. The server retries by itself; please
          reload this page in a few seconds.
        </p>
      </section>
    );
  }
  return (
    <section class="error-page">
      <h1>{known ? "That did not work" : "Something went wrong"}</h1>
      <p>{known ? known.detail : "The server failed to answer this request. Please try again."}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
