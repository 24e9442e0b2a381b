/**
 * A suite that knows no owner: it runs against whatever content/ holds (or
 * CONTENT_DIR), and against four fixture owners under tests/fixtures/ (one
 * minimal: one project, no optional field; one with a page of its own,
 * another mark and language, and no /pricing/; a German one (`lang: de`); and the complete one the other
 * tests serve, shaped like content/ with every optional field). For each:
 * the content passes `deno task check`'s full load; every listed page answers
 * in HTML and in Markdown; every endpoint of the API index answers, checked
 * against the OpenAPI document by the contract; every MCP tool answers with
 * the content's own example arguments; every internal link of every page
 * resolves. For the fixtures, nothing of the sample owner appears anywhere.
 * Replacing the owner in content/ keeps this suite green with no edit.
 */
import assert from "node:assert/strict";
import { exampleArgs } from "../lib/api/operation.ts";
import { OPERATIONS } from "../lib/api/operations.ts";
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { everyPage } from "../lib/content/model.ts";
import { checkContent } from "../build/check.ts";
import { ContractClient } from "./_contract.ts";
import { FIXTURE, sharedServer } from "./_server.ts";

const CONTENT = Deno.env.get("CONTENT_DIR") || "./content";
const FIXTURES = [
  "tests/fixtures/minimal",
  "tests/fixtures/studio",
  "tests/fixtures/german",
  "tests/fixtures/rtl",
  "tests/fixtures/japanese",
  FIXTURE,
];

/** Words that would show the sample owner leaking into another owner's site. */
const SAMPLE: string[] = await loadContent("./content").then(
  (raw) => [raw.profile.name, raw.profile.brand, ...raw.projects.map((p) => p.name)],
  () => [],
);

for (const dir of [CONTENT, ...FIXTURES]) {
  const fixture = FIXTURES.includes(dir);
  Deno.test(`the site serves ${dir} whole: pages, Markdown, API, MCP and links`, async () => {
    const server = await sharedServer({ contentDir: dir });
    try {
      const config = readConfig(new Map([["SITE_URL", server.url], ["CONTENT_DIR", dir]]));
      assert.deepEqual(await checkContent(config), [], "deno task check passes");
      const site = buildSite(await loadContent(dir), config);
      const contract = await ContractClient.create(server.url);
      const bodies: string[] = [];
      const get = async (path: string, accept: string) => {
        const { res, text } = await contract.fetch(path, { headers: { accept } });
        bodies.push(text);
        return { status: res.status, text };
      };

      const { text: index } = await get("/api/v1/", "application/json");
      for (const endpoint of JSON.parse(index).endpoints as string[]) {
        const path = endpoint.slice(server.url.length);
        assert.equal((await get(path, "application/json")).status, 200, path);
      }
      const { pages } = JSON.parse((await get("/api/v1/pages", "application/json")).text);
      // Every language's pages, a translation's by its served path (/en/about/).
      assert.deepEqual(
        pages.map((p: { path: string }) => p.path),
        everyPage(site).map((p) => p.path),
      );
      const links = new Set<string>();
      for (const { path, title } of pages) {
        const html = await get(path, "text/html");
        assert.equal(html.status, 200, `${path} as HTML`);
        assert.ok(html.text.includes(`<title>${escape(title)}`), `${path} is titled`);
        for (const [, href] of html.text.matchAll(/href="(\/[^"#?]*)/g)) links.add(href);
        const md = await get(path, "text/markdown");
        assert.equal(md.status, 200, `${path} as Markdown`);
        assert.ok(md.text.startsWith(`# ${title}\n`), `${path}'s Markdown starts with its title`);
      }
      for (const href of links) {
        const { status } = await get(href, "text/html");
        assert.notEqual(status, 404, `a link to ${href} resolves`);
      }

      let id = 0;
      for (const op of OPERATIONS.filter((o) => o.tool)) {
        const { json } = await contract.fetch("/mcp", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            jsonrpc: "2.0",
            id: ++id,
            method: "tools/call",
            params: { name: op.tool!.name, arguments: exampleArgs(op, site) },
          }),
        });
        assert.equal(json.result?.isError, undefined, `${op.tool!.name}: ${JSON.stringify(json)}`);
        bodies.push(JSON.stringify(json));
      }

      // (Unless content/ holds this very fixture, as when an owner starts from one.)
      if (fixture && !SAMPLE.includes(site.profile.name)) {
        const all = bodies.join("\n");
        for (const word of SAMPLE) {
          const at = all.indexOf(word);
          assert.ok(
            at < 0,
            `the sample's "${word}" appears in ${dir}'s site: …${all.slice(at - 80, at + 40)}…`,
          );
        }
      }
    } finally {
      await server.close();
    }
  });
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
