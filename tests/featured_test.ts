/**
 * Content at scale: the home page shows the featured projects (or the first
 * four), whatever the number of projects; /work/ shows those as cards and
 * every other project as one line.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { copyContent, startServer } from "./_server.ts";

async function html(url: string): Promise<string> {
  return await (await fetch(url, { headers: { accept: "text/html" } })).text();
}

Deno.test("the home page shows the featured projects and /work/ lists every project, the rest one line each", async () => {
  const dir = await copyContent("tests/fixtures/full");
  for (let i = 0; i < 20; i++) {
    await Deno.writeTextFile(
      join(dir, "projects", `extra-${i}.md`),
      `---\nname: Extra project ${i}\nstatus: Live\nsummary: Extra project number ${i}.\norder: ${
        100 + i
      }\n${i === 7 ? "featured: true\n" : ""}---\n\nWhat it was.\n`,
    );
  }
  const server = await startServer({ contentDir: dir });
  try {
    const home = await html(server.url + "/");
    const cards = [...home.matchAll(/<article class="card project-card">/g)].length;
    assert.equal(cards, 1, "only the featured project is a card on the home page");
    assert.match(home, /Extra project 7/);
    assert.doesNotMatch(home, /Extra project 8\b/);

    const work = await html(server.url + "/work/");
    assert.equal([...work.matchAll(/<article class="card project-card">/g)].length, 1);
    const rows = /<ul class="work-list" aria-label="More projects">([\s\S]*?)<\/ul>/.exec(work);
    assert.ok(rows, "the other projects are listed");
    // The fixture's four projects and nineteen extras, each a link to its case study.
    assert.equal([...rows[1].matchAll(/<li>/g)].length, 23);
    assert.match(rows[1], /<a href="\/work\/extra-19\/">Extra project 19<\/a>/);
    assert.doesNotMatch(rows[1], /<img/, "one line each, no pictures");
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});
