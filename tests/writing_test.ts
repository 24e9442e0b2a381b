/**
 * Articles against the real server on fixture owners: each article is a page (HTML with its
 * reading time, share card, `Article` JSON-LD and neighbours; Markdown; the API, MCP and
 * search reach it with no operation of its own); the writing page and the home page list
 * them; the Atom feed validates against RFC 4287 and the JSON Feed against version 1.1,
 * each language's at its prefix, answered by the one cache like every generated file; an
 * owner with no articles has no feeds and no trace of them.
 */
import assert from "node:assert/strict";
import { DOMParser, type Element } from "@xmldom/xmldom";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { mcpCall, sharedServer } from "./_server.ts";

const GERMAN = "tests/fixtures/german";
const MINIMAL = "tests/fixtures/minimal";
const ATOM = "http://www.w3.org/2005/Atom";
/** RFC 3339 date-time, as RFC 4287 §3.3 requires of every date construct. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** `parent`'s child elements in the Atom namespace named `name`. */
function children(parent: Element, name: string): Element[] {
  return [...parent.childNodes as unknown as Iterable<Element>].filter((n) =>
    n.nodeType === 1 && n.namespaceURI === ATOM && n.localName === name
  );
}

/**
 * What stops `xml` being an Atom feed as RFC 4287 §4.1 defines one: not well-formed, or a
 * feed or entry without exactly one `id`, `title` and `updated` (a date-time), a feed
 * without an author where an entry lacks one, an entry without an alternate link or content,
 * a `rel="self"` link that is not absolute, text constructs of an unknown type.
 */
function atomProblems(xml: string): string[] {
  const problems: string[] = [];
  let feed;
  try {
    feed = new DOMParser({
      onError: (level, message) => problems.push(`${level}: ${message}`),
    }).parseFromString(xml, "application/xml").documentElement;
  } catch (error) {
    return [...problems, `not well-formed: ${(error as Error).message}`];
  }
  if (!feed || feed.namespaceURI !== ATOM || feed.localName !== "feed") {
    return [...problems, "the root is not atom:feed"];
  }
  const once = (parent: Element, where: string, ...names: string[]) => {
    for (const name of names) {
      const found = children(parent, name);
      if (found.length !== 1) problems.push(`${where} has ${found.length} atom:${name}`);
      if (name === "updated" || name === "published") {
        for (const date of found) {
          if (!RFC3339.test(date.textContent ?? "")) {
            problems.push(`${where} ${name} "${date.textContent}" is not RFC 3339`);
          }
        }
      }
      if (name === "id" && found[0] && !/^[a-z][a-z0-9+.-]*:/i.test(found[0].textContent ?? "")) {
        problems.push(`${where} id is not an IRI`);
      }
    }
    for (
      const text of ["title", "subtitle", "summary", "content"].flatMap((n) => children(parent, n))
    ) {
      const type = text.getAttribute("type");
      if (type && !["text", "html", "xhtml"].includes(type) && text.localName !== "content") {
        problems.push(`${where} ${text.localName} has type ${type}`);
      }
    }
  };
  once(feed, "feed", "id", "title", "updated");
  const self = children(feed, "link").filter((l) => l.getAttribute("rel") === "self");
  if (self.length !== 1 || !/^https?:\/\//.test(self[0].getAttribute("href") ?? "")) {
    problems.push("feed has no absolute rel=self link");
  }
  const entries = children(feed, "entry");
  for (const [i, entry] of entries.entries()) {
    once(entry, `entry ${i}`, "id", "title", "updated");
    if (!children(feed, "author").length && !children(entry, "author").length) {
      problems.push(`entry ${i} has no author, nor has the feed`);
    }
    const alternate = children(entry, "link").some((l) =>
      (l.getAttribute("rel") ?? "alternate") === "alternate"
    );
    if (!alternate && !children(entry, "content").length) {
      problems.push(`entry ${i} has neither an alternate link nor content`);
    }
  }
  for (const author of [feed, ...entries].flatMap((p) => children(p, "author"))) {
    if (children(author, "name").length !== 1) problems.push("an author has no atom:name");
  }
  return problems;
}

