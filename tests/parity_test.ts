/**
 * A generated page says the same in HTML and in Markdown: on each fixture
 * owner, through the real server, every block of a page's Markdown answer
 * (heading, paragraph, list item, code) has its words in the page's HTML,
 * in the same order. Punctuation and markup are ignored; the HTML may hold
 * more (navigation, calls to action, the API explorer), never less.
 */
import assert from "node:assert/strict";
import MarkdownIt from "markdown-it";
import { startServer } from "./_server.ts";

const FIXTURES = ["minimal", "studio", "full"];

/** Pages whose text is partly generated from content, and every case study. */
const GENERATED = [
  "/",
  "/pricing/",
  "/developers/",
  "/about/",
  "/faq/",
  "/services/",
  "/contact/",
  "/work/",
  "/cv/",
];

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
  Deno.test(`every generated page of the ${fixture} owner says the same in HTML and Markdown`, async (t) => {
    const server = await startServer({ contentDir: `tests/fixtures/${fixture}` });
    try {
      const list = await (await fetch(`${server.url}/api/v1/pages`)).json();
      const paths = (list.pages as { path: string }[]).map((p) => p.path)
        .filter((p) => GENERATED.includes(p) || /^\/work\/[^/]+\/$/.test(p));
      assert.ok(paths.length >= 3, `${fixture} has generated pages: ${paths.join(", ")}`);
      for (const path of paths) {
        await t.step(path, async () => {
          const html = await (await fetch(server.url + path, { headers: { accept: "text/html" } }))
            .text();
          let markdown = await (await fetch(`${server.url}${path}index.md`)).text();
          // The home page's <h1> is the owner's headline or name, where its Markdown has the
          // page's title from site.yaml (as every page's Markdown does): compare what follows.
          if (path === "/") markdown = markdown.replace(/^# .*\n/, "");
          const missing = firstMissing(markdown, html);
          assert.equal(missing, undefined, `${path}: the Markdown's ${missing} is not in the HTML`);
        });
      }
    } finally {
      await server.close();
    }
  });
}
