/**
 * The developers guide's API reference and error codes, from the table of
 * operations: every operation with an example request and a real example
 * response, and every error code, as sections of blocks (lib/site/pages/doc.ts).
 */
import { type ProblemCode, PROBLEMS } from "../../http/problem.ts";
import type { Site } from "../../content/model.ts";
import type { MessageKey, Messages } from "../../content/messages.ts";
import { endpointExample, exampleArgs, type Operation } from "../../api/operation.ts";
import { OPERATIONS } from "../../api/operations.ts";
import { type Block, blocks, cards, group, heading, para, section } from "../pages/doc.ts";
import { passageIn, setApart } from "../languages/languages.ts";

/** Inline code. */
export const code = (text: string) => `\`${text}\``;
/** A link to the card of error `c` in the guide. */
const errorLink = (c: string) => `[${code(c)}](#error-${c})`;

/** One cut: a list kept to its first item, a text kept to its start, or the OpenAPI document's parts. */
export type Cut =
  | { kind: "items"; name: string; count: number }
  | { kind: "text"; name: string; kept: number; total: number }
  | { kind: "openapi" };

/**
 * A real response of `op` for its example request, shortened for reading:
 * a list of objects keeps its first item, a text over 300 characters its
 * first 200; lists of plain values are short and shown whole. Each cut is named in
 * `shortened`, so the guide never passes a shortened answer off as whole.
 */
export function exampleResponse(site: Site, op: Operation): { json: string; shortened: Cut[] } {
  if (op.operationId === "getOpenApiDocument") {
    const outline = { openapi: "3.1.1", info: { title: "…", version: "1.0.0" }, paths: "…" };
    return { json: JSON.stringify(outline, null, 2), shortened: [{ kind: "openapi" }] };
  }
  const params = exampleArgs(op, site);
  const shortened: Cut[] = [];
  const value = shorten(op.run(params, { config: site.config, site }), "", shortened);
  return { json: JSON.stringify(value, null, 2), shortened };
}

/** The line under a shortened example ("Shortened: 1 of 4 projects shown."), or undefined. */
export function shortenedNote(
  example: ReturnType<typeof exampleResponse>,
  { t, number }: Pick<Messages, "t" | "number">,
): string | undefined {
  if (!example.shortened.length) return undefined;
  const cuts = example.shortened.map((cut) =>
    cut.kind === "items"
      ? t("dev.cutItems", { count: number(cut.count), name: cut.name })
      : cut.kind === "text"
      ? t("dev.cutText", { kept: number(cut.kept), total: number(cut.total), name: cut.name })
      : t("dev.cutOpenapi")
  );
  return t("dev.shortened", { cuts: cuts.join("; ") });
}

/** `value` shortened for reading, each cut recorded in `cuts` under its field's path. */
function shorten(value: unknown, path: string, cuts: Cut[]): unknown {
  const name = path || "items";
  if (Array.isArray(value)) {
    const objects = value.some((v) => v !== null && typeof v === "object");
    if (!objects || value.length < 2) return value.map((v, i) => shorten(v, `${path}[${i}]`, cuts));
    cuts.push({ kind: "items", name, count: value.length });
    return [shorten(value[0], `${path}[0]`, cuts)];
  }
  if (typeof value === "string") {
    if (value.length <= 300) return value; // a longer text keeps its first 200 characters
    cuts.push({ kind: "text", name, kept: 200, total: value.length });
    return value.slice(0, 200) + "…";
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, shorten(v, path ? `${path}.${k}` : k, cuts)]),
    );
  }
  return value;
}

/**
 * Who sends the codes that are not simply the API's (the OpenAPI document's Problem schema lists
 * only what operations send), so that the guide says so, by catalogue key.
 */
const SENT_BY: Partial<Record<ProblemCode, MessageKey>> = {
  not_acceptable: "dev.sentByPages",
  precondition_failed: "dev.sentByIfMatch",
  forbidden: "dev.sentByMcp",
  payload_too_large: "dev.sentByMcp",
  unsupported_media_type: "dev.sentByMcp",
  internal_error: "dev.sentByFailure",
};

