import type { HandlerContext, PageProps } from "../lib/fresh/types.ts";
import { noVarySearch } from "../lib/http/no_vary_search.ts";
import { canonicalRedirect } from "../lib/site/web/handlers.ts";
import { ownLanguageFirst, SEARCH_PATH } from "../lib/site/languages/languages.ts";
import type { Site } from "../lib/content/model.ts";
import { type MessageKey, siteMessages } from "../lib/content/messages.ts";
import { type AppState, requireSite } from "../lib/content/state.ts";

interface SearchData {
  site: Site;
  query: string;
  /** The search's bound on a query (`MAX_QUERY_LENGTH`), said on the page. */
  max: number;
  /** The results, as the MCP `search` tool finds them, each with its language. */
  hits: { id: string; title: string; url: string; lang: string }[];
}

/** The catalogue key naming each kind of hit. */
const KINDS: Record<string, MessageKey> = {
  page: "search.kindPage",
  project: "search.kindProject",
  service: "search.kindService",
  faq: "search.kindFaq",
};

/**
 * `/search/?q=…` (and `/en/search/?q=…` in each other language): everything
 * the site publishes (pages, case studies, services, answers), searched by
 * the same index as the MCP `search` tool (lib/content/site_search.ts, built on
 * first use, covering every language), from the form in every page's footer.
 * The page's own language's results come first, the others' after
 * (`ownLanguageFirst`). Read-only: the query is only read, never stored.
 * Only `q` is read (`No-Vary-Search`), so the answer cache keeps one page per
 * normalised query; a query over the search's bound (`MAX_QUERY_LENGTH`) is
 * a 400. A results page is `noindex` and in no sitemap.
 */
export const handler = {
  async GET(_req: Request, ctx: HandlerContext<SearchData, AppState>): Promise<Response> {
    // MiniSearch loads on the first search (or the warm-up, lib/handler.ts), not at start-up.
    const { MAX_QUERY_LENGTH, searchSite } = await import("../lib/content/site_search.ts");
    const site = requireSite(ctx.state);
    const here = site.prefix + SEARCH_PATH;
    if (ctx.url.pathname !== SEARCH_PATH) return canonicalRedirect(here, ctx.url);
    const query = ctx.url.searchParams.get("q") ?? "";
    const hits = query.trim()
      ? ownLanguageFirst(site, await searchSite(ctx.state.primary ?? site, query))
      : [];
    const { t } = siteMessages(site);
    ctx.state.head = {
      title: query.trim() ? t("search.titleFor", { query }) : t("search.title"),
      description: t("search.description", { name: site.name }),
      canonical: site.config.siteUrl + here,
    };
    return ctx.render({ site, query, max: MAX_QUERY_LENGTH, hits }, {
      headers: {
        "no-vary-search": noVarySearch(["q"]),
        "content-language": site.lang,
        // Results are not pages of their own: kept out of search engines' indexes.
        "x-robots-tag": "noindex",
      },
    });
  },
};

export default function Search({ data }: PageProps<SearchData, AppState>) {
  const { query, max, hits, site } = data;
  const { t, lang, number } = siteMessages(site);
  const found = new Intl.PluralRules(lang).select(hits.length) === "one"
    ? "search.resultsOne"
    : "search.resultsMany";
  return (
    <>
      <header class="page-header">
        <h1>{t("search.title")}</h1>
        <p class="lead">{t("search.lead")}</p>
        <p class="muted">{t("search.limit", { max: number(max) })}</p>
      </header>
      {query.trim()
        ? (
          <section aria-labelledby="results-heading">
            <h2 id="results-heading">
              {hits.length
                ? t(found, { count: number(hits.length), query })
                : t("search.none", { query })}
            </h2>
            <ol class="search-results">
              {hits.map((hit) => {
                // A translation's case study is listed by its page path (`page:/en/work/x/`),
                // and is still a case study.
                const own = hit.lang === lang && site.pages.find((p) => p.url === hit.url);
                const kind = KINDS[own && own.project ? "project" : hit.id.split(":")[0]];
                // Another language's page keeps its language and its address.
                const other = hit.lang !== lang;
                return (
                  <li key={hit.id}>
                    <a
                      href={other ? hit.url : new URL(hit.url).pathname}
                      hreflang={other ? hit.lang : undefined}
                      lang={other ? hit.lang : undefined}
                    >
                      {hit.title}
                    </a>{" "}
                    <span class="muted">{kind ? t(kind) : ""}</span>
                  </li>
                );
              })}
            </ol>
          </section>
        )
        : <p>{t("search.empty")}</p>}
    </>
  );
}
