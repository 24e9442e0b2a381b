import assert from "node:assert/strict";
import { negotiate, shape } from "./revisions.ts";

const tool = {
  name: "get_profile",
  title: "Get the profile",
  inputSchema: { type: "object" as const },
  outputSchema: { type: "object" as const },
  annotations: { title: "Get the profile", readOnlyHint: true },
  icons: [{ src: "https://site.test/favicon.svg" }],
  _meta: { ui: { resourceUri: "ui://x" } },
};

Deno.test("a tool keeps at each revision only the fields that revision defines", () => {
  assert.deepEqual(Object.keys(shape("tool", tool, "2025-03-26")), [
    "name",
    "inputSchema",
    "annotations",
  ]);
  assert.deepEqual(
    Object.keys(shape("tool", tool, "2025-06-18")),
    ["name", "title", "inputSchema", "outputSchema", "annotations", "_meta"],
  );
  assert.equal(shape("tool", tool, "2025-11-25"), tool, "nothing to drop: the same object");
  assert.equal(shape("tool", tool, "2026-07-28"), tool);
});

Deno.test("a tool result of 2025-03-26 has no structured content and no resource_link", () => {
  const result = {
    content: [
      { type: "text", text: "{}" },
      { type: "resource_link", uri: "https://site.test/", name: "/" },
    ],
    structuredContent: {},
  };
  assert.deepEqual(shape("callToolResult", result, "2025-03-26"), { content: [result.content[0]] });
  assert.equal(shape("callToolResult", result, "2025-06-18"), result);
});

Deno.test("a resource of 2025-03-26 has no title and no lastModified", () => {
  const resource = {
    uri: "https://site.test/",
    name: "/",
    title: "Home",
    annotations: { audience: ["user"], lastModified: "2026-01-01T00:00:00Z" },
  };
  assert.deepEqual(shape("resource", resource, "2025-03-26"), {
    uri: "https://site.test/",
    name: "/",
    annotations: { audience: ["user"] },
  });
  assert.equal(shape("resource", resource, "2025-06-18"), resource);
});

Deno.test("initialize agrees on the revision asked for, or the newest 2025 one", () => {
  assert.equal(negotiate("2025-03-26"), "2025-03-26");
  assert.equal(negotiate("2025-06-18"), "2025-06-18");
  for (const asked of ["2024-11-05", "2026-07-28", "2030-01-01", 5, undefined]) {
    assert.equal(negotiate(asked), "2025-11-25", String(asked));
  }
});
