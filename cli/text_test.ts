import assert from "node:assert/strict";
import {
  clip,
  createStyle,
  displayWidth,
  fields,
  heading,
  type Output,
  prettyJson,
  screenOf,
  stripControls,
  withoutControls,
  wrap,
} from "./text.ts";
import type { Env } from "./defaults.ts";

const plain = createStyle(false);
const useColor = (out: Output, env: Env, noColorFlag?: boolean) =>
  screenOf(out, env, noColorFlag).style.enabled;
const widthOf = (out: Output, env: Env = {}) => screenOf(out, env).width;

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

Deno.test("the width is COLUMNS when set, else the terminal's, else 80", () => {
  assert.equal(widthOf({ write() {}, isTTY: true, columns: 120 }), 120);
  assert.equal(widthOf({ write() {}, isTTY: false, columns: 120 }), 80);
  assert.equal(widthOf({ write() {} }), 80);
  assert.equal(widthOf({ write() {} }, { COLUMNS: "60" }), 60);
  assert.equal(widthOf({ write() {}, isTTY: true, columns: 120 }, { COLUMNS: "70" }), 70);
  assert.equal(widthOf({ write() {}, isTTY: true, columns: 120 }, { COLUMNS: "wide" }), 120);
  assert.equal(widthOf({ write() {} }, { COLUMNS: "20" }), 40, "never narrower than 40");
});

Deno.test("stripControls removes escape sequences and C0/C1 controls, keeping line feeds and tabs", () => {
  assert.equal(stripControls("a\x1b[2Jb"), "ab");
  assert.equal(stripControls("a\x1b]0;title\x07b"), "ab");
  assert.equal(
    stripControls("a\x1b]8;;https://x\x1b\\link\x1b]8;;\x1b\\b"),
    "alinkb",
  );
  assert.equal(stripControls("a\x9b31mb\x9d0;t\x9cc"), "abc");
  assert.equal(stripControls("a\x1bcb\x00\x07\x7f\x85"), "ab");
  assert.equal(
    stripControls("one\r\ntwo\n\tthree\rfour"),
    "one\ntwo\n\tthreefour",
  );
  assert.equal(
    stripControls("an unended \x1b]0;title\nnext line"),
    "an unended \nnext line",
  );
  assert.equal(stripControls("é ü → 日本"), "é ü → 日本");
  assert.deepEqual(
    JSON.parse('{"a": ["\\u001b[2Jx", 1], "b": {"c": "y\\u0007"}}', withoutControls),
    {
      a: ["x", 1],
      b: { c: "y" },
    },
  );
});

Deno.test("wrap measures coloured words by what the terminal shows", () => {
  const bold = createStyle(true).bold;
  assert.deepEqual(wrap(`${bold("one")} two three`, 9), [
    `${bold("one")} two`,
    "three",
  ]);
  assert.equal(displayWidth(bold("abc")), 3);
});

Deno.test("fields stacks labels above values when the value column is too narrow or a word would not fit", () => {
  assert.deepEqual(
    fields([
      ["Product support, billing, legal", "support@nordlicht.example"],
      ["Contact page", "https://nordlicht.example/contact/"],
    ], { width: 60, style: plain }),
    [
      "Product support, billing, legal",
      "  support@nordlicht.example",
      "Contact page",
      "  https://nordlicht.example/contact/",
    ],
  );
  assert.deepEqual(
    fields([["Site", "https://a-rather-long-host-name.example/"]], {
      width: 40,
      indent: 2,
      style: plain,
    }),
    ["  Site", "    https://a-rather-long-host-name.example/"],
  );
});

Deno.test("heading wraps a title and moves its note to its own line when it does not fit", () => {
  assert.deepEqual(heading("Rates API", "(rates-api)", 40, plain), [
    "Rates API (rates-api)",
  ]);
  assert.deepEqual(
    heading(
      "Nightly and streaming loads into a warehouse",
      "(nightly-data-pipelines)",
      40,
      plain,
    ),
    [
      "Nightly and streaming loads into a",
      "warehouse (nightly-data-pipelines)",
    ],
  );
  assert.deepEqual(
    heading(
      "Nightly and streaming loads into a warehouse you own",
      "(pipelines)",
      40,
      plain,
    ),
    ["Nightly and streaming loads into a", "warehouse you own (pipelines)"],
  );
  assert.deepEqual(
    heading("A name that fills the whole line up to", "(slug)", 40, plain),
    ["A name that fills the whole line up to", "(slug)"],
  );
});

Deno.test("colour: TERM=dumb turns it off on a terminal; FORCE_COLOR and CLICOLOR_FORCE force it", () => {
  const tty = { write() {}, isTTY: true };
  const pipe = { write() {} };
  assert.equal(useColor(tty, { TERM: "dumb" }), false);
  assert.equal(useColor(tty, { TERM: "xterm-256color" }), true);
  assert.equal(useColor(pipe, { FORCE_COLOR: "1" }), true);
  assert.equal(useColor(pipe, { FORCE_COLOR: "" }), false);
  assert.equal(useColor(pipe, { FORCE_COLOR: "0" }), false);
  assert.equal(useColor(pipe, { FORCE_COLOR: "false" }), false);
  assert.equal(useColor(pipe, { CLICOLOR_FORCE: "1" }), true);
  assert.equal(useColor(tty, { TERM: "dumb", CLICOLOR_FORCE: "1" }), true);
  assert.equal(useColor(pipe, { FORCE_COLOR: "1", NO_COLOR: "1" }), false);
  assert.equal(useColor(pipe, { FORCE_COLOR: "1" }, true), false);
});