/** Every operation of the table, with where its OpenAPI document is. */
export function referenceSection(site: Site, messages: Messages): Block {
  const { baseUrl } = site.config;
  return section("reference-heading", messages.t("dev.reference"), [
    {
      type: "paragraph",
      text: messages.t("dev.referenceText", {
        link: `[${baseUrl}/openapi.json](${baseUrl}/openapi.json)`,
        operationId: code("operationId"),
      }),
    },
    ...OPERATIONS.map((op) => operation(site, op, messages)),
  ], { id: "reference" });
}

/** The problem+json fields and every error code as a card that `#error-<code>` links reach. */
export function errorsSection(site: Site, messages: Messages): Block {
  const { t } = messages;
  const spec = passageIn(site, "en").lang; // the specification's text (operations, problems) is English
  return section("errors-heading", t("dev.errors"), [
    {
      type: "paragraph",
      text: t("dev.errorsText", {
        mediaType: code("application/problem+json"),
        fields: messages.list(
          ["type", "title", "status", "detail", "instance", "code", "hint"].map(code),
        ),
        docs: code("docs"),
        type: code("type"),
        url: code(`${site.config.siteUrl}/developers/#error-<code>`),
        retryAfter: code("Retry-After"),
      }),
    },
    cards(
      { class: "error-codes", level: 3 },
      (Object.keys(PROBLEMS) as ProblemCode[]).map((problem) => ({
        id: `error-${problem}`,
        title: code(problem),
        badge: String(PROBLEMS[problem].status),
        blocks: blocks(
          // The title and hint as the API sends them: problem+json's, in English.
          para("error-title", code(PROBLEMS[problem].title)),
          { type: "paragraph", text: PROBLEMS[problem].hint(site.config), lang: spec },
          // Who sends a code that is not only the API's, in the site's language.
          SENT_BY[problem] && { type: "paragraph", text: t(SENT_BY[problem]) },
        ),
      })),
    ),
  ], { id: "errors" });
}

/** One operation of the reference: what it does, its parameters and errors, and a real example. */
function operation(site: Site, op: Operation, messages: Messages): Block {
  const { t } = messages;
  const spec = passageIn(site, "en").lang; // the specification's text (operations, problems) is English
  const params = Object.entries(op.params);
  const example = exampleResponse(site, op);
  const note = shortenedNote(example, messages);
  const errors = [...op.errors, ...(op.data ? ["unavailable" as const] : [])];
  return section(`${op.operationId}-h`, code(op.operationId), [
    { type: "endpoint", method: "GET", path: op.path, summary: op.summary, lang: spec },
    { type: "paragraph", text: op.description },
    params.length > 0 && heading(4, t("dev.parameters")),
    params.length > 0 && {
      type: "definitions",
      class: "params",
      items: params.map(([name, p]) => ({
        term: code(name),
        meta: p.in === "path" ? t("dev.inPath") : t("dev.inQuery"),
        text: t("dev.paramText", {
          description: setApart(site, p.description),
          format: setApart(site, p.format),
          example: code(p.example(site)),
        }),
      })),
    },
    errors.length > 0 &&
    para("op-errors", t("dev.opErrors", { codes: messages.list(errors.map(errorLink)) })),
    heading(4, t("dev.exampleRequest")),
    {
      type: "code",
      code: `curl ${JSON.stringify(site.config.baseUrl + endpointExample(op, site))}`,
      lang: "sh",
      label: t("dev.exampleRequestLabel", { operation: op.operationId }),
    },
    // The response folded under its heading: the reference reads as a list of operations.
    group({ tag: "details", class: "example" }, heading(4, t("dev.exampleResponse")), {
      type: "code",
      code: example.json,
      lang: "json",
      label: t("dev.exampleResponseLabel", { operation: op.operationId }),
    }, note && para("help example-note", note)),
  ], { class: "operation", id: op.operationId, level: 3 });
}
