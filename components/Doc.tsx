import type { ComponentChildren, JSX } from "preact";
import type { Block } from "../lib/site/pages/doc.ts";
import type { Site } from "../lib/content/model.ts";
import { Credentials } from "./Credentials.tsx";
import { FactList } from "./FactList.tsx";
import { Markdown } from "./Markdown.tsx";
import { Picture } from "./Picture.tsx";
import { Outcomes, ProjectCard, ProjectRow } from "./ProjectCard.tsx";
import { Testimonial } from "./Testimonials.tsx";
import { inlineToHtml } from "../lib/site/pages/markdown.ts";
import { CodeBlock } from "./CodeBlock.tsx";

/** Places the route fills with components, by the name of their `slot` block. */
export type Slots = Record<string, ComponentChildren>;

/**
 * A generated page part as HTML, from the same blocks its Markdown is made
 * from (lib/site/pages/doc.ts). Inline Markdown in the text becomes `<code>`,
 * links and `<strong>`; raw HTML in it is escaped.
 */
export function Doc(
  { blocks, site, slots = {} }: { blocks: Block[]; site: Site; slots?: Slots },
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
    site: Site;
    id?: string;
    class?: string;
    lang?: string;
  },
) {
  const Tag = tag as keyof JSX.IntrinsicElements;
  // deno-lint-ignore no-explicit-any
  return <Tag {...props as any} dangerouslySetInnerHTML={{ __html: inlineToHtml(text, site) }} />;
}

/** `text` escaped for HTML. */
function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Inline Markdown as HTML, followed by `note` in a span of class `cls` when there is one. */
function withNote(text: string, site: Site, cls: string, note?: string): string {
  return inlineToHtml(text, site) + (note ? ` <span class="${cls}">${escape(note)}</span>` : "");
}

function DocBlock({ block, site, slots }: { block: Block; site: Site; slots: Slots }) {
  switch (block.type) {
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
    case "section": {
      const Tag = block.tag ?? "section";
      return (
        <Tag class={block.class} id={block.id} aria-labelledby={block.headingId}>
          <Inline
            site={site}
            tag={`h${block.level}`}
            id={block.headingId}
            class={block.headingClass}
            text={block.title}
          />
          <Doc blocks={block.blocks} site={site} slots={slots} />
        </Tag>
      );
    }
    case "group": {
      const Tag = block.tag ?? "div";
      return (
        <Tag class={block.class} aria-label={block.label} aria-labelledby={block.labelledBy}>
          <Doc blocks={block.blocks} site={site} slots={slots} />
        </Tag>
      );
    }
    case "header":
      return (
        <header class={block.class ?? "page-header"}>
          {block.nav && slots[block.nav]}
          <h1 id={block.titleId}>{block.title}</h1>
          <p class={block.leadClass ?? "lead"}>{block.lead}</p>
          {block.blocks && <Doc blocks={block.blocks} site={site} slots={slots} />}
        </header>
      );
    case "slot":
      return <>{slots[block.name]}</>;
    default:
      return TEXT.has(block.type)
        ? <TextBlock block={block as TextBlock} site={site} />
        : <ContentBlock block={block as ContentBlock} site={site} slots={slots} />;
  }
}

const TEXT = new Set(["paragraph", "heading", "code", "list", "definitions", "endpoint"]);
type TextBlock = Extract<
  Block,
  { type: "paragraph" | "heading" | "code" | "list" | "definitions" | "endpoint" }
>;
type ContentBlock = Exclude<
  Block,
  TextBlock | { type: "cards" | "section" | "group" | "header" | "slot" }
>;

/** The blocks of text: paragraphs, headings, code, lists, definitions, an endpoint. */
function TextBlock({ block, site }: { block: TextBlock; site: Site }) {
  switch (block.type) {
    case "paragraph": {
      const label = block.label &&
        `<span class="${block.labelClass}">${escape(block.label)}</span> `;
      return (
        <p
          class={block.class}
          lang={block.lang}
          dangerouslySetInnerHTML={{ __html: (label || "") + inlineToHtml(block.text, site) }}
        />
      );
    }
    case "heading": {
      const Tag = `h${block.level}` as "h1";
      const note = block.note && `<span class="${block.noteClass}">${escape(block.note)}</span>`;
      return (
        <Tag
          id={block.id}
          class={block.class}
          dangerouslySetInnerHTML={{ __html: inlineToHtml(block.text, site) + (note || "") }}
        />
      );
    }
    case "code":
      return <CodeBlock code={block.code} lang={block.lang} label={block.label} />;
    case "list":
      return (
        <ul class={block.class} aria-label={block.label} aria-labelledby={block.labelledBy}>
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
  }
}

/** The blocks that show content through the site's components: pictures, projects, facts. */
function ContentBlock(
  { block, site, slots }: { block: ContentBlock; site: Site; slots: Slots },
) {
  switch (block.type) {
    case "markdown":
      return <Markdown source={block.text} site={site} />;
    case "availability":
      return (
        <p class="availability">
          <span class="dot" aria-hidden="true"></span>
          {block.text}
        </p>
      );
    case "email":
      return (
        <p class={block.class}>
          <a href={`mailto:${block.email}`}>{block.email}</a>
          {block.slot && slots[block.slot]}
        </p>
      );
    case "button":
      return (
        <p class="actions">
          <a class="button" href={block.href}>{block.text}</a>
        </p>
      );
    case "outcomes":
      return <Outcomes outcomes={block.items} />;
    case "facts":
      return <FactList rows={block.rows} tagsLabel={block.tagsLabel} />;
    case "credentials":
      return <Credentials rows={block.rows} />;
    case "quote":
      return <Testimonial item={block.item} source={block.source} />;
    case "picture": {
      const picture = (
        <Picture
          site={site}
          image={block.image}
          class={block.class}
          eager={block.eager}
          sizes={block.sizes}
        />
      );
      return block.figure
        ? (
          <figure>
            {picture}
            {block.image.caption && <figcaption>{block.image.caption}</figcaption>}
          </figure>
        )
        : picture;
    }
    case "projects":
      return (
        <ul class={block.class} aria-label={block.label}>
          {block.items.map((project, i) =>
            block.view === "row"
              ? <ProjectRow key={project.slug} site={site} project={project} />
              : (
                <li key={project.slug}>
                  <ProjectCard
                    site={site}
                    project={project}
                    heading={block.heading}
                    eager={block.eager && i === 0}
                  />
                </li>
              )
          )}
        </ul>
      );
  }
}
