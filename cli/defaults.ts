/**
 * Whose client this is: its name, version, default API and help's example project and page. The
 * defaults are neutral (a server on this machine); a site serves its copy at `/cli.mjs` with a
 * first statement setting `globalThis[IDENTITY_GLOBAL]` (routes/cli.mjs.ts): it needs no flag.
 */
import manifest from "./package.json" with { type: "json" };

/** `site --version` and the User-Agent's, from `cli/package.json`: npm and the bundle agree. */
export const VERSION: string = manifest.version;

/**
 * What a site tells its copy of the client: the command's name, the API root used when neither
 * --base-url nor the environment names one, and a project slug and page path for help's examples.
 */
export type Identity = typeof DEFAULTS;

/** The global a served copy sets before this module runs. */
export const IDENTITY_GLOBAL = "siteCliIdentity";

const DEFAULTS = {
  command: "site",
  baseUrl: "http://localhost:8000/api/v1",
  project: "my-project",
  page: "/about/",
};

const given = (globalThis as Record<string, unknown>)[IDENTITY_GLOBAL];

/** The identity in force: the serving site's, else the neutral defaults. */
export const IDENTITY: Identity = {
  ...DEFAULTS,
  ...(given && typeof given === "object" ? given as Partial<Identity> : {}),
};

/** The process's environment variables, or a test's. */
export type Env = Record<string, string | undefined>;

export const COMMAND: string = IDENTITY.command;

/** `SITE_API_URL` for the command `site`: an environment variable of this command. */
export function envName(suffix: string): string {
  return `${COMMAND.toUpperCase().replaceAll("-", "_")}_${suffix}`;
}

/** Environment variable naming the API's base URL, such as `SITE_API_URL` for `site`. */
export const BASE_URL_ENV = envName("API_URL");
