import type { ComponentChildren } from "preact";
import type { SitePage } from "../lib/site.ts";
import type { AppState } from "../lib/state.ts";
import { THEME_SCRIPT } from "../lib/theme.ts";
import ThemeToggle from "../islands/ThemeToggle.tsx";

interface LayoutProps {
  state: AppState;
  url: URL;
  page?: SitePage;
  title?: string;
  children: ComponentChildren;
}

/** The document around every page: head metadata, header, navigation, footer. */
export function Layout({ state, url, page, title, children }: LayoutProps) {
  const site = state.store.site;
  const name = site?.name ?? "Rao Web Studio";
  const fullTitle = page
    ? (page.path === "/" ? page.title : `${page.title} · ${name}`)
    : `${title ?? "Error"} · ${name}`;
  const nav = site?.pages.filter((p) => p.nav) ?? [];
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{fullTitle}</title>
        {page && <meta name="description" content={page.description} />}
        {page && <link rel="canonical" href={page.url} />}
        {page && (
          <link
            rel="alternate"
            type="text/markdown"
            href={`${page.url}index.md`}
            title="This page as Markdown"
          />
        )}
        {page && <meta property="og:type" content="website" />}
        {page && <meta property="og:title" content={page.title} />}
        {page && <meta property="og:description" content={page.description} />}
        {page && <meta property="og:url" content={page.url} />}
        {page && <meta property="og:site_name" content={name} />}
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <link rel="stylesheet" href={state.asset("/styles.css")} />
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        <header class="site-header">
          <a class="brand" href="/">{name}</a>
          {nav.length > 0 && (
            <nav aria-label="Main">
              <ul>
                {nav.map((p) => (
                  <li>
                    <a
                      href={p.path}
                      aria-current={url.pathname === p.path ||
                          (p.path !== "/" && url.pathname.startsWith(p.path))
                        ? "page"
                        : undefined}
                    >
                      {p.nav}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ThemeToggle />
        </header>
        <main id="main">
          {page && page.path !== "/" && (
            <header class="page-header">
              <h1>{page.title}</h1>
              <p class="lead">{page.description}</p>
            </header>
          )}
          {children}
        </main>
        <footer class="site-footer">
          <p>
            © {site?.updated.slice(0, 4)} {site?.profile.name ?? name}.{" "}
            <a href="/developers/">API, MCP and Markdown</a> · <a href="/llms.txt">llms.txt</a>
          </p>
        </footer>
      </body>
    </html>
  );
}
