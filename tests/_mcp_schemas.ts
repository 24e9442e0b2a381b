/**
 * MCP's published JSON schemas (tests/fixtures/mcp-schemas/, one per revision
 * served), closed, and what each JSON-RPC answer must match: the result type
 * of its method, or the error type, of the revision its request spoke.
 */
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

/** The result type of each method, by its definition's name (the same in every revision). */
const RESULTS: Record<string, string> = {
  initialize: "InitializeResult",
  ping: "EmptyResult",
  "server/discover": "DiscoverResult",
  "tools/list": "ListToolsResult",
  "tools/call": "CallToolResult",
  "resources/list": "ListResourcesResult",
  "resources/templates/list": "ListResourceTemplatesResult",
  "resources/read": "ReadResourceResult",
  "prompts/list": "ListPromptsResult",
  "prompts/get": "GetPromptResult",
  "completion/complete": "CompleteResult",
};

type Schema = Record<string, unknown>;

/**
 * `schema` with every object definition that lists its properties and says
 * nothing of others closed to others, so that a field a later revision added
 * fails. `_meta` bags (`*MetaObject`) and `Result` stay open, as they mean to.
 */
function closed(schema: Schema): Schema {
  const copy = structuredClone(schema);
  const defs = (copy.definitions ?? copy.$defs) as Record<string, Schema>;
  for (const [name, def] of Object.entries(defs)) {
    if (name.endsWith("MetaObject") || name === "Result") continue;
    if (def.type === "object" && def.properties && !("additionalProperties" in def)) {
      def.additionalProperties = false;
    }
  }
  return copy;
}

const validators = new Map<string, (kind: string, value: unknown) => string | undefined>();

/**
 * A function that checks `value` against definition `kind` of `revision`'s
 * published schema, closed as above; it returns the errors, or undefined.
 */
export async function schemaOf(revision: string) {
  let validate = validators.get(revision);
  if (!validate) {
    const url = new URL(`./fixtures/mcp-schemas/${revision}.json`, import.meta.url);
    const schema = closed(JSON.parse(await Deno.readTextFile(url)));
    const draft07 = String(schema.$schema).includes("draft-07");
    const ajv = draft07
      ? new Ajv({ strict: false, allErrors: true })
      : new Ajv2020({ strict: false, allErrors: true });
    // deno-lint-ignore no-explicit-any -- ajv-formats' default export is typed for CommonJS
    (addFormats as any)(ajv);
    ajv.addSchema(schema, revision);
    const root = draft07 ? "definitions" : "$defs";
    validate = (kind, value) => {
      const check = ajv.getSchema(`${revision}#/${root}/${kind}`);
      if (!check) throw new Error(`${revision} has no definition ${kind}`);
      return check(value) ? undefined : ajv.errorsText(check.errors, { dataVar: kind });
    };
    validators.set(revision, validate);
  }
  return validate;
}

/**
 * The errors of a JSON-RPC answer to `method` against `revision`'s schema:
 * its result against the method's result type, or the whole message against
 * the revision's error message type. Undefined when it matches.
 */
export async function answerErrors(
  revision: string,
  method: string,
  // deno-lint-ignore no-explicit-any -- a parsed JSON-RPC message
  answer: any,
): Promise<string | undefined> {
  const validate = await schemaOf(revision);
  if ("error" in answer) {
    const kind = revision < "2025-11-25" ? "JSONRPCError" : "JSONRPCErrorResponse";
    return validate(
      answer.error.code === -32022 ? "UnsupportedProtocolVersionError" : kind,
      answer,
    );
  }
  const kind = RESULTS[method];
  if (!kind) throw new Error(`No result type is known for ${method}: add it to RESULTS`);
  return validate(kind, answer.result);
}
