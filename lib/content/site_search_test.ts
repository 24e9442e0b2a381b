import assert from "node:assert/strict";
import { readConfig } from "../config.ts";
import { loadContent, type RawContent } from "./load.ts";
import { fixtureSite } from "../../tests/_site.ts";
import { HttpError } from "../http/problem.ts";
import MiniSearch from "minisearch";
import { fetchItem, MAX_QUERY_LENGTH, MAX_RESULTS, searchPage, searchSite } from "./site_search.ts";
import { buildSite } from "../site/web/site.ts";

const config = readConfig(
  new Map([["SITE_URL", "https://site.test"], ["CONTENT_DIR", "tests/fixtures/full"]]),
);

Deno.test("a query over the bound is invalid_parameter, naming its length and the bound", async () => {
  const site = await fixtureSite("full");
  assert.ok((await searchSite(site, "w".repeat(MAX_QUERY_LENGTH))).length <= MAX_RESULTS);
  assert.ok(await searchSite(site, "é".repeat(MAX_QUERY_LENGTH)), "code points are counted");
  await assert.rejects(
    () => searchSite(site, "w".repeat(64 * 1024)),
    (error: unknown) =>
      error instanceof HttpError && error.code === "invalid_parameter" &&
      error.detail.includes(`65536 characters`) && error.detail.includes(`${MAX_QUERY_LENGTH}`),
  );
});

Deno.test("a query of many short words is searched by its first distinct words only", async () => {
  const site = await fixtureSite("full");
  const words = "shop web ".repeat(22); // 198 characters, 44 words
  assert.deepEqual(await searchSite(site, words), await searchSite(site, "shop web"));
});

