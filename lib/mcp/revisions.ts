/**
 * What each protocol revision served knows, so that every answer matches the
 * schema of the revision its request speaks: a field or content block a
 * revision lacks is left out of answers in that revision (a client of
 * 2025-03-26 rejects a whole tool result that carries a `resource_link`).
 * The table is small because the four revisions differ in few places;
 * `tests/mcp_schema_test.ts` checks every answer against each revision's
 * published JSON schema, closed to fields it does not declare.
 */
import { PROTOCOL_VERSIONS } from "./identity.ts";

/** A protocol revision this server speaks. */
export type Revision = "2026-07-28" | "2025-11-25" | "2025-06-18" | "2025-03-26";

/** The revision of a 2025-era request that names none: the transport's rule for a missing header. */
export const DEFAULT_REVISION: Revision = "2025-03-26";

/** The 2025-era revisions, newest first: those `initialize` negotiates. */
const LEGACY_REVISIONS = PROTOCOL_VERSIONS.filter((v) => v < "2026-07-28") as Revision[];

/** True when `value` names a revision this server speaks. */
export function isRevision(value: unknown): value is Revision {
  return typeof value === "string" && PROTOCOL_VERSIONS.includes(value);
}

/** The revision an `initialize` asking for `requested` agrees on: that one, or the newest 2025 one. */
export function negotiate(requested: unknown): Revision {
  return LEGACY_REVISIONS.includes(requested as Revision)
    ? requested as Revision
    : LEGACY_REVISIONS[0];
}

/** The kinds of object whose fields grew between revisions. */
type Kind =
  | "tool"
  | "resource"
  | "resourceTemplate"
  | "prompt"
  | "implementation"
  | "annotations"
  | "resourceContents"
  | "callToolResult";

/**
 * The fields each kind gained after 2025-03-26, with the revision that added
 * them (from each revision's `schema.ts` in the MCP specification repository).
 */
const ADDED: Record<Kind, Record<string, Revision>> = {
  tool: {
    title: "2025-06-18",
    outputSchema: "2025-06-18",
    _meta: "2025-06-18",
    icons: "2025-11-25",
  },
  resource: { title: "2025-06-18", _meta: "2025-06-18", icons: "2025-11-25" },
  resourceTemplate: { title: "2025-06-18", _meta: "2025-06-18", icons: "2025-11-25" },
  prompt: { title: "2025-06-18", _meta: "2025-06-18", icons: "2025-11-25" },
  implementation: {
    title: "2025-06-18",
    description: "2025-11-25",
    websiteUrl: "2025-11-25",
    icons: "2025-11-25",
  },
  annotations: { lastModified: "2025-06-18" },
  resourceContents: { _meta: "2025-06-18" },
  callToolResult: { structuredContent: "2025-06-18" },
};

/** Content block types added after 2025-03-26 (`text`, `image`, `audio`, `resource` are in all four). */
const CONTENT_ADDED: Record<string, Revision> = { resource_link: "2025-06-18" };

/** `value` without the fields of `kind` that `revision` does not know; the same object when none. */
export function shape<T extends object>(kind: Kind, value: T, revision: Revision): T {
  const later = Object.entries(ADDED[kind]).filter(([field, since]) =>
    revision < since && field in value
  );
  if (later.length === 0) return value;
  const out = { ...value } as Record<string, unknown>;
  for (const [field] of later) delete out[field];
  return out as T;
}

/** True when content blocks of `type` exist in `revision`. */
function knowsContent(type: string, revision: Revision): boolean {
  return revision >= (CONTENT_ADDED[type] ?? "2025-03-26");
}

/** A resource or template as `revision` has it: its own fields and its annotations'. */
export function shapeResource<T extends { annotations?: object }>(
  kind: "resource" | "resourceTemplate",
  value: T,
  revision: Revision,
): T {
  const out = shape(kind, value, revision);
  if (!out.annotations) return out;
  const annotations = shape("annotations", out.annotations, revision);
  return annotations === out.annotations ? out : { ...out, annotations };
}

/** A tool result as `revision` has it: no structured content or content blocks it lacks. */
export function shapeToolResult<T extends { content: { type: string }[] }>(
  value: T,
  revision: Revision,
): T {
  const out = shape("callToolResult", value, revision);
  const content = out.content.filter((block) => knowsContent(block.type, revision));
  return content.length === out.content.length ? out : { ...out, content };
}
