/**
 * The one error type of the service and its RFC 9457 rendering. Every error
 * the API, the site and the MCP tools report is an `HttpError` with one of the
 * spec's codes; its title, status and hint come from this table.
 */
import type { Config } from "./config.ts";

/** The spec's error codes (section 7), with status, title and hint. */
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
    hint: () => "Add the missing query parameter and retry (for example ?path=/pricing/).",
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
} as const;

export type ProblemCode = keyof typeof PROBLEMS;
export const PROBLEM_CODES = Object.keys(PROBLEMS) as [ProblemCode, ...ProblemCode[]];

/** The RFC 9457 body, with the spec's `code`, `hint` and `docs`. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  code: ProblemCode;
  hint: string;
  docs?: string;
}

/** An error with a spec code; thrown anywhere, rendered in one place. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    // Expected control flow, rendered to the client and never logged: capturing
    // a stack trace would be most of its cost on hot error paths.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = limit;
    this.name = "HttpError";
    this.status = PROBLEMS[code].status;
  }

  /** The problem body for a request to `instance` (path and query). */
  toProblem(config: Config, instance?: string): Problem {
    const spec = PROBLEMS[this.code];
    return {
      type: `${config.siteUrl}/developers/#error-${this.code}`,
      title: spec.title,
      status: spec.status,
      detail: this.detail,
      ...(instance === undefined ? {} : { instance }),
      code: this.code,
      hint: spec.hint(config),
      docs: `${config.siteUrl}/developers/#errors`,
    };
  }
}

/** Shortens client input before an error detail echoes it (`instance` carries it in full). */
export function clip(value: string): string {
  return value.length > 100 ? value.slice(0, 100) + "…" : value;
}

/** `path?query` of a URL, as the `instance` member wants it. */
export function instanceOf(url: URL): string {
  return url.pathname + url.search;
}

/** Renders `error` as `application/problem+json`. */
export function problemResponse(
  error: HttpError,
  config: Config,
  url: URL,
): Response {
  return new Response(
    JSON.stringify(error.toProblem(config, instanceOf(url))),
    {
      status: error.status,
      headers: {
        "content-type": "application/problem+json",
        ...error.headers,
      },
    },
  );
}
