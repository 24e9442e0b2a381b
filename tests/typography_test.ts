/**
 * Typography by language (issue #37, item 3): static/styles.css itself, read as the browser
 * gets it; then the Japanese-first owner (tests/fixtures/japanese, English in `en/`) over real
 * HTTP: her sentences end with 。 and her lists join with 、 wherever the site joins them, a
 * passage in another language than the page's is marked `lang`, and a status's colour is the
 * `stage` she set, never read from the status's words.
 */
import assert from "node:assert/strict";
import { copyContent, sharedServer } from "./_server.ts";

const css = await Deno.readTextFile(new URL("../static/styles.css", import.meta.url));

/** The declarations of the rule whose selector list is exactly `selectors`. */
function rule(...selectors: string[]): string {
  const escaped = selectors.map((s) => s.replace(/[()[\]]/g, "\\$&")).join(",\\s*");
  return new RegExp(`(?:^|\\}|\\*/)\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
}

Deno.test("Chinese and Japanese break lines strictly, Japanese by phrase, Korean between words", () => {
  assert.match(rule(":lang(ja)", ":lang(zh)"), /line-break: strict;/);
  assert.match(rule(":lang(ja)"), /word-break: auto-phrase;/);
  assert.match(rule(":lang(ko)"), /word-break: keep-all;/);
});

Deno.test("each script names its own faces before the default, and a passage's lang picks them", () => {
  for (
    const [selector, face] of [
      [":lang(ja)", "Noto Sans JP"],
      [":lang(ko)", "Noto Sans KR"],
      [":lang(zh)", "Noto Sans SC"],
      [":lang(he)", "Noto Sans Hebrew"],
      [":lang(th)", "Noto Sans Thai"],
    ]
  ) {
    assert.match(rule(selector), new RegExp(`--font: system-ui,[^;]*"${face}"[^;]*sans-serif;`));
  }
  assert.match(rule("[lang]"), /font-family: var\(--font\);/);
});

const JAPANESE = "tests/fixtures/japanese";

/** The text of `path` on a server of `dir`, asserting it answered 200. */
async function text(dir: string, path: string): Promise<string> {
  const res = await fetch((await sharedServer({ contentDir: dir })).url + path);
  assert.equal(res.status, 200, path);
  return await res.text();
}

/** A Japanese (kana or kanji) letter followed by a Latin comma or full stop and a space or end. */
const LATIN_JOINER = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー][,.](?=\s|<|$)/mu;

Deno.test("a Japanese page joins its sentences with 。 and its lists with 、, never with Latin marks", async () => {
  const home = await text(JAPANESE, "/");
  // taking_work's sentence, then the owner's `availability` (written without a stop).
  assert.match(
    home,
    />予約済み。新規のご依頼は2099年4月1日から。平日の夜なら打ち合わせができます。</,
  );
  assert.match(
    home,
    /<footer class="site-footer"><div class="site-footer-inner"><p>© 2026 中村 葵<\/p>/,
  );
  assert.match(home, /<span class="testimonial-role">院長、天神こどもクリニック<\/span>/);
  const cv = await text(JAPANESE, "/cv/");
  assert.match(cv, /<h3>室長、株式会社九州ウェブ /);
  const llms = await text(JAPANESE, "/llms.txt");
  assert.match(
    llms,
    /^> 中村 葵は日本、福岡を拠点とするウェブ開発者です。小さく保てる小さなウェブアプリ。$/m,
  );
  assert.match(llms, /^予約済み。新規のご依頼は2099年4月1日から。2\s?日以内に返信。$/m);
  const full = await text(JAPANESE, "/llms-full.txt");
  assert.match(full, /^> 小さく保てる小さなウェブアプリ。http:\/\/\S+から\S+に生成しました。$/m);
  for (const path of ["/contact/", "/work/clinic-booking/", "/index.md", "/cv/index.md"]) {
    assert.doesNotMatch(await text(JAPANESE, path), LATIN_JOINER, path);
  }
  for (
    const [path, page] of [["/", home], ["/cv/", cv], ["/llms.txt", llms], ["/llms-full.txt", full]]
  ) {
    assert.doesNotMatch(page, LATIN_JOINER, path);
  }
  // The résumé's references, each in its own language's commas.
  const { references } = JSON.parse(await text(JAPANESE, "/resume.json"));
  assert.deepEqual(references.map((r: { name: string }) => r.name), [
    "山本 花子、院長、天神こどもクリニック",
    "Emma Clarke, Product lead, Kyushu Rail Pass Desk",
    "Sarah Lee, Deputy director, Tenjin Kids Clinic",
  ]);
  // Her English pages keep English marks, and her name once.
  const english = await text(JAPANESE, "/en/");
  assert.match(english, /<p>© 2026 Aoi Nakamura<\/p>/);
  assert.match(
    english,
    />Booked; new projects from April 1, 2099\. Calls are possible on weekday evenings\.</,
  );
});

/**
 * A Latin comma or colon after a Japanese letter, or a Latin comma beside an Arabic one (Arabic's
 * colon is the Latin one), markup between them skipped.
 */
const LATIN_MARK = new RegExp(
  [
    String
      .raw`[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー](?:<[^>]*>|\*\*)*[,:](?=(?:<[^>]*>|\*\*)*(?:\s|$))`,
    String.raw`\p{sc=Arabic}(?:<[^>]*>|\*\*)*,(?=(?:<[^>]*>|\*\*)*\s)`,
    String.raw`,(?:<[^>]*>|\*\*)*\s(?:<[^>]*>|\*\*)*\p{sc=Arabic}`,
  ].join("|"),
  "mu",
);

Deno.test("Japanese and Arabic pages put their own comma and colon after a label and between parts", async () => {
  // The Arabic owner with credentials and a client, which the site joins and labels.
  const rtl = await copyContent("tests/fixtures/rtl");
  const profile = await Deno.readTextFile(`${rtl}/profile.md`);
  await Deno.writeTextFile(
    `${rtl}/profile.md`,
    profile.replace(
      "stack:\n",
      "credentials:\n  - kind: certification\n    name: شهادة تطوير الويب\n    issuer: أكاديمية عمّان\n" +
        "    date: 2024-02\n    url: https://academy.example/cert\nstack:\n",
    ),
  );
  const project = `${rtl}/projects/booking-page.md`;
  await Deno.writeTextFile(
    project,
    (await Deno.readTextFile(project)).replace(
      "order: 1\n",
      "order: 1\nclient:\n  name: صالون الأناقة\nstack:\n  - JavaScript\n  - Deno\n",
    ),
  );
  const pages = [
    [JAPANESE, "/work/clinic-booking/index.md", /^- \*\*状況：\*\*公開中$/m],
    [JAPANESE, "/llms-full.txt", /^出典：http/m],
    [JAPANESE, "/cv/", /<dt>小さなウェブアプリ<\/dt><dd>料金：/],
    [JAPANESE, "/no-such-page/", /<a href="\/work\/">制作実績を見る<\/a>。<\/p>/],
    [rtl, "/", /<p class="proof">العميل:/],
    [
      rtl,
      "/cv/",
      /<a href="https:\/\/academy.example\/cert">شهادة تطوير الويب<\/a>، أكاديمية عمّان، <time/,
    ],
    [rtl, "/cv/index.md", /\]\(https:\/\/academy.example\/cert\)، أكاديمية عمّان، /],
    [rtl, "/work/booking-page/index.md", /^- \*\*[^*]+:\*\* JavaScript، Deno$/m],
  ] as const;
  for (const [dir, path, expected] of pages) {
    const res = await fetch((await sharedServer({ contentDir: dir })).url + path);
    const page = await res.text();
    assert.match(page, expected, path);
    const latin = LATIN_MARK.exec(page);
    assert.equal(latin && page.slice(latin.index - 80, latin.index + 20), null, path);
  }
});

Deno.test("a passage in another language than the page's is marked lang, and one in the page's is not", async () => {
  const home = await text(JAPANESE, "/");
  // testimonials.md: one in Japanese (the file's language), one marked `language: en`.
  assert.match(home, /<figure class="testimonial"><blockquote><p>予約の電話が/);
  assert.match(
    home,
    /<figure class="testimonial" lang="en"><blockquote><p>Aoi shipped[^]*?<span class="testimonial-role">Product lead, Kyushu Rail Pass Desk</,
  );
  // A case study's testimonial (`language: en`) on its Japanese page.
  assert.match(
    await text(JAPANESE, "/work/clinic-booking/"),
    /<figure class="testimonial" lang="en"><blockquote><p>Parents book/,
  );
  // On the English pages, what en/ leaves untranslated is the primary language's, marked ja:
  // the clinic's card and case study, and the Japanese testimonial (no en/testimonials.md).
  const english = await text(JAPANESE, "/en/");
  assert.match(
    english,
    /<article class="card project-card" lang="ja">(?:(?!<\/article>)[^])*天神こどもクリニック/,
  );
  assert.match(english, /<p class="card-more" aria-hidden="true" lang="en">Read the case study/);
  assert.match(english, /<figure class="testimonial" lang="ja"><blockquote><p>予約の電話が/);
  assert.match(english, /<figure class="testimonial"><blockquote><p>Aoi shipped/);
  assert.match(
    english,
    /<article class="card project-card">(?:(?!<\/article>)[^])*Kyushu Railway timetable/,
  );
  const clinic = await text(JAPANESE, "/en/work/clinic-booking/");
  assert.match(clinic, /<p class="lead" lang="ja">小児科の診察を予約する/);
  assert.match(clinic, /<div class="prose" lang="ja">/);
  assert.match(clinic, /<figure class="testimonial"><blockquote><p>Parents book/);
  assert.doesNotMatch(await text(JAPANESE, "/en/work/timetable/"), /<div class="prose" lang=/);
});

Deno.test("a status's colour is the stage its owner set, whatever the status says", async () => {
  const tone = async (dir: string, path: string) =>
    [...(await text(dir, path)).matchAll(/<span class="badge"( data-tone="[^"]*")?>([^<]*)</g)]
      .map(([, stage, status]) => `${status}${stage ?? ""}`);
  assert.deepEqual(await tone(JAPANESE, "/work/"), [
    '公開中 data-tone="live"',
    '公開中 data-tone="live"',
  ]);
  assert.ok(
    (await tone("tests/fixtures/german", "/work/")).includes('In Arbeit data-tone="in_progress"'),
  );
  // The minimal owner sets no stage: her "Live" is grey, for the word alone colours nothing.
  assert.deepEqual(await tone("tests/fixtures/minimal", "/work/"), ["Live"]);
});
