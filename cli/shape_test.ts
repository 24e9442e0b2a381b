import assert from "node:assert/strict";
import { shapeProblem } from "./shape.ts";

const LIST = {
  items: [{ name: "string", tags: "string[]?", note: "string?" }],
} as const;

Deno.test("shapeProblem accepts an answer of the shape, extra fields and absent optional ones included", () => {
  assert.equal(
    shapeProblem(
      { items: [{ name: "a", extra: 1 }, { name: "b", tags: [] }] },
      LIST,
    ),
    undefined,
  );
  assert.equal(
    shapeProblem({ items: [{ name: "a", note: null }] }, LIST),
    undefined,
  );
});

Deno.test("shapeProblem names the first field that is missing or of the wrong type", () => {
  const cases: [unknown, string][] = [
    [{}, '"items" is missing'],
    [{ items: {} }, '"items" is an object, not a list'],
    [{ items: [{ name: "a" }, {}] }, '"items[1].name" is missing'],
    [{ items: [{ name: 1 }] }, '"items[0].name" is a number, not a string'],
    [
      { items: [{ name: "a", tags: "x" }] },
      '"items[0].tags" is a string, not a list of strings',
    ],
    [
      { items: [{ name: "a", tags: ["x", 2] }] },
      '"items[0].tags[1]" is a number, not a string',
    ],
    [[], "the answer is a list, not an object"],
    [null, "the answer is null, not an object"],
    ["text", "the answer is a string, not an object"],
  ];
  for (const [value, problem] of cases) {
    assert.equal(shapeProblem(value, LIST), problem);
  }
});
