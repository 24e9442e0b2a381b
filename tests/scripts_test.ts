/**
 * A Japanese owner (tests/fixtures/japanese: `lang: ja`) is found by her own
 * words: the search page and the MCP `search` tool, over real HTTP, find a word
 * inside a run written without spaces (鉄道 in 九州鉄道の時刻表ウェブアプリ).
 */
import assert from "node:assert/strict";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { sharedServer } from "./_server.ts";

const JAPANESE = "tests/fixtures/japanese";

Deno.test("the search page and the MCP search tool find Japanese words inside runs without spaces", async () => {
  const server = await sharedServer({ contentDir: JAPANESE });
  const client = new Client({ name: "scripts-test", version: "1.0.0" });
  try {
    const page = async (query: string) => {
      const res = await fetch(`${server.url}/search/?q=${encodeURIComponent(query)}`);
      assert.equal(res.status, 200);
      return await res.text();
    };
    const clinic = await page("クリニック");
    assert.match(clinic, /「クリニック」の検索結果：\d+件/);
    assert.match(clinic, /href="\/work\/clinic-booking\/"[^>]*>天神こどもクリニックの予約ページ</);
    assert.doesNotMatch(clinic, /href="\/work\/timetable\/"/);
    assert.match(
      await page("片手"),
      /href="\/work\/timetable\/"[^>]*>九州鉄道の時刻表ウェブアプリ</,
    );
    assert.match(await page("ラーメン"), /「ラーメン」に一致するものはありません/);

    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    const search = async (query: string) => {
      const result = await client.callTool({ name: "search", arguments: { query } });
      const text = (result.content as { text: string }[])[0].text;
      return (JSON.parse(text).results as { id: string; url: string }[]);
    };
    const [first] = await search("鉄道");
    assert.deepEqual(first, {
      id: "project:timetable",
      title: "九州鉄道の時刻表ウェブアプリ",
      url: `${server.url}/work/timetable/`,
    });
    assert.equal((await search("クリニック"))[0].id, "project:clinic-booking");
    assert.ok((await search("ウェブアプリ")).some((hit) => hit.id === "project:timetable"));
  } finally {
    await client.close();
    await server.close();
  }
});
