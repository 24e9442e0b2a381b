import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { clip, HttpError, problemResponse, PROBLEMS } from "./problem.ts";

const config = readConfig(new Map([["SITE_URL", "https://www.example.com"]]));

Deno.test("every problem code has an error status, a title and a hint naming where to look", () => {
  for (const code of Object.keys(PROBLEMS) as (keyof typeof PROBLEMS)[]) {
    const { status, title, hint } = PROBLEMS[code];
    assert.ok(status >= 400 && status < 600, code);
    assert.ok(title.length > 0, code);
    assert.ok(hint(config).length > 10, code);
  }
  assert.match(
    PROBLEMS.project_not_found.hint(config),
    /https:\/\/www\.example\.com\/api\/v1\/projects/,
  );
});

Deno.test("an HttpError takes its status from the table and keeps the headers it needs", () => {
  const error = new HttpError("method_not_allowed", "POST is not allowed here.", {
    headers: { allow: "GET, HEAD" },
  });
  assert.ok(error instanceof Error);
  assert.equal(error.name, "HttpError");
  assert.equal(error.status, 405);
  assert.equal(error.message, "POST is not allowed here.");
  assert.deepEqual(error.headers, { allow: "GET, HEAD" });
  assert.deepEqual(new HttpError("not_found", "x").headers, {});
});

Deno.test("toProblem gives the RFC 9457 body with the site's addresses, and the table's hint unless one is given", () => {
  const problem = new HttpError("project_not_found", 'No project has the slug "x".')
    .toProblem(config, "/api/v1/projects/x");
  assert.deepEqual(problem, {
    type: "https://www.example.com/developers/#error-project_not_found",
    title: "Project not found",
    status: 404,
    detail: 'No project has the slug "x".',
    instance: "/api/v1/projects/x",
    code: "project_not_found",
    hint: PROBLEMS.project_not_found.hint(config),
    docs: "https://www.example.com/developers/#errors",
  });
  const own = new HttpError("method_not_allowed", "x", { hint: "Send POST." }).toProblem(config);
  assert.equal(own.hint, "Send POST.");
  assert.equal("instance" in own, false);
});

Deno.test("problemResponse renders problem+json with the error's headers and the path and query as instance", async () => {
  const error = new HttpError("unavailable", "The content is loading.", {
    headers: { "retry-after": "5" },
  });
  const res = problemResponse(error, config, new URL("https://www.example.com/api/v1/faq?a=1"));
  assert.equal(res.status, 503);
  assert.equal(res.headers.get("content-type"), "application/problem+json");
  assert.equal(res.headers.get("retry-after"), "5");
  const body = await res.json();
  assert.equal(body.instance, "/api/v1/faq?a=1");
  assert.equal(body.code, "unavailable");
  const fragment = problemResponse(error, config, new URL("http://x/a/b?c=d#e"));
  assert.equal((await fragment.json()).instance, "/a/b?c=d");
});

Deno.test("clip shortens client input over 100 characters before an error detail echoes it", () => {
  assert.equal(clip("short"), "short");
  assert.equal(clip("a".repeat(100)), "a".repeat(100));
  assert.equal(clip("a".repeat(101)), "a".repeat(100) + "…");
});
