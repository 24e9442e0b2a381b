/**
 * A site in two languages (tests/fixtures/german: German, with English in
 * `en/`) and a right-to-left owner (tests/fixtures/rtl: Arabic, with a
 * minimal catalogue in its messages.yaml), against the real server.
 */
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "./_server.ts";

const GERMAN = "tests/fixtures/german";
const RTL = "tests/fixtures/rtl";

/** `hreflang` → URL of a page's alternates, from its HTML head. */
function htmlAlternates(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  return new Map(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
      .map((m) => [m[1], m[2]]),
  );
}

/** The `<h1>`'s text. */
function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

/** The language switcher's links: language → href. */
function switcher(html: string): Map<string, string> {
  const nav = /<nav class="languages"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
  return new Map(
    [...nav.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [m[2], m[1]]),
  );
}

async function get(server: TestServer, path: string, accept = "text/html") {
  const res = await fetch(new URL(path, server.url), { headers: { accept } });
  return { status: res.status, headers: res.headers, text: await res.text(), url: res.url };
}

Deno.test("a second language's pages have their own lang, Content-Language, Markdown, share card and words", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const en = await get(server, "/en/work/");
    assert.equal(en.status, 200);
    assert.match(en.text, /<html lang="en">/);
    assert.equal(en.headers.get("content-language"), "en");
    assert.match(en.text, /<h1[^>]*>Work<\/h1>/);
    assert.match(en.text, /<summary>Menu<\/summary>/);
    assert.match(en.text, /<link rel="canonical" href="[^"]+\/en\/work\/"\/>/);
    assert.match(en.text, /<meta property="og:locale" content="en_GB"\/>/);
    const de = await get(server, "/work/");
    assert.match(de.text, /<html lang="de">/);
    assert.equal(de.headers.get("content-language"), "de");

    for (const [path, accept] of [["/en/work/index.md", "*/*"], ["/en/work/", "text/markdown"]]) {
      const md = await get(server, path, accept);
      assert.equal(md.status, 200, path);
      assert.match(md.headers.get("content-type")!, /^text\/markdown/);
      assert.equal(md.headers.get("content-language"), "en");
      assert.match(md.text, /^# Work\n\nA selection of my work\./);
    }
    const study = await get(server, "/en/work/tischlerei-termine/index.md");
    assert.match(study.text, /^# Bookings for a joinery case study\n/);
    assert.match(study.text, /## What it does/);
    // A translated body's links to its own pages stay in its language.
    const home = await get(server, "/en/index.md");
    assert.match(home.text, /\[the work\]\(http[^)]+\/en\/work\/\)/);

    const card = await fetch(new URL("/en/og/card.png", server.url));
    assert.equal(card.headers.get("content-type"), "image/png");
    await card.body?.cancel();
    assert.match(
      (await get(server, "/en/")).text,
      /property="og:image" content="[^"]+\/en\/og\/card\.png"/,
    );

    // What is not translated is the primary language's, under the language's address.
    const privacy = await get(server, "/en/datenschutz/");
    assert.equal(privacy.status, 200);
    assert.match(privacy.text, /Diese Website setzt keine Cookies/);
    // The pages' own links to the site's pages stay in the language (a project card, a button).
    const enHome = (await get(server, "/en/")).text;
    assert.match(enHome, /href="\/en\/work\/tischlerei-termine\/"/);
    assert.doesNotMatch(enHome, /href="\/(?:work|contact)\/"/);
    // The legal links in the footer lead to the language's own pages.
    assert.match(en.text, /<a href="\/en\/impressum\/">Legal notice<\/a>/);

    // Only pages are under a prefix; the API stays at its one address, and no redirect by Accept-Language.
    assert.equal((await get(server, "/en/api/v1/profile", "application/json")).status, 404);
    const res = await fetch(new URL("/", server.url), {
      headers: { "accept-language": "en" },
      redirect: "manual",
    });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<html lang="de">/);
    // A page's address without its slash is redirected within its language.
    const short = await fetch(new URL("/en/work", server.url), { redirect: "manual" });
    await short.body?.cancel();
    assert.equal(short.status, 308);
    assert.equal(short.headers.get("location"), "/en/work/");
  } finally {
    await server.close();
  }
});

