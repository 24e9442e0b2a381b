import { link } from "../lib/content/links.ts";
import type { PageProps } from "../lib/fresh/types.ts";
import type { HttpError } from "../lib/http/problem.ts";
import type { AppState } from "../lib/content/state.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { errorKind, renderError } from "../lib/site/web/errors.ts";

export const handler = renderError;

/** The error page for browsers in the site's language (problem+json, for others, is English). */
export default function ErrorPage({ data, state }: PageProps<{ error: HttpError }, AppState>) {
  const { error } = data;
  const site = state.site;
  const { t } = siteMessages(site);
  const to = (path: string) => site ? link(site, path) : path;
  const kind = errorKind(error);
  return (
    <section class="error-page">
      <h1>{t(`error.${kind}.title`)}</h1>
      <p>{t(`error.${kind}.text`)}</p>
      {/* The server's reason, in English as problem+json gives it: marked so, for screen readers. */}
      {kind === "refused" && <p lang="en">{error.detail}</p>}
      {kind !== "unavailable" && (
        <p>
          <a href={to("/")}>{t("error.home")}</a>
          {kind === "notFound" && (
            <>
              {` ${t("error.or")} `}
              <a href={to("/work/")}>{t("error.work")}</a>
              {t("text.stop")}
            </>
          )}
        </p>
      )}
    </section>
  );
}
