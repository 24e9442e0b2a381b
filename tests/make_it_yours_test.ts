/**
 * Replacing the owner needs no change outside content/: a copy of the content
 * with a project and a page taken away, and no second contact address, still
 * serves every remaining page, operation and tool. (Issue: removing a sample
 * project or page used to take the whole site down, because example values
 * were written into the code.)
 */
import assert from "node:assert/strict";
import { join } from "node:path";
// @ts-types="@types/js-yaml"
import { dump, load } from "js-yaml";
import { parseFrontMatter } from "../lib/content/front_matter.ts";
import { loadContent } from "../lib/content/load.ts";
import { copyContent, startServer } from "./_server.ts";

Deno.test("removing a project, a page and the second contact address, and adding a page, needs no code", async () => {
  const dir = await copyContent();
  const raw = await loadContent(dir);
  const gone = raw.projects[0].slug;
  const page = raw.pages.filter((p) => !["/", "/work/", "/contact/"].includes(p.path)).at(-1)!;
  await Deno.remove(join(dir, "projects", `${gone}.md`));
  const services = join(dir, "services.md");
  await Deno.writeTextFile(
    services,
    (await Deno.readTextFile(services)).replace(new RegExp(`^\\s*example: ${gone}\\n`, "gm"), ""),
  );
  // Praise for the removed project goes with it (the check names any left behind).
  const praise = join(dir, "testimonials.md");
  const { data: kept } = parseFrontMatter(await Deno.readTextFile(praise)) as {
    data: { testimonials: { project?: string }[] };
  };
  kept.testimonials = kept.testimonials.filter((t) => t.project !== gone);
  await Deno.writeTextFile(praise, `---\n${dump(kept)}---\n`);
  const siteYaml = join(dir, "site.yaml");
  const site = load(await Deno.readTextFile(siteYaml)) as {
    pages: { path: string; file: string }[];
    mark?: string;
    lang?: string;
    locale?: string;
  };
  // The owner's mark and language, and no locale for share cards.
  site.mark = "Zq";
  site.lang = "de";
  delete site.locale;
  const file = site.pages.find((p) => p.path === page.path)!.file;
  site.pages = site.pages.filter((p) => p.path !== page.path);
  // A page of the owner's own, with no route written for it.
  site.pages.push({
    path: "/talks/",
    file: "talks.md",
    title: "Talks and workshops",
    description: "Talks given and workshops run, with their slides.",
    nav: "Talks",
  } as { path: string; file: string });
  await Deno.writeTextFile(
    join(dir, "pages", "talks.md"),
    "## Recent talks\n\nA talk on *typed APIs*.\n",
  );
  await Deno.writeTextFile(siteYaml, dump(site));
  await Deno.remove(join(dir, "pages", file));
  const contact = join(dir, "contact.md");
  await Deno.writeTextFile(
    contact,
    (await Deno.readTextFile(contact)).replace(/^(jantahr_support_billing_legal|note):.*\n/gm, ""),
  );

  const server = await startServer({ contentDir: dir });
  try {
    const get = async (path: string, accept = "application/json") => {
      const res = await fetch(server.url + path, { headers: { accept } });
      return { status: res.status, text: await res.text() };
    };
    const index = JSON.parse((await get("/api/v1/")).text);
    for (const endpoint of index.endpoints as string[]) {
      const path = endpoint.slice(server.url.length);
      assert.equal((await get(path)).status, 200, `${path} (from the API index)`);
    }
    const { pages } = JSON.parse((await get("/api/v1/pages")).text);
    assert.ok(!pages.some((p: { path: string }) => p.path === page.path), "the page is gone");
    for (const { path } of pages) {
      assert.equal((await get(path, "text/html")).status, 200, `${path} as HTML`);
      assert.equal((await get(path, "text/markdown")).status, 200, `${path} as Markdown`);
    }
    assert.ok(pages.some((p: { path: string }) => p.path === "/talks/"), "the new page is listed");
    const home = (await get("/", "text/html")).text;
    assert.match(home, /<html lang="de">/);
    assert.match(home, /<span class="brand-mark" aria-hidden="true">Zq<\/span>/);
    assert.doesNotMatch(home, /og:locale/);
    assert.match((await get("/favicon.svg", "image/svg+xml")).text, />Zq<\/text>/);
    const talks = await get("/talks/", "text/html");
    assert.match(talks.text, /<h1[^>]*>Talks and workshops<\/h1>/);
    assert.match(talks.text, /<em>typed APIs<\/em>/);
    assert.match(talks.text, /<a href="\/talks\/"[^>]*>Talks<\/a>/, "it is in the navigation");
    assert.match((await get("/talks/", "text/markdown")).text, /^# Talks and workshops\n/);
    assert.match((await get("/sitemap.xml", "application/xml")).text, /\/talks\/<\/loc>/);
    assert.equal((await get("/no-such-page/", "text/html")).status, 404);
    assert.equal((await get("/styles.css", "text/css")).status, 200, "files are not pages");
    assert.equal((await get(`/work/${gone}/`, "text/html")).status, 404, "the project is gone");
    assert.equal((await get(page.path, "text/html")).status, 404, "the page is gone");
    const { projects } = JSON.parse((await get("/api/v1/projects")).text);
    assert.ok(!projects.some((p: { slug: string }) => p.slug === gone));
    const contactJson = JSON.parse((await get("/api/v1/contact")).text);
    assert.deepEqual(Object.keys(contactJson).sort(), [
      "booking_url",
      "contact_page",
      "hiring_and_freelance",
    ]);
    const openapi = JSON.parse((await get("/api/v1/openapi.json")).text);
    const slug = openapi.paths["/projects/{slug}"].get.parameters[0].example;
    assert.equal(slug, projects[0].slug, "the OpenAPI example comes from the content");
    assert.doesNotMatch(
      (await get("/developers/", "text/markdown")).text,
      new RegExp(`/${gone}\\b`),
    );
  } finally {
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});
