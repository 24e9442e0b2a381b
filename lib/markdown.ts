/**
 * Markdown to HTML for page bodies. Raw HTML in content is not rendered
 * (`html: false`), so content cannot inject markup or script.
 */
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });

/** HTML of `markdown`. */
export function markdownToHtml(markdown: string): string {
  return md.render(markdown);
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
