import assert from "node:assert/strict";
import { z } from "zod";
import { components, Contact, Page, Profile, Project, SLUG_PARAM_PATTERN } from "./shapes.ts";

Deno.test("the OpenAPI registry names every public shape once, the problem body among them", () => {
  const ids = Object.keys(z.toJSONSchema(components).schemas).sort();
  assert.deepEqual(ids, [
    "ApiIndex",
    "Contact",
    "FaqItem",
    "FaqList",
    "Page",
    "PageList",
    "PageSummary",
    "Problem",
    "Profile",
    "Project",
    "ProjectList",
    "Service",
    "ServiceList",
  ]);
});

Deno.test("a slug getProject accepts is 1 to 40 lowercase letters, digits or hyphens", () => {
  assert.equal(SLUG_PARAM_PATTERN.test("a"), true);
  assert.equal(SLUG_PARAM_PATTERN.test("a".repeat(40)), true);
  assert.equal(SLUG_PARAM_PATTERN.test("a".repeat(41)), false);
  assert.equal(SLUG_PARAM_PATTERN.test("Booking"), false);
  assert.equal(SLUG_PARAM_PATTERN.test(""), false);
});

Deno.test("the shapes require what the spec requires and check addresses", () => {
  const project = {
    slug: "booking",
    name: "Booking",
    status: "Live",
    summary: "Bookings",
    case_study: "https://site.example/work/booking/",
  };
  assert.equal(Project.safeParse(project).success, true);
  assert.equal(Project.safeParse({ ...project, slug: "Booking Page" }).success, false);
  assert.equal(Project.safeParse({ ...project, case_study: "/work/booking/" }).success, false);
  const contact = { hiring_and_freelance: "me@site.example", contact_page: "https://site.example" };
  assert.equal(Contact.safeParse(contact).success, true);
  assert.equal(Contact.safeParse({ ...contact, hiring_and_freelance: "me" }).success, false);
  assert.equal(Profile.safeParse({ name: "A" }).success, false);
  const page = { path: "/", title: "Home", description: "Hi", url: "https://site.example/" };
  assert.equal(Page.safeParse({ ...page, markdown: "# Home" }).success, true);
  assert.equal(Page.safeParse({ ...page, markdown: "# Home", path: "home" }).success, false);
});
