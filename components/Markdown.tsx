import { markdownToHtml } from "../lib/markdown.ts";

/** The owner's Markdown as HTML; raw HTML in content is escaped, not rendered. */
export function Markdown({ source }: { source: string }) {
  return <div class="prose" dangerouslySetInnerHTML={{ __html: markdownToHtml(source) }} />;
}
