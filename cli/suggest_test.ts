import assert from "node:assert/strict";
import { editDistance, nearest, nearestPath } from "./suggest.ts";

Deno.test("editDistance counts insertions, deletions, substitutions and swaps", () => {
  assert.equal(editDistance("projects", "projects"), 0);
  assert.equal(editDistance("projets", "projects"), 1);
  assert.equal(editDistance("pgae", "page"), 1);
  assert.equal(editDistance("", "faq"), 3);
  assert.equal(editDistance("kitten", "sitting"), 3);
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
