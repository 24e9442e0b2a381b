import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent, type RawContent } from "./load.ts";
import { fixtureSite } from "../../tests/_site.ts";
import { HttpError } from "../http/problem.ts";
import { MAX_QUERY_LENGTH, MAX_RESULTS, searchSite } from "./site_search.ts";
import { buildSite } from "../site/web/site.ts";

const config = readConfig(
  new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", "tests/fixtures/full"]]),
);

Deno.test("a query over the bound is invalid_parameter, naming its length and the bound", async () => {
  const site = await fixtureSite("full");
  assert.ok(searchSite(site, "w".repeat(MAX_QUERY_LENGTH)).length <= MAX_RESULTS);
  assert.ok(searchSite(site, "é".repeat(MAX_QUERY_LENGTH)), "code points are counted");
  assert.throws(
    () => searchSite(site, "w".repeat(64 * 1024)),
    (error: unknown) =>
      error instanceof HttpError && error.code === "invalid_parameter" &&
      error.detail.includes(`65536 characters`) && error.detail.includes(`${MAX_QUERY_LENGTH}`),
  );
});

Deno.test("a query of many short words is searched by its first distinct words only", async () => {
  const site = await fixtureSite("full");
  const words = "shop web ".repeat(22); // 198 characters, 44 words
  assert.deepEqual(searchSite(site, words), searchSite(site, "shop web"));
});

/** The ids `query` finds on the site of content folder `dir`, changed by `edit` first. */
async function idsFound(dir: string, query: string, edit = (_: RawContent) => {}) {
  const raw = await loadContent(dir);
  edit(raw);
  return searchSite(buildSite(raw, config), query).map((hit) => hit.id);
}

Deno.test("a Japanese word inside a run without spaces is found, and a word inside a katakana word", async () => {
  const dir = "tests/fixtures/japanese";
  // 時刻表ウェブアプリ, 天神こどもクリニック, 九州鉄道, 駅で片手で使える: none starts a space-separated run.
  assert.equal((await idsFound(dir, "クリニック"))[0], "project:clinic-booking");
  assert.equal((await idsFound(dir, "鉄道"))[0], "project:timetable");
  assert.equal((await idsFound(dir, "片手"))[0], "project:timetable");
  assert.ok((await idsFound(dir, "ウェブアプリ")).includes("project:timetable"));
  assert.ok((await idsFound(dir, "アプリ")).includes("project:timetable"), "ウェブアプリ's ending");
  assert.equal((await idsFound(dir, "診察を予約"))[0], "project:clinic-booking"); // split too
});

Deno.test("a Thai word inside a run without spaces is found", async () => {
  const ids = await idsFound("tests/fixtures/minimal", "กาแฟ", (raw) => {
    raw.faq.push({ question: "รับทำเว็บร้านกาแฟไหม", answer: "รับทำครับ" });
  });
  assert.deepEqual(ids, ["faq:2"]);
});

Deno.test("Arabic and German words are found as before, by MiniSearch's own split", async () => {
  assert.equal((await idsFound("tests/fixtures/rtl", "حجز"))[0], "project:booking-page");
  assert.equal(
    (await idsFound("tests/fixtures/german", "Holzvorräte"))[0],
    "project:werkstatt-lager",
  );
  assert.equal(
    (await idsFound("tests/fixtures/german", "Tischlerei"))[0],
    "project:tischlerei-termine",
  );
});
