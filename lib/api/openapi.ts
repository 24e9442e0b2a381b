/**
 * The OpenAPI 3.1 document from the table of operations and its zod schemas (JSON Schema 2020-12),
 * with examples from the content; loaded on its first request, after `loadSchemas`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 * import { openApiDocument } from "./openapi.ts";
 * import { loadSchemas, OPERATIONS } from "./operations.ts";
 * await loadSchemas(); // the table's zod schemas, which the document is made of
 * const config = readConfig(new Map([["SITE_URL", "https://you.example"]]));
 * const doc = openApiDocument(config, OPERATIONS, undefined) as { paths: Record<string, unknown> };
 * assert.deepEqual(Object.keys(doc.paths), OPERATIONS.map((op) => op.path));
 * ```
 */
import { z } from "zod";
import type { Config } from "../config.ts";
import { type ProblemCode, PROBLEMS } from "../http/problem.ts";
import { components } from "../content/shapes.ts";
import type { Site } from "../content/model.ts";
import { API_NAME, API_VERSION, type Operation } from "./operation.ts";

type Json = Record<string, unknown>;

const REF = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** JSON Schemas of every named component, with references between them. */
function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(components, {
    target: "draft-2020-12",
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return schemas;
}

/** The JSON Schema of `schema`, without `$schema` (the document's dialect says it). */
function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12" }) as Json;
  return json;
}

function problemResponse(codes: ProblemCode[], extra: Json = {}): Json {
  return {
    description: codes.map((c) => `\`${c}\`: ${PROBLEMS[c].title.toLowerCase()}`).join("; "),
    content: { "application/problem+json": { schema: REF("Problem") } },
    ...extra,
  };
}

function operationObject(op: Operation, site: Site | undefined): Json {
  const named = components.get(op.response)?.id; // a `$ref` to it, else its JSON Schema inline
  const responses: Json = {
    "200": {
      description: `${op.summary}. HEAD gets the same headers without the body.`,
      headers: {
        ETag: { $ref: "#/components/headers/ETag" },
        ...op.data && { "Content-Language": { $ref: "#/components/headers/ContentLanguage" } },
      },
      content: { "application/json": { schema: named ? REF(named) : jsonSchema(op.response) } },
    },
    "304": {
      description: "Not modified: the ETag sent in If-None-Match is still current.",
      headers: { ETag: { $ref: "#/components/headers/ETag" } },
    },
  };
  const byStatus = Map.groupBy(op.errors, (code) => PROBLEMS[code].status);
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = problemResponse(codes);
  }
  if (op.data) {
    responses["503"] = problemResponse(["unavailable"], {
      headers: { "Retry-After": { $ref: "#/components/headers/RetryAfter" } },
    });
  }
  responses["412"] = problemResponse(["precondition_failed"]);
  responses["4XX"] = problemResponse(["not_found", "method_not_allowed"]);
  responses["500"] = problemResponse(["internal_error"]);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: [op.data ? "Site data" : "Discovery"],
    parameters: Object.entries(op.params).map(([name, p]): Json => ({
      name,
      in: p.in,
      required: true,
      description: p.description,
      schema: jsonSchema(p.schema),
      example: p.example(site),
    })).concat(op.data ? [{ $ref: "#/components/parameters/AcceptLanguage" }] : []),
    responses,
    security: [],
  };
}

/** The `Accept-Language` header every data operation reads, naming `site`'s languages. */
function acceptLanguage(site: Site | undefined): Json {
  const tags = site?.languages.map((one) => one.lang).join(", ") ?? "";
  const description =
    `The language to answer in, by RFC 4647 lookup among the site's languages (${tags}); the primary language when absent or when none matches, never an error.`;
  const schema = { type: "string", maxLength: 4096 };
  return { name: "Accept-Language", in: "header", required: false, description, schema };
}

function header(description: string, schema: Json = { type: "string" }): Json {
  return { description, schema };
}

/** The document of `operations` for `config`, examples from `site` (the answer cache keeps it). */
export function openApiDocument(
  config: Config,
  operations: Operation[],
  site: Site | undefined,
): Json {
  const paths = operations.map((op) => [op.path, { get: operationObject(op, site) }]);
  return {
    openapi: "3.1.1",
    info: {
      title: API_NAME,
      version: API_VERSION,
      summary: "Read-only facts about a freelance full-stack developer.",
      description:
        "A read-only JSON API publishing the same facts as the website: profile, projects, services, FAQ, contact addresses and every public page as Markdown. No key, no sign-in; every response carries `Access-Control-Allow-Origin: *`. Every project is priced by a written quote; give people the contact address rather than sending email on their behalf.\n\nEvery operation also answers HEAD with exactly the headers of its GET and no body (RFC 9110 §9.3.2). HEAD is not listed as an operation of its own, so that each operation is one function-calling tool.\n\nEvery answer carries a strong `ETag`: send it in `If-None-Match` to get 304 when nothing changed, or in `If-Match` (strong comparison, or `*`) to get 412 `precondition_failed` when it has. `If-Unmodified-Since` is evaluated only where an answer carries `Last-Modified` (none does today).\n\nErrors are RFC 9457 problem details with a stable `code` and a `hint`. The `code` enumeration is what operations can send: the eight codes of the service's specification, `precondition_failed` (412, a failed `If-Match`), and `internal_error`, the 500 that the one error path sends when the server fails unexpectedly rather than answering without a body. The MCP server and the website send a few more codes of their own (`forbidden`, `payload_too_large`, `unsupported_media_type`, only at `/mcp`); the developer guide lists every code.\n\nSite data is in the site's primary language unless `Accept-Language` (RFC 9110 §12.5.4) picks another of its languages; the answer says which in `Content-Language` and carries `Vary: Accept-Language`. A page's `path` names its language (`/en/about/`), whatever the header says.\n\nInputs are bounded: path parameters and query parameters each state their `maxLength`, and a request head over 64 KiB is refused with a bare 400 before the API sees it (behind the nginx front, nginx refuses a header line over 16 KiB first, with its own 400 or 414).",
      contact: { name: "Developer guide", url: `${config.siteUrl}/developers/` },
      license: { name: "MIT", identifier: "MIT" },
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: config.baseUrl, description: "This site's API" }],
    security: [],
    tags: [
      { name: "Discovery", description: "What the API is and where everything is." },
      { name: "Site data", description: "The facts the website publishes." },
    ],
    paths: Object.fromEntries(paths),
    components: {
      schemas: componentSchemas(),
      parameters: { AcceptLanguage: acceptLanguage(site) },
      headers: {
        ETag: header("Strong validator; send it back in If-None-Match to get 304."),
        ContentLanguage: header("The language the answer is in, one of the site's languages."),
        RetryAfter: header("Seconds to wait before retrying.", { type: "integer", minimum: 0 }),
      },
    },
    externalDocs: { description: "Developer guide", url: `${config.siteUrl}/developers/` },
  };
}
