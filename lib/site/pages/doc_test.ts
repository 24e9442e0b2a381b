import assert from "node:assert/strict";
import { renderToString } from "preact-render-to-string";
import { h } from "preact";
import { Doc } from "../../../components/Doc.tsx";
import { type Block, cards, docMarkdown, section } from "./doc.ts";
import type { Site } from "../../content/model.ts";
import { loadMarkdown, localMarkdown } from "./markdown.ts";

await loadMarkdown();

const SITE = {
  prefix: "/en",
  config: { siteUrl: "https://a.example" },
  pages: [{ path: "/developers/" }, { path: "/contact/" }],
  // Doc reads the site's words (a code block's copy button): the English catalogue's.
  raw: {},
};

const BLOCKS: Block[] = [
  section("errors-heading", "Errors", [
    {
      type: "paragraph",
      text: "See [`not_found`](#error-not_found), [llms](/openapi.json) and [us](/contact/).",
    },
    {
      type: "definitions",
      class: "params",
      items: [{ term: "`slug`", meta: "path, required", text: "A <slug>." }],
    },
    cards({ class: "error-codes", level: 3 }, [
      { id: "error-not_found", title: "`not_found`", badge: "404", blocks: [] },
    ]),
  ], { id: "errors" }),
  section("explorer-heading", "Try it", [{ type: "slot", name: "explorer" }], {
    id: "explorer",
    web: true,
  }),
  { type: "code", code: "curl /", lang: "sh", label: "a command" },
];

Deno.test("docMarkdown writes every block once, web-only parts left out; its page makes links absolute in its language", () => {
  assert.equal(
    localMarkdown(docMarkdown(BLOCKS), SITE, "https://a.example/en/developers/"),
    [
      "## Errors",
      "See [`not_found`](https://a.example/en/developers/#error-not_found), [llms](https://a.example/openapi.json) and [us](https://a.example/en/contact/).",
      "- `slug` (path, required): A <slug>.",
      "### `not_found` (404)",
      "```sh\ncurl /\n```",
    ].join("\n\n"),
  );
});

Deno.test("Doc renders the same blocks as HTML: code, not backticks; raw HTML escaped; slots filled", () => {
  const html = renderToString(
    h(Doc, {
      blocks: BLOCKS,
      site: SITE as unknown as Site,
      slots: { explorer: h("form", { id: "x" }) },
    }),
  );
  assert.match(
    html,
    /<section id="errors" aria-labelledby="errors-heading"><h2 id="errors-heading">Errors<\/h2>/,
  );
  assert.match(html, /<ul class="error-codes"><li class="card" id="error-not_found">/);
  assert.match(html, /<a href="#error-not_found"><code>not_found<\/code><\/a>/);
  assert.match(html, /<a href="\/openapi.json">llms<\/a> and <a href="\/en\/contact\/">us<\/a>/);
  assert.match(
    html,
    /<dt><code>slug<\/code> <span class="param-meta">path, required<\/span><\/dt>/,
  );
  assert.match(html, /<dd>A &lt;slug&gt;.<\/dd>/);
  assert.match(
    html,
    /<li class="card" id="error-not_found"><h3 class="card-title"><code>not_found<\/code> <span class="badge">404<\/span><\/h3>/,
  );
  assert.match(html, /<form id="x"><\/form>/);
  assert.doesNotMatch(html, /`/);
});

Deno.test("a page's own <h1>, a heading's note and a paragraph's label read the same in HTML and Markdown", () => {
  const page: Block[] = [
    { type: "heading", level: 1, class: "headline", text: "Fast sites" },
    { type: "heading", level: 3, text: "Lead, Acme", note: "2021 – now", noteClass: "cv-date" },
    { type: "paragraph", class: "k", label: "Stack:", labelClass: "l", text: "Deno, Hono" },
    { type: "header", title: "T", lead: "What it is.", blocks: [{ type: "slot", name: "x" }] },
  ];
  assert.equal(
    docMarkdown(page),
    "Fast sites\n\n### Lead, Acme (2021 – now)\n\nStack: Deno, Hono\n\nWhat it is.",
  );
  const html = renderToString(h(Doc, { blocks: page, site: SITE as unknown as Site }));
  assert.match(html, /<h1 class="headline">Fast sites<\/h1>/);
  assert.match(html, /<h3>Lead, Acme <span class="cv-date">2021 – now<\/span><\/h3>/);
  assert.match(html, /<p class="k"><span class="l">Stack:<\/span> Deno, Hono<\/p>/);
  assert.match(
    html,
    /<header class="page-header"><h1>T<\/h1><p class="lead">What it is.<\/p><\/header>/,
  );
});
