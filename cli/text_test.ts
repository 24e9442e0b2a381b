import assert from "node:assert/strict";
import { createStyle, fields, useColor, widthOf, wrap } from "./text.ts";

const plain = createStyle(false);

Deno.test("wrap breaks at spaces within the width and keeps line breaks", () => {
  assert.deepEqual(wrap("one two three four", 9), ["one two", "three", "four"]);
  assert.deepEqual(wrap("a\nb c", 80), ["a", "b c"]);
  assert.deepEqual(wrap("", 80), [""]);
});

Deno.test("wrap gives a word longer than the width a line of its own instead of cutting it", () => {
  const url = "https://example.com/a/very/long/path";
  assert.deepEqual(wrap(`see ${url} now`, 10), ["see", url, "now"]);
});

Deno.test("fields aligns values in one column, wraps them and drops empty rows", () => {
  const out = fields([
    ["Role", "developer"],
    ["Education", undefined],
    ["Looking for", "one two three four five six"],
  ], { width: 35, indent: 2, style: plain });
  assert.deepEqual(out, [
    "  Role         developer",
    "  Looking for  one two three four",
    "               five six",
  ]);
});

Deno.test("colour is used only on a terminal, and never with NO_COLOR or --no-color", () => {
  assert.equal(useColor({ write() {}, isTTY: true }, {}), true);
  assert.equal(useColor({ write() {} }, {}), false);
  assert.equal(useColor({ write() {}, isTTY: true }, { NO_COLOR: "1" }), false);
  assert.equal(useColor({ write() {}, isTTY: true }, { NO_COLOR: "" }), true);
  assert.equal(useColor({ write() {}, isTTY: true }, {}, true), false);
  assert.equal(createStyle(true).bold("x"), "\x1b[1mx\x1b[22m");
  assert.equal(plain.bold("x"), "x");
});

Deno.test("the width is the terminal's, else 80", () => {
  assert.equal(widthOf({ write() {}, isTTY: true, columns: 120 }), 120);
  assert.equal(widthOf({ write() {}, isTTY: false, columns: 120 }), 80);
  assert.equal(widthOf({ write() {} }), 80);
});
