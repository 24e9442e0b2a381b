/**
 * Contract conformance: every response a test receives is checked against the
 * server's own OpenAPI document and the spec's site-wide rules, in one place.
 *
 * - API operations: status documented for the operation, media type, body schema.
 * - Anywhere: no server error but the intended 503 (with `Retry-After`), open
 *   CORS, a body that is what its `Content-Type` says, problem+json bodies valid
 *   against the Problem schema with the spec's code for their status, 405 with
 *   `Allow`, the security headers (and the CSP on HTML), no stack trace and no
 *   byte of a repository or system file.
 * - `/mcp`: JSON-RPC 2.0 bodies; a tool error or a JSON-RPC error carrying a
 *   problem must be a valid Problem too.
 */
import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { decodeUnreserved } from "../lib/fresh/mod.ts";
import { API_PROBLEM_CODES, PROBLEMS } from "../lib/http/problem.ts";

type Json = Record<string, unknown>;

/** A fetched response with its body read once. */
export interface Checked {
  res: Response;
  text: string;
  // deno-lint-ignore no-explicit-any
  json: any;
}

/** What `check` needs of a response; raw HTTP responses are checked too. */
export interface ResponseLike {
  status: number;
  headers: Headers;
}

/** Options of `ContractClient.create`. */
export interface ContractOptions {
  /** Strings no response may contain, besides the built-in ones (repository and system files). */
  forbidden?: string[];
}

const ROOT = new URL("..", import.meta.url).pathname;

/** Media types the site serves, each with a test of its body. */
const BODY_CHECKS: Record<string, (text: string) => boolean> = {
  "application/json": isJson,
  "application/problem+json": isJson,
  "application/linkset+json": isJson,
  "application/mcp-server-card+json": isJson,
  "application/ai-catalog+json": isJson,
  // MCP's answer to a client that accepts only SSE: events whose data are JSON.
  "text/event-stream": (t) => sseData(t).length > 0 && sseData(t).every(isJson),
  "text/html": (t) => t.startsWith("<!DOCTYPE html>"),
  "text/markdown": (t) => !looksLikeMarkup(t) && !isJson(t),
  "text/plain": (t) => !looksLikeMarkup(t),
  "application/xml": (t) => t.startsWith('<?xml version="1.0"'),
  // The articles' feeds: Atom (RFC 4287) and JSON Feed 1.1.
  "application/atom+xml": (t) => t.startsWith('<?xml version="1.0"') && t.includes("<feed "),
  "application/feed+json": isJson,
  "text/css": (t) => !looksLikeMarkup(t),
  "text/javascript": (t) => !looksLikeMarkup(t),
  // The contact card: a vCard 4.0 (RFC 6350), CRLF lines, VERSION right after BEGIN.
  "text/vcard": (t) =>
    t.startsWith("BEGIN:VCARD\r\nVERSION:4.0\r\n") && t.endsWith("END:VCARD\r\n"),
  "image/svg+xml": (t) => /^(<\?xml[^>]*>\s*)?<svg[\s>]/.test(t),
  // An ICO file's header: reserved 0, then type 1 (icon).
  "image/x-icon": (t) => t.startsWith("\0\0\u0001\0"),
  // A share card and a picture variant, by their signatures.
  "image/png": (t) => t.slice(1, 4) === "PNG",
  "image/webp": (t) => t.startsWith("RIFF") && t.slice(8, 12) === "WEBP",
};

/** The data of each event of an SSE stream. */
function sseData(text: string): string[] {
  return text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => line.slice(6));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function looksLikeMarkup(text: string): boolean {
  return /^\s*<(!DOCTYPE|html|\?xml)/i.test(text);
}

/** A stack frame as V8 or Deno prints it: `at f (file:///…:1:2)`, `at ext:…`. */
const STACK_FRAME = /\bat (?:async )?(?:[\w$.<>[\] ]+ )?\(?(?:file|ext|node):[^\s)]*:\d+/;

/**
 * Text that must never leave the server: the repository's own files, system
 * files, and the content's front matter as raw YAML (only its published form
 * may appear).
 */
async function builtInForbidden(): Promise<string[]> {
  const found = [ROOT, "root:x:0:0", '"npm:hono@', "await store.start();", "Deno.serve({"];
  const files = ["profile.md", "services.md", "faq.md", "contact.md", "site.yaml"];
  for await (const entry of Deno.readDir(`${ROOT}content/projects`)) {
    files.push(`projects/${entry.name}`);
  }
  for (const file of files) {
    const text = await Deno.readTextFile(`${ROOT}content/${file}`);
    const yaml = file.endsWith(".yaml") ? text : text.split(/^---$/m)[1] ?? "";
    for (const [line] of yaml.matchAll(/^[a-z_]+: \S.{11,}$/gm)) found.push(line);
  }
  return found;
}

