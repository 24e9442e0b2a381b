import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { factsMarkdown, glanceFacts, linkText } from "./facts.ts";

Deno.test("linkText shows an address without its scheme, www. or final slash", () => {
  assert.equal(linkText("https://www.github.example/ana/"), "github.example/ana");
  assert.equal(linkText("http://a.example/x"), "a.example/x");
});

Deno.test("factsMarkdown lists each fact as the page shows it: links by their text, tags joined", () => {
  assert.equal(
    factsMarkdown([
      { label: "Status", status: "Live" },
      { label: "Stack", tags: ["Deno", "Preact"] },
      { label: "Live", href: "https://a.example/" },
      { label: "Elsewhere", links: [undefined, "https://b.example/in/x"] },
    ], { comma: ", ", colon: ": " }),
    "- **Status:** Live\n- **Stack:** Deno, Preact\n- **Live:** [a.example](https://a.example/)" +
      "\n- **Elsewhere:** [b.example/in/x](https://b.example/in/x)",
  );
});

Deno.test("factsMarkdown punctuates in the language's marks: no space after a full-width colon", () => {
  const marks = { comma: "、", colon: "：" };
  const rows = [{ label: "状況", status: "公開中" }, { label: "技術", tags: ["Deno", "Preact"] }];
  assert.equal(factsMarkdown(rows, marks), "- **状況：**公開中\n- **技術：**Deno、Preact");
});

Deno.test("glanceFacts shows the freelance work, the stack and the profiles there are", async () => {
  const studio = await fixtureSite("studio");
  assert.deepEqual(glanceFacts(studio).map((r) => [r.label, r.text ?? r.tags ?? r.links]), [
    ["Freelance work", "Dashboards, API integrations and data pipelines."],
    ["Works with", studio.raw.profile.stack],
    ["Elsewhere", ["https://github.example/nordlicht-sample", undefined]],
  ]);
  const minimal = await fixtureSite("minimal");
  assert.deepEqual(glanceFacts(minimal).map((r) => r.label), ["Works with"]);
});
