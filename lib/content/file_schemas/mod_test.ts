import assert from "node:assert/strict";
import type { z } from "zod";
import { ContactFile, FaqFile, ProfileFile, ProjectFile, ServicesFile, SiteFile } from "./mod.ts";

/** The issues `schema` finds in `data`, each as `field: message`. */
function issues(schema: z.ZodType, data: unknown): string[] {
  return schema.safeParse(data).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
}

const profile = { name: "A", brand: "B", role: "C", location: "D", stack: ["Deno"] };
const project = { name: "A", status: "Live", summary: "B", order: 1 };
const site = {
  name: "A",
  tagline: "B",
  updated: "2026-01-02",
  pages: [{ path: "/", file: "home.md", title: "Home", description: "Hi" }],
};

Deno.test("the smallest valid files pass", () => {
  assert.deepEqual(issues(ProfileFile, profile), []);
  assert.deepEqual(issues(ProjectFile, project), []);
  assert.deepEqual(issues(SiteFile, site), []);
  assert.deepEqual(issues(ContactFile, { hiring_and_freelance: "a@b.example" }), []);
});

Deno.test("text is trimmed and must not be empty, and a list that must hold something says so", () => {
  assert.deepEqual(issues(ProfileFile, { ...profile, name: "  ", stack: [] }), [
    "name: must not be empty",
    "stack: must list at least one technology",
  ]);
  assert.deepEqual(issues(FaqFile, { questions: [] }), [
    "questions: must list at least one question",
  ]);
  assert.deepEqual(issues(ServicesFile, { services: [] }), [
    "services: must list at least one service",
  ]);
});

Deno.test("dates, slugs, pictures, phone numbers and page paths say the form they take", () => {
  const experience = [{ role: "Dev", organisation: "X", start: "March 2021" }];
  assert.deepEqual(issues(ProfileFile, { ...profile, experience }), [
    "experience.0.start: must be YYYY or YYYY-MM, like 2021-03",
  ]);
  const cover = { src: "cover.jpg", alt: "A cover" };
  assert.match(
    issues(ProjectFile, { ...project, cover })[0],
    /^cover\.src: must name a file in content\/images\//,
  );
  assert.match(
    issues(ContactFile, { hiring_and_freelance: "a@b.example", phone: "0912" })[0],
    /^phone: must be an international number/,
  );
  const pages = [{ ...site.pages[0], path: "/About" }];
  assert.match(
    issues(SiteFile, { ...site, pages })[0],
    /^pages\.0\.path: must start and end with "\/"/,
  );
  const services = [{ slug: "Web Sites", name: "A", summary: "B" }];
  assert.deepEqual(issues(ServicesFile, { services }), [
    "services.0.slug: must be 1 to 40 lowercase letters, digits or hyphens",
  ]);
});

Deno.test("a misspelt field is an error, so it never hides a value", () => {
  assert.deepEqual(issues(SiteFile, { ...site, tagline: undefined, tagilne: "B" }).sort(), [
    ': Unrecognized key: "tagilne"',
    "tagline: Invalid input: expected string, received undefined",
  ]);
});

Deno.test("every field says what it is, gives an example and where it appears", () => {
  for (
    const [name, schema] of Object.entries({ SiteFile, ProfileFile, ProjectFile, ContactFile })
  ) {
    for (const [field, shape] of Object.entries(schema.shape)) {
      const meta = (shape as z.ZodType).meta() as { description?: string; appears?: string[] };
      assert.ok(meta?.description && meta.appears?.length, `${name}.${field} has its doc`);
    }
  }
});
