import assert from "node:assert/strict";
import type { LinkSite } from "../../content/links.ts";
import { loadMarkdown, localMarkdown, markdownBlocks } from "./markdown.ts";

await loadMarkdown();

/** The HTML of `markdown`, as the page renders its runs of it. */
function markdownToHtml(markdown: string, site?: LinkSite): string {
  return markdownBlocks(markdown, site).map((b) => b.kind === "html" ? b.html : "").join("");
}

const SITE = {
  prefix: "/en",
  config: { siteUrl: "https://a.test" },
  pages: [{ path: "/" }, { path: "/work/" }, { path: "/contact/" }],
};
const PAGE = "https://a.test/en/about/";

Deno.test("localMarkdown localises links wherever Markdown puts them, and only links", () => {
  const source = [
    "# See [work](/work/) ##",
    "",
    "Two lines, [one](/contact/)",
    '   and [two](</work/> "title")  ',
    "",
    "- [item](/work/#a)",
    "  > quoted [home](/)",
    "",
    "| a | b |",
    "|---|---|",
    "| [x](/work/) | [y](/contact/) |",
    "",
    "`[code](/work/)` ![pic](/images/a.png) [txt](/openapi.json) [out](https://b.test/work/) [top](#top)",
    "",
    "    [indented code](/work/)",
    "",
  ].join("\n");
  assert.equal(
    localMarkdown(source, SITE, PAGE),
    [
      "# See [work](https://a.test/en/work/) ##",
      "",
      "Two lines, [one](https://a.test/en/contact/)",
      '   and [two](<https://a.test/en/work/> "title")  ',
      "",
      "- [item](https://a.test/en/work/#a)",
      "  > quoted [home](https://a.test/en/)",
      "",
      "| a | b |",
      "|---|---|",
      "| [x](https://a.test/en/work/) | [y](https://a.test/en/contact/) |",
      "",
      "`[code](/work/)` ![pic](https://a.test/images/a.png) [txt](https://a.test/openapi.json) [out](https://b.test/work/) [top](https://a.test/en/about/#top)",
      "",
      "    [indented code](/work/)",
      "",
    ].join("\n"),
  );
});

Deno.test("markdownToHtml leads a translation's links to its own pages, and leaves others", () => {
  const html = markdownToHtml("[w](/work/) [l](/openapi.json) [c](#c) `[x](/work/)`", SITE);
  assert.match(html, /href="\/en\/work\/"/);
  assert.match(html, /href="\/openapi.json"/);
  assert.match(html, /href="#c"/);
  assert.match(html, /<code>\[x\]\(\/work\/\)<\/code>/);
  assert.match(markdownToHtml("[w](/work/)"), /href="\/work\/"/);
});

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

Deno.test("localMarkdown and markdownToHtml localise reference links, autolinks and bare URLs to the site", () => {
  const source = [
    "See [the work][w], [contact] and <https://a.test/work/>, or https://a.test/contact/ and <https://b.test/work/>.",
    "",
    "> [quoted][q]",
    "",
    "[w]: /work/ 'Work'",
    "[contact]:",
    "  </contact/>",
    "> [q]: https://a.test/work/#a",
    "",
    "[unused]: /openapi.json",
    "",
    "    [code]: /work/",
    "",
  ].join("\n");
  assert.equal(
    localMarkdown(source, SITE, PAGE),
    [
      "See [the work][w], [contact] and <https://a.test/en/work/>, or https://a.test/en/contact/ and <https://b.test/work/>.",
      "",
      "> [quoted][q]",
      "",
      "[w]: https://a.test/en/work/ 'Work'",
      "[contact]:",
      "  <https://a.test/en/contact/>",
      "> [q]: https://a.test/en/work/#a",
      "",
      "[unused]: https://a.test/openapi.json",
      "",
      "    [code]: /work/",
      "",
    ].join("\n"),
  );
  const html = markdownToHtml(source, SITE);
  assert.match(html, /<a href="\/en\/work\/" title="Work">the work<\/a>/);
  assert.match(html, /<a href="\/en\/contact\/">contact<\/a>/);
  assert.match(html, /<a href="https:\/\/a.test\/en\/work\/">https:\/\/a.test\/en\/work\/<\/a>/);
  assert.match(
    html,
    /<a href="https:\/\/a.test\/en\/contact\/">https:\/\/a.test\/en\/contact\/<\/a>/,
  );
  assert.match(html, /<a href="https:\/\/a.test\/en\/work\/#a">quoted<\/a>/);
  assert.match(html, /<a href="https:\/\/b.test\/work\/">https:\/\/b.test\/work\/<\/a>/);
});
