import assert from "node:assert/strict";
import { xmlText } from "./xml.ts";

Deno.test("xmlText drops what XML forbids and keeps tab, line breaks and every other character", () => {
  assert.equal(xmlText("a\0b\x01c\vd\fe\x1Ff\uFFFEg\uFFFFh"), "abcdefgh");
  assert.equal(xmlText("t\tn\nr\r"), "t\tn\nr\r");
  assert.equal(xmlText("lone \uD800 and \uDC00 surrogates"), "lone  and  surrogates");
  assert.equal(xmlText("a pair 😀 and ç, 中, \u0085"), "a pair 😀 and ç, 中, \u0085");
});

Deno.test("xmlText escapes markup, so ]]> and quotes never end anything", () => {
  assert.equal(xmlText(`]]>&<"'`), "]]&gt;&amp;&lt;&quot;&apos;");
});
