import assert from "node:assert/strict";
import { loadMarkdown, markdownBlocks, markdownToHtml } from "./markdown.ts";

await loadMarkdown();

Deno.test("markdownToHtml escapes raw HTML instead of rendering it", () => {
  const html = markdownToHtml("Hi <script>alert(1)</script>");
  assert.doesNotMatch(html, /<script>/);
  assert.match(html, /&lt;script&gt;/);
});

Deno.test("markdownBlocks splits top-level fences out of the HTML, in order", () => {
  const blocks = markdownBlocks("Intro\n\n```sh\ncurl https://x.test/\n```\n\n## After\n");
  assert.deepEqual(blocks, [
    { kind: "html", html: "<p>Intro</p>\n" },
    { kind: "code", code: "curl https://x.test/", lang: "sh" },
    { kind: "html", html: "<h2>After</h2>\n" },
  ]);
});

Deno.test("markdownBlocks leaves a fence inside a list in its HTML run", () => {
  const blocks = markdownBlocks("- item\n\n  ```\n  code\n  ```\n");
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0].kind, "html");
  assert.match((blocks[0] as { html: string }).html, /<pre><code>code\n<\/code><\/pre>/);
});
