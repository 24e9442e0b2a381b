/** Runtime configuration, read once from the environment; every absolute URL is on `SITE_URL`. */

/** Where the API is served: `{base_url}` is `SITE_URL` + this. */
export const API_PREFIX = "/api/v1";

export type Config = ReturnType<typeof readConfig>;

/** What the configuration is read from: `Deno.env`, or a `Map` in tests. */
type Env = { get(name: string): string | undefined };

/** Reads the configuration from `env`, failing with a message that names the variable. */
export function readConfig(env: Env = Deno.env) {
  const portText = env.get("PORT") ?? "8000";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${portText}"`);
  }
  const rawSite = env.get("SITE_URL") || `http://localhost:${port}`;
  const problem = siteUrlProblem(rawSite);
  if (problem) {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as https://example.com: ${problem}`,
    );
  }
  const warmUp = env.get("WARM_UP") ?? "1";
  if (warmUp !== "0" && warmUp !== "1") {
    throw new Error(`WARM_UP must be 1 (warm up: the default) or 0 (do not), got "${warmUp}"`);
  }
  const site = new URL(rawSite.trim());
  const siteUrl = (site.origin + site.pathname).replace(/\/+$/, "");
  return {
    /** Canonical site address, no trailing slash; `baseUrl` adds `API_PREFIX`. */
    siteUrl,
    baseUrl: siteUrl + API_PREFIX,
    port,
    contentDir: env.get("CONTENT_DIR") || "./content",
    contentMaxBytes: readMaxBytes(env, "CONTENT_MAX_BYTES", CONTENT_MAX_BYTES),
    imageMaxBytes: readMaxBytes(env, "IMAGE_MAX_BYTES", IMAGE_MAX_BYTES),
    local: ["localhost", "127.0.0.1", "[::1]"].includes(site.hostname),
    warmUp: warmUp === "1", // the warm-up after a first answer (lib/site/web/warm_up.ts)
    /** Pages show why content last failed to load, above the last good (`deno task dev`). */
    devErrors: env.get("DEV_ERRORS") === "1",
    /** The MCP Registry's proof of domain ownership, served at `/.well-known/`. */
    registryAuth: readRegistryAuth(env.get("MCP_REGISTRY_AUTH")),
  };
}

/** `readConfig()` for a server: a bad setting stops it with one line; a missing folder is awaited. */
export function serverConfig(): Config {
  let config: Config | undefined;
  try {
    config = readConfig();
    Deno.readDirSync(config.contentDir)[Symbol.iterator]().next();
    return config;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound && config) return config;
    const why = error instanceof Deno.errors.NotADirectory ? "it is not a folder" : error;
    console.error(
      config
        ? `CONTENT_DIR "${config.contentDir}" cannot be read (${why}): set it to the folder that holds the content, readable by the server's user`
        : (error as Error).message,
    );
    Deno.exit(1);
  }
}

/** The MCP Registry's HTTP proof record, as `mcp-publisher` prints it. */
const REGISTRY_AUTH = /^v=MCPv1; k=(ed25519|ecdsap384); p=[A-Za-z0-9+/]+={0,2}$/;

function readRegistryAuth(text: string | undefined): string | undefined {
  const value = text?.trim();
  if (value && !REGISTRY_AUTH.test(value)) {
    const got = value.slice(0, 120);
    throw new Error(
      `MCP_REGISTRY_AUTH must be the MCP Registry's proof record, "v=MCPv1; k=ed25519; p=<base64 public key>" (or k=ecdsap384), got "${got}": copy the line mcp-publisher's instructions write to mcp-registry-auth`,
    );
  }
  return value || undefined;
}

/** What is wrong with `value` as the site's address (or `deno task init`'s --site-url), if any. */
export function siteUrlProblem(value: string): string | undefined {
  const url = URL.parse(value.trim());
  if (!url) return `"${value}" is not an absolute URL`;
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return `"${value}" uses ${url.protocol.slice(0, -1)}, not http or https`;
  }
  if (url.username || url.password || url.search || url.hash) {
    return `"${value}" has a user, query or fragment, which a site address cannot have`;
  }
}

/** Default of `CONTENT_MAX_BYTES`: 1 MiB, many times the longest page a person writes. */
export const CONTENT_MAX_BYTES = 1024 * 1024;

/** Default of `IMAGE_MAX_BYTES`: 25 MiB, above a phone's photograph; visitors get WebP copies. */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;

function readMaxBytes(env: Env, name: string, fallback: number): number {
  const text = env.get(name);
  if (!text) return fallback;
  const bytes = Number(text);
  if (!Number.isInteger(bytes) || bytes < 1024) {
    throw new Error(`${name} must be a whole number of bytes, at least 1024, got "${text}"`);
  }
  return bytes;
}
