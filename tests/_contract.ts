/**
 * Contract conformance: every response a test receives is checked against the
 * server's own OpenAPI document: status documented for the operation, media
 * type, body schema, and the headers the spec requires. Problem bodies from
 * anywhere on the site are checked against the Problem schema.
 */
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;

/** A fetched response with its body read once. */
export interface Checked {
  res: Response;
  text: string;
  // deno-lint-ignore no-explicit-any
  json: any;
}

/** A client whose every response is checked against the OpenAPI document. */
export class ContractClient {
  #doc: Json;
  #ajv = new Ajv2020({ strict: false, allErrors: true });
  #validators = new Map<string, ReturnType<Ajv2020["compile"]>>();
  #paths: { template: string; regex: RegExp; item: Json }[];
  /** How many responses were checked. */
  checked = 0;

  private constructor(readonly base: string, doc: Json) {
    this.#doc = doc;
    // ajv-formats is CommonJS; its `default` is the plugin under both module systems.
    addFormats.default(this.#ajv);
    const apiPath = new URL((doc.servers as { url: string }[])[0].url).pathname;
    this.#paths = Object.entries(doc.paths as Record<string, Json>).map(([template, item]) => ({
      template,
      item,
      regex: new RegExp(
        `^${apiPath}${template === "/" ? "/?" : template.replace(/\{\w+\}/g, "[^/]*") + "/?"}$`,
      ),
    }));
  }

  /** Fetches the server's OpenAPI document and builds a client for `base`. */
  static async create(base: string): Promise<ContractClient> {
    const doc = await (await fetch(`${base}/api/v1/openapi.json`)).json();
    return new ContractClient(base, doc);
  }

  /** The OpenAPI document the server serves. */
  get document(): Json {
    return this.#doc;
  }

  #validate(schema: Json, body: unknown, where: string) {
    const key = JSON.stringify(schema);
    let validate = this.#validators.get(key);
    if (!validate) {
      validate = this.#ajv.compile({ ...schema, components: this.#doc.components });
      this.#validators.set(key, validate);
    }
    assert.ok(
      validate(body),
      `${where}: body does not match the OpenAPI schema: ${this.#ajv.errorsText(validate.errors)}`,
    );
  }

  /** Fetches `path` (relative to the server) and checks the response. */
  async fetch(path: string, init?: RequestInit): Promise<Checked> {
    const res = await fetch(this.base + path, { redirect: "manual", ...init });
    const text = await res.text();
    const method = (init?.method ?? "GET").toUpperCase();
    this.check(new URL(this.base + path), method, res, text);
    const type = res.headers.get("content-type") ?? "";
    return { res, text, json: /json/.test(type) && text ? JSON.parse(text) : undefined };
  }

  /** Checks one response to `method url`. */
  check(url: URL, method: string, res: Response, text: string): void {
    this.checked++;
    const where = `${method} ${url.pathname}${url.search} → ${res.status}`;
    const type = (res.headers.get("content-type") ?? "").split(";")[0].trim();
    assert.equal(res.headers.get("access-control-allow-origin"), "*", `${where}: no open CORS`);
    if (res.status >= 500) assert.equal(res.status, 503, `${where}: an unintended server error`);
    if (res.status === 503) {
      assert.match(
        res.headers.get("retry-after") ?? "",
        /^\d+$/,
        `${where}: 503 without Retry-After`,
      );
    }
    if (method === "HEAD") assert.equal(text, "", `${where}: HEAD has a body`);
    const hasBody = method !== "HEAD" && res.status !== 304 && res.status !== 204;
    if (type === "application/problem+json" && hasBody) {
      const problem = JSON.parse(text);
      this.#validate({ $ref: "#/components/schemas/Problem" }, problem, where);
      assert.equal(problem.status, res.status, `${where}: problem status differs from HTTP status`);
      assert.equal(problem.instance, url.pathname + url.search, `${where}: problem instance`);
    }
    const api = this.#paths.find((p) => p.regex.test(url.pathname));
    if (!api || !["GET", "HEAD"].includes(method)) return;
    const op = api.item.get as Json;
    const responses = op.responses as Record<string, Json>;
    const spec = responses[String(res.status)] ?? responses[`${String(res.status)[0]}XX`];
    assert.ok(spec, `${where}: status ${res.status} is not documented for ${op.operationId}`);
    if (!hasBody) return;
    const content = spec.content as Record<string, { schema: Json }>;
    assert.ok(
      content[type],
      `${where}: media type ${type} is not documented for ${op.operationId}`,
    );
    this.#validate(content[type].schema, JSON.parse(text), where);
  }
}
