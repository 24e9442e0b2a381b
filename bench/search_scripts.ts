/**
 * `deno task bench:search`: search at 300 projects written in Japanese (no
 * spaces between words, so every run is split by `Intl.Segmenter` and the
 * endings of katakana words are indexed) against the same 300 projects in English. The
 * sites are the `japanese` and `minimal` fixtures grown in memory to 300
 * projects of three paragraphs each. Prints the median time to build each site
 * (its search index included) of five builds and of one search per query, over
 * `SEARCH_ROUNDS` (200) rounds, and the load average it ran under.
 */
import { readConfig } from "../lib/config.ts";
import { loadContent } from "../lib/content/load.ts";
import { searchSite } from "../lib/content/site_search.ts";
import { buildSite } from "../lib/site/web/site.ts";

const COUNT = 300;
const ROUNDS = Number(Deno.env.get("SEARCH_ROUNDS") ?? "200");
const config = readConfig(new Map([["SITE_URL", "https://site.example"]]));

const OWNERS = {
  japanese: {
    dir: "tests/fixtures/japanese",
    words:
      "九州 鉄道 時刻表 ウェブアプリ 天神 こども クリニック 予約 フォーム 片手 駅 診察 保護者 電話 受付"
        .split(" "),
    joiner: "",
    queries: [
      "鉄道",
      "アプリ",
      "予約フォーム",
      "天神のクリニックの予約",
      "九州鉄道の時刻表".repeat(12),
    ],
  },
  english: {
    dir: "tests/fixtures/minimal",
    words: "booking rota invoice garden bakery ferry clinic archive ledger studio timetable railway"
      .split(" "),
    joiner: " ",
    queries: [
      "railway",
      "app",
      "booking form",
      "clinic booking in town",
      "railway timetable ".repeat(11),
    ],
  },
};

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

const rows: string[] = [];
for (const [owner, { dir, words, joiner, queries }] of Object.entries(OWNERS)) {
  const raw = await loadContent(dir);
  const para = (i: number) =>
    Array.from({ length: 40 }, (_, j) => words[(i * 7 + j) % words.length]).join(joiner) + ".";
  for (let i = raw.projects.length; i < COUNT; i++) {
    raw.projects.push({
      ...raw.projects[0],
      slug: `generated-${i}`,
      name: `${words[i % words.length]}${joiner}${words[(i + 3) % words.length]} ${i}`,
      summary: para(i).slice(0, 60),
      order: 100 + i,
      body: `## ${words[i % words.length]}\n\n${para(i)}\n\n${para(i + 1)}\n\n${para(i + 2)}\n`,
    });
  }
  buildSite(raw, config); // warms up
  const builds = Array.from({ length: 5 }, () => {
    const t0 = performance.now();
    buildSite(raw, config);
    return performance.now() - t0;
  });
  const site = buildSite(raw, config);
  rows.push(`| ${owner} | build with index (median of 5) | ${median(builds).toFixed(0)} ms |`);
  for (const query of queries) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s0 = performance.now();
      await searchSite(site, query);
      times.push(performance.now() - s0);
    }
    const hits = (await searchSite(site, query)).length;
    const shown = query.length > 24 ? `${query.slice(0, 12)}… (${query.length} chars)` : query;
    rows.push(`| ${owner} | search "${shown}" (${hits} hits) | ${median(times).toFixed(2)} ms |`);
  }
}
console.log(`Search at ${COUNT} projects, medians of ${ROUNDS} searches`);
console.log("| owner | what | time |\n| --- | --- | ---: |");
for (const row of rows) console.log(row);
console.log(
  `load average: ${(await Deno.readTextFile("/proc/loadavg")).split(" ").slice(0, 3).join(" ")}`,
);
