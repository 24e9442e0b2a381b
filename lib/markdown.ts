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
