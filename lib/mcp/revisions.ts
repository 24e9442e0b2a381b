/**
 * What each revision served knows, so every answer matches its revision's schema: a field or block
 * it lacks is left out (a 2025-03-26 client rejects a `resource_link`). MCP tests check every
 * answer against each revision's schema (`tests/_mcp_schemas.ts`), closed to undeclared fields.
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

/** The fields every named, listed object (tool, resource, template, prompt) gained. */
const NAMED = { title: "2025-06-18", _meta: "2025-06-18", icons: "2025-11-25" } as const;

const ADDED = {
  tool: { ...NAMED, outputSchema: "2025-06-18" },
  resource: NAMED,
  resourceTemplate: NAMED,
  prompt: NAMED,
  implementation: {
    title: "2025-06-18",
    description: "2025-11-25",
    websiteUrl: "2025-11-25",
    icons: "2025-11-25",
  },
  annotations: { lastModified: "2025-06-18" },
  resourceContents: { _meta: "2025-06-18" },
  callToolResult: { structuredContent: "2025-06-18" },
} satisfies Record<string, Record<string, Revision>>;

type Kind = keyof typeof ADDED;

/** Content block types added after 2025-03-26 (`text`, `image`, `audio`, `resource` are in all four). */
const CONTENT_ADDED: Record<string, Revision> = { resource_link: "2025-06-18" };

/** `value` as `revision` has it, less the fields and blocks it lacks (the same object if none). */
export function shape<T extends object>(kind: Kind, value: T, revision: Revision): T {
  const out = { ...value } as Record<string, unknown>;
  let changed = false;
  for (const [field, since] of Object.entries(ADDED[kind])) {
    if (revision < since && field in out) changed = delete out[field];
  }
  const { annotations, content } = out as { annotations?: object; content?: { type: string }[] };
  if (annotations && kind !== "annotations") {
    out.annotations = shape("annotations", annotations, revision);
    changed ||= out.annotations !== annotations;
  }
  if (content) {
    out.content = content.filter((block) => revision >= (CONTENT_ADDED[block.type] ?? revision));
    changed ||= (out.content as unknown[]).length !== content.length;
  }
  return changed ? out as T : value;
}
