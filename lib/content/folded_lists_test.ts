import assert from "node:assert/strict";
import { foldedListItems } from "./folded_lists.ts";

Deno.test("a list item indented one space too deep is reported with its line and the value YAML made of it", () => {
  const found = foldedListItems(
    "---\nname: X\nstack:\n  - TypeScript\n   - Astro\n  - Go\n---\nBody\n",
  );
  assert.equal(found.length, 1);
  assert.equal(found[0].line, 5);
  assert.match(found[0].message, /"- Astro" is indented deeper .*"TypeScript - Astro"/);
});

Deno.test("a list written on the line of its field is reported: the field would be one string", () => {
  const found = foldedListItems("stack: TypeScript\n  - Astro\n");
  assert.deepEqual(found.map((f) => f.line), [2]);
});

Deno.test("a field inside a list item folds too, and well-formed lists and block text are left alone", () => {
  assert.deepEqual(
    foldedListItems("outcomes:\n  - label: Rota\n    value: 2 weeks\n     - earlier\n").map((f) =>
      f.line
    ),
    [4],
  );
  assert.deepEqual(
    foldedListItems(
      "stack:\n  - TypeScript\n  - Go\npages:\n  - path: /\n    file: home.md\nanswer: |\n  Steps:\n  - one\n   - two\nnested:\n  - - a\n    - b\n",
    ),
    [],
  );
});
