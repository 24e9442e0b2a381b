/**
 * Runtime configuration, read once from the environment.
 *
 * `SITE_URL` is the canonical address of the site; every absolute URL in every
 * output is built from it. When unset it is `http://localhost:$PORT`.
 */
export interface Config {
  /** Canonical site address, no trailing slash. */
  siteUrl: string;
  /** `siteUrl` + `/api/v1`. */
  baseUrl: string;
  /** Port the server listens on. */
  port: number;
  /** Folder holding the owner's content. */
  contentDir: string;
  /** True when the site address is a loopback host (local development). */
  local: boolean;
}

/** Reads the configuration from `env`, failing with a message that names the variable. */
export function readConfig(
  env: { get(name: string): string | undefined } = Deno.env,
): Config {
  const portText = env.get("PORT") ?? "8000";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `PORT must be a whole number from 0 to 65535, got "${portText}"`,
    );
  }
  const rawSite = env.get("SITE_URL") || `http://localhost:${port}`;
  let site: URL;
  try {
    site = new URL(rawSite);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://example.com, got "${rawSite}"`,
    );
  }
  if (site.protocol !== "http:" && site.protocol !== "https:") {
    throw new Error(
      `SITE_URL must use http or https, got "${rawSite}"`,
    );
  }
  const siteUrl = (site.origin + site.pathname).replace(/\/+$/, "");
  return {
    siteUrl,
    baseUrl: `${siteUrl}/api/v1`,
    port,
    contentDir: env.get("CONTENT_DIR") || "./content",
    local: ["localhost", "127.0.0.1", "[::1]"].includes(site.hostname),
  };
}
