/**
 * Issue #37, item 3: a list of the owner's values (her stack on the CV, a project's stack in the
 * pages' Markdown, "works with") is joined in the page's language, by the catalogue's comma
 * (、 in Japanese), never by a Latin " · " or ", " written into the code.
 */
import assert from "node:assert/strict";
import { copyContent, startServer } from "./_server.ts";

Deno.test("the Japanese owner's stack lists join with 、 on her CV, its Markdown and her projects' Markdown", async () => {
  const dir = await copyContent("tests/fixtures/japanese");
  const profile = `${dir}/profile.md`, project = `${dir}/projects/timetable.md`;
  Deno.writeTextFileSync(
    profile,
    Deno.readTextFileSync(profile).replace(
      "  - JavaScript\n",
      "  - JavaScript\n  - TypeScript\n  - Deno\n",
    ),
  );
  Deno.writeTextFileSync(
    project,
    Deno.readTextFileSync(project).replace(
      "order: 1\n",
      "order: 1\nstack:\n  - Deno\n  - Preact\n",
    ),
  );
  const server = await startServer({ contentDir: dir });
  try {
    const get = async (path: string) => {
      const res = await fetch(server.url + path);
      assert.equal(res.status, 200, path);
      return await res.text();
    };
    assert.match(await get("/cv/"), /<p class="cv-skills">JavaScript、TypeScript、Deno<\/p>/);
    assert.match(await get("/cv/index.md"), /^JavaScript、TypeScript、Deno$/m);
    assert.match(await get("/work/index.md"), /^Deno、Preact$/m);
    for (
      const path of [
        "/",
        "/cv/",
        "/work/",
        "/index.md",
        "/cv/index.md",
        "/work/index.md",
        "/llms-full.txt",
      ]
    ) {
      assert.doesNotMatch(
        await get(path),
        /(JavaScript|TypeScript|Deno|Preact)( · |, )(TypeScript|Deno|Preact)/,
        path,
      );
    }
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});
