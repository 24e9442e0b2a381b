import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { llmsFullTxt, llmsTxt } from "./llms_txt.ts";

const full = await fixtureSite("full");
const german = await fixtureSite("german");

Deno.test("llms.txt names the site, sums up its owner and links every page's Markdown", () => {
  const text = llmsTxt(full);
  assert.ok(
    text.startsWith("# Calçada Web\n\n> Marta Quintela is a freelance product engineer in Lisbon"),
  );
  for (const page of full.pages) {
    assert.ok(
      text.includes(`- [${page.title}](${page.url}index.md): ${page.description}\n`),
      page.path,
    );
  }
  const headings = text.split("\n").filter((l) => l.startsWith("## "));
  assert.deepEqual(headings, ["## Pages", "## API", "## MCP", "## CLI", "## Optional"]);
  assert.match(text, /\]\(https:\/\/site\.test\/api\/v1\/openapi\.json\): /);
});

Deno.test("llms.txt lists a translation's pages under its language's name, in the site's language", () => {
  const text = llmsTxt(german);
  const heading = text.split("\n").find((l) => l.startsWith("## ") && l.includes("Englisch"));
  assert.ok(heading, text.split("\n").filter((l) => l.startsWith("## ")).join(" | "));
  assert.ok(text.includes("(https://site.test/en/about/index.md)"));
});

Deno.test("llms-full.txt holds every page's Markdown in site order, each under its title with its source", () => {
  const text = llmsFullTxt(full);
  let at = 0;
  for (const page of full.pages) {
    const found = text.indexOf(`# ${page.title}\n\nSource: ${page.url}\n`, at);
    assert.ok(found > at, page.path);
    at = found;
  }
  assert.equal(text.split("\n\n---\n\n").length, full.pages.length);
});
