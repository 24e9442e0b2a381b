import assert from "node:assert/strict";
import { factsMarkdown, linkText } from "./facts.ts";

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
    ]),
    "- **Status:** Live\n- **Stack:** Deno, Preact\n- **Live:** [a.example](https://a.example/)",
  );
});
