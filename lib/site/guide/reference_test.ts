import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import { OPERATIONS } from "../../api/operations.ts";
import { PROBLEMS } from "../../http/problem.ts";
import { siteMessages } from "../../content/messages.ts";
import { docMarkdown } from "../pages/doc.ts";
import { errorsSection, exampleResponse, referenceSection, shortenedNote } from "./reference.ts";

const full = await fixtureSite("full");
const messages = siteMessages(full);
const op = (id: string) => OPERATIONS.find((o) => o.operationId === id)!;

Deno.test("an example request uses the site's base URL and examples from its content", () => {
  const reference = JSON.stringify(referenceSection(full, messages));
  assert.ok(reference.includes(`"code":"curl \\"https://site.test/api/v1/projects/escala\\""`));
});

Deno.test("a real example response keeps one item of a list of objects, and says so", () => {
  const example = exampleResponse(full, op("listProjects"));
  const json = JSON.parse(example.json);
  assert.equal(json.projects.length, 1);
  assert.equal(json.projects[0].slug, "escala");
  assert.deepEqual(example.shortened, [{ kind: "items", name: "projects", count: 4 }]);
  assert.equal(shortenedNote(example, messages), "Shortened: 1 of 4 projects shown.");
});

Deno.test("a long text keeps its first 200 characters; a whole answer has no note", () => {
  const page = exampleResponse(full, op("getPage"));
  const cut = page.shortened.find((c) => c.kind === "text");
  assert.deepEqual(cut && { ...cut, total: 0 }, {
    kind: "text",
    name: "markdown",
    kept: 200,
    total: 0,
  });
  assert.ok(JSON.parse(page.json).markdown.endsWith("…"));
  const profile = exampleResponse(full, op("getProfile"));
  assert.deepEqual(profile.shortened, []);
  assert.equal(shortenedNote(profile, messages), undefined);
  assert.equal(JSON.parse(profile.json).name, "Marta Quintela");
});

Deno.test("the OpenAPI document's example is its outline, marked as such", () => {
  const example = exampleResponse(full, op("getOpenApiDocument"));
  assert.equal(JSON.parse(example.json).openapi, "3.1.1");
  assert.deepEqual(example.shortened, [{ kind: "openapi" }]);
});

Deno.test("every error code is listed with its status, and who sends the ones not only the API's", () => {
  const cards = docMarkdown([errorsSection(full, messages)]).split("\n\n### ").slice(1);
  assert.equal(cards.length, Object.keys(PROBLEMS).length);
  const card = (code: string) => cards.find((c) => c.startsWith(`\`${code}\``))?.split("\n\n");
  assert.deepEqual(card("not_found")?.slice(0, 2), ["`not_found` (404)", "`Not found`"]);
  assert.equal(card("not_found")?.length, 3);
  assert.equal(card("not_acceptable")?.[0], "`not_acceptable` (406)");
  assert.equal(card("not_acceptable")?.at(-1), "Sent by the website's pages asked for as JSON.");
});
