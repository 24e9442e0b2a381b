/**
 * Markdown to HTML for page bodies. Raw HTML in content is not rendered
 * (`html: false`), so content cannot inject markup or script.
 */
import type MarkdownIt from "markdown-it";

let md: MarkdownIt | undefined;
let inline: MarkdownIt | undefined;

/**
 * Loads markdown-it, once. It is imported on the first page render rather
 * than at start-up, which it would slow by tens of milliseconds; call this
 * before `markdownToHtml` or `markdownBlocks`.
 */
export async function loadMarkdown(): Promise<void> {
  if (md) return;
  const { default: Parser } = await import("markdown-it");
  md ??= new Parser({ html: false, linkify: true, typographer: true });
  // Generated text (lib/site/doc.ts) keeps its quotes and URLs exactly as its
  // Markdown says them, so it gets neither smart quotes nor automatic links.
  inline ??= new Parser({ html: false, linkify: false, typographer: false });
}

function parser(): MarkdownIt {
  if (!md) throw new Error("Markdown is not loaded yet: await loadMarkdown() first");
  return md;
}

/** HTML of `markdown`. */
export function markdownToHtml(markdown: string): string {
  return parser().render(markdown);
}

/**
 * HTML of one line of inline Markdown (`code`, [links](/x/), **strong**),
 * with no paragraph around it: the text of a generated block.
 */
export function inlineToHtml(markdown: string): string {
  if (!inline) throw new Error("Markdown is not loaded yet: await loadMarkdown() first");
  return inline.renderInline(markdown);
}

/** A run of rendered HTML, or a top-level fenced code block kept as text. */
export type MarkdownBlock =
  | { kind: "html"; html: string }
  | { kind: "code"; code: string; lang: string };

/**
 * `markdown` split at its top-level fenced code blocks, so a page can render
 * each code block as a component (with a copy button) and the rest as HTML.
 * Fences nested in lists or quotes stay inside their HTML run.
 */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const md = parser();
  const env = {};
  const tokens = md.parse(markdown, env);
  const blocks: MarkdownBlock[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start) {
      const html = md.renderer.render(tokens.slice(start, end), md.options, env);
      if (html.trim()) blocks.push({ kind: "html", html });
    }
  };
  tokens.forEach((token, i) => {
    if (token.type !== "fence" || token.level !== 0) return;
    flush(i);
    blocks.push({
      kind: "code",
      code: token.content.replace(/\n$/, ""),
      lang: token.info.trim().split(/\s+/)[0] ?? "",
    });
    start = i + 1;
  });
  flush(tokens.length);
  return blocks;
}
