import type { LinkSite } from "../lib/content/links.ts";
import { markdownBlocks } from "../lib/site/pages/markdown.ts";
import { CodeBlock } from "./CodeBlock.tsx";

/**
 * The owner's Markdown as HTML; raw HTML in content is escaped, not rendered.
 * Top-level code blocks become `CodeBlock`s, each with a copy button; links
 * to the site's pages lead to `site`'s language.
 */
export function Markdown({ source, site }: { source: string; site: LinkSite }) {
  const blocks = markdownBlocks(source, site);
  return (
    <div class="prose">
      {blocks.map((block, i) =>
        block.kind === "code"
          ? <CodeBlock key={i} code={block.code} lang={block.lang} />
          : <div key={i} class="md" dangerouslySetInnerHTML={{ __html: block.html }} />
      )}
    </div>
  );
}
