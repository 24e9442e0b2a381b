/**
 * The résumé against the real server: `/resume.json` is valid against the
 * JSON Resume schema (`@jsonresume/schema`) and says what the content says,
 * on the full fixture and on the minimal one; HEAD answers like GET; `/cv/`
 * shows the same résumé; and headless Chromium (Debian's `chromium`, driven
 * by playwright-core) prints `/cv/` to an A4 PDF of one or two pages, with
 * the site's header, footer and links' decoration gone, for `content/` and
 * the fixtures.
 *
 * playwright-core needs -A (see browser_test.ts). Run with fewer
 * permissions, as `deno task test` runs it, this file runs its server tests
 * itself and re-runs itself in a child `deno test -A` for the printing ones.
 */
import assert from "node:assert/strict";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import schema from "@jsonresume/schema/schema.json" with { type: "json" };
import schemaPackage from "@jsonresume/schema/package.json" with { type: "json" };
import type { Page } from "playwright-core";
import { loadContent, type RawContent } from "../lib/content/load.ts";
import type { Resume } from "../lib/site/pages/resume.ts";
import { browserTest, inBrowserChild } from "./_chromium.ts";
import { FIXTURE, sharedServer, type TestServer } from "./_server.ts";

const MINIMAL = "tests/fixtures/minimal";
const SITE = "https://martaquintela.example";

const ajv = new Ajv({ allErrors: true });
addFormats.default(ajv);
const validateResume = ajv.compile(schema);

/** `html`'s text as the browser reads it: tags dropped, the entities Preact writes decoded. */
function text(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
}

/** A project's address in the résumé: its live URL, else its case study. */
function projectUrl(site: string, p: RawContent["projects"][number]): string {
  return p.url ?? `${site}/work/${p.slug}/`;
}

/** GET and HEAD of /resume.json; the résumé is checked against the schema. */
async function fetchResume(server: TestServer) {
  const res = await fetch(`${server.url}/resume.json`);
  const body = await res.text();
  // Typed as the site means it, so that checking it against the schema keeps the type.
  const json: Resume = JSON.parse(body);
  assert.ok(
    validateResume(json),
    `/resume.json is not valid JSON Resume: ${ajv.errorsText(validateResume.errors)}`,
  );
  const head = await fetch(`${server.url}/resume.json`, { method: "HEAD" });
  return { res, body, json, head, headBody: await head.text() };
}

/** The headers of `res` but its date. */
function headersOf(res: Response): [string, string][] {
  return [...res.headers].filter(([name]) => name !== "date");
}

