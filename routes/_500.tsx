import type { PageProps } from "../lib/fresh/types.ts";
import type { HttpError } from "../lib/http/problem.ts";
import { renderError } from "../lib/site/errors.ts";

export const handler = renderError;

/** The error page for browsers; clients that want JSON get the same error as problem+json. */
export default function ErrorPage({ data }: PageProps<{ error: HttpError }>) {
  const { error } = data;
  if (error.code === "not_found") {
    return (
      <section class="error-page">
        <h1>Page not found</h1>
        <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
        <p>
          <a href="/">Go to the home page</a> or <a href="/work/">see the work</a>.
        </p>
      </section>
    );
  }
  if (error.code === "unavailable") {
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
  const failed = error.code === "internal_error";
  return (
    <section class="error-page">
      <h1>{failed ? "Something went wrong" : "That did not work"}</h1>
      <p>{failed ? "The server failed to answer this request. Please try again." : error.detail}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}