/** A client whose every response is checked against the OpenAPI document. */
export class ContractClient {
  #doc: Json;
  #site: string;
  #forbidden: string[];
  #ajv = new Ajv2020({ strict: false, allErrors: true });
  #validators = new Map<string, ReturnType<Ajv2020["compile"]>>();
  #paths: { template: string; regex: RegExp; item: Json }[];
  /** How many responses were checked. */
  checked = 0;

  private constructor(readonly base: string, doc: Json, forbidden: string[]) {
    this.#doc = doc;
    this.#forbidden = forbidden;
    // ajv-formats is CommonJS; its `default` is the plugin under both module systems.
    addFormats.default(this.#ajv);
    const server = new URL((doc.servers as { url: string }[])[0].url);
    const apiPath = server.pathname;
    this.#site = server.href.replace(/\/api\/v1\/?$/, "");
    this.#paths = Object.entries(doc.paths as Record<string, Json>).map(([template, item]) => ({
      template,
      item,
      regex: new RegExp(
        `^${apiPath}${template === "/" ? "/?" : template.replace(/\{\w+\}/g, "[^/]*") + "/?"}$`,
      ),
    }));
  }

  /** Fetches the server's OpenAPI document and builds a client for `base`. */
  static async create(base: string, options: ContractOptions = {}): Promise<ContractClient> {
    const res = await fetch(`${base}/api/v1/openapi.json`);
    assert.equal(res.status, 200, "the OpenAPI document answers");
    const doc = await res.json();
    const forbidden = [...await builtInForbidden(), ...options.forbidden ?? []];
    return new ContractClient(base, doc, forbidden);
  }

  get #schemas(): Record<string, Json> {
    return (this.#doc.components as { schemas: Record<string, Json> }).schemas;
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

  /** Like `fetch`, but hands back a `Response` whose body can still be read. */
  async request(path: string, init?: RequestInit): Promise<Response> {
    const { res, text } = await this.fetch(path, init);
    return rebuild(res, text);
  }

  /** A `fetch` that checks every response, for clients that take one (the MCP SDK's transport). */
  readonly fetcher = async (
    input: string | URL | Request,
    init?: RequestInit,
  ): Promise<Response> => {
    const request = new Request(input, init);
    const res = await fetch(request.clone(), { redirect: "manual" });
    const text = await res.text();
    this.check(new URL(request.url), request.method, res, text);
    return rebuild(res, text);
  };

  /** Checks one response to `method url`. */
  check(url: URL, method: string, res: ResponseLike, text: string): void {
    this.checked++;
    const where = `${method} ${url.pathname.slice(0, 200)}${
      url.search.slice(0, 200)
    } → ${res.status}`;
    const headers = res.headers;
    const type = (headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const hasBody = method !== "HEAD" && res.status !== 304 && res.status !== 204;

    assert.equal(headers.get("access-control-allow-origin"), "*", `${where}: no open CORS`);
    if (res.status >= 500) assert.equal(res.status, 503, `${where}: an unintended server error`);
    if (res.status === 503) {
      assert.match(
        headers.get("retry-after") ?? "",
        /^[1-9]\d*$/,
        `${where}: 503 without Retry-After`,
      );
    }
    if (res.status === 405) assert.ok(headers.get("allow"), `${where}: 405 without Allow`);
    if (method === "HEAD") assert.equal(text, "", `${where}: HEAD has a body`);
    if (res.status === 204 || res.status === 304) assert.equal(text, "", `${where}: a body`);
    for (const name of ["set-cookie", "x-injected"]) {
      assert.equal(headers.get(name), null, `${where}: header ${name}`);
    }

    if (text || (hasBody && headers.get("content-length") !== "0")) {
      assert.ok(type, `${where}: a body without a Content-Type`);
      const fits = BODY_CHECKS[type];
      assert.ok(fits, `${where}: unexpected media type ${type}`);
      assert.ok(
        fits(text),
        `${where}: the body is not ${type}: ${JSON.stringify(text.slice(0, 80))}`,
      );
      assert.equal(headers.get("x-content-type-options"), "nosniff", `${where}: no nosniff`);
      assert.equal(
        headers.get("referrer-policy"),
        "strict-origin-when-cross-origin",
        `${where}: no Referrer-Policy`,
      );
    }
    if (type === "text/html" && hasBody) {
      const csp = (headers.get("content-security-policy") ?? "").split("; ");
      for (const directive of ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"]) {
        assert.ok(csp.includes(directive), `${where}: the CSP lacks ${directive}`);
      }
      assert.equal(headers.get("x-frame-options"), "DENY", `${where}: X-Frame-Options`);
    }
    this.#noLeaks(text, where);

    // A malformed Host header breaks the URL Deno builds from it, so the path that
    // problem names may differ from the one sent; it is the same problem on every path.
    if (type === "application/problem+json" && hasBody) {
      const problem = JSON.parse(text);
      this.#problem(problem, where, url.pathname.startsWith("/api/"));
      assert.equal(problem.status, res.status, `${where}: problem status differs from HTTP status`);
      const badHost = problem.code === "invalid_parameter" &&
        /^The Host header /.test(problem.detail);
      if (!badHost) {
        // The path as routed: percent-encoded unreserved characters are the characters.
        assert.equal(
          problem.instance,
          decodeUnreserved(url.pathname) + url.search,
          `${where}: problem instance`,
        );
      }
    }
    if (url.pathname === "/mcp" && method === "POST") this.#mcp(res, type, text, where);

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

  /** A Problem: valid against the schema, typed by its code, with its code's status. */
  #problem(problem: Json, where: string, api = false) {
    const code = problem.code as keyof typeof PROBLEMS;
    // The document's Problem lists the codes API operations send; /mcp and
    // the site send a few more, each in PROBLEMS, in the same shape.
    assert.ok(code in PROBLEMS, `${where}: unknown code ${code}`);
    const apiCode = (API_PROBLEM_CODES as readonly string[]).includes(code);
    assert.ok(apiCode || !api, `${where}: an API operation sent ${code}, which its document omits`);
    const shape = apiCode ? problem : { ...problem, code: "not_found" };
    this.#validate({ $ref: "#/components/schemas/Problem" }, shape, where);
    assert.equal(problem.type, `${this.#site}/developers/#error-${code}`, `${where}: problem type`);
    assert.equal(problem.status, PROBLEMS[code].status, `${where}: ${code} has the wrong status`);
  }

  #noLeaks(text: string, where: string) {
    assert.doesNotMatch(text, STACK_FRAME, `${where}: a stack trace`);
    for (const secret of this.#forbidden) {
      assert.ok(!text.includes(secret), `${where}: the body holds ${JSON.stringify(secret)}`);
    }
  }

  /**
   * JSON-RPC 2.0 from `/mcp`: every message well formed, every problem it
   * carries valid. A request refused before it reaches the MCP server (its
   * origin, media type, size, method or Host) gets the site's error instead,
   * in the form the client asked for, checked above.
   */
  #mcp(res: ResponseLike, type: string, text: string, where: string) {
    if (res.status === 202) return assert.equal(text, "", `${where}: 202 with a body`);
    if (type === "application/problem+json" || type === "text/html") {
      return assert.ok(res.status >= 400, `${where}: a ${type} answer that is not an error`);
    }
    assert.ok(
      type === "application/json" || type === "text/event-stream",
      `${where}: MCP answers JSON or, to a client that accepts only SSE, SSE`,
    );
    // An SSE event, like a JSON body, carries one message or a batch of them.
    const bodies = type === "text/event-stream"
      ? sseData(text).map((d) => JSON.parse(d))
      : [JSON.parse(text)];
    for (const message of bodies.flat()) {
      assert.equal(message.jsonrpc, "2.0", `${where}: not JSON-RPC 2.0`);
      assert.ok("id" in message, `${where}: a response without id`);
      assert.ok(("result" in message) !== ("error" in message), `${where}: result xor error`);
      if (message.error) {
        assert.ok(Number.isInteger(message.error.code), `${where}: error code`);
        assert.equal(typeof message.error.message, "string", `${where}: error message`);
        const data = message.error.data;
        if (data?.code && data?.hint) {
          // The problem's members, beside what the error adds for its method (`uri`, `retryAfter`).
          const members = Object.keys(this.#schemas.Problem.properties as Json);
          const problem = Object.fromEntries(
            members.filter((m) => m in data).map((m) => [m, data[m]]),
          );
          this.#problem(problem, where);
          if (problem.code === "unavailable") {
            assert.ok(data.retryAfter >= 1, `${where}: unavailable without retryAfter`);
          }
        }
      } else if (message.result?.isError) {
        this.#problem(JSON.parse(message.result.content[0].text), `${where} (tool error)`);
      }
    }
  }
}

/** A response like `res` with `text` as its body, readable again. */
function rebuild(res: Response, text: string): Response {
  const empty = [101, 204, 205, 304].includes(res.status);
  return new Response(empty ? null : text, {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}
