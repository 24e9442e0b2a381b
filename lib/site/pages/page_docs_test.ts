import assert from "node:assert/strict";
import { fixtureSite } from "../../../tests/_site.ts";
import type { Site } from "../../content/model.ts";
import type { Block } from "./doc.ts";
import { featuredProjects, homeDoc } from "./page_docs.ts";
import type { ProjectEntry } from "../../content/load.ts";

type Group = Extract<Block, { type: "group" }>;

/** What the home page's first screen shows as proof (a block's type, a line's text), and whether the glance card is there. */
function firstScreen(site: Site, raw: Partial<Site["raw"]> = {}) {
  const changed = { ...site, raw: { ...site.raw, ...raw } };
  const [grid] = homeDoc(changed, site.pages[0]) as Group[];
  const hero = grid.blocks[0] as Group;
  const proof = hero.blocks.find((b) =>
    ["quote", "outcomes", "credentials"].includes(b.type) ||
    (b.type === "paragraph" && b.class === "proof")
  );
  return {
    proof: proof?.type === "paragraph" ? proof.text : proof?.type,
    glance: grid.blocks.some((b) => b.type === "group" && b.class === "card hero-card"),
  };
}

Deno.test("the home page's first screen shows the best proof the owner has, in order", async () => {
  const german = await fixtureSite("german");
  const { testimonials, projects, profile } = german.raw;
  assert.equal(firstScreen(german).proof, "quote");
  assert.equal(firstScreen(german, { testimonials: [] }).proof, "outcomes");
  const plain = projects.map((p) => ({ ...p, outcomes: undefined }));
  const client = [{ ...plain[0], client: { name: "Tischlerei Schulze" } }, ...plain.slice(1)];
  assert.equal(
    firstScreen(german, { testimonials: [], projects: client }).proof,
    "Kunde: Tischlerei Schulze",
  );
  assert.equal(firstScreen(german, { testimonials: [], projects: plain }).proof, "credentials");
  const none = { ...profile, credentials: [] };
  assert.equal(
    firstScreen(german, { testimonials: [], projects: plain, profile: none }).proof,
    undefined,
  );
  const own = { ...profile, proof: "Seit 2018 für 40 Tischlereien" };
  assert.equal(firstScreen(german, { profile: own, testimonials }).proof, own.proof);
});

Deno.test("the glance card beside the first screen is left out when it would hold one line", async () => {
  assert.equal(firstScreen(await fixtureSite("german")).glance, false);
  assert.equal(firstScreen(await fixtureSite("minimal")).glance, false);
  assert.equal(firstScreen(await fixtureSite("full")).glance, true);
});

function project(slug: string, order: number, featured?: boolean): ProjectEntry {
  return { slug, name: slug, status: "Live", summary: "A project.", order, featured, body: "" };
}

Deno.test("the home page shows the projects marked featured, in order, however many others there are", () => {
  const projects = Array.from({ length: 300 }, (_, i) => project(`p${i}`, i, i % 100 === 7));
  assert.deepEqual(featuredProjects(projects).map((p) => p.slug), ["p7", "p107", "p207"]);
});

Deno.test("with no project featured, the home page shows the first four", () => {
  const projects = Array.from({ length: 300 }, (_, i) => project(`p${i}`, i));
  assert.deepEqual(featuredProjects(projects).map((p) => p.slug), ["p0", "p1", "p2", "p3"]);
  assert.equal(featuredProjects(projects.slice(0, 2)).length, 2);
});