/** The ids `query` finds on the site of content folder `dir`, changed by `edit` first. */
async function idsFound(dir: string, query: string, edit = (_: RawContent) => {}) {
  const raw = await loadContent(dir);
  edit(raw);
  return (await searchSite(buildSite(raw, config), query)).map((hit) => hit.id);
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

Deno.test("the search page lists its own language's hits first, each group in the index's order", async () => {
  const site = await fixtureSite("german");
  const ranked = (await searchSite(site, "Leipzig")).map((hit) => hit.id);
  for (const lang of ["de", "en"]) {
    const hits = await searchPage(site, "Leipzig", lang);
    const own = hits.filter((hit) => hit.lang === lang);
    assert.ok(own.length > 0 && own.length < hits.length, `${lang}: both languages found`);
    assert.deepEqual(hits.slice(0, own.length), own, `${lang}: its own hits first`);
    for (const group of [own, hits.slice(own.length)]) {
      const order = group.map((hit) => ranked.indexOf(hit.id)).filter((i) => i >= 0);
      assert.deepEqual(
        order,
        [...order].sort((a, b) => a - b),
        `${lang}: each group in rank order`,
      );
    }
    assert.ok(hits.slice(own.length).every((hit) => hit.url.includes("/en/") === (lang === "de")));
  }
});

Deno.test("each search page hit has an excerpt of its words whose odd parts are the words matched", async () => {
  const site = await fixtureSite("german");
  const [first] = await searchPage(site, "holzvorrat", "de");
  assert.equal(first.id, "project:werkstatt-lager");
  const marked = first.excerpt.filter((_, i) => i % 2 === 1);
  assert.ok(marked.length > 0 && marked.every((word) => /^holzvorr/i.test(word)), String(marked));
  const text = first.excerpt.join("");
  assert.ok(text.length <= 190, `about 180 characters: ${text.length}`);
  assert.doesNotMatch(text, /[#*`[\]]|\]\(|https?:/, "no Markdown marks or link targets");
  // A word of a spaced script is marked whole (`app` finds `apps`, never the inside of `rapid`);
  // one written without spaces, inside its run.
  const letter = /\p{L}/u;
  for (const hit of await searchPage(site, "app", "de")) {
    const { excerpt } = hit;
    for (let i = 1; i < excerpt.length; i += 2) {
      assert.match(excerpt[i], /^app\p{L}*$/iu, hit.id);
      assert.ok(!letter.test(excerpt[i - 1].at(-1) ?? "") && !letter.test(excerpt[i + 1][0] ?? ""));
    }
  }
  const [clinic] = await searchPage(await fixtureSite("japanese"), "診察", "ja");
  assert.equal(clinic.id, "project:clinic-booking");
  // The summary alone: the next section's heading (何をするか) is not run into it.
  assert.deepEqual(clinic.excerpt, ["小児科の", "診察", "を予約する一ページのフォーム。"]);
});

Deno.test("short common words of a query count only when no other word matches", async () => {
  const english = await fixtureSite("full"), german = await fixtureSite("german");
  const same = [[english, "the booking page", "booking page"], [
    german,
    "für eine website",
    "website",
  ]];
  for (const [site, query, words] of same as [typeof english, string, string][]) {
    assert.deepEqual(
      await searchPage(site, query, site.lang),
      await searchPage(site, words, site.lang),
    );
  }
  const marked = (await searchPage(german, "für eine website", "de")).flatMap((hit) =>
    hit.excerpt.filter((_, i) => i % 2)
  );
  assert.ok(marked.length && marked.every((word) => /^website/i.test(word)), String(marked));
  assert.ok((await searchSite(english, "the")).length > 0, "alone, they are still looked for");
});

Deno.test("an excerpt shows prose where the matched word is also in code", async () => {
  const hits = await searchPage(await fixtureSite("full"), "format", "en");
  const developers = hits.find((hit) => hit.id === "page:/developers/")!;
  assert.doesNotMatch(developers.excerpt.join(""), /\^\[|\]\{/, "no regular expression");
});

/** The site of content folder `dir` grown to 300 projects, of `words` joined by `joiner`. */
async function bigSite(dir: string, words: string[], joiner: string) {
  const raw = await loadContent(dir);
  const para = (i: number) =>
    Array.from({ length: 40 }, (_, j) => words[(i * 7 + j) % words.length]).join(joiner) + ".";
  for (let i = raw.projects.length; i < 300; i++) {
    raw.projects.push({
      ...raw.projects[0],
      slug: `generated-${i}`,
      name: `${words[i % words.length]}${joiner}${words[(i + 3) % words.length]} ${i}`,
      order: 100 + i,
      body: `## ${words[i % words.length]}\n\n${para(i)}\n\n${para(i + 1)}\n`,
    });
  }
  return buildSite(raw, config);
}

const BIG = [
  ["tests/fixtures/minimal", "booking rota invoice garden bakery ferry clinic railway", " ", [
    "railway",
    "app",
    "booking form",
    "garden bakery clinic",
  ]],
  ["tests/fixtures/japanese", "九州 鉄道 時刻表 ウェブアプリ 天神 クリニック 予約 片手", "", [
    "鉄道",
    "アプリ",
    "予約フォーム",
    "天神のクリニックの予約",
  ]],
] as const;

Deno.test("the index is built once, in slices that let timers run, and finds what one piece finds", async () => {
  const sliced = MiniSearch.prototype.addAllAsync;
  for (const [dir, words, joiner, queries] of BIG) {
    const site = await bigSite(dir, words.split(" "), joiner);
    let builds = 0;
    let fired = false;
    setTimeout(() => fired = true, 0);
    MiniSearch.prototype.addAllAsync = function (...args) {
      builds++;
      return sliced.apply(this, args);
    };
    try {
      // Searches that come while the index is built await that build: a second is not begun.
      const [first, ...more] = await Promise.all([
        Promise.resolve(searchSite(site, queries[0])).then((hits) => ({ hits, fired })),
        ...queries.map((query) => searchSite(site, query)),
      ]);
      assert.equal(builds, 1, `${dir}: one build for five searches`);
      assert.ok(first.fired, `${dir}: a timer set before the build ran before it was done`);
      // The same site built in one piece (addAll) finds the same, in the same order.
      MiniSearch.prototype.addAllAsync = function (documents) {
        this.addAll(documents);
        return Promise.resolve();
      };
      const whole = await bigSite(dir, words.split(" "), joiner);
      for (const [i, query] of queries.entries()) {
        assert.ok(more[i].length > 0, `${dir}: "${query}" finds something`);
        assert.deepEqual(more[i], await searchSite(whole, query), `${dir}: "${query}"`);
      }
      assert.deepEqual(first.hits, more[0]);
    } finally {
      MiniSearch.prototype.addAllAsync = sliced;
    }
  }
});

/** `markdown`'s lines as a reader sees them: no marks, link targets, pictures or list bullets. */
const plainLines = (markdown: string) =>
  markdown.replace(/^```[^]*?^```/gm, "").split("\n").map((line) =>
    line.replace(/!\[[^\]]*\]\([^)]*\)/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/[*`\\]|(?<!\w)_|_(?!\w)|^\s*(#+|[-+>]|)\s*/g, "").trim()
  );

/** Each block's first word (of a heading, bold line or list item's next block): what a glued excerpt
 * ran into the heading. */
function headedWords(markdown: string, segmenter: Intl.Segmenter) {
  const lines = markdown.split("\n"), plain = plainLines(markdown), pairs: [string, string][] = [];
  lines.forEach((line, i) => {
    if (!/^(#{2,6} |\s*[-*+] |\*\*[^*]+\*\*$)/.test(line)) return;
    // The next block: after a blank line, or a list item (not the item's own wrapped line).
    const next = plain.findIndex((p, j) =>
      j > i && p && (!lines[j - 1].trim() || /^(#|\s*([-*+]|\d+\.) )/.test(lines[j]))
    );
    const word = [...segmenter.segment(plain[next] ?? "")].find((s) => s.isWordLike)?.segment;
    if (word && plain[i] && !/^```/.test(lines[next])) pairs.push([plain[i], word]);
  });
  return pairs;
}

/** The edits that turn `a` into `b` (Levenshtein), for MiniSearch's fuzzy matches. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + +(a[i - 1] !== b[j - 1]));
    }
    row = next;
  }
  return row[b.length];
}

const FIXTURES = ["full", "german", "japanese", "minimal", "rtl", "studio"];

Deno.test("every excerpt of every kind of hit on every fixture is one passage: no heading or item run into the next, begun at a boundary, matched words marked", async () => {
  for (const name of FIXTURES) {
    const site = await fixtureSite(name);
    const segmenter = new Intl.Segmenter(site.lang, { granularity: "word" });
    // The words that begin the blocks under headings, FAQ answers and services' summaries.
    const texts = [...site.faq.map((f) => f.answer), ...site.services.map((s) => s.summary)];
    const queries = new Set(
      [site, ...site.translations].flatMap((s) => s.pages).flatMap((page) =>
        headedWords(page.markdown, segmenter).map(([, word]) => word)
      ).concat(texts.flatMap((text) => headedWords(`- x\n\n${text}`, segmenter)[0]?.[1] ?? []))
        .filter((word) =>
          [...word].length >= (/\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}/u.test(word) ? 2 : 5)
        ),
    );
    const kinds = new Set<string>();
    for (const query of queries) {
      for (const hit of await searchPage(site, query, site.lang)) {
        kinds.add(hit.kind);
        const { text: markdown } = fetchItem(site, hit.id)!;
        const text = hit.excerpt.join(""), what = `${name} "${query}" ${hit.id}: ${text}`;
        for (const [heading, word] of headedWords(markdown, segmenter)) {
          assert.ok(
            !text.includes(`${heading} ${word}`),
            `${what}: "${heading}" run into "${word}"`,
          );
        }
        // Begun at a block or sentence; "…" only inside a sentence too long to show to its match.
        // A paragraph's wrapped lines read as one (a line that starts no block goes on the last).
        const plain = plainLines(markdown.replace(/(?<=\S)\n(?=[^\n#>*+\-\d\s])/g, " ")).join("\n");
        const head = text.replace(/^…/, "").split(" · ")[0].slice(0, 12);
        const starts = [...plain.matchAll(new RegExp(RegExp.escape(head), "g"))].map((m) => {
          const before = plain.slice(0, m.index).search(/(^|[.!?。！？]\s*|\n)[^.!?。！？\n]*$/);
          const from = before + (plain.slice(before).match(/^[.!?。！？]?\s*/)?.[0].length ?? 0);
          // (how far into its sentence the first matched word is, had it been shown from its start)
          return { into: m.index - from + hit.excerpt[0].length, at: m.index - from };
        });
        assert.ok(starts.length, `${what}: its start is the item's text`);
        const fits = ({ at, into }: { at: number; into: number }) =>
          text.startsWith("…") ? into > 100 : at === 0;
        assert.ok(starts.some(fits), `${what}: ${JSON.stringify(starts)}`);
        // Marked: whole words, each the query's word, a word it begins or a near spelling of it.
        for (const parts of [hit.excerpt, hit.section]) {
          for (let i = 1; i < parts.length; i += 2) {
            const mark = parts[i].toLowerCase(),
              words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u);
            // fuzzy: 0.2 of a word's length
            const near = (word: string) =>
              distance(mark, word) <= Math.round(word.length * 0.2) + 1;
            assert.ok(
              words.some((word) => mark.startsWith(word) || near(word)),
              `${what}: ${mark}`,
            );
            if (/\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}/u.test(query)) continue;
            const edges = (parts[i - 1].at(-1) ?? "") + (parts[i + 1][0] ?? "");
            assert.doesNotMatch(edges, /\p{L}/u, `${what}: ${mark} inside a word`);
          }
        }
      }
    }
    const has = [site.services.length && "service", site.faq.length && "faq", "page", "project"];
    assert.deepEqual([...kinds].sort(), has.filter(Boolean).sort(), `${name}: every kind`);
  }
});