Deno.test("a translation's links to its pages stay in its language in HTML, Markdown and MCP's get_page", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const site = server.url;
    // Generated (the work page's project list) and owner-written (the home page's text).
    const html = (await get(server, "/en/work/")).text;
    assert.match(html, /<a href="\/en\/work\/tischlerei-termine\/">/);
    const home = (await get(server, "/en/")).text;
    assert.match(home, /<a href="\/en\/work\/">the work<\/a>/);
    for (const [path, accept] of [["/en/work/index.md", "*/*"], ["/en/work/", "text/markdown"]]) {
      const md = (await get(server, path, accept)).text;
      assert.ok(md.includes(`](${site}/en/work/tischlerei-termine/)`), `${path}: ${md}`);
      assert.ok(!md.includes(`](${site}/work/`), `${path} links to a German page: ${md}`);
    }
    const homeMd = (await get(server, "/en/index.md")).text;
    assert.ok(homeMd.includes(`[the work](${site}/en/work/)`), homeMd);
    const read = await fetch(`${site}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "get_page", arguments: { path: "/en/work/" } },
      }),
    });
    const text: string = JSON.parse((await read.json()).result.content[0].text).markdown;
    assert.ok(text.includes(`](${site}/en/work/tischlerei-termine/)`), text);
    assert.ok(!text.includes(`](${site}/work/`), text);
  } finally {
    await server.close();
  }
});

Deno.test("hreflang alternates are reciprocal, with x-default, in every page's HTML and in the sitemap", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const { pages } = await (await fetch(new URL("/api/v1/pages", server.url))).json() as {
      pages: { path: string }[];
    };
    const seen = new Map<string, Map<string, string>>();
    // The CV is a page in each language too, though site.yaml does not list it.
    for (const path of [...pages.map((p) => p.path), "/cv/", "/en/cv/"]) {
      const page = await get(server, path);
      assert.equal(page.status, 200, path);
      const alternates = htmlAlternates(page.text);
      assert.deepEqual([...alternates.keys()].sort(), ["de", "en", "x-default"], path);
      assert.equal(alternates.get("x-default"), alternates.get("de"), path);
      assert.equal(alternates.get(path.startsWith("/en/") ? "en" : "de"), server.url + path, path);
      seen.set(server.url + path, alternates);
    }
    // Each page's alternates name it back, with the same set.
    for (const [url, alternates] of seen) {
      for (const [lang, other] of alternates) {
        if (lang === "x-default") continue;
        assert.deepEqual(seen.get(other), alternates, `${url} → ${other}`);
      }
    }

    const xml = (await get(server, "/sitemap.xml", "application/xml")).text;
    assert.match(xml, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    const entries = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)].map((m) => [
        m[1],
        new Map(
          [...m[0].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
            .map((l) => [l[1], l[2]]),
        ),
      ]),
    );
    // Every page, and each language's feeds, which name each other as the pages do.
    const feeds = ["/feed.xml", "/feed.json", "/en/feed.xml", "/en/feed.json"]
      .map((path) => server.url + path);
    assert.deepEqual([...entries.keys()].sort(), [...seen.keys(), ...feeds].sort());
    assert.equal(entries.get(feeds[0])?.get("en"), feeds[2]);
    for (const [url, alternates] of entries) {
      if (feeds.includes(url)) continue;
      assert.deepEqual(alternates, seen.get(url), `sitemap's ${url} lists what its HTML does`);
      for (const [lang, other] of alternates) {
        if (lang !== "x-default") {
          assert.deepEqual(entries.get(other), alternates, `${url} → ${other}`);
        }
      }
    }
  } finally {
    await server.close();
  }
});

Deno.test("the language switcher is plain links: followed without JavaScript, it leads to the same page in the other language and back", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const de = await get(server, "/work/tischlerei-termine/");
    const links = switcher(de.text);
    assert.deepEqual([...links.keys()], ["de", "en"]);
    assert.match(de.text, /hreflang="de" lang="de" aria-current="page">Deutsch</);
    const en = await get(server, links.get("en")!);
    assert.equal(en.status, 200);
    assert.equal(new URL(en.url).pathname, "/en/work/tischlerei-termine/");
    assert.match(en.text, /<html lang="en">/);
    assert.match(en.text, /hreflang="en" lang="en" aria-current="page">English</);
    assert.equal(new URL(switcher(en.text).get("de")!).pathname, "/work/tischlerei-termine/");
  } finally {
    await server.close();
  }
});