Deno.test("prettyJson indents, colours by token and escapes DEL and C1", () => {
  assert.equal(prettyJson({ a: "x\u0085" }, plain), '{\n  "a": "x\\u0085"\n}');
  const style = createStyle(true);
  assert.equal(
    prettyJson({ k: "1: true", n: -1.5e3 }, style),
    `{\n  ${style.label('"k"')}: ${style.string('"1: true"')},\n  ${style.label('"n"')}: ${
      style.literal("-1500")
    }\n}`,
  );
});

Deno.test("displayWidth counts columns: wide and fullwidth 2, emoji 2, marks and joiners 0, right-to-left 1 a letter", () => {
  assert.equal(displayWidth("中村 葵"), 7);
  assert.equal(displayWidth("ＷｅｂサイトAB"), 14);
  assert.equal(displayWidth("e\u0301"), 1);
  assert.equal(displayWidth("👍🏽 👨‍👩‍👧 🇯🇵 ❤️"), 11);
  assert.equal(displayWidth("a\u200db"), 2);
  assert.equal(displayWidth("مَرحبا"), 5);
});

Deno.test("displayWidth follows Unicode's East Asian Width table and emoji presentation, by grapheme cluster", () => {
  // Wide or fullwidth outside the CJK ideographs: angle brackets, squared ideographs, Hangul jamo.
  assert.equal(displayWidth("\u2329x\u232a"), 5);
  assert.equal(displayWidth("🈐"), 2);
  assert.equal(displayWidth("\u1100\u1161\u11a8"), 2, "one Hangul syllable from three jamo");
  // Narrow: halfwidth katakana, ambiguous circled numbers, © and ☺ shown as text.
  assert.equal(displayWidth("ｶﾀｶﾅ"), 4);
  assert.equal(displayWidth("㉈©☺"), 3);
  // Emoji: asked for by VS16, a keycap, a ZWJ sequence of text-style pictographs, a flag.
  assert.equal(displayWidth("☺\ufe0f"), 2);
  assert.equal(displayWidth("1\ufe0f\u20e3"), 2);
  assert.equal(displayWidth("⛹\u200d♀"), 2);
  assert.equal(displayWidth("🏳️‍🌈🇯🇵"), 4);
  // Nothing of its own: a lone combining mark, joiner or variation selector.
  assert.equal(displayWidth("\u0301\u200d\ufe0f"), 0);
  // Right to left: one column a letter, marks included, nothing reordered.
  assert.equal(displayWidth("שָׁלוֹם עולם"), 9);
});

Deno.test("clip cuts between grapheme clusters, never inside an emoji or a wide character", () => {
  assert.equal(clip("abc", 3), "abc");
  assert.equal(clip(`${"x".repeat(8)}👍🏽 y`, 10), `${"x".repeat(8)}…`);
  assert.equal(clip("日本語のテキスト", 7), "日本語…");
  assert.equal(clip("مرحبا بالعالم", 6), "مرحبا…");
});

Deno.test("a Japanese paragraph wraps between words within 60 columns, losing nothing", () => {
  const text = "九州鉄道の時刻表ウェブアプリを作りました。駅のホームで片手で使えるように、" +
    "次の列車の発車時刻を大きく表示し、電波が弱くてもすぐに開けるようにしています。";
  const lines = wrap(text, 60);
  assert.ok(lines.length > 1);
  for (const line of lines) assert.ok(displayWidth(line) <= 60, line);
  assert.equal(lines.join(""), text);
  assert.ok(
    lines.every((line) => !/^[。、」]/.test(line)),
    "no line starts with a stop",
  );
  assert.deepEqual(wrap("See 時刻表ウェブアプリ now", 12), [
    "See 時刻表",
    "ウェブアプリ",
    "now",
  ]);
});

Deno.test("a coloured Japanese word cut at the line's end is closed there and opened again", () => {
  const bold = createStyle(true).bold;
  const [first, second] = wrap(bold("九州鉄道の時刻表ウェブアプリ"), 20);
  assert.equal(first, "\x1b[1m九州鉄道の時刻表\x1b[0m");
  assert.equal(second, "\x1b[1mウェブアプリ\x1b[22m");
  assert.deepEqual(
    wrap(`ab ${bold("クリニック")}`, 4),
    ["ab", bold("クリニック")],
    "wider than the line",
  );
});

Deno.test("fields align Japanese labels and values by columns; right-to-left text passes through intact", () => {
  const out = fields([["名前", "中村 葵"], ["所在地", "日本、福岡"], [
    "Role",
    "مطوّرة ويب",
  ]], {
    width: 60,
    style: plain,
  });
  assert.deepEqual(out, [
    "名前    中村 葵",
    "所在地  日本、福岡",
    "Role    مطوّرة ويب",
  ]);
  const values = ["中村 葵", "日本、福岡", "مطوّرة ويب"];
  assert.deepEqual(
    out.map((line, i) => displayWidth(line.slice(0, line.indexOf(values[i])))),
    [8, 8, 8],
  );
});
