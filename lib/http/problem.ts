/**
 * The one error type and its RFC 9457 body: every error of the API, site, `/mcp` and MCP tools is
 * an `HttpError` with a code of this table, rendered in one place (lib/site/web/errors.ts): the
 * spec's eight (section 7), a failed `If-Match`, `/mcp`'s three refusals, an unexpected failure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 *
 * const error = new HttpError("project_not_found", 'No project has the slug "x".');
 * assert.equal(error.status, 404); // a route throws it; the one error path renders it
 * ```
 */
import type { Config } from "../config.ts";

/**
 * @example
 * ```ts
 * PROBLEMS.page_not_found.status; // 404
 * ```
 */
export const PROBLEMS = {
  not_found: {
    status: 404,
    title: "Not found",
    hint: (c: Config) =>
      `List what exists via the API index (${c.baseUrl}/) or the OpenAPI document (${c.baseUrl}/openapi.json).`,
  },
  project_not_found: {
    status: 404,
    title: "Project not found",
    hint: (c: Config) => `Call the project list (${c.baseUrl}/projects) for valid slugs.`,
  },
  page_not_found: {
    status: 404,
    title: "Page not found",
    hint: (c: Config) => `Call the page list (${c.baseUrl}/pages) for valid paths.`,
  },
  missing_parameter: {
    status: 400,
    title: "Missing parameter",
    hint: () => "Add the missing query parameter and retry (for example the path parameter).",
  },
  invalid_parameter: {
    status: 400,
    title: "Invalid parameter",
    hint: (c: Config) =>
      `Check the parameter's format in the OpenAPI document (${c.baseUrl}/openapi.json).`,
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    hint: () => "Use GET or HEAD; this service is read-only.",
  },
  not_acceptable: {
    status: 406,
    title: "Not acceptable",
    hint: (c: Config) =>
      `Use the getPage endpoint (${c.baseUrl}/page?path=…) for JSON, or ask for text/html or text/markdown.`,
  },
  unavailable: {
    status: 503,
    title: "Service unavailable",
    hint: () =>
      "The site data could not be loaded; retry after the number of seconds in the Retry-After header.",
  },
  precondition_failed: {
    status: 412,
    title: "Precondition failed",
    hint: () =>
      "The resource changed since the ETag you sent in If-Match (or the date in If-Unmodified-Since): fetch it again and use its new ETag.",
  },
  forbidden: {
    status: 403,
    title: "Forbidden",
    hint: () =>
      "Call the MCP server from a client (no Origin header) or from a page on this site's own origin.",
  },
  payload_too_large: {
    status: 413,
    title: "Payload too large",
    hint: () => "Send a smaller request body: at most 64 KiB.",
  },
  unsupported_media_type: {
    status: 415,
    title: "Unsupported media type",
    hint: () => "Send the body as JSON with Content-Type: application/json.",
  },
  internal_error: {
    status: 500,
    title: "Internal server error",
    hint: () => "Retry later; if it persists, the site's owner needs to look at the server's log.",
  },
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

const MCP_ONLY: ProblemCode[] = ["forbidden", "payload_too_large", "unsupported_media_type"];

/**
 * The codes an API operation can answer with (the OpenAPI Problem schema's): all but `/mcp`'s own.
 *
 * @example
 * ```ts
 * API_PROBLEM_CODES.includes("forbidden"); // false: only /mcp sends it
 * ```
 */
export const API_PROBLEM_CODES = (Object.keys(PROBLEMS) as ProblemCode[])
  .filter((code) => !MCP_ONLY.includes(code));

export interface HttpErrorOptions {
  /** Response headers the error needs (`Allow`, `Retry-After`). Default: none. */
  headers?: Record<string, string>;
  /** What to do next, where the code's usual hint does not fit (`/mcp` takes POST). Default: the table's. */
  hint?: string;
}

/** An error with a code from `PROBLEMS`; thrown anywhere, rendered in one place. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly #hint?: string;
  constructor(readonly code: ProblemCode, readonly detail: string, options: HttpErrorOptions = {}) {
    // Rendered, never logged: a stack trace would be most of its cost on hot error paths.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = limit;
    this.name = "HttpError";
    this.status = PROBLEMS[code].status;
    this.headers = options.headers ?? {};
    this.#hint = options.hint;
  }

  /** The RFC 9457 body with the spec's `code`, `hint` and `docs`, at `instance` (path and query). */
  toProblem(config: Config, instance?: string) {
    const spec = PROBLEMS[this.code];
    return {
      type: `${config.siteUrl}/developers/#error-${this.code}`,
      title: spec.title,
      status: spec.status,
      detail: this.detail,
      ...(instance === undefined ? {} : { instance }),
      code: this.code,
      hint: this.#hint ?? spec.hint(config),
      docs: `${config.siteUrl}/developers/#errors`,
    };
  }
}

/**
 * Shortens client input an error detail echoes (`instance` carries it in full).
 *
 * @example
 * ```ts
 * clip("x".repeat(200)).length; // 101: 100 characters and "…"
 * ```
 */
export function clip(value: string): string {
  return value.length > 100 ? value.slice(0, 100) + "…" : value;
}

/**
 * Renders `error` as `application/problem+json`, its `instance` the path and query of `url`.
 *
 * @example
 * ```ts
 * import { readConfig } from "../config.ts";
 * const error = new HttpError("page_not_found", "No page /x/.");
 * const res = problemResponse(error, readConfig(new Map()), new URL("http://x/x/?a=1"));
 * (await res.json()).instance; // "/x/?a=1"
 * ```
 */
export function problemResponse(error: HttpError, config: Config, url: URL): Response {
  const body = JSON.stringify(error.toProblem(config, url.pathname + url.search));
  const headers = { "content-type": "application/problem+json", ...error.headers };
  return new Response(body, { status: error.status, headers });
}
