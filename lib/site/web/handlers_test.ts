import assert from "node:assert/strict";
import { readConfig } from "../../config.ts";
import type { HandlerContext } from "../../fresh/types.ts";
import { HttpError } from "../../http/problem.ts";
import type { AppState } from "../../content/state.ts";
import { canonicalRedirect, generated, notFound } from "./handlers.ts";

const config = readConfig(new Map([["SITE_URL", "https://site.test"]]));
const ctx = (path: string) =>
  ({ url: new URL(path, "https://site.test"), state: { config } }) as unknown as HandlerContext<
    unknown,
    AppState
  >;

Deno.test("a page's other spellings are sent to its one address with 308, keeping the query", () => {
  const res = canonicalRedirect("/about/", new URL("https://site.test/about?x=1"));
  assert.equal(res.status, 308);
  assert.equal(res.headers.get("location"), "/about/?x=1");
});

Deno.test("a generated file is made from the state, with its type and headers that may read the body", async () => {
  const { GET } = generated(
    "text/plain; charset=utf-8",
    (state) => `made for ${state.config.siteUrl}`,
    (_state, body) => ({ "x-length": String(body.length) }),
  );
  const res = await GET(new Request("https://site.test/x.txt"), ctx("/x.txt"));
  assert.equal(await res.text(), "made for https://site.test");
  assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
  assert.equal(res.headers.get("x-length"), "26");
  assert.ok(res.headers.has("no-vary-search"));
  // A body made later, in bytes (the favicon's ICO), is awaited.
  const bytes = generated("image/x-icon", () => Promise.resolve(new Uint8Array([0, 0, 1, 0])));
  const ico = await bytes.GET(new Request("https://site.test/favicon.ico"), ctx("/favicon.ico"));
  assert.deepEqual(new Uint8Array(await ico.arrayBuffer()), new Uint8Array([0, 0, 1, 0]));
});

Deno.test("every miss is the not_found error, naming the path", () => {
  assert.throws(
    () => notFound(new Request("https://site.test/nope"), ctx("/nope")),
    (error) =>
      error instanceof HttpError && error.code === "not_found" && error.detail.includes("/nope"),
  );
});
