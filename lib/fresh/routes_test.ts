import assert from "node:assert/strict";
import { classify, compareSpecificity, routePatterns } from "./routes.ts";

Deno.test("routePatterns maps Fresh file names to URL patterns", () => {
  const cases: [string, string[]][] = [
    ["index", ["/"]],
    ["about", ["/about"]],
    ["work/index", ["/work"]],
    ["work/[slug]", ["/work/:slug"]],
    ["work/[slug]/index", ["/work/:slug"]],
    ["api/v1/[...path]", ["/api/v1", "/api/v1/:path{.+}"]],
    ["[...rest]", ["/", "/:rest{.+}"]],
    ["llms.txt", ["/llms.txt"]],
    [".well-known/api-catalog", ["/.well-known/api-catalog"]],
  ];
  for (const [file, patterns] of cases) {
    assert.deepEqual(routePatterns(file.split("/")), patterns, file);
  }
});

Deno.test("routePatterns refuses a rest segment that is not last", () => {
  assert.throws(() => routePatterns(["[...a]", "b"]), /must be the last segment/);
});

Deno.test("classify tells routes, middleware and special files apart", () => {
  assert.deepEqual(classify("./routes/_middleware.ts"), {
    kind: "middleware",
    patterns: [],
    prefix: "/",
  });
  assert.deepEqual(classify("./routes/api/_middleware.ts"), {
    kind: "middleware",
    patterns: [],
    prefix: "/api",
  });
  assert.equal(classify("./routes/_app.tsx")?.kind, "app");
  assert.equal(classify("./routes/_404.tsx")?.kind, "404");
  assert.equal(classify("./routes/_500.tsx")?.kind, "500");
  assert.equal(classify("./routes/work/_helper.ts"), undefined);
  assert.equal(classify("./routes/_components/x.tsx"), undefined);
  assert.deepEqual(classify("./routes/work/[slug].tsx")?.patterns, ["/work/:slug"]);
});

Deno.test("compareSpecificity puts fixed segments before parameters and rests", () => {
  const sorted = ["/:rest{.+}", "/work/:slug", "/work/all", "/"].sort(compareSpecificity);
  assert.deepEqual(sorted, ["/work/all", "/work/:slug", "/", "/:rest{.+}"]);
});