Deno.test("llms.txt lists every language's pages; the API lists and reads translated pages by their paths, and search finds their words", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const llms = (await get(server, "/llms.txt", "text/plain")).text;
    assert.match(
      llms,
      /## Seiten auf Englisch\n\n- \[Jonas Brandt, web developer in Leipzig\]\([^)]+\/en\/index\.md\)/,
    );
    assert.match(llms, /\[Work\]\([^)]+\/en\/work\/index\.md\): What Jonas has built\./);

    const { pages } = await (await fetch(new URL("/api/v1/pages", server.url))).json();
    const paths = pages.map((p: { path: string }) => p.path);
    assert.ok(paths.includes("/work/") && paths.includes("/en/work/"), paths.join(", "));
    const page = await (await fetch(new URL("/api/v1/page?path=/en/work/", server.url))).json();
    assert.equal(page.path, "/en/work/");
    assert.equal(page.title, "Work");
    assert.equal(page.url, `${server.url}/en/work/`);
    // The API's own data stays the primary language's.
    const profile = await (await fetch(new URL("/api/v1/profile", server.url))).json();
    assert.equal(profile.role, "Freiberuflicher Webentwickler");

    const found = (await get(server, "/search/?q=joinery")).text;
    assert.match(found, /href="http[^"]+\/en\/work\/tischlerei-termine\/" hreflang="en" lang="en"/);
  } finally {
    await server.close();
  }
});

Deno.test("a language's home without its slash is a permanent redirect to it, for GET and HEAD, keeping the query", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    for (const method of ["GET", "HEAD"]) {
      const res = await fetch(new URL("/en?ref=card", server.url), { method, redirect: "manual" });
      await res.body?.cancel();
      assert.equal(res.status, 308, method);
      assert.equal(res.headers.get("location"), "/en/?ref=card", method);
    }
    // As the primary language's pages are: `/work` → `/work/`.
    const work = await fetch(new URL("/work", server.url), { redirect: "manual" });
    await work.body?.cancel();
    assert.equal(work.status, 308);
    assert.equal(work.headers.get("location"), "/work/");
  } finally {
    await server.close();
  }
});

Deno.test("a miss under a translation's address is that language's 404 page, and problem+json stays as it is", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const en = await get(server, "/en/nope/");
    assert.equal(en.status, 404);
    assert.match(en.text, /<html lang="en">/);
    assert.equal(en.headers.get("content-language"), "en");
    assert.equal(heading(en.text), "Page not found");
    assert.match(en.text, /<summary>Menu<\/summary>/);
    assert.match(en.text, /<a href="\/en\/work\/"[^>]*>Work<\/a>/); // the translation's navigation
    assert.match(en.text, /<a href="\/en\/impressum\/">Legal notice<\/a>/); // and footer
    const de = await get(server, "/nope/");
    assert.equal(de.status, 404);
    assert.match(de.text, /<html lang="de">/);
    assert.equal(de.headers.get("content-language"), "de");
    assert.notEqual(heading(de.text), "Page not found");

    const json = await get(server, "/en/nope/", "application/json");
    assert.equal(json.status, 404);
    assert.equal(json.headers.get("content-type"), "application/problem+json");
    assert.equal(JSON.parse(json.text).code, "not_found");
    assert.equal(JSON.parse(json.text).title, "Not found");
  } finally {
    await server.close();
  }
});

