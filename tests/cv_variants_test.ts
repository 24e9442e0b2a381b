/**
 * CV variants (profile.md's `cv_variants`) against the real server, on copies
 * of the fixtures given variants: each CV's page, Markdown, JSON Resume and
 * share card show its projects, skills and jobs in its order; the sitemaps
 * and the agent catalog list it; a translation serves it with its own words;
 * an unknown variant is the site's 404; the whole CV is what an owner without
 * variants gets, and a variant naming what does not exist is a content error
 * naming the file and field.
 */
import assert from "node:assert/strict";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import schema from "@jsonresume/schema/schema.json" with { type: "json" };
import { formatProblem, readContent } from "../lib/content/load.ts";
import { ContentError } from "../lib/content/problems.ts";
import type { Resume } from "../lib/site/pages/resume.ts";
import { copyContent, sharedServer, startServers, type TestServer } from "./_server.ts";

const SITE = "https://martaquintela.example";

/** Two CVs of the full fixture: "apis" chooses and reorders, "product" keeps the defaults. */
const VARIANTS = `cv_variants:
  - slug: apis
    title: "CV of Marta Quintela: APIs and MCP servers"
    role: API engineer
    summary: Designs public APIs and MCP servers, from the schema to production.
    projects: [vitae-mcp, escala]
    skills: [Hono, TypeScript, Model Context Protocol]
    experience: [Pastelaria Digital]
  - slug: product
    title: "CV of Marta Quintela: product work"
    projects: [selo, morada]
`;

/** `folder`'s copy of `file` with `yaml` added at the end of its front matter. */
async function addToFrontMatter(folder: string, file: string, yaml: string): Promise<void> {
  const path = `${folder}/${file}`;
  const text = await Deno.readTextFile(path);
  const end = text.indexOf("\n---", 3) + 1;
  await Deno.writeTextFile(path, text.slice(0, end) + yaml + text.slice(end));
}

/** The body of `path` on `server`, failing unless it is `status`. */
async function get(server: TestServer, path: string, accept = "*/*", status = 200) {
  const res = await fetch(server.url + path, { headers: { accept } });
  const body = await res.text();
  assert.equal(res.status, status, `${path}: ${body.slice(0, 200)}`);
  return { res, body };
}

/** The text of every `<h3>` in `html`'s section `id` (its entries, in order). */
function entries(html: string, id: string): string[] {
  const start = html.indexOf(`id="${id}"`);
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/<h3[^>]*>([^<]+)/g)].map((m) => m[1].trim());
}

const ajv = new Ajv({ allErrors: true });
addFormats.default(ajv);
const validateResume = ajv.compile(schema);

