import assert from "node:assert/strict";
import { z } from "zod";
import { ContentError, fieldName, formatProblem, issueMessage, readFailure } from "./problems.ts";

/** The owner's message for the first issue `schema` finds in `value`, read as the loader reads it. */
function message(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value, { reportInput: true });
  assert.ok(!result.success);
  return issueMessage(result.error.issues[0]);
}

Deno.test("issueMessage says what is missing, unknown or of the wrong type, naming the value found", () => {
  const file = z.strictObject({ name: z.string(), order: z.int() });
  assert.equal(message(file, { order: 1 }), "is missing: add it (string)");
  assert.equal(
    message(file, { name: "a", order: 1, nmae: "b" }),
    'has unknown fields "nmae": remove them or fix their spelling',
  );
  assert.equal(message(file, { name: "a", order: 1.5 }), "must be a whole number, got 1.5");
  assert.equal(message(file, { name: ["a"], order: 1 }), "must be a string, got a list");
  assert.match(message(z.string().min(3), "ab"), /\(got "ab"\)$/);
});

Deno.test("a problem names its file and field; ContentError lists every one", () => {
  const problems = [
    { file: "content/profile.md", field: fieldName(["stack", 2]), message: "is empty" },
    { file: "content/site.yaml", message: "is not YAML" },
  ];
  assert.equal(fieldName(["services", 2, "slug"]), "services[2].slug");
  assert.equal(formatProblem(problems[1]), 'Cannot load "content/site.yaml": is not YAML');
  assert.equal(
    new ContentError(problems).message,
    'Cannot load "content/profile.md": field "stack[2]" is empty\n' +
      'Cannot load "content/site.yaml": is not YAML',
  );
});

Deno.test("readFailure says how to fix a file that is missing, unreadable or a folder", () => {
  assert.match(
    readFailure(new Deno.errors.NotFound()),
    /^does not exist: create it, or set CONTENT_DIR/,
  );
  assert.match(readFailure(new Deno.errors.PermissionDenied()), /--allow-read/);
  assert.equal(
    readFailure(new Deno.errors.IsADirectory()),
    "is a folder, but a file is expected here",
  );
  assert.equal(readFailure(new Error("disk on fire")), "cannot be read: disk on fire");
});
