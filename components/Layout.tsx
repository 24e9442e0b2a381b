import type { Site, SitePage } from "../lib/content/model.ts";
import type { AppState } from "../lib/content/state.ts";
import type { AppProps } from "../lib/fresh/types.ts";
import { jsonLdText, structuredData } from "../lib/site/pages/structured_data.ts";
import { cardPath, hasPage } from "../lib/content/page_path.ts";
import { CARD_HEIGHT, CARD_WIDTH, cardAlt } from "../lib/site/pictures/share_card.ts";
import { feedRows } from "../lib/site/agents/feeds.ts";
import { THEME_SCRIPT } from "../lib/site/web/theme.ts";
import {
  alternates,
  languageName,
  SEARCH_PATH,
  textDirection,
  writtenIn,
} from "../lib/site/languages/languages.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { link } from "../lib/content/links.ts";
import MenuEscape from "../islands/MenuEscape.tsx";
import ThemeToggle from "../islands/ThemeToggle.tsx";
import WebMcp from "../islands/WebMcp.tsx";

/**
 * The site's search form, in every page's footer and at the top of the search
 * page with `query` in it. It is a declarative WebMCP tool too (attributes
 * spread in: Preact's types do not know WebMCP's yet), so agents can search.
 */
export function SearchForm({ site, query = "" }: { site: Site; query?: string }) {
  const { t } = siteMessages(site);
  const tool = {
    toolname: "search_site",
    tooldescription:
      "Searches everything this site publishes (pages, case studies, services, FAQ answers) and opens the results page, best match first.",
  };
  return (
    <form class="site-search" action={link(site, SEARCH_PATH)} method="get" role="search" {...tool}>
      <label for="site-search-q">{t("layout.searchLabel")}</label>
      <input
        id="site-search-q"
        type="search"
        name="q"
        required
        maxLength={200}
        defaultValue={query}
        {...{ toolparamdescription: t("layout.searchWords") }}
      />
      <button type="submit" class="button secondary">{t("layout.searchButton")}</button>
    </form>
  );
}

type Frame = ReturnType<typeof frameOf>;

/**
 * The page and its head (`state.head` where there is no page), the site's name (without content,
 * the 503 page, its host), `to` (`link()` in the site's language; without content, the path as it
 * is) and the page in each language (none with one).
 */
function frameOf(props: { state: AppState; url: URL }) {
  const { site, config, page } = props.state;
  return {
    ...props.state.head,
    ...props,
    page,
    site,
    t: siteMessages(site).t,
    name: site?.name ?? new URL(config.siteUrl).host,
    to: (path: string) => site ? link(site, path) : path,
    lang: (text?: string) => site ? writtenIn(site, text) : {}, // the owner's words left to another language
    languages: site && site.languages.length > 1 ? alternates(site, page ?? { path: "/" }) : [],
  };
}

/** The document around every page (`_app`): head, header, the page in <main>, footer. */
export function Layout({ Component, state, url }: AppProps<AppState>) {
  const frame = frameOf({ state, url });
  const { state: { site, store, config }, t } = frame;
  const lang = site?.lang ?? "en";
  // The command stays as it is typed, in <code>, where the catalogue's `{command}` is.
  const devOnly = t("devError.devOnly").split("{command}");
  return (
    <html lang={lang} dir={textDirection(lang) === "rtl" ? "rtl" : undefined}>
      <Head {...frame} />
      <body>
        <a class="skip" href="#main">{t("layout.skip")}</a>
        <SiteHeader {...frame} />
        <main id="main" tabIndex={-1}>
          {config.devErrors && (store.error || store.notes.length > 0) && (
            <section class="dev-error" role="alert" aria-labelledby="dev-error-title">
              <h2 id="dev-error-title">{t("devError.title")}</h2>
              <p>
                {store.error ? t("devError.lastGood") : t("devError.check")} {devOnly[0]}
                <code>deno task dev</code>
                {devOnly[1]}
              </p>
              <pre>{[store.error?.message, ...store.notes].filter(Boolean).join("\n")}</pre>
            </section>
          )}
          <Component />
        </main>
        <SiteFooter {...frame} />
        {/* Renders nothing: registers the MCP tools on the page where the browser has WebMCP. */}
        <WebMcp />
        <span id="page-end" hidden />
      </body>
    </html>
  );
}

/** The head: title, description, canonical and alternate addresses, share card, JSON-LD, styles. */
function Head(
  { state, site, page, t, name, languages, title, description, canonical, stylesheet }: Frame,
) {
  return (
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>
        {page?.path === "/" ? page.title : `${page?.title ?? title ?? t("layout.error")} · ${name}`}
      </title>
      {(page?.description ?? description) && (
        <meta name="description" content={page?.description ?? description} />
      )}
      {(page?.url ?? canonical) && <link rel="canonical" href={page?.url ?? canonical} />}
      {page && site && (
        <>
          <link
            rel="alternate"
            type="text/markdown"
            href={`${page.url}index.md`}
            title={t("layout.markdownAlternate")}
          />
          {languages.map((l) => (
            <link key={l.lang} rel="alternate" hreflang={l.lang} href={l.url} />
          ))}
          {languages[0] && <link rel="alternate" hreflang="x-default" href={languages[0].url} />}
          <ShareMeta site={site} page={page} name={name} />
          <script
            type="application/ld+json"
            // Data, not script: CSP does not apply, and jsonLdText escapes "<".
            dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData(site, page)) }}
          />
        </>
      )}
      {site && feedRows(site).map(({ type, url }) => (
        <link
          key={type}
          rel="alternate"
          type={type}
          href={url}
          title={t("writing.feedTitle", { site: site.name })}
        />
      ))}
      <meta name="color-scheme" content="light dark" />
      <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      <link rel="stylesheet" href={state.asset("/styles.css")} />
      {/* The CV's own sheet: here, not in the body, where it once let the first paint move. */}
      {stylesheet && <link rel="stylesheet" href={state.asset(stylesheet)} />}
      {
        /* No first paint before the whole page is parsed (HTML's "expect" link, which the Nu
          checker does not know yet): on a slow CPU what comes later would move what was painted.
          Chromium stops waiting at the start tag named: an empty one at the end of the body. */
      }
      <link rel="expect" href="#page-end" {...{ blocking: "render" }} />
      {/* deno task dev only (build/dev_server.ts): reloads the page after a change. */}
      {state.config.devErrors && <script src="/_dev/reload.js" defer></script>}
      <link rel="icon" href={state.asset("/favicon.svg")} type="image/svg+xml" />
      {/* No JavaScript: the toggle, which could not work, is hidden (CSP refuses inline <style>). */}
      <noscript>
        <link rel="stylesheet" href="/noscript.css" />
      </noscript>
    </head>
  );
}

