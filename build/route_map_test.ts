import assert from "node:assert/strict";

Deno.test("deno task routes prints every route with its kind, methods and file", async () => {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", "routes"],
    cwd: new URL("..", import.meta.url),
    stdout: "piped",
  }).output();
  assert.ok(out.success);
  const lines = new TextDecoder().decode(out.stdout).trimEnd().split("\n");
  const row = (pattern: string) =>
    lines.find((line) => line.startsWith(pattern + " "))?.split(/ {2,}/);
  assert.deepEqual(lines[0].split(/ {2,}/), ["PATH", "KIND", "METHODS", "FILE"]);
  assert.deepEqual(row("/about"), ["/about", "page", "GET, HEAD", "routes/about.tsx"]);
  assert.deepEqual(row("/work/:slug"), [
    "/work/:slug",
    "page",
    "GET, HEAD",
    "routes/work/[slug].tsx",
  ]);
  assert.deepEqual(row("/mcp"), ["/mcp", "mcp", "POST", "routes/mcp.ts"]);
  assert.deepEqual(row("/llms.txt"), ["/llms.txt", "file", "GET, HEAD", "routes/llms.txt.ts"]);
  assert.deepEqual(row("/api/v1/projects/:slug{[^/]*}"), [
    "/api/v1/projects/:slug{[^/]*}",
    "api",
    "GET, HEAD",
    "lib/api/operations.ts getProject",
  ]);
  assert.deepEqual(row("/api/:path{.+}"), [
    "/api/:path{.+}",
    "api",
    "GET, HEAD",
    "routes/api/[...path].ts",
  ]);
  // Most specific first: the catch-all page comes last.
  assert.deepEqual(lines.at(-1)?.split(/ {2,}/), [
    "/:path{.+}",
    "page",
    "GET, HEAD",
    "routes/[...path].tsx",
  ]);
});
