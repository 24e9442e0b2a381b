import type { ComponentChildren, JSX } from "preact";
import type { Block } from "../lib/site/doc.ts";
import type { LinkSite } from "../lib/content/links.ts";
import { inlineToHtml } from "../lib/site/markdown.ts";
import { CodeBlock } from "./CodeBlock.tsx";

/** Places the route fills with components, by the name of their `slot` block. */
export type Slots = Record<string, ComponentChildren>;

/**
 * A generated page part as HTML, from the same blocks its Markdown is made
 * from (lib/site/doc.ts). Inline Markdown in the text becomes `<code>`,
 * links and `<strong>`; raw HTML in it is escaped.
 */
export function Doc(
  { blocks, site, slots = {} }: { blocks: Block[]; site: LinkSite; slots?: Slots },
) {
  return (
    <>{blocks.map((block, i) => <DocBlock key={i} block={block} site={site} slots={slots} />)}</>
  );
}

/** Inline Markdown as the content of `tag`. */
function Inline(
  { text, tag, site, ...props }: {
    text: string;
    tag: string;
    site: LinkSite;
    id?: string;
    class?: string;
    lang?: string;
  },
) {
  const Tag = tag as keyof JSX.IntrinsicElements;
  // deno-lint-ignore no-explicit-any
  return <Tag {...props as any} dangerouslySetInnerHTML={{ __html: inlineToHtml(text, site) }} />;
}

/** Inline Markdown as HTML, followed by `note` in a span of class `cls` when there is one. */
function withNote(text: string, site: LinkSite, cls: string, note?: string): string {
  const escaped = note?.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return inlineToHtml(text, site) + (escaped ? ` <span class="${cls}">${escaped}</span>` : "");
}

function DocBlock({ block, site, slots }: { block: Block; site: LinkSite; slots: Slots }) {
  switch (block.type) {
    case "paragraph":
      return <Inline site={site} tag="p" class={block.class} lang={block.lang} text={block.text} />;
    case "heading":
      return <Inline site={site} tag={`h${block.level}`} text={block.text} />;
    case "code":
      return <CodeBlock code={block.code} lang={block.lang} label={block.label} />;
    case "list":
      return (
        <ul class={block.class}>
          {block.items.map((item, i) => <Inline site={site} key={i} tag="li" text={item} />)}
        </ul>
      );
    case "definitions":
      return (
        <dl class={block.class}>
          {block.items.map(({ term, meta, text }, i) => (
            <div key={i}>
              <dt dangerouslySetInnerHTML={{ __html: withNote(term, site, "param-meta", meta) }} />
              <Inline site={site} tag="dd" text={text} />
            </div>
          ))}
        </dl>
      );
    case "endpoint":
      return (
        <p class="endpoint">
          <span class="method">{block.method}</span> <code>{block.path}</code>
          <span class="summary" lang={block.lang}>{block.summary}</span>
        </p>
      );
    case "cards":
      return (
        <ul class={block.class} aria-label={block.label}>
          {block.items.map((card, i) => {
            const Heading = `h${block.level}` as "h2" | "h3";
            const inner = (
              <>
                <Heading
                  class="card-title"
                  dangerouslySetInnerHTML={{
                    __html: withNote(card.title, site, "badge", card.badge),
                  }}
                />
                <Doc blocks={card.blocks} site={site} slots={slots} />
              </>
            );
            return block.article
              ? (
                <li key={i}>
                  <article class="card" id={card.id}>{inner}</article>
                </li>
              )
              : <li key={i} class="card" id={card.id}>{inner}</li>;
          })}
        </ul>
      );
    case "section":
      return (
        <section class={block.class} id={block.id} aria-labelledby={block.headingId}>
          <Inline site={site} tag={`h${block.level}`} id={block.headingId} text={block.title} />
          <Doc blocks={block.blocks} site={site} slots={slots} />
        </section>
      );
    case "group":
      return (
        <div class={block.class}>
          <Doc blocks={block.blocks} site={site} slots={slots} />
        </div>
      );
    case "slot":
      return <>{slots[block.name]}</>;
  }
}
