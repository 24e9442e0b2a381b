import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import { HttpError } from "../../http/problem.ts";
import { answerError } from "./errors.ts";

const config = readConfig(new Map([["SITE_URL", "https://site.test"]]));
const url = new URL("https://site.test/nope/");
const request = (accept: string) => new Request(url, { headers: { accept } });
const page = () =>
  new Response("<h1>designed</h1>", { status: 404, headers: { "content-type": "text/html" } });

Deno.test("an HttpError is answered as problem+json to the API, MCP and clients that want JSON", async () => {
  const error = new HttpError("not_found", "There is nothing at /nope/.");
  for (
    const [kind, accept] of [["api", "text/html"], ["mcp", "*/*"], ["page", "application/json"]]
  ) {
    const res = answerError(request(accept), error, { url, kind: kind as "api", config, page });
    assert.equal(res.status, 404, kind);
    assert.equal(res.headers.get("content-type"), "application/problem+json", kind);
    assert.equal((await res.json()).code, "not_found", kind);
  }
});

Deno.test("a browser gets the designed page, with the site's CORS and security headers", async () => {
  const res = answerError(request("text/html"), new HttpError("not_found", "x"), {
    url,
    config,
    page,
  });
  assert.equal(await res.text(), "<h1>designed</h1>");
  assert.equal(res.headers.get("access-control-allow-origin"), "*");
  assert.match(res.headers.get("content-security-policy") ?? "", /default-src/);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
});

Deno.test("anything else is logged and answered as internal_error, never shown", async () => {
  const logged: unknown[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => logged.push(args[0]);
  try {
    const res = answerError(request("application/json"), new Error("secret"), { url, config });
    assert.equal(res.status, 500);
    const body = await res.json();
    assert.equal(body.code, "internal_error");
    assert.ok(!JSON.stringify(body).includes("secret"));
  } finally {
    console.error = log;
  }
  assert.equal(logged[0], "Error while serving /nope/:");
});

Deno.test("when the designed page fails too, a plain page from the problem table answers, escaped", async () => {
  const log = console.error;
  console.error = () => {};
  try {
    const failing = () => {
      throw new Error("the layout broke");
    };
    const error = new HttpError("not_found", "Nothing at <script>.");
    const res = answerError(request("text/html"), error, { url, config, page: failing });
    assert.equal(res.status, 404);
    assert.equal(res.headers.get("content-type"), "text/html; charset=utf-8");
    const html = await res.text();
    assert.ok(html.includes("<p>Nothing at &lt;script&gt;.</p>"), html);
    assert.equal(res.headers.get("access-control-allow-origin"), "*");
  } finally {
    console.error = log;
  }
});
