import assert from "node:assert/strict";
import { parseFrontMatter, parseYamlText } from "./front_matter.ts";

/** Nine lists of nine aliases of nine strings: 163 characters that write out as 6,561 words. */
const LAUGHS = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]",
  "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]",
  "d: [*c,*c,*c,*c,*c,*c,*c,*c,*c]",
].join("\n");

Deno.test("front matter is split from the body and dates stay strings", () => {
  assert.deepEqual(parseFrontMatter("---\ntitle: Hi\ndate: 2024-01-02\n---\n# Body\n"), {
    data: { title: "Hi", date: "2024-01-02" },
    body: "# Body",
  });
});

Deno.test("YAML aliases that expand beyond their text are refused, saying how to fix it", () => {
  assert.throws(
    () => parseYamlText(LAUGHS),
    /uses YAML aliases \(\*name\) that expand to more than its 163 characters: write the values out in full/,
  );
  assert.throws(() => parseFrontMatter(`---\n${LAUGHS}\n---\nbody`), /uses YAML aliases/);
});

Deno.test("a long string aliased many times is refused as well", () => {
  const text = `long: &s "${"x".repeat(1000)}"\nmany: [${Array(50).fill("*s").join(", ")}]`;
  assert.throws(() => parseYamlText(text), /uses YAML aliases/);
});

Deno.test("YAML without aliases, or with an alias that stays small, is read as it is", () => {
  assert.deepEqual(parseYamlText("x: 1\ny: [a, b, {c: d}]\nz: ''\nw: ~\n"), {
    x: 1,
    y: ["a", "b", { c: "d" }],
    z: "",
    w: null,
  });
  assert.deepEqual(parseYamlText("a: &x one\nb: *x"), { a: "one", b: "one" });
  assert.equal(parseYamlText(""), undefined);
});

Deno.test("a YAML error names its line and column in the file", () => {
  assert.throws(
    () => parseFrontMatter("---\ntitle: [\n---\n"),
    /invalid YAML at line \d+, column \d+/,
  );
});