Deno.test("the CV exists in each language: its profile, headings, lang, Markdown, share card and hreflang are that language's", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const en = await get(server, "/en/cv/");
    assert.equal(en.status, 200);
    assert.match(en.text, /<html lang="en">/);
    assert.equal(en.headers.get("content-language"), "en");
    assert.match(en.text, /<p class="cv-label">Freelance web developer<\/p>/);
    assert.match(en.text, /<h2 id="cv-summary">Summary<\/h2>/);
    assert.match(en.text, /<h2 id="cv-skills">Skills<\/h2>/);
    assert.match(en.text, /<link rel="canonical" href="[^"]+\/en\/cv\/"\/>/);
    assert.match(en.text, /<a href="\/en\/cv\/">CV<\/a>/);
    const alternates = htmlAlternates(en.text);
    assert.equal(alternates.get("en"), `${server.url}/en/cv/`);
    assert.equal(alternates.get("de"), `${server.url}/cv/`);
    const de = await get(server, "/cv/");
    assert.match(de.text, /<html lang="de">/);
    assert.match(de.text, /<p class="cv-label">Freiberuflicher Webentwickler<\/p>/);
    assert.doesNotMatch(de.text, /<h2 id="cv-summary">Summary<\/h2>/);
    assert.deepEqual(htmlAlternates(de.text), alternates);

    for (const [path, accept] of [["/en/cv/index.md", "*/*"], ["/en/cv/", "text/markdown"]]) {
      const md = await get(server, path, accept);
      assert.equal(md.status, 200, path);
      assert.equal(md.headers.get("content-language"), "en", path);
      assert.match(md.text, /^# Jonas Brandt\n\nFreelance web developer\n/, path);
      assert.match(md.text, /\n## Summary\n/, path);
    }
    const short = await fetch(new URL("/en/cv", server.url), { redirect: "manual" });
    await short.body?.cancel();
    assert.equal(short.status, 308);
    assert.equal(short.headers.get("location"), "/en/cv/");
    const card = await fetch(new URL("/en/og/cv/card.png", server.url));
    assert.equal(card.headers.get("content-type"), "image/png");
    await card.body?.cancel();
  } finally {
    await server.close();
  }
});

Deno.test("each language has its search page in its words, its own pages first, and its pages' footer form leads there", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  try {
    const form = (html: string) => /<form class="site-search" action="([^"]+)"[^>]*>/.exec(html);
    const enWork = (await get(server, "/en/work/")).text;
    assert.equal(form(enWork)?.[1], "/en/search/");
    assert.match(form(enWork)![0], /toolname="search_site"/); // still the WebMCP tool
    assert.equal(form((await get(server, "/work/")).text)?.[1], "/search/");

    const en = await get(server, "/en/search/?q=joinery");
    assert.equal(en.status, 200);
    assert.match(en.text, /<html lang="en">/);
    assert.equal(en.headers.get("content-language"), "en");
    assert.equal(en.headers.get("x-robots-tag"), "noindex");
    assert.equal(heading(en.text), "Search");
    assert.match(en.text, /<link rel="canonical" href="[^"]+\/en\/search\/"\/>/);
    assert.match(en.text, /<input id="site-search-q"[^>]*value="joinery"/);
    // Each result's address and language ("" for the page's own).
    const results = (html: string) =>
      [...(/<ol class="search-results">(.*?)<\/ol>/s.exec(html)?.[1] ?? "").matchAll(
        /<li><a href="([^"]+)"(?: hreflang="([^"]+)")?/g,
      )].map((m) => [new URL(m[1], server.url).pathname, m[2] ?? ""]);
    assert.deepEqual(results(en.text)[0], ["/en/work/tischlerei-termine/", ""]);
    // A translated case study is called one, in the page's words.
    assert.match(
      en.text,
      /<li><a href="\/en\/work\/tischlerei-termine\/">[^<]+<\/a><p class="search-where">Case study</,
    );
    // Each search lists its own language's pages first, then the other's, marked and at their own addresses.
    for (const [path, own, other] of [["/search/", "de", "en"], ["/en/search/", "en", "de"]]) {
      const html = (await get(server, `${path}?q=Leipzig`)).text;
      // The box at the top with the query in it, the only one on the page.
      assert.match(
        html,
        /<main[^>]*><header class="page-header search-header"><h1>[^<]+<\/h1><form class="site-search"[^>]*><label[^>]*>[^<]+<\/label><input id="site-search-q" [^>]*maxlength="200" value="Leipzig"/,
      );
      assert.equal(html.split('name="q"').length - 1, 1, "one search box");
      // Each result has an excerpt with the matched word marked; another language's says which.
      const list = /<ol class="search-results">(.*?)<\/ol>/s.exec(html)?.[1] ?? "";
      const items = list.match(/<li>.*?<\/li>/gs) ?? [];
      assert.ok(items.length > 1, path);
      for (const item of items) {
        const excerpt = /<p class="excerpt"(?: lang="\w+")?>((?:[^<]|<\/?mark>)+)<\/p>/.exec(item);
        assert.ok(excerpt && excerpt[1].length > 40, item);
        // Marked wherever the word is in the text: the developers guide has it only in code.
        if (!/"[^"]*\/developers\/"/.test(item)) assert.match(excerpt[1], /<mark>Leipzig<\/mark>/);
        const language = own === "de" ? "auf Englisch" : "in German";
        assert.equal(
          item.includes(`<span class="search-lang">${language}</span>`),
          item.includes("hreflang"),
        );
      }
      const found = results(html);
      const first = found.findIndex(([, lang]) => lang !== "");
      assert.ok(first > 0, `${own}: ${found.join(" ")}`);
      assert.ok(
        found.slice(0, first).every(([href]) => href.startsWith("/en/") === (own === "en")),
      );
      assert.ok(
        found.slice(first).every(([href, lang]) =>
          lang === other && href.startsWith("/en/") === (other === "en")
        ),
        `${own}: ${found.join(" ")}`,
      );
    }

    const short = await fetch(new URL("/en/search?q=joinery", server.url), { redirect: "manual" });
    await short.body?.cancel();
    assert.equal(short.status, 308);
    assert.equal(short.headers.get("location"), "/en/search/?q=joinery");
    // A results page is no page of its own: in no sitemap, with no hreflang.
    assert.doesNotMatch((await get(server, "/sitemap.xml", "application/xml")).text, /search/);
    assert.equal(htmlAlternates(en.text).size, 0);
  } finally {
    await server.close();
  }
});

