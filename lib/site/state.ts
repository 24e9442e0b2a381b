/** What every request's `ctx.state` starts with. */
import type { Config } from "../config.ts";
import type { ContentStore } from "../content/store.ts";

export interface AppState extends Record<string, unknown> {
  config: Config;
  store: ContentStore;
  /** URL of a static file with a cache-busting version. */
  asset: (path: string) => string;
  /** The command-line client's bundle (cli/dist/cli.mjs), when it was built. */
  cli?: string;
}
