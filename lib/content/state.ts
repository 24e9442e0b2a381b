/**
 * Every request's `ctx.state`, typed: configuration, content store, asset addresses, CLI bundle,
 * and what the request was resolved to once (lib/site/web/request.ts): site, page and form.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import type { Site } from "./model.ts";
 * const site = { name: "Studio" } as Site;
 * assert.equal(requireSite({ site } as AppState), site);
 * ```
 */
import type { Config } from "../config.ts";
import type { ContentStore } from "./store.ts";
import { inLanguage, type Site, type SitePage } from "./model.ts";

export interface AppState extends Record<string, unknown> {
  config: Config;
  store: ContentStore;
  /** URL of a static file with a cache-busting version. */
  asset: (path: string) => string;
  /** The command-line client's bundle (cli/dist/cli.mjs), when it was built. */
  cli?: string;
  /** The site in the request's language (`/en/…`: the translation's); none while none has loaded. */
  site?: Site;
  /** On a translation's address, the primary language's site, whose search covers every language. */
  primary?: Site;
  /** The page a page route answers, found once. */
  page?: SitePage;
  /** How a page route's answer is made: its HTML page or its Markdown. */
  form?: "html" | "markdown";
  /** The document's head where there is no page to say it: the search page, the CV, errors. */
  head?: { title?: string; description?: string; canonical?: string; stylesheet?: string };
}

/** The request's site, or the 503 `unavailable` error while no content has loaded. */
export function requireSite(state: AppState): Site {
  return state.site ?? state.store.require();
}

/** The request's site for machine files (`/en/llms.txt`): its language's, the others after it. */
export function languageSite(state: AppState): Site {
  const site = requireSite(state);
  return inLanguage(state.primary ?? site, site.lang);
}
