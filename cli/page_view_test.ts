import assert from "node:assert/strict";
import { renderMarkdown } from "./page_view.ts";
import { createStyle } from "./text.ts";

const plain = createStyle(false);
const colour = createStyle(true);
const B = (s: string) => `\x1b[1m${s}\x1b[22m`;
const D = (s: string) => `\x1b[2m${s}\x1b[22m`;

const PAGE = `# How pricing works

Every project is priced by a **written quote**. There is no rate card, because two projects that sound alike rarely are.

## How it works

1. **A short call.** We talk through what you want to build, who it is for and when you need it.
2. **A written quote.** Within a few days.

- The scope: what will be built.
- Ownership: you own the code and IP on payment.

[Send a short note](https://nordlicht.example/contact/) or see <https://nordlicht.example/faq/>, \`site faq\`, snake_case_names.

\`\`\`sh
curl -O https://nordlicht.example/cli.mjs && node cli.mjs profile --json | jq .
\`\`\`

| a | b |
|---|---|

> Quoted words
> go here.

---
`;

Deno.test("renderMarkdown wraps paragraphs and list items with a hanging indent, keeping the Markdown marks without colour", () => {
  assert.deepEqual(renderMarkdown(PAGE, { width: 50, style: plain }), [
    "# How pricing works",
    "",
    "Every project is priced by a written quote. There",
    "is no rate card, because two projects that sound",
    "alike rarely are.",
    "",
    "## How it works",
    "",
    "1. A short call. We talk through what you want to",
    "   build, who it is for and when you need it.",
    "2. A written quote. Within a few days.",
    "",
    "• The scope: what will be built.",
    "• Ownership: you own the code and IP on payment.",
    "",
    "Send a short note",
    "(https://nordlicht.example/contact/) or see",
    "https://nordlicht.example/faq/, `site faq`,",
    "snake_case_names.",
    "",
    "    curl -O https://nordlicht.example/cli.mjs && node cli.mjs profile --json | jq .",
    "",
    "| a | b |",
    "|---|---|",
    "",
    "│ Quoted words go here.",
    "",
    "─".repeat(40),
  ]);
});

Deno.test("renderMarkdown makes headings and strong text bold, links' addresses dim, each word on its own", () => {
  assert.deepEqual(
    renderMarkdown(
      "## Get a quote\n\n[Send **a** note](https://x.example/c/) now, `code`.",
      {
        width: 80,
        style: colour,
      },
    ),
    [
      `${B("Get")} ${B("a")} ${B("quote")}`,
      "",
      `${B("Send")} ${B(B("a"))} ${B("note")} ${
        D("(https://x.example/c/)")
      } now, \x1b[36mcode\x1b[39m.`,
    ],
  );
});

Deno.test("renderMarkdown shows a link once when its text is its address, and an image by its text", () => {
  const out = renderMarkdown(
    "[https://x.example/](https://x.example/) [a@x.example](mailto:a@x.example) ![Logo](https://x.example/l.png) \\*not em\\*",
    { width: 200, style: plain },
  );
  assert.deepEqual(out, [
    "https://x.example/ a@x.example [Logo] (https://x.example/l.png) *not em*",
  ]);
});
