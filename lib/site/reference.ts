/**
 * The facts of the developers guide's API reference, from the table of
 * operations: example requests, real example responses and the error codes.
 * lib/site/developers_guide.ts makes the guide of them, which the HTML page
 * and the page's Markdown both render.
 */
import { type ProblemCode, PROBLEMS } from "../http/problem.ts";
import type { Site } from "../content/model.ts";
import { endpointExample, exampleArgs, type Operation } from "../api/operation.ts";

/** The example request URL of `op` on this site. */
export function exampleUrl(site: Site, op: Operation): string {
  return site.config.baseUrl + endpointExample(op, site);
}

/** An example response as the guide shows it, and what was left out of it. */
export interface ExampleResponse {
  /** The JSON, indented. */
  json: string;
  /**
   * What was cut to keep it readable, one phrase per cut, such as
   * "1 of 4 projects shown"; empty when the example is the whole response.
   */
  shortened: string[];
}

/** Longest text an example shows whole; a longer one keeps its first `EXAMPLE_TEXT_KEPT` characters. */
const EXAMPLE_TEXT_MAX = 300;
const EXAMPLE_TEXT_KEPT = 200;

/**
 * A real response of `op` for its example request, shortened for reading:
 * a list of objects keeps its first item, a text over 300 characters its
 * first 200; lists of plain values are short and shown whole. Each cut is named in
 * `shortened`, so the guide never passes a shortened answer off as whole.
 */
export function exampleResponse(site: Site, op: Operation): ExampleResponse {
  if (op.operationId === "getOpenApiDocument") {
    return {
      json: JSON.stringify(
        { openapi: "3.1.1", info: { title: "…", version: "1.0.0" }, paths: "…" },
        null,
        2,
      ),
      shortened: [
        'info and paths shown as "…"; the whole document describes every operation and schema',
      ],
    };
  }
  const params = exampleArgs(op, site);
  const shortened: string[] = [];
  const value = shorten(op.run(params, { config: site.config, site }), "", shortened);
  return { json: JSON.stringify(value, null, 2), shortened };
}

/** The line under a shortened example ("Shortened: 1 of 4 projects shown."), or undefined. */
export function shortenedNote(example: ExampleResponse): string | undefined {
  return example.shortened.length ? `Shortened: ${example.shortened.join("; ")}.` : undefined;
}

/** `value` shortened for reading, each cut recorded in `cuts` under its field's path. */
function shorten(value: unknown, path: string, cuts: string[]): unknown {
  const name = path || "items";
  if (Array.isArray(value)) {
    const objects = value.some((v) => v !== null && typeof v === "object");
    if (!objects || value.length < 2) return value.map((v, i) => shorten(v, `${path}[${i}]`, cuts));
    cuts.push(`1 of ${value.length} ${name} shown`);
    return [shorten(value[0], `${path}[0]`, cuts)];
  }
  if (typeof value === "string") {
    if (value.length <= EXAMPLE_TEXT_MAX) return value;
    const total = value.length.toLocaleString("en");
    cuts.push(`the first ${EXAMPLE_TEXT_KEPT} of ${total} characters of ${name} shown`);
    return value.slice(0, EXAMPLE_TEXT_KEPT) + "…";
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, shorten(v, path ? `${path}.${k}` : k, cuts)]),
    );
  }
  return value;
}

/**
 * Who sends the codes that are not simply the API's (the OpenAPI document's
 * Problem schema lists only what operations send), so that the guide says so.
 */
const SENT_BY: Partial<Record<ProblemCode, string>> = {
  not_acceptable: "Sent by the website's pages asked for as JSON.",
  precondition_failed: "Sent by any address, the API included, for a failed If-Match.",
  forbidden: "Sent only by /mcp, never by the API.",
  payload_too_large: "Sent only by /mcp, never by the API.",
  unsupported_media_type: "Sent only by /mcp, never by the API.",
  internal_error: "Sent by any address, the API included, when the server fails unexpectedly.",
};

/**
 * The error codes with their status, title and hint, in spec order; the
 * guide's hint also says who sends a code that is not only the API's.
 */
export function errorCodes(
  site: Site,
): { code: ProblemCode; status: number; title: string; hint: string }[] {
  return (Object.keys(PROBLEMS) as ProblemCode[]).map((code) => ({
    code,
    status: PROBLEMS[code].status,
    title: PROBLEMS[code].title,
    hint: [PROBLEMS[code].hint(site.config), SENT_BY[code]].filter(Boolean).join(" "),
  }));
}
