import assert from "node:assert/strict";
import { nearest, nearestPath } from "./suggest.ts";

Deno.test("nearest forgives one insertion, deletion, substitution or swap", () => {
  assert.equal(nearest("projets", ["projects", "profile"]), "projects"); // a letter left out
  assert.equal(nearest("pgae", ["page", "faq"]), "page"); // two letters swapped
  assert.equal(nearest("faqs", ["faq", "page"]), "faq"); // a letter too many
  assert.equal(nearest("paqe", ["page", "faq"]), "page"); // a letter wrong
});

Deno.test("nearest suggests a close name or one that starts with the input, and nothing for a stranger", () => {
  const commands = [
    "profile",
    "projects",
    "project",
    "services",
    "faq",
    "contact",
    "pages",
    "page",
  ];
  assert.equal(nearest("projets", commands), "projects");
  assert.equal(nearest("PROFILE", commands), "profile");
  assert.equal(nearest("fq", commands), "faq");
  assert.equal(nearest("serv", commands), "services");
  assert.equal(nearest("deploy", commands), undefined);
  assert.equal(nearest("x", commands), undefined);
  assert.equal(nearest("rates", ["fleet-dashboard", "rates-api"]), "rates-api");
});

Deno.test("nearestPath matches the whole path, else its last segment", () => {
  const paths = ["/", "/about/", "/pricing/", "/work/fleet-dashboard/"];
  assert.equal(nearestPath("/pricng/", paths), "/pricing/");
  assert.equal(
    nearestPath("/fleet-dashboard/", paths),
    "/work/fleet-dashboard/",
  );
  assert.equal(
    nearestPath("/work/fleet-dashbord/", paths),
    "/work/fleet-dashboard/",
  );
  assert.equal(nearestPath("/nothing-like-it/", paths), undefined);
  assert.equal(nearestPath("/a/", paths), undefined);
});
