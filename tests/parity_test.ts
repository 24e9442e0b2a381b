/**
 * A page says the same in HTML and in Markdown: on each fixture owner, in
 * each of its languages, through the real server, every block of a page's
 * Markdown answer (heading, paragraph, list item, code) has its words in the
 * page's HTML, in the same order, and every link of the Markdown to the
 * site's own addresses leads where one of the HTML's does, in the same
 * language. Punctuation and markup are ignored; the HTML may hold more
 * (navigation, calls to action, the API explorer), never less.
 */
import assert from "node:assert/strict";
import MarkdownIt from "markdown-it";
import { sharedServer } from "./_server.ts";

/** Every fixture owner: each folder of tests/fixtures with a site.yaml. */
const FIXTURES = [...Deno.readDirSync("tests/fixtures")]
  .filter((entry) => {
    try {
      return Deno.statSync(`tests/fixtures/${entry.name}/site.yaml`).isFile;
    } catch {
      return false;
    }
  })
  .map((entry) => entry.name).sort();

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", quot: '"', amp: "&", "#39": "'" };

/** The words of some HTML: tags dropped, entities decoded, punctuation ignored. */
function words(html: string): string[] {
  const text = html.replace(/<[^>]+>/g, " ")
    .replace(/&(lt|gt|quot|amp|#39|#x27);/g, (_, e) => ENTITIES[e] ?? "'");
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The Markdown's blocks as words, split wherever a block element opens or closes. */
function markdownBlocks(markdown: string): { heading: boolean; words: string[] }[] {
  const parts = md.render(markdown)
    .split(/(<\/?(?:h\d|p|li|ul|ol|pre|blockquote|table|thead|tbody|tr|td|th)(?:\s[^>]*)?>)/);
  return parts.flatMap((part, i) => {
    if (i % 2) return [];
    const w = words(part);
    return w.length ? [{ heading: /^<h\d/.test(parts[i - 1] ?? ""), words: w }] : [];
  });
}

/** The text of the page's `<main>`, without scripts. */
function mainOf(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
  assert.ok(main, "the page has a <main>");
  return main.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ");
}

/**
 * The site's own addresses that `html`'s `<main>` links to (`<a href>`), as
 * path and fragment, read against `page` (the page's URL).
 */
function htmlLinks(html: string, page: string): Set<string> {
  const hrefs = [...mainOf(html).matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
    .map((m) => m[1].replace(/&amp;/g, "&"));
  return ownAddresses(hrefs, page);
}

/** The site's own addresses the Markdown links to (`[text](url)`), as path and fragment. */
function markdownLinks(markdown: string, page: string): Set<string> {
  const hrefs: string[] = [];
  const walk = (tokens: ReturnType<typeof md.parse>) => {
    for (const token of tokens) {
      if (token.type === "link_open") hrefs.push(token.attrGet("href") ?? "");
      if (token.children) walk(token.children);
    }
  };
  walk(md.parse(markdown, {}));
  return ownAddresses(hrefs, page);
}

/** Of `hrefs`, those on `page`'s origin, as path (with query) and fragment. */
function ownAddresses(hrefs: string[], page: string): Set<string> {
  const origin = new URL(page).origin;
  return new Set(
    hrefs.map((href) => new URL(href, page)).filter((url) => url.origin === origin)
      .map((url) => url.pathname + url.search + url.hash),
  );
}

/**
 * The Markdown's links to the site that the HTML has not, each with the
 * HTML's link to the same address in another language when it has one
 * (`/work/x/ (the HTML has /en/work/x/)`).
 */
function missingLinks(markdown: Set<string>, html: Set<string>, prefixes: string[]): string[] {
  const bare = (path: string) => {
    const prefix = prefixes.find((p) => path.startsWith(p + "/"));
    return prefix ? path.slice(prefix.length) : path;
  };
  return [...markdown].filter((link) => !html.has(link)).map((link) => {
    const other = [...html].find((h) => bare(h) === bare(link));
    return other ? `${link} (the HTML has ${other})` : link;
  });
}

Deno.test("missingLinks names a Markdown link the HTML has not, and the HTML's link in another language", () => {
  const html = new Set(["/en/work/x/", "/en/contact/", "/llms.txt"]);
  assert.deepEqual(missingLinks(new Set(["/en/contact/", "/llms.txt"]), html, ["/en"]), []);
  assert.deepEqual(missingLinks(new Set(["/work/x/", "/faq/"]), html, ["/en"]), [
    "/work/x/ (the HTML has /en/work/x/)",
    "/faq/",
  ]);
  assert.deepEqual(
    [...markdownLinks(
      "[a](https://a.test/en/x/) [b](#q1) [c](https://b.test/)",
      "https://a.test/en/",
    )],
    ["/en/x/", "/en/#q1"],
  );
  assert.deepEqual(
    [...htmlLinks(
      '<main><a href="/x/?a=1&amp;b=2">x</a> <a class="c" href="#q">q</a></main>',
      "https://a.test/y/",
    )],
    ["/x/?a=1&b=2", "/y/#q"],
  );
});

/**
 * The first Markdown block whose words are not in `html`'s, or undefined.
 * Headings must come in the Markdown's order; other blocks may sit anywhere,
 * since a card shows its status above its title and an aside sits beside
 * the text.
 */
function firstMissing(markdown: string, html: string): string | undefined {
  const page = ` ${words(mainOf(html)).join(" ")} `;
  let from = 0;
  for (const block of markdownBlocks(markdown)) {
    const text = ` ${block.words.join(" ")} `;
    const at = page.indexOf(text, block.heading ? from : 0);
    if (at < 0) {
      const anywhere = page.includes(text) ? " (it is there, out of order)" : "";
      return `"${text.trim()}"${anywhere}`;
    }
    if (block.heading) from = at + text.length - 1;
  }
  return undefined;
}

Deno.test("firstMissing finds each Markdown block in the HTML in order, and names one that is not", () => {
  const html = "<main><h1>Hi</h1><p>One <code>two</code>, three.</p><ul><li>Four</li></ul></main>";
  assert.equal(firstMissing("# Hi\n\nOne `two` three.\n\n- Four\n", html), undefined);
  assert.equal(firstMissing("# Hi\n\n- Five\n", html), '"Five"');
  assert.equal(firstMissing("- Four\n\n# Hi\n", html), undefined);
  assert.equal(
    firstMissing("# Hi\n\n## More\n", "<main><h2>More</h2><h1>Hi</h1></main>"),
    '"More" (it is there, out of order)',
  );
});

for (const fixture of FIXTURES) {
  Deno.test(`every page of the ${fixture} owner, in every language, says the same and links to the same addresses in HTML and Markdown`, async (t) => {
    const server = await sharedServer({ contentDir: `tests/fixtures/${fixture}` });
    try {
      const list = await (await fetch(`${server.url}/api/v1/pages`)).json();
      const pages = (list.pages as { path: string }[]).map((p) => p.path);
      // The CV is a page of every language without being in the list.
      const prefixes = [
        ...new Set(pages.map((p) => /^\/[a-z]{2}(?:-[A-Za-z]+)?(?=\/)/.exec(p)?.[0])),
      ]
        .filter((p): p is string => Boolean(p) && pages.includes(`${p}/`));
      const paths = [...pages, ...["", ...prefixes].map((p) => `${p}/cv/`)];
      assert.ok(paths.length >= 3, `${fixture} has pages: ${paths.join(", ")}`);
      for (const path of paths) {
        await t.step(path, async () => {
          const url = server.url + path;
          const html = await (await fetch(url, { headers: { accept: "text/html" } })).text();
          let markdown = await (await fetch(`${url}index.md`)).text();
          const missing = missingLinks(
            markdownLinks(markdown, url),
            htmlLinks(html, url),
            prefixes,
          );
          assert.deepEqual(
            missing,
            [],
            `${path}: the Markdown links to addresses the HTML does not`,
          );
          // The home page's <h1> is the owner's headline or name, where its Markdown has the
          // page's title from site.yaml (as every page's Markdown does): compare what follows.
          if (["", ...prefixes].some((p) => path === `${p}/`)) {
            markdown = markdown.replace(/^# .*\n/, "");
          }
          const words = firstMissing(markdown, html);
          assert.equal(words, undefined, `${path}: the Markdown's ${words} is not in the HTML`);
        });
      }
    } finally {
      await server.close();
    }
  });
}