Deno.test("a right-to-left owner's pages are dir=rtl in its language, with its words from the kit and messages.yaml", async () => {
  const server = await sharedServer({ contentDir: RTL });
  try {
    for (const path of ["/", "/work/", "/contact/", "/work/booking-page/"]) {
      const page = await get(server, path);
      assert.equal(page.status, 200, path);
      assert.match(page.text, /<html lang="ar" dir="rtl">/, path);
      assert.equal(page.headers.get("content-language"), "ar");
      assert.match(page.text, /<a class="skip" href="#main">انتقل إلى المحتوى<\/a>/);
    }
    const css = await get(server, "/styles.css", "text/css");
    // The layout mirrors because it is written in logical properties, never physical sides.
    assert.doesNotMatch(
      css.text,
      /(?:margin|padding|border)-(?:left|right)\b|text-align: (?:left|right)|\bleft: \d/,
    );
    // What points along the line mirrors (tests/layout_browser_test.ts sees it drawn).
    assert.match(css.text, /:root\[dir="rtl"\] \{\s*--inline: -1;/);
    assert.match(css.text, /\.card-more \.arrow \{[^}]*transform: scaleX\(var\(--inline, 1\)\)/);
  } finally {
    await server.close();
  }
});

Deno.test("the kit's Arabic and Japanese catalogues word the chrome their owners' messages.yaml leave out", async () => {
  const words = {
    [RTL]: ["ابدأ مشروعًا", "شاهد الأعمال", "أعمال مختارة", "اقرأ دراسة الحالة", "طرق أخرى للتواصل"],
    "tests/fixtures/japanese": [
      "案件を相談する",
      "制作実績を見る",
      "主な制作実績",
      "制作事例を読む",
      "その他の連絡方法",
    ],
  };
  for (const [dir, expected] of Object.entries(words)) {
    const server = await sharedServer({ contentDir: dir });
    const home = await get(server, "/");
    for (const text of expected) assert.ok(home.text.includes(`>${text}`), `${dir}: ${text}`);
    assert.doesNotMatch(home.text, />(?:Start a project|See the work|Read the case study)</);
    const missing = await get(server, "/no-such-page/");
    assert.equal(missing.status, 404);
    assert.match(missing.text, dir === RTL ? /الصفحة غير موجودة/ : /ページが見つかりません/);
  }
});