if (!inBrowserChild) {
  Deno.test("/resume.json is JSON Resume made from the full fixture's facts", async (t) => {
    const raw = await loadContent(FIXTURE);
    const server = await sharedServer({ siteUrl: SITE });
    try {
      const { res, body, json, head, headBody } = await fetchResume(server);

      await t.step("it is served as JSON with a strong ETag, linking the CV page", () => {
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("content-type"), "application/json");
        assert.match(res.headers.get("etag")!, /^"/);
        assert.equal(res.headers.get("access-control-allow-origin"), "*");
        const link = res.headers.get("link") ?? "";
        assert.ok(link.includes(`<${SITE}/cv/>; rel="alternate"; type="text/html"`), link);
        assert.ok(body.length > 0);
      });

      await t.step("HEAD gives the same headers without a body", () => {
        assert.equal(head.status, 200);
        assert.deepEqual(headersOf(head), headersOf(res));
        assert.equal(headBody, "");
      });

      await t.step("basics are the profile and the contact address", () => {
        const p = raw.profile;
        assert.equal(json.basics.name, p.name);
        assert.equal(json.basics.label, p.role);
        assert.equal(json.basics.email, raw.contact.hiring_and_freelance);
        assert.equal(json.basics.url, `${SITE}/`);
        assert.equal(json.basics.summary, p.bio.trim().replace(/\s*\n\s*/g, " "));
        // "Lisbon, Lisbon District, Portugal"
        assert.deepEqual(json.basics.location, {
          city: "Lisbon",
          region: "Lisbon District",
          countryCode: "PT",
        });
        assert.deepEqual(json.basics.profiles, [
          { network: "GitHub", username: "martaquintela", url: p.github },
          { network: "LinkedIn", username: "martaquintela", url: p.linkedin },
        ]);
        assert.equal(json.basics.image, undefined, "an SVG portrait is not a JSON Resume image");
      });

      await t.step("work is the owner's practice, then the work history", () => {
        assert.equal(json.work.length, 1 + raw.profile.experience!.length);
        assert.deepEqual(json.work.slice(0, 1), [{
          name: raw.profile.brand,
          position: raw.profile.role,
          url: `${SITE}/`,
          summary: raw.profile.freelance,
        }]);
      });

      await t.step("projects are the content's projects, in order, with their facts", () => {
        assert.deepEqual(json.projects.map((p) => p.name), [
          "Escala",
          "Morada",
          "Vitae MCP",
          "Selo",
        ]);
        assert.deepEqual(
          json.projects,
          raw.projects.map((p) => ({
            name: p.name,
            description: p.summary,
            url: projectUrl(SITE, p),
            highlights: p.outcomes!.map((o) => `${o.label}: ${o.value}`),
            keywords: p.stack,
            startDate: String(p.year),
            ...(p.client ? { entity: p.client.name } : {}),
            ...(p.role ? { roles: [p.role] } : {}),
          })),
        );
        assert.equal(json.projects[0].url, "https://escala.example");
        assert.ok(json.projects[0].highlights!.includes("Trial shift booked: Within 1 day"));
      });

      await t.step("skills are the stack, and education is the school and degree", () => {
        assert.deepEqual(json.skills, [{ name: "Stack", keywords: raw.profile.stack }]);
        // "MSc in Informatics Engineering, Escola Superior de Tecnologia do Tejo, Lisbon"
        assert.deepEqual(json.education, [{
          institution: raw.profile.alma_mater,
          studyType: "MSc",
          area: "Informatics Engineering",
        }]);
      });

      await t.step("meta names this document, the schema version and the content's date", () => {
        assert.deepEqual(json.meta, {
          canonical: `${SITE}/resume.json`,
          version: `v${schemaPackage.version}`,
          lastModified: raw.site.updated,
        });
        assert.ok(json.$schema.includes(`@jsonresume/schema@${schemaPackage.version}/`));
      });
    } finally {
      await server.close();
    }
  });

  Deno.test("/resume.json on the minimal fixture leaves out what the content does not say", async () => {
    const raw = await loadContent(MINIMAL);
    const server = await sharedServer({ contentDir: MINIMAL });
    try {
      const { res, json, head, headBody } = await fetchResume(server);
      assert.equal(res.status, 200);
      assert.deepEqual(headersOf(head), headersOf(res));
      assert.equal(headBody, "");
      assert.deepEqual(json.basics, {
        name: "Mira Okafor",
        label: "Web developer",
        email: raw.contact.hiring_and_freelance,
        url: `${server.url}/`,
        summary: "Mira builds small web apps for local businesses.",
        // "Lagos, Nigeria": a city and a country, no region
        location: { city: "Lagos", countryCode: "NG" },
        profiles: [],
      });
      assert.deepEqual(json.work, [{
        name: "Mira Okafor",
        position: "Web developer",
        url: `${server.url}/`,
      }]);
      // No live URL: the case study is the project's address. No outcomes, stack or year.
      assert.deepEqual(json.projects, [{
        name: "Booking page",
        description: "A one-page booking form for a barber shop.",
        url: `${server.url}/work/booking-page/`,
      }]);
      assert.deepEqual(json.skills, [{ name: "Stack", keywords: ["JavaScript"] }]);
      assert.equal("education" in json, false);
      assert.equal(json.meta.lastModified, "2026-10-01");
    } finally {
      await server.close();
    }
  });

  Deno.test("/cv/ shows the same résumé as HTML, on the full and minimal fixtures", async (t) => {
    for (const contentDir of [FIXTURE, MINIMAL]) {
      const raw = await loadContent(contentDir);
      const server = await sharedServer({ contentDir });
      try {
        await t.step(
          `${contentDir}: name, role, contact, skills, every project, education`,
          async () => {
            const res = await fetch(`${server.url}/cv/`);
            assert.equal(res.status, 200);
            assert.match(res.headers.get("content-type")!, /^text\/html/);
            // Other links may join it (the site's own discovery links).
            const link = res.headers.get("link") ?? "";
            assert.ok(
              link.includes(
                `<${server.url}/resume.json>; rel="alternate"; type="application/json"`,
              ),
              `Link: ${link}`,
            );
            const html = await res.text();
            assert.match(html, /<title>CV of [^<]+ · [^<]+<\/title>/);
            // In the head, after the site's style sheet: one in the body may be painted without.
            const head = html.slice(0, html.indexOf("</head>"));
            assert.match(
              head,
              /<link rel="stylesheet" href="\/styles\.css\?v=[^"]+"\/?><link rel="stylesheet" href="\/cv\.css\?v=[^"]+"\/?>/,
            );
            const page = text(html);
            const p = raw.profile;
            for (const fact of [p.name, p.role, raw.contact.hiring_and_freelance, ...p.stack]) {
              assert.ok(page.includes(fact), `/cv/ shows "${fact}"`);
            }
            for (const project of raw.projects) {
              assert.ok(page.includes(project.name), `/cv/ shows ${project.name}`);
              assert.ok(page.includes(project.summary), `/cv/ shows ${project.name}'s summary`);
              for (const o of project.outcomes ?? []) {
                assert.ok(page.includes(`${o.label}: ${o.value}`), `/cv/ shows "${o.label}"`);
              }
            }
            if (p.education) assert.ok(page.includes(p.education));
            assert.equal(page.includes("Education"), Boolean(p.education || p.alma_mater));
            assert.ok(html.includes('href="/resume.json"'), "/cv/ links the JSON Resume");
          },
        );

        await t.step(
          `${contentDir}: /cv redirects to /cv/, and HEAD answers like GET`,
          async () => {
            const res = await fetch(`${server.url}/cv?x=1`, { redirect: "manual" });
            assert.equal(res.status, 308);
            assert.equal(res.headers.get("location"), "/cv/?x=1");
            await res.body?.cancel();
            const get = await fetch(`${server.url}/cv/`);
            await get.body?.cancel();
            const head = await fetch(`${server.url}/cv/`, { method: "HEAD" });
            assert.equal(head.status, 200);
            assert.deepEqual(headersOf(head), headersOf(get));
            assert.equal(await head.text(), "");
          },
        );
      } finally {
        await server.close();
      }
    }
  });
}

