import type { HandlerContext, PageProps } from "../lib/fresh/types.ts";
import { noVarySearch } from "../lib/http/no_vary_search.ts";
import { canonicalRedirect } from "../lib/site/web/handlers.ts";
import { languageName, SEARCH_PATH } from "../lib/site/languages/languages.ts";
import type { searchPage } from "../lib/content/site_search.ts";
import { type MessageKey, siteMessages } from "../lib/content/messages.ts";
import { type AppState, requireSite } from "../lib/content/state.ts";
import { PageLinks, SearchForm } from "../components/Layout.tsx";

/** The results, the page's language's first, each with its language and excerpt. */
type Hits = Awaited<ReturnType<typeof searchPage>>;

/** A hit's kind's name in the catalogue; a kind without one shows none. */
const KINDS: Record<string, MessageKey> = {
  page: "search.kindPage",
  project: "search.kindProject",
  service: "search.kindService",
  faq: "search.kindFaq",
};

/** `/search/?q=…` (`/en/search/?q=…` in each other language): the box with the query, then the MCP
 * `search` tool's results (lib/content/site_search.ts), the page's language's first. Only `q` is
 * read (`No-Vary-Search`), never stored; a query over the box's `maxlength` is a 400; `noindex`. */
export const handler = {
  async GET(_req: Request, ctx: HandlerContext<Hits, AppState>): Promise<Response> {
    // MiniSearch loads on the first search (or the warm-up, lib/handler.ts), not at start-up.
    const { searchPage } = await import("../lib/content/site_search.ts");
    const site = requireSite(ctx.state);
    const here = site.prefix + SEARCH_PATH;
    if (ctx.url.pathname !== SEARCH_PATH) return canonicalRedirect(here, ctx.url);
    const query = ctx.url.searchParams.get("q") ?? "";
    const hits = query.trim() ? await searchPage(ctx.state.primary ?? site, query, site.lang) : [];
    const { t } = siteMessages(site);
    ctx.state.head = {
      title: query.trim() ? t("search.titleFor", { query }) : t("search.title"),
      description: t("search.description", { name: site.name }),
      canonical: site.config.siteUrl + here,
    };
    return ctx.render(hits, {
      headers: {
        "no-vary-search": noVarySearch(["q"]),
        "content-language": site.lang,
        // Results are not pages of their own: kept out of search engines' indexes.
        "x-robots-tag": "noindex",
      },
    });
  },
};

/** Parts whose odd ones are matched words, those marked. */
const marked = (parts: string[]) =>
  parts.map((part, i) => i % 2 ? <mark key={i}>{part}</mark> : part);

export default function Search({ data: hits, state, url }: PageProps<Hits, AppState>) {
  const site = requireSite(state);
  const query = url.searchParams.get("q") ?? "";
  const { t, lang, number } = siteMessages(site);
  const found = new Intl.PluralRules(lang).select(hits.length) === "one"
    ? "search.resultsOne"
    : "search.resultsMany";
  // With no query or no result: what can be found, and the site's main pages to go to instead.
  const pages = (
    <div class="search-pages">
      <p class="muted">{t("search.lead")}</p>
      <PageLinks site={site} />
    </div>
  );
  return (
    <>
      <header class="page-header search-header">
        <h1>{t("search.title")}</h1>
        <SearchForm site={site} query={query} />
      </header>
      {!query.trim() && pages}
      {query.trim() && (
        <section aria-labelledby="results-heading">
          <h2 id="results-heading">
            {hits.length
              ? t(found, { count: number(hits.length), query })
              : t("search.none", { query })}
          </h2>
          {!hits.length && pages}
          <ol class="search-results">
            {hits.map((hit) => {
              // Another language's page keeps its language and its address, and says which.
              const other = hit.lang !== lang ? hit.lang : undefined;
              const href = other ? hit.url : new URL(hit.url).pathname;
              return (
                <li key={hit.id}>
                  <a href={href} hreflang={other} lang={other}>{hit.title}</a>
                  {other && (
                    <span class="search-lang">
                      {t("search.inLanguage", { language: languageName(other, lang) })}
                    </span>
                  )}
                  {/* What kind of thing it is, and the headings the passage sits under. */}
                  <p class="search-where">
                    {KINDS[hit.kind] ? t(KINDS[hit.kind]) : ""}
                    {hit.section.length > 0 && (
                      <>
                        {" › "}
                        <span lang={other}>{marked(hit.section)}</span>
                      </>
                    )}
                  </p>
                  <p class="excerpt" lang={other}>{marked(hit.excerpt)}</p>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </>
  );
}
