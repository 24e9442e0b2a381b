/**
 * An API operation's type (table: operations.ts), the API's name and version, and what every view
 * of the table shares (validation, example paths), apart so OpenAPI needs no cycle.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { endpointExample, exampleArgs, validateParams } from "./operation.ts";
 * import { operation } from "./router.ts";
 * import { loadSchemas } from "./operations.ts";
 * await loadSchemas(); // the parameters' zod schemas
 * const getProject = operation("getProject");
 * assert.deepEqual(validateParams(getProject, { slug: ["booking-page"] }), { slug: "booking-page" });
 * assert.throws(() => validateParams(getProject, { slug: ["Bad Slug"] }), /"slug" must be/);
 * assert.equal(endpointExample(getProject, undefined), "/projects/example");
 * assert.deepEqual(exampleArgs(getProject, undefined), { slug: "example" });
 * ```
 */
import type { z } from "zod";
import type { Config } from "../config.ts";
import { clip, HttpError, type ProblemCode } from "../http/problem.ts";
import type { Site } from "../content/model.ts";

/** API version, reported by the index, the OpenAPI document and the catalogs. */
export const API_VERSION = "1.0.0";
/** The API's name, in the index, the OpenAPI document and the catalogs. */
export const API_NAME = "Public profile and portfolio API";

export interface Param {
  in: "path" | "query";
  schema: z.ZodString;
  description: string;
  /** An example value from the content (docs, OpenAPI, API index), of the right shape without. */
  example(site: Site | undefined): string;
  /** What a wrong value must look like, in words, for error details. */
  format: string;
}

export interface Operation {
  operationId: string;
  /** Path relative to `{base_url}`, with `{name}` for path parameters. */
  path: string;
  summary: string;
  /** When to call it: read by people and by agents choosing a function. */
  description: string;
  params: Record<string, Param>;
  /** Schema of the 200 body; its name in `components.schemas`. */
  response: z.ZodType;
  /** Errors specific to this operation, besides 503 for data operations. */
  errors: ProblemCode[];
  /** True when it reads the site data (and so may answer 503 `unavailable`). */
  data: boolean;
  /** The matching MCP tool, when there is one. */
  tool?: { name: string; title: string };
  /** The answer's JSON (maybe a promise) from valid params, config and site (set when `data`). */
  run(params: Record<string, string>, ctx: { config: Config; site: Site }): unknown;
}

/** Example values of `op`'s parameters, taken from `site` (`{ slug: "example" }` without). */
export function exampleArgs(op: Operation, site: Site | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(op.params).map(([name, p]) => [name, p.example(site)]));
}

/** The operation's path with example values from `site`: `/projects/<slug>`, `/page?path=/x/`. */
export function endpointExample(op: Operation, site: Site | undefined): string {
  const args = exampleArgs(op, site);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(args[name]));
  const query = Object.entries(op.params).filter(([, p]) => p.in === "query")
    .map(([name]) => `${name}=${encodeURI(args[name])}`).join("&");
  return query ? `${path}?${query}` : path;
}

/**
 * Validates raw parameter values for `op` (a request's strings, a tool's JSON arguments): absent
 * → `missing_parameter`; twice or malformed (a tool's non-string too) → `invalid_parameter`.
 */
export function validateParams(
  op: Operation,
  raw: Record<string, unknown[]>,
  site?: Site,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, param] of Object.entries(op.params)) {
    const values = raw[name] ?? [];
    const [value] = values, the = `The ${param.in} parameter "${name}"`;
    if (values.length === 0 || (param.in === "query" && values[0] === "" && values.length === 1)) {
      const example = `${name}=${param.example(site)}`;
      throw new HttpError("missing_parameter", `${the} is required, for example ${example}.`);
    }
    const times = `${the} was given ${values.length} times; give it once.`;
    if (values.length > 1) throw new HttpError("invalid_parameter", times);
    if (typeof value !== "string" || !param.schema.safeParse(value).success) {
      const got = typeof value === "string" ? JSON.stringify(clip(value)) : typeof value;
      throw new HttpError("invalid_parameter", `${the} must be ${param.format}; got ${got}.`);
    }
    out[name] = value;
  }
  return out;
}
