import assert from "node:assert/strict";
import { importedModules } from "./cli.ts";

Deno.test("importedModules finds static, side-effect, dynamic and re-exported imports", () => {
  const source = [
    `import process from "node:process";`,
    `import { a, b } from 'left-pad';`,
    `import "./side.js";`,
    `export { c } from "node:fs";`,
    `const m = await import("chalk");`,
    `const r = require("node:path");`,
  ].join("\n");
  assert.deepEqual(importedModules(source), [
    "./side.js",
    "chalk",
    "left-pad",
    "node:fs",
    "node:path",
    "node:process",
  ]);
});
