/** The HTTP side of the client: where the API is, one GET with a deadline, errors that say why. */
import { UsageError } from "./args.ts";
import { BASE_URL_ENV, COMMAND, type Env, IDENTITY, VERSION } from "./defaults.ts";

/** The API root when neither --base-url nor the environment names one (cli/defaults.ts). */
export const DEFAULT_BASE_URL = IDENTITY.baseUrl;

/**
 * The base URL from the flag, else the environment, else the default, without a trailing slash; a
 * usage error naming its source unless an absolute http(s) URL without a user name or password.
 */
export function resolveBaseUrl(flag: string | undefined, env: Env): string {
  const fromEnv = env[BASE_URL_ENV] || undefined;
  const [source, value] = flag !== undefined
    ? ["--base-url", flag]
    : fromEnv !== undefined
    ? [BASE_URL_ENV, fromEnv]
    : ["the default base URL", DEFAULT_BASE_URL];
  const example = `such as ${DEFAULT_BASE_URL}`;
  // Checked before anything echoes the value: "user:password@" must never be printed.
  if (/^[^?#]*@/.test(value)) {
    throw new UsageError(
      `${source} has a user name or password in it (the part before "@"); the API needs none and ${COMMAND} never sends them: give the API root alone, ${example}`,
    );
  }
  const wrong = (problem: string) => new UsageError(`${source} "${value}" ${problem}`);
  const port = /^[a-z][a-z0-9+.-]*:\/\/(?:\[[^\]]*\]|[^/?#:]*):([^/?#]*)/i.exec(value)?.[1];
  if (port && !(/^\d+$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    const why = /^\d+$/.test(port) ? "out of range" : "not a number";
    throw wrong(
      `has port ${port}, ${why}: a port is a number from 1 to 65535, as in http://localhost:8000/api/v1`,
    );
  }
  if (!URL.canParse(value)) {
    throw wrong(`is not an absolute URL: start it with http:// or https://, ${example}`);
  }
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw wrong(`does not start with http:// or https://: give a URL ${example}`);
  }
  if (!url.hostname) throw wrong(`has no host: give a URL ${example}`);
  if (url.search || url.hash || value.includes("#")) {
    throw wrong(`has a query or fragment: give the API root only, ${example}`);
  }
  return url.href.replace(/\/+$/, "");
}

/** Whether `baseUrl` looks like the API root, which ends in /api/v1. */
export function isApiRoot(baseUrl: string): boolean {
  return /\/api\/v1\/*$/.test(baseUrl);
}

/** An answer from the API, read in full: `text` is the body exactly as received. */
export type Answer = Awaited<ReturnType<typeof get>>;

/** The request never got an answer: refused, unresolvable, reset, or too slow. */
export class RequestError extends Error {
  override name = "RequestError";
  constructor(message: string, readonly timedOut = false) {
    super(message);
  }
}

/** Options of `get`: milliseconds before giving up (body included), and a fetch (the global one). */
export interface GetOptions {
  timeout: number;
  fetch?: typeof fetch;
}

/** GETs `url` and reads the whole body within the deadline. */
export async function get(url: string, options: GetOptions) {
  const signal = AbortSignal.timeout(options.timeout);
  try {
    const headers = { accept: "application/json", "user-agent": `${COMMAND}/${VERSION}` };
    const res = await (options.fetch ?? fetch)(url, { headers, signal });
    const text = await res.text();
    return { url, status: res.status, headers: res.headers, text };
  } catch (error) {
    if (signal.aborted) {
      throw new RequestError(`no answer from ${url} within ${options.timeout / 1000} s`, true);
    }
    throw new RequestError(`cannot reach ${url}: ${describeNetworkError(error)}`);
  }
}

/**
 * The `field` of every item of the first list in the JSON answer at `url` (the slugs of /projects,
 * the paths of /pages); undefined when it cannot be had (completion then offers nothing).
 */
export async function listOf(
  url: string,
  field: string,
  options: GetOptions,
): Promise<string[] | undefined> {
  try {
    const answer = await get(url, options);
    if (answer.status !== 200) return undefined;
    const items = Object.values(JSON.parse(answer.text) ?? {}).find(Array.isArray);
    return items?.map((item) => item?.[field]).filter((v) => typeof v === "string");
  } catch {
    return undefined;
  }
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: "connection refused; is the server running at that address?",
  ENOTFOUND: "no such host; check the host name",
  EAI_AGAIN: "the host name could not be resolved; check your network",
  ECONNRESET: "the connection was reset",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  CERT_HAS_EXPIRED: "the server's TLS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's TLS certificate is self-signed",
};

/** Node's fetch says only "fetch failed"; the reason is in `cause`. */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code;
  if (code) return `${REASONS[code] ?? (cause?.message || "network error")} (${code})`;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** When to retry, from a `Retry-After` of seconds or an HTTP date: "in 30 seconds". */
export function retryAfter(header: string | null, now = Date.now()): string | undefined {
  const value = header?.trim() ?? "";
  const seconds = /^\d+$/.test(value)
    ? Number(value)
    : Math.max(0, Math.ceil((Date.parse(value) - now) / 1000));
  if (!value || Number.isNaN(seconds)) return undefined;
  return seconds === 1 ? "in 1 second" : `in ${seconds} seconds`;
}
