/**
 * What is wrong with content, in words the owner can act on: a problem names its file and field
 * and says how to fix it; `ContentError` carries them all, so all are fixed in one pass.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * const problem = { file: "content/profile.md", field: fieldName(["stack", 2]), message: "is empty" };
 * assert.equal(formatProblem(problem), 'Cannot load "content/profile.md": field "stack[2]" is empty');
 * assert.equal(new ContentError([problem]).problems.length, 1);
 * assert.match(readFailure(new Deno.errors.NotFound()), /^does not exist: create it/);
 * const [issue] = z.strictObject({}).safeParse({ nmae: 1 }).error!.issues;
 * assert.equal(issueMessage(issue), 'has unknown fields "nmae": remove them or fix their spelling');
 * ```
 */
import type { z } from "zod";

/** One thing wrong in one content file. */
export type ContentProblem = { file: string; field?: string; message: string };

/** Thrown when `content/` cannot be loaded; lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ContentError";
  }
}

/** `Cannot load "content/x.md": field "y" is missing`. */
export function formatProblem(p: ContentProblem): string {
  const field = p.field ? `field "${p.field}" ` : "";
  return `Cannot load "${p.file}": ${field}${p.message}`;
}

/** Why a file or folder could not be read, and what to do about it. */
export function readFailure(error: unknown): string {
  const { NotFound, PermissionDenied, IsADirectory } = Deno.errors;
  return error instanceof NotFound
    ? "does not exist: create it, or set CONTENT_DIR to the folder that holds the content"
    : error instanceof PermissionDenied
    ? "cannot be read: check its permissions (the server needs --allow-read)"
    : error instanceof IsADirectory
    ? "is a folder, but a file is expected here"
    : `cannot be read: ${(error as Error).message}`;
}

/** `services[2].slug` from zod's issue path. */
export function fieldName(path: PropertyKey[]): string {
  return path.map((key, i) =>
    typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`
  ).join("");
}

/** A zod issue as the owner reads it, naming the value found. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return `is missing: add it (${issue.expected})`;
  }
  if (issue.code === "unrecognized_keys") {
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    return `has unknown fields ${keys}: remove them or fix their spelling`;
  }
  if (issue.code === "invalid_type") {
    const expected = issue.expected === "int" ? "a whole number" : `a ${issue.expected}`;
    return `must be ${expected}, got ${describe(issue.input)}`;
  }
  const got = "input" in issue && issue.input !== undefined ? describe(issue.input) : undefined;
  return got ? `${issue.message} (got ${got})` : issue.message;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return JSON.stringify(value);
}