/** The content folders whose CV is printed, with the page counts allowed. */
/** Owners printed: the complete fixture (the sample's shape) and the minimal one. */
const PRINTED = [FIXTURE, MINIMAL];

browserTest(
  "/cv/ prints to a one- or two-page A4 PDF in headless Chromium",
  import.meta.url,
  async (t, browser) => {
    // Two pages for both owners (a new context for each load cost about 1.5 s of CPU, most of it
    // starting renderers: docs/performance.md): one that prints and measures, setting its
    // viewport and media before each load, and one whose visitor chose the dark theme.
    const printer = await browser.newPage();
    const dark = await (await browser.newContext({ colorScheme: "dark" })).newPage();
    await dark.addInitScript(() => localStorage.setItem("theme", "dark"));
    for (const contentDir of PRINTED) {
      const raw = await loadContent(contentDir);
      const server = await sharedServer({ contentDir });
      try {
        await t.step(`${contentDir}: the PDF has 1 or 2 A4 pages`, async () => {
          const pdf = await printCv(printer, `${server.url}/cv/`);
          const pages = pdfPageCount(pdf);
          const flow = await printedHeight(printer, `${server.url}/cv/`);
          // Page breaks only push content down, so the last page holds at least
          // what is left of the flow after the full pages before it.
          const last = flow - (pages - 1) * A4_CONTENT_HEIGHT;
          console.log(
            `${contentDir}: /cv/ prints on ${pages} A4 page(s), the last at least ${
              Math.round(100 * last / A4_CONTENT_HEIGHT)
            }% full`,
          );
          assert.ok(pages >= 1 && pages <= 2, `${contentDir}: ${pages} pages`);
          assert.ok(
            pages === 1 || last >= A4_CONTENT_HEIGHT / 4,
            `${contentDir}: the last page holds only ${
              Math.round(last)
            }px of ${A4_CONTENT_HEIGHT}px`,
          );
        });

        await t.step(`${contentDir}: print hides the site's chrome, black on white`, async () => {
          // A visitor who chose the dark theme prints the same black-on-white CV.
          const page = dark;
          await page.emulateMedia({ media: null });
          await page.goto(`${server.url}/cv/`);
          await page.emulateMedia({ media: "print" });
          const look = await page.evaluate(() => {
            const style = (selector: string) => {
              const el = document.querySelector(selector);
              return el ? getComputedStyle(el) : undefined;
            };
            return {
              shown: [".skip", ".site-header", ".site-nav", ".site-footer", ".theme-toggle"]
                .filter((s) => document.querySelector(s)?.checkVisibility()),
              background: style("body")!.backgroundColor,
              color: style(".cv h1")!.color,
              underlines: [...document.querySelectorAll(".cv a")]
                .map((a) => getComputedStyle(a).textDecorationLine)
                .filter((line) => line !== "none").length,
              theme: document.documentElement.dataset.theme,
            };
          });
          assert.equal(look.theme, "dark");
          assert.deepEqual(look.shown, [], "the site's chrome is hidden in print");
          assert.equal(look.background, "rgb(255, 255, 255)");
          assert.equal(look.color, "rgb(0, 0, 0)");
          assert.equal(look.underlines, 0, "links are not underlined in print");
          // The addresses print as text.
          const printed = await page.locator(".cv").innerText();
          for (const p of raw.projects) {
            if (p.url) {
              assert.ok(printed.includes(p.url.replace(/^https?:\/\/(www\.)?/, "")), p.url);
            }
          }
          assert.ok(printed.includes(raw.contact.hiring_and_freelance));
        });

        // axe on /cv/ in either theme: tests/browser_test.ts (the complete fixture) and
        // tests/axe_browser_test.ts (every other owner), on their one load of every page.
      } finally {
        await server.close();
      }
    }
    await Promise.all([printer, dark].map((page) => page.context().close()));
  },
);

