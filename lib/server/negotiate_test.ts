import assert from "node:assert/strict";
import { negotiate, prefersJson, quality } from "./negotiate.ts";

const OFFERS = ["text/html", "text/markdown", "application/json"];

Deno.test("negotiate honours q-values and specificity", () => {
  assert.equal(negotiate("text/markdown", OFFERS), "text/markdown");
  // Nothing acceptable: the caller falls back to its default (pages send HTML).
  assert.equal(negotiate("text/markdown;q=0", OFFERS), undefined);
  assert.equal(negotiate("text/markdown;q=0, */*;q=0.1", OFFERS), "text/html");
  assert.equal(negotiate("*/*", OFFERS), "text/html");
  assert.equal(negotiate(null, OFFERS), "text/html");
  assert.equal(negotiate("text/*;q=0.5, text/markdown", OFFERS), "text/markdown");
  assert.equal(negotiate("text/html;q=0.4, text/markdown;q=0.9", OFFERS), "text/markdown");
  assert.equal(negotiate("application/json", OFFERS), "application/json");
  assert.equal(negotiate("image/png", OFFERS), undefined);
  assert.equal(negotiate("text/*, text/html;q=0", OFFERS), "text/markdown");
});

Deno.test("negotiate skips malformed entries instead of failing", () => {
  assert.equal(negotiate("garbage, ;;, text/markdown;q=abc, */*;q=0.1", OFFERS), "text/html");
  assert.equal(quality("text/html;q=2", "text/html"), 0);
});

Deno.test("prefersJson is true only when JSON beats HTML", () => {
  assert.equal(prefersJson("application/json"), true);
  assert.equal(prefersJson("application/problem+json"), true);
  assert.equal(prefersJson("text/html,application/json;q=0.9"), false);
  assert.equal(prefersJson("*/*"), false);
  assert.equal(prefersJson(null), false);
});