Deno.test("CV variants: each CV of the full fixture is the one CV of its own selection", async (t) => {
  const withVariants = await copyContent();
  await addToFrontMatter(withVariants, "profile.md", VARIANTS);
  // The fixture as it is, shared; the copy with variants, its own.
  const [plain, [server]] = await Promise.all([
    sharedServer({ siteUrl: SITE }),
    startServers([{ contentDir: withVariants, siteUrl: SITE }]),
  ]);
  try {
    await t.step(
      "/cv/apis/ shows its role, summary, skills, jobs and projects in its order",
      async () => {
        const { res, body } = await get(server, "/cv/apis/", "text/html");
        assert.match(
          body,
          /<title>CV of Marta Quintela: APIs and MCP servers · Calçada Web<\/title>/,
        );
        assert.match(body, /<p class="cv-label">API engineer<\/p>/);
        assert.ok(
          body.includes(
            "<p>Designs public APIs and MCP servers, from the schema to production.</p>",
          ),
        );
        assert.ok(
          body.includes('<p class="cv-skills">Hono, TypeScript, Model Context Protocol</p>'),
        );
        assert.deepEqual(entries(body, "cv-projects"), ["Vitae MCP", "Escala"]);
        assert.deepEqual(entries(body, "cv-work"), [
          "API engineer, Calçada Web",
          "Developer, Pastelaria Digital",
        ]);
        assert.ok(body.includes('<link rel="stylesheet" href="/cv.css?v='), "the CV's print style");
        assert.ok(body.includes('<a href="/cv/apis/resume.json" type="application/json">'));
        assert.ok(
          body.includes(`<meta property="og:image" content="${SITE}/og/cv/apis/card.png"/>`),
        );
        assert.ok(
          res.headers.get("link")!.includes(
            `<${SITE}/cv/apis/resume.json>; rel="alternate"; type="application/json"`,
          ),
        );
        // The other CVs, linked on screen.
        assert.match(
          body,
          /<p class="cv-note cv-versions">.*<a href="\/cv\/">CV of Marta Quintela<\/a> · <a href="\/cv\/product\/">CV of Marta Quintela: product work<\/a><\/p>/,
        );
      },
    );

    await t.step("a variant without skills or jobs keeps them all, with its projects", async () => {
      const { body } = await get(server, "/cv/product/", "text/html");
      assert.deepEqual(entries(body, "cv-projects"), ["Selo", "Morada"]);
      assert.deepEqual(entries(body, "cv-work"), [
        "Freelance product engineer, Calçada Web",
        "Staff engineer, Rotas Logística",
        "Developer, Pastelaria Digital",
      ]);
      assert.ok(body.includes("TypeScript, Go, SvelteKit, Astro, Hono"));
    });

    await t.step("its Markdown says the same, in the same order", async () => {
      for (const path of ["/cv/apis/index.md", "/cv/apis.md"]) {
        const { res, body } = await get(server, path);
        assert.equal(res.headers.get("content-type"), "text/markdown; charset=utf-8");
        assert.ok(body.startsWith("# Marta Quintela\n\nAPI engineer\n"), body.slice(0, 80));
        const headings = [...body.matchAll(/^### (.+?)(?: \(.*\))?$/gm)].map((m) => m[1]);
        assert.deepEqual(headings, [
          "API engineer, Calçada Web",
          "Developer, Pastelaria Digital",
          "Vitae MCP",
          "Escala",
        ]);
        assert.ok(body.includes("\nHono, TypeScript, Model Context Protocol\n"));
        assert.ok(body.includes(`[CV of Marta Quintela](${SITE}/cv/)`));
      }
    });

    await t.step("/cv/apis/resume.json is valid JSON Resume of the same selection", async () => {
      const { res, body } = await get(server, "/cv/apis/resume.json");
      assert.equal(res.headers.get("content-type"), "application/json");
      assert.ok(
        res.headers.get("link")!.includes(`<${SITE}/cv/apis/>; rel="alternate"; type="text/html"`),
      );
      const json: Resume = JSON.parse(body);
      assert.ok(validateResume(json), ajv.errorsText(validateResume.errors));
      assert.equal(json.basics.label, "API engineer");
      assert.equal(
        json.basics.summary,
        "Designs public APIs and MCP servers, from the schema to production.",
      );
      assert.deepEqual(json.projects.map((p) => p.name), ["Vitae MCP", "Escala"]);
      assert.deepEqual(json.skills, [{
        name: "Stack",
        keywords: ["Hono", "TypeScript", "Model Context Protocol"],
      }]);
      assert.deepEqual(json.work.map((w) => w.name), ["Calçada Web", "Pastelaria Digital"]);
      assert.equal(json.meta.canonical, `${SITE}/cv/apis/resume.json`);
    });

    await t.step("its share card is a PNG of its own", async () => {
      const res = await fetch(`${server.url}/og/cv/apis/card.png`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/png");
      const png = new Uint8Array(await res.arrayBuffer());
      assert.deepEqual([...png.slice(1, 4)], [0x50, 0x4e, 0x47]);
    });

    await t.step("sitemap.xml, sitemap.md and the agent catalog list every CV", async () => {
      const xml = (await get(server, "/sitemap.xml")).body;
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      // The CVs after the pages, then the feeds (the fixture has articles).
      assert.deepEqual(locs.slice(-5), [
        `${SITE}/cv/`,
        `${SITE}/cv/apis/`,
        `${SITE}/cv/product/`,
        `${SITE}/feed.xml`,
        `${SITE}/feed.json`,
      ]);
      const md = (await get(server, "/sitemap.md")).body;
      assert.ok(md.includes(
        `- [CV of Marta Quintela: APIs and MCP servers](${SITE}/cv/apis/) ([Markdown](${SITE}/cv/apis.md), last changed 2026-10-14): Designs public APIs`,
      ));
      const ard = JSON.parse((await get(server, "/.well-known/ard.json")).body);
      const resumes = ard.entries.filter((e: { identifier: string }) =>
        e.identifier.includes(":resume:")
      );
      assert.deepEqual(resumes.map((e: { url: string }) => e.url), [
        `${SITE}/resume.json`,
        `${SITE}/cv/apis/resume.json`,
        `${SITE}/cv/product/resume.json`,
      ]);
      assert.equal(resumes[1].identifier, "urn:air:martaquintela.example:resume:json-resume-apis");
      assert.equal(resumes[1].displayName, "CV of Marta Quintela: APIs and MCP servers");
      assert.ok(resumes[1].representativeQueries.length >= 2);
    });

    await t.step("an unknown variant is the site's 404, as a page and as JSON", async () => {
      const page = await get(server, "/cv/nope/", "text/html", 404);
      assert.match(page.body, /<h1>Page not found<\/h1>/);
      for (
        const path of [
          "/cv/nope/",
          "/cv/nope/index.md",
          "/cv/nope/resume.json",
          "/og/cv/nope/card.png",
        ]
      ) {
        const { res, body } = await get(server, path, "application/json", 404);
        assert.equal(res.headers.get("content-type"), "application/problem+json", path);
        assert.equal(JSON.parse(body).code, "not_found", path);
      }
      // Without variants, no address under /cv/ but the CV's own.
      await get(plain, "/cv/apis/", "text/html", 404);
      await get(plain, "/cv/apis/resume.json", "application/json", 404);
    });

    await t.step(
      "the whole CV is unchanged: only the line linking the variants is added",
      async () => {
        for (
          const [path, accept] of [["/cv/", "text/html"], ["/cv/index.md", "*/*"], [
            "/resume.json",
            "*/*",
          ]]
        ) {
          const before = (await get(plain, path, accept)).body;
          const after = (await get(server, path, accept)).body;
          assert.ok(!before.includes("cv-versions") && !before.includes("Other versions"), path);
          const versions = path === "/cv/"
            ? /\n?<p class="cv-note cv-versions">.*?<\/p>/s
            : /\n\nOther versions: .*(?=\n)/;
          assert.equal(after.replace(versions, ""), before, path);
        }
      },
    );
  } finally {
    await Promise.all([plain.close(), server.close()]);
    await Deno.remove(withVariants, { recursive: true });
  }
});

Deno.test("CV variants in a translation: its words, its language's jobs, its address", async () => {
  const folder = await copyContent("tests/fixtures/german");
  await addToFrontMatter(
    folder,
    "profile.md",
    `cv_variants:\n  - slug: termine\n    title: "Lebenslauf: Terminbuchung"\n    projects: [tischlerei-termine]\n    experience: [Holzwerk Software]\n`,
  );
  await addToFrontMatter(
    folder,
    "en/profile.md",
    `cv_variants:\n  - slug: termine\n    title: "CV: booking"\n`,
  );
  // The translation names the organisation otherwise: the CV takes the job at the same place.
  const en = `${folder}/en/profile.md`;
  await Deno.writeTextFile(
    en,
    (await Deno.readTextFile(en)).replace(
      "organisation: Holzwerk Software",
      "organisation: Holzwerk Software (Leipzig)",
    ),
  );
  const [server] = await startServers([{ contentDir: folder, siteUrl: SITE }]);
  try {
    const de = (await get(server, "/cv/termine/", "text/html")).body;
    assert.match(de, /<title>Lebenslauf: Terminbuchung · /);
    assert.deepEqual(entries(de, "cv-work").slice(1), ["Entwickler, Holzwerk Software"]);
    const { body } = await get(server, "/en/cv/termine/", "text/html");
    assert.match(body, /<html lang="en"/);
    assert.match(body, /<title>CV: booking · /);
    assert.deepEqual(entries(body, "cv-work").slice(1), ["Developer, Holzwerk Software (Leipzig)"]);
    assert.ok(body.includes("Built the order management for 40 joineries"));
    assert.ok(body.includes(`<link rel="alternate" hreflang="de" href="${SITE}/cv/termine/"/>`));
    assert.ok(body.includes(`<a href="/en/cv/">`), "the other CVs in the page's language");
    const md = (await get(server, "/en/cv/termine/index.md")).body;
    assert.ok(md.includes(`[CV of Jonas Brandt](${SITE}/en/cv/)`), md.slice(0, 600));
    const card = await fetch(`${server.url}/en/og/cv/termine/card.png`);
    assert.equal(card.status, 200);
    await card.body?.cancel();
    const xml = (await get(server, "/sitemap.xml")).body;
    assert.ok(xml.includes(`<loc>${SITE}/en/cv/termine/</loc>`));
  } finally {
    await server.close();
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("a CV variant naming a project, skill or job that does not exist is a content error naming the field", async () => {
  const folder = await copyContent();
  await addToFrontMatter(
    folder,
    "profile.md",
    `cv_variants:\n  - slug: apis\n    title: APIs\n    projects: [escala, nope]\n    skills: [Rust]\n    experience: [Nowhere]\n  - slug: apis\n    title: Again\n    projects: [selo]\n`,
  );
  try {
    const { error } = await readContent(folder);
    assert.ok(error instanceof ContentError);
    const problems = error.problems.map(formatProblem);
    const expected = [
      /^Cannot load "[^"]*profile\.md": field "cv_variants\[0\]\.projects\[1\]" names project "nope", which does not exist: use one of escala, /,
      /^Cannot load "[^"]*profile\.md": field "cv_variants\[0\]\.skills\[0\]" names "Rust", which is not in stack: use one of TypeScript, /,
      /^Cannot load "[^"]*profile\.md": field "cv_variants\[0\]\.experience\[0\]" names "Nowhere", which is not in experience \(by organisation\): use one of Rotas Logística, Pastelaria Digital$/,
      /^Cannot load "[^"]*profile\.md": field "cv_variants\[1\]\.slug" repeats "apis"/,
    ];
    for (const pattern of expected) {
      assert.ok(problems.some((p) => pattern.test(p)), `${pattern} in:\n${problems.join("\n")}`);
    }
    assert.equal(problems.length, expected.length, problems.join("\n"));
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});
