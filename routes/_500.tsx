import { link } from "../lib/content/links.ts";
import type { PageProps } from "../lib/fresh/types.ts";
import type { HttpError } from "../lib/http/problem.ts";
import type { AppState } from "../lib/content/state.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { renderError } from "../lib/site/web/errors.ts";

export const handler = renderError;

/**
 * The error page for browsers, in the site's language; clients that want JSON
 * get the same error as problem+json (English, as the spec's).
 */
export default function ErrorPage({ data, state }: PageProps<{ error: HttpError }, AppState>) {
  const { error } = data;
  const site = state.site;
  const { t } = siteMessages(site);
  const to = (path: string) => site ? link(site, path) : path;
  if (error.code === "not_found") {
    return (
      <section class="error-page">
        <h1>{t("error.notFound.title")}</h1>
        <p>{t("error.notFound.text")}</p>
        <p>
          <a href={to("/")}>{t("error.home")}</a> {t("error.or")}{" "}
          <a href={to("/work/")}>{t("error.work")}</a>.
        </p>
      </section>
    );
  }
  if (error.code === "unavailable") {
    return (
      <section class="error-page">
        <h1>{t("error.unavailable.title")}</h1>
        <p>{t("error.unavailable.text")}</p>
      </section>
    );
  }
  const failed = error.code === "internal_error";
  return (
    <section class="error-page">
      <h1>{failed ? t("error.failed.title") : t("error.refused.title")}</h1>
      <p>{failed ? t("error.failed.text") : t("error.refused.text")}</p>
      {/* The server's reason, in English as problem+json gives it: marked so, for screen readers. */}
      {!failed && <p lang="en">{error.detail}</p>}
      <p>
        <a href={to("/")}>{t("error.home")}</a>
      </p>
    </section>
  );
}
