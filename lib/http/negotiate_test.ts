import assert from "node:assert/strict";
import {
  negotiate,
  pageType,
  pickCoding,
  pickLanguage,
  prefersJson,
  varyNames,
} from "./negotiate.ts";

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
  // A q-value over 1 is malformed, and weighs nothing.
  assert.equal(negotiate("text/html;q=2", ["text/html"]), undefined);
});

Deno.test("prefersJson is true only when JSON beats HTML", () => {
  assert.equal(prefersJson("application/json"), true);
  assert.equal(prefersJson("application/problem+json"), true);
  assert.equal(prefersJson("text/html,application/json;q=0.9"), false);
  assert.equal(prefersJson("*/*"), false);
  assert.equal(prefersJson(null), false);
});

Deno.test("pickCoding takes the accepted coding with the highest weight, br on a tie", () => {
  const cases: [string | null, string | undefined][] = [
    [null, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["GZIP;Q=0.5", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["identity", undefined],
    ["deflate, zstd", undefined],
    ["gzip;q=0.5, identity", undefined],
    ["gzip, identity;q=0.5", "gzip"],
    ["br;q=abc, gzip", "gzip"],
    [" , gzip ; q=1 ,", "gzip"],
  ];
  for (const [header, coding] of cases) assert.equal(pickCoding(header), coding, String(header));
});

Deno.test("pickLanguage takes the preferred site language by RFC 4647 lookup, else the primary", () => {
  const site = ["de", "en", "pt-BR"];
  assert.equal(pickLanguage(null, site), "de");
  assert.equal(pickLanguage("", site), "de");
  assert.equal(pickLanguage("en", site), "en");
  assert.equal(pickLanguage("EN-gb", site), "en", "lookup drops subtags until one matches");
  assert.equal(pickLanguage("fr-CH, en;q=0.9, de;q=0.8", site), "en", "the best acceptable one");
  assert.equal(pickLanguage("de;q=0.5, en", site), "en", "q-values rank, not order");
  assert.equal(pickLanguage("pt", site), "pt-BR", "a range takes the tags it prefixes");
  assert.equal(pickLanguage("en;q=0, fr", site), "de", "refused or unknown: the primary");
  assert.equal(pickLanguage("*", site), "de");
  assert.equal(pickLanguage(";;,q=x", site), "de", "a malformed header is no error");
});

Deno.test("varyNames lists a Vary header's names in lower case", () => {
  assert.deepEqual(varyNames("Accept, accept-encoding ,,Origin"), [
    "accept",
    "accept-encoding",
    "origin",
  ]);
  assert.deepEqual(varyNames(null), []);
  assert.deepEqual(varyNames("*"), ["*"]);
});

Deno.test("pageType lets q-values choose between HTML and Markdown, and refuses only a JSON client that accepts neither", () => {
  assert.equal(pageType("application/json, text/markdown;q=0.5"), "text/markdown");
  assert.equal(pageType("application/json, text/html;q=0.5"), "text/html");
  assert.equal(
    pageType("application/json;q=1, text/markdown;q=0.2, text/html;q=0.1"),
    "text/markdown",
  );
  assert.equal(pageType("text/markdown, text/html"), "text/html");
  assert.equal(pageType("text/*;q=0.3, text/markdown;q=0.4"), "text/markdown");
  assert.equal(pageType("application/json, */*;q=0.01"), "text/html");
  assert.equal(pageType(null), "text/html");
  assert.equal(pageType("application/json"), undefined);
  assert.equal(pageType("application/*, text/html;q=0, text/markdown;q=0"), undefined);
  // Neither form, and not JSON: the header is disregarded (RFC 9110 §12.5.1) and HTML sent.
  assert.equal(pageType("image/png"), "text/html");
  assert.equal(pageType("text/markdown;q=0"), "text/html");
  assert.equal(pageType("text/*, text/html;q=0"), "text/markdown");
});