/** `url` printed to PDF, A4, as a browser's "Save as PDF" does (print media, no backgrounds). */
async function printCv(page: Page, url: string): Promise<Uint8Array> {
  // A new page's viewport and media (printedHeight changes them).
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ media: null });
  await page.goto(url);
  return await page.pdf({ format: "A4" });
}

/** A4's printable box at 96 px per inch, inside static/cv.css's `@page` margins (16 + 16 mm, 15 + 16 mm). */
const A4_CONTENT_WIDTH = Math.floor((210 - 32) / 25.4 * 96);
const A4_CONTENT_HEIGHT = Math.floor((297 - 31) / 25.4 * 96);

/** The height of the CV's content laid out for print at the printable width, in CSS pixels. */
async function printedHeight(page: Page, url: string): Promise<number> {
  await page.setViewportSize({ width: A4_CONTENT_WIDTH, height: 800 });
  await page.emulateMedia({ media: null });
  await page.goto(url);
  await page.emulateMedia({ media: "print" });
  return await page.evaluate(() => document.querySelector(".cv")!.getBoundingClientRect().height);
}

/** The number of page objects (`/Type /Page`, not the `/Pages` tree) in a PDF. */
function pdfPageCount(pdf: Uint8Array): number {
  const source = new TextDecoder("latin1").decode(pdf);
  return source.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
