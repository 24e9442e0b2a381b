import { renderNotFound } from "../lib/web.ts";

export const handler = renderNotFound;

export default function NotFound() {
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
