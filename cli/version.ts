/**
 * The client's version, read from `cli/package.json` so that `--version`, npm
 * and the bundle can never disagree.
 */
import manifest from "./package.json" with { type: "json" };

/** The version printed by `site --version` and sent in the User-Agent. */
export const VERSION: string = manifest.version;