/** The JSON Feed 1.1 (jsonfeed.org/version/1.1) as a JSON Schema: its required fields and types. */
const JSON_FEED_SCHEMA = {
  type: "object",
  required: ["version", "title", "items"],
  properties: {
    version: { const: "https://jsonfeed.org/version/1.1" },
    title: { type: "string" },
    home_page_url: { type: "string", format: "uri" },
    feed_url: { type: "string", format: "uri" },
    description: { type: "string" },
    language: { type: "string" },
    authors: { type: "array", items: { $ref: "#/$defs/author" } },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["id"],
        anyOf: [{ required: ["content_html"] }, { required: ["content_text"] }],
        properties: {
          id: { type: "string" },
          url: { type: "string", format: "uri" },
          title: { type: "string" },
          content_html: { type: "string" },
          content_text: { type: "string" },
          summary: { type: "string" },
          image: { type: "string", format: "uri" },
          date_published: { type: "string", format: "date-time" },
          date_modified: { type: "string", format: "date-time" },
          authors: { type: "array", items: { $ref: "#/$defs/author" } },
          tags: { type: "array", items: { type: "string" } },
          language: { type: "string" },
        },
        // Extensions start with an underscore; anything else is a misspelt field.
        patternProperties: { "^_": {} },
        additionalProperties: false,
      },
    },
  },
  patternProperties: { "^_": {} },
  additionalProperties: false,
  $defs: {
    author: {
      type: "object",
      minProperties: 1,
      properties: {
        name: { type: "string" },
        url: { type: "string", format: "uri" },
        avatar: { type: "string", format: "uri" },
      },
    },
  },
};
const ajv = new Ajv2020({ allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validate = ajv.compile(JSON_FEED_SCHEMA);

/** Where `feed` breaks JSON Feed 1.1, as ajv says it; "" when nowhere. */
function jsonFeedErrors(feed: unknown): string {
  return validate(feed) ? "" : JSON.stringify(validate.errors);
}

Deno.test("the checks fail on a feed that breaks them", () => {
  const atom = `<feed xmlns="${ATOM}"><title>x</title><updated>2026-01-01</updated>` +
    `<entry><id>urn:x</id><title>y</title><updated>2026-01-01T00:00:00Z</updated></entry>`;
  assert.match(atomProblems(atom).join("\n"), /not well-formed: unclosed xml tag/);
  const problems = atomProblems(atom + "</feed>");
  assert.ok(problems.some((p) => p.includes("feed has 0 atom:id")), problems.join("\n"));
  assert.ok(problems.some((p) => p.includes('"2026-01-01" is not RFC 3339')));
  assert.ok(problems.some((p) => p.includes("no absolute rel=self")));
  assert.ok(problems.some((p) => p.includes("entry 0 has no author")));
  assert.ok(problems.some((p) => p.includes("neither an alternate link nor content")));
  const broken = jsonFeedErrors({ version: "1.1", title: "x", items: [{ id: "1", tag: ["y"] }] });
  assert.match(broken, /version/);
  assert.match(broken, /content_html/);
  assert.match(broken, /additionalProperties/, "a misspelt field");
});

Deno.test("/feed.xml is a valid Atom feed of the full owner's articles, newest first, in full", async () => {
  const server = await sharedServer();
  const res = await fetch(`${server.url}/feed.xml`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/atom+xml; charset=utf-8");
  assert.equal(res.headers.get("content-language"), "en");
  const xml = await res.text();
  assert.deepEqual(atomProblems(xml), []);
  const feed = new DOMParser().parseFromString(xml, "application/xml").documentElement!;
  const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent;
  assert.equal(text(feed, "id"), `${server.url}/feed.xml`);
  assert.equal(text(feed, "title"), "Calçada Web: writing");
  assert.equal(text(feed, "updated"), "2026-10-02T00:00:00Z", "the newest change");
  assert.equal(text(children(feed, "author")[0], "name"), "Marta Quintela");
  const links = children(feed, "link").map((l) => [l.getAttribute("rel"), l.getAttribute("href")]);
  assert.deepEqual(links, [
    ["self", `${server.url}/feed.xml`],
    ["alternate", `${server.url}/writing/`],
  ]);
  const entries = children(feed, "entry");
  assert.deepEqual(entries.map((e) => text(e, "id")), [
    `${server.url}/writing/trial-shifts-over-interviews/`,
    `${server.url}/writing/one-search-index/`,
    `${server.url}/writing/registo-de-prova/`,
  ]);
  const [first, , portuguese] = entries;
  assert.equal(text(first, "published"), "2026-09-18T00:00:00Z");
  assert.equal(text(first, "updated"), "2026-10-02T00:00:00Z");
  assert.match(text(first, "summary")!, /^A paid two-hour trial shift/);
  assert.deepEqual(
    children(first, "category").map((c) => c.getAttribute("term")),
    ["escala", "product", "postgresql"],
  );
  const content = children(first, "content")[0];
  assert.equal(content.getAttribute("type"), "html");
  assert.ok(content.textContent!.includes(`<a href="${server.url}/work/escala/">Escala</a>`));
  assert.ok(content.textContent!.includes('<code class="language-sql">'), "code kept");
  assert.equal(portuguese.getAttribute("xml:lang"), "pt-PT");
});

Deno.test("/feed.json is a valid JSON Feed 1.1 with the same articles", async () => {
  const server = await sharedServer();
  const res = await fetch(`${server.url}/feed.json`);
  assert.equal(res.headers.get("content-type"), "application/feed+json; charset=utf-8");
  const feed = await res.json();
  assert.equal(jsonFeedErrors(feed), "");
  assert.equal(feed.feed_url, `${server.url}/feed.json`);
  assert.equal(feed.home_page_url, `${server.url}/writing/`);
  assert.deepEqual(feed.authors, [{ name: "Marta Quintela", url: `${server.url}/` }]);
  assert.deepEqual(feed.items.map((i: { id: string }) => i.id), [
    `${server.url}/writing/trial-shifts-over-interviews/`,
    `${server.url}/writing/one-search-index/`,
    `${server.url}/writing/registo-de-prova/`,
  ]);
  const [first, second, third] = feed.items;
  assert.equal(first.date_published, "2026-09-18T00:00:00Z");
  assert.equal(first.date_modified, "2026-10-02T00:00:00Z");
  assert.equal(first.image, `${server.url}/images/escala-rota.svg`);
  assert.equal(second.date_modified, second.date_published, "never updated: its date");
  assert.deepEqual(second.tags, ["morada", "postgresql"]);
  assert.match(second.content_html, /one generated <code>tsvector<\/code>\s+column/);
  assert.deepEqual([first.language, third.language], ["en", "pt-PT"]);
});

Deno.test("the feeds are answered by the one cache: a strong ETag, 304, HEAD and 405", async () => {
  const server = await sharedServer();
  for (
    const [path, type] of [["/feed.xml", "application/atom+xml"], [
      "/feed.json",
      "application/feed+json",
    ]]
  ) {
    const get = await fetch(server.url + path);
    const body = await get.text();
    const etag = get.headers.get("etag");
    assert.match(etag ?? "", /^"[^"]+"$/, `${path}: a strong ETag`);
    const again = await fetch(server.url + path, { headers: { "if-none-match": etag! } });
    assert.equal(again.status, 304);
    await again.body?.cancel();
    const head = await fetch(server.url + path, { method: "HEAD" });
    assert.equal(head.headers.get("etag"), etag);
    assert.equal(head.headers.get("content-type"), `${type}; charset=utf-8`);
    assert.equal(head.headers.get("content-length"), get.headers.get("content-length"));
    assert.ok(body.length > 1000, `${path}: the whole feed`);
    assert.equal(await head.text(), "");
    const post = await fetch(server.url + path, {
      method: "POST",
      headers: { accept: "application/json" },
    });
    assert.equal(post.status, 405);
    assert.equal((await post.json()).code, "method_not_allowed");
  }
});

Deno.test("an article is a page: its reading time, share card, Article JSON-LD and neighbours", async () => {
  const server = await sharedServer();
  const res = await fetch(`${server.url}/writing/one-search-index/`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<h1>One search index for Morada's listings<\/h1>/);
  assert.match(
    html,
    /<p class="article-meta">June 3, 2026 · 1 min read · morada, <a href="\/writing\/#tag-postgresql">postgresql<\/a><\/p>/,
  );
  assert.ok(html.includes('<meta property="og:type" content="article"/>'));
  assert.ok(
    html.includes(
      `<meta property="og:image" content="${server.url}/og/writing/one-search-index/card.png"/>`,
    ),
  );
  assert.ok(
    html.includes('<a class="card" href="/writing/registo-de-prova/" rel="prev">'),
    "the older",
  );
  assert.ok(
    html.includes('<a class="card next" href="/writing/trial-shifts-over-interviews/" rel="next">'),
  );
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
  const [article, crumbs] = ld["@graph"];
  assert.equal(article["@type"], "Article");
  assert.equal(article.headline, "One search index for Morada's listings");
  assert.equal(article.datePublished, "2026-06-03");
  assert.equal(article.dateModified, "2026-06-03");
  assert.equal(article.inLanguage, "en");
  assert.equal(article.keywords, "morada, postgresql");
  assert.equal(article.author.name, "Marta Quintela");
  assert.deepEqual(
    crumbs.itemListElement.map((c: { name: string }) => c.name),
    ["Home", "Writing", "One search index for Morada's listings"],
  );
  const portuguese = await (await fetch(`${server.url}/writing/registo-de-prova/`)).text();
  assert.ok(portuguese.includes('<article class="article" lang="pt-PT">'));
  const card = await fetch(`${server.url}/og/writing/one-search-index/card.png`, {
    method: "HEAD",
  });
  assert.equal(card.headers.get("content-type"), "image/png");
});

Deno.test("the writing page lists every article and its topics; home the latest; every page links the feeds", async () => {
  const server = await sharedServer();
  const writing = await (await fetch(`${server.url}/writing/`)).text();
  const listed = [...writing.matchAll(/<h2 class="card-title"><a href="([^"]+)">/g)].map((m) =>
    m[1]
  );
  assert.deepEqual(listed, [
    "/writing/trial-shifts-over-interviews/",
    "/writing/one-search-index/",
    "/writing/registo-de-prova/",
  ]);
  assert.match(
    writing,
    /<h3 id="tag-postgresql">postgresql<\/h3><ul><li><a href="\/writing\/trial-shifts-over-interviews\/">[^<]+<\/a><\/li><li><a href="\/writing\/one-search-index\/">/,
  );
  // A tag only one article has is no topic: no section of one link.
  assert.ok(!writing.includes('id="tag-morada"'));
  // Nor one every article has (the German owner's two are both "handwerk"): the list again.
  const german = await sharedServer({ contentDir: "tests/fixtures/german" });
  const allTagged = await (await fetch(`${german.url}/writing/`)).text();
  await german.close();
  assert.match(allTagged, /Rückruf statt Formular/);
  assert.ok(
    !allTagged.includes('id="tag-handwerk"') && !allTagged.includes('href="/writing/#tag-'),
  );
  // The page ends in the next step (web only: the Markdown stays the writing).
  assert.match(
    writing,
    /<h2 id="cta-heading">Start a project<\/h2>.*href="mailto:[^"]+\?subject=Project%20inquiry%20for%20/s,
  );
  const home = await (await fetch(`${server.url}/`)).text();
  assert.match(home, /<h2 id="writing-heading">Latest writing<\/h2>/);
  assert.ok(
    home.includes(
      `<link rel="alternate" type="application/atom+xml" href="${server.url}/feed.xml" title="Calçada Web: writing"/>`,
    ),
  );
  assert.ok(
    home.includes(
      `<link rel="alternate" type="application/feed+json" href="${server.url}/feed.json" title="Calçada Web: writing"/>`,
    ),
  );
  const md = await (await fetch(`${server.url}/writing/index.md`)).text();
  assert.ok(!md.includes("Start a project"));
  assert.ok(
    md.includes(
      `## [Why Escala books trial shifts instead of interviews](${server.url}/writing/trial-shifts-over-interviews/)`,
    ),
  );
  const llms = await (await fetch(`${server.url}/llms.txt`)).text();
  assert.ok(llms.includes(`- [Atom feed](${server.url}/feed.xml): `));
  assert.ok(llms.includes(`- [JSON Feed](${server.url}/feed.json): `));
  assert.ok(
    llms.includes(
      `- [One search index for Morada's listings](${server.url}/writing/one-search-index/index.md): `,
    ),
  );
});

Deno.test("the API, MCP and search reach articles as pages, with no operation of their own", async () => {
  const server = await sharedServer();
  const { pages } = await (await fetch(`${server.url}/api/v1/pages`)).json();
  assert.ok(pages.some((p: { path: string }) => p.path === "/writing/one-search-index/"));
  const page = await (await fetch(`${server.url}/api/v1/page?path=/writing/one-search-index/`))
    .json();
  assert.equal(page.url, `${server.url}/writing/one-search-index/`);
  assert.match(page.markdown, /^# One search index for Morada's listings\n/);
  assert.match(page.markdown, /one generated `tsvector`\s+column/);
  const mcp = await fetch(
    `${server.url}/mcp`,
    mcpCall("tools/call", { name: "search", arguments: { query: "tsvector GIN index" } }),
  );
  const { result } = await mcp.json();
  assert.equal(result.structuredContent.results[0].url, `${server.url}/writing/one-search-index/`);
  const search = await (await fetch(`${server.url}/search/?q=exclusion+constraint`)).text();
  assert.match(
    search,
    /<ol class="search-results"><li><a href="\/writing\/trial-shifts-over-interviews\/">/,
  );
});

Deno.test("each language has its feeds: /en/feed.xml is the English translation's, an untranslated article in German", async () => {
  const server = await sharedServer({ contentDir: GERMAN });
  const [de, en] = await Promise.all(
    ["/feed.xml", "/en/feed.xml"].map((p) => fetch(server.url + p)),
  );
  const [deXml, enXml] = [await de.text(), await en.text()];
  assert.deepEqual([atomProblems(deXml), atomProblems(enXml)], [[], []]);
  assert.equal(de.headers.get("content-language"), "de");
  assert.equal(en.headers.get("content-language"), "en");
  const feed = new DOMParser().parseFromString(enXml, "application/xml").documentElement!;
  assert.equal(feed.getAttribute("xml:lang"), "en");
  assert.equal(children(feed, "id")[0].textContent, `${server.url}/en/feed.xml`);
  const [translated, untranslated] = children(feed, "entry");
  assert.equal(children(translated, "title")[0].textContent, "A call back instead of a form");
  assert.equal(
    children(translated, "id")[0].textContent,
    `${server.url}/en/writing/rueckruf-statt-formular/`,
  );
  assert.equal(untranslated.getAttribute("xml:lang"), "de");
  assert.ok(deXml.includes("<title>Rückruf statt Formular</title>"));
  const json = await (await fetch(`${server.url}/en/feed.json`)).json();
  assert.equal(jsonFeedErrors(json), "");
  assert.equal(json.feed_url, `${server.url}/en/feed.json`);
  assert.deepEqual(json.items.map((i: { language: string }) => i.language), ["en", "de"]);
  const page = await (await fetch(`${server.url}/en/writing/rueckruf-statt-formular/`)).text();
  assert.ok(
    page.includes(
      `<link rel="alternate" hreflang="de" href="${server.url}/writing/rueckruf-statt-formular/"/>`,
    ),
  );
  assert.ok(page.includes(`href="${server.url}/en/feed.xml"`));
  assert.match(page, /August 20, 2026 · 1 min read/);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  assert.ok(sitemap.includes(`<loc>${server.url}/en/feed.xml</loc>`));
});

Deno.test("an owner with no articles has no feeds, no latest articles and no feed links", async () => {
  const server = await sharedServer({ contentDir: MINIMAL });
  const feed = await fetch(`${server.url}/feed.xml`, { headers: { accept: "application/json" } });
  assert.equal(feed.status, 404);
  assert.equal((await feed.json()).code, "not_found");
  const home = await (await fetch(`${server.url}/`)).text();
  assert.ok(!home.includes("writing-heading") && !home.includes("application/atom+xml"));
  const llms = await (await fetch(`${server.url}/llms.txt`)).text();
  assert.ok(!llms.includes("feed"));
});
