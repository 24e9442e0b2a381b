import assert from "node:assert/strict";
import { describe, functionSizes, MAX_FUNCTION_LINES, oversizes, sizedSources } from "./sizes.ts";

Deno.test("functionSizes measures functions, arrow functions and methods to their closing line", () => {
  const source = [
    "export function a(",
    "  x: number,",
    "): number {",
    "  return x;",
    "}",
    "const b = async (y: string) => {",
    "  return y;",
    "};",
    "class C {",
    "  method(z: number): void {",
    "    if (z) {",
    "      return;",
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
  assert.deepEqual(functionSizes(source), [
    { name: "a", line: 1, lines: 5 },
    { name: "b", line: 6, lines: 3 },
    { name: "method", line: 10, lines: 5 },
  ]);
});

Deno.test("no module over 400 lines and no function over 80 outside tests", async () => {
  const found = oversizes(await sizedSources(new URL("..", import.meta.url).pathname));
  assert.equal(
    describe(found),
    "",
    `split these by what each part decides (at most ${MAX_FUNCTION_LINES} lines a function, ` +
      "400 a module); `deno task sizes` lists them",
  );
});
