/**
 * What every request's `ctx.state` starts with: the configuration and the
 * content store, which the API, the MCP server and the site all read, plus
 * the site handler's static-asset addresses and CLI bundle.
 */
import type { Config } from "../config.ts";
import type { ContentStore } from "./store.ts";
import type { Site } from "./model.ts";

export interface AppState extends Record<string, unknown> {
  config: Config;
  store: ContentStore;
  /**
   * On a translation's address (`/en/…`), the primary language's site, whose
   * search covers every language; `store` answers the translation's.
   */
  primary?: Site;
  /** URL of a static file with a cache-busting version. */
  asset: (path: string) => string;
  /** The command-line client's bundle (cli/dist/cli.mjs), when it was built. */
  cli?: string;
}