/** What a link preview shows: the Open Graph and Twitter tags with the page's share card. */
function ShareMeta({ site, page, name }: { site: Site; page: SitePage; name: string }) {
  const { title, description, url } = page;
  const [image, alt] = [link(site, cardPath(page), { absolute: true }), cardAlt(site, page)];
  const og = {
    type: page.project || page.article ? "article" : "website",
    title,
    description,
    url,
    site_name: name,
    locale: site.locale,
    image,
    "image:type": "image/png",
    "image:width": String(CARD_WIDTH),
    "image:height": String(CARD_HEIGHT),
    "image:alt": alt,
  };
  const twitter = { card: "summary_large_image", title, description, image, "image:alt": alt };
  return (
    <>
      {Object.entries(og).map(([key, value]) =>
        value && <meta key={key} property={`og:${key}`} content={value} />
      )}
      {Object.entries(twitter).map(([key, value]) => (
        <meta key={key} name={`twitter:${key}`} content={value} />
      ))}
    </>
  );
}

/**
 * The site's main pages (those with a menu label) as a list of links: the header's navigation, and
 * where a search finds nothing. With `url`, `aria-current` is "page" on the page itself and "true" on
 * a section it is in (a case study in Work).
 */
export function PageLinks({ site, url, class: list }: { site: Site; url?: URL; class?: string }) {
  const path = url?.pathname;
  const current = (linked: string) =>
    path === linked ? "page" : linked !== "/" && path?.startsWith(linked) && "true";
  return (
    <ul class={list}>
      {site.pages.filter((p) => p.nav).map((p) => (
        <li key={p.path}>
          <a
            href={link(site, p.path)}
            aria-current={current(p.path) || undefined}
            {...writtenIn(site, p.nav)}
          >
            {p.nav}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header: the brand, the navigation (one list, shown wide or in a menu), languages, theme. */
function SiteHeader({ url, site, t, name, to, languages, lang }: Frame) {
  return (
    <header class="site-header">
      <div class="site-header-inner">
        <a class="brand" href={to("/")}>
          <span class="brand-mark" aria-hidden="true">{site?.mark ?? [...name][0]}</span>
          <span class="brand-name" {...lang(name)}>{name}</span>
        </a>
        {site?.pages.some((p) => p.nav) && (
          // Wide screens show the list; phones a menu that opens without JavaScript (<details>).
          <nav class="site-nav" aria-label={t("layout.nav")}>
            <PageLinks site={site} url={url} class="nav-wide" />
            <details class="nav-menu">
              <summary>{t("layout.menu")}</summary>
              <PageLinks site={site} url={url} />
            </details>
            <MenuEscape />
          </nav>
        )}
        {languages.length > 0 && (
          <nav class="languages" aria-label={t("layout.languages")}>
            <ul>
              {languages.map((l) => (
                <li key={l.lang}>
                  <a
                    href={l.url}
                    hreflang={l.lang}
                    lang={l.lang}
                    aria-current={l.current ? "page" : undefined}
                  >
                    {languageName(l.lang)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ThemeToggle
          label={t("layout.themeToggle")}
          toLight={t("layout.themeToLight")}
          toDark={t("layout.themeToDark")}
        />
      </div>
    </header>
  );
}

/** The footer: who, the site's search form, and the links every page has. */
function SiteFooter({ url, site, page, t, name, to, lang }: Frame) {
  const legal = site?.raw.site.legal;
  const owners = [...new Set([site?.profile.name, name])]; // a brand that is the name, once
  const links = [
    hasPage(site, "/developers/") && { href: "/developers/", text: t("layout.developers") },
    site && { href: "/cv/", text: t("layout.cv") },
    legal?.notice && { href: legal.notice, text: t("layout.legalNotice") },
    legal?.privacy && { href: legal.privacy, text: t("layout.privacy") },
    { href: "/llms.txt", text: "llms.txt" },
    page && { href: `${page.path}index.md`, text: t("layout.pageMarkdown"), type: "text/markdown" },
  ];
  return (
    <footer class="site-footer">
      <div class="site-footer-inner">
        <p {...lang(name)}>
          {site ? `© ${site.updated.slice(0, 4)} ${siteMessages(site).list(owners)}` : name}
        </p>
        {site && url.pathname !== SEARCH_PATH && <SearchForm site={site} />}
        <ul class="footer-links">
          {links.map((l) =>
            l && (
              <li key={l.href}>
                <a href={to(l.href)} type={l.type}>{l.text}</a>
              </li>
            )
          )}
        </ul>
      </div>
    </footer>
  );
}
