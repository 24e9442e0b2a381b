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

/** What every block's renderer is given besides the block. */
interface Context {
  site: Site;
  slots: Slots;
}

/** The blocks of one type. */
type Of<T extends Block["type"]> = Extract<Block, { type: T }>;

/** Each block type's HTML. */
const RENDER: { [T in Block["type"]]: (block: Of<T>, ctx: Context) => ComponentChildren } = {
  cards: (block, ctx) => (
    <ul class={block.class} aria-label={block.label}>
      {block.items.map((card, i) => {
        const Heading = `h${block.level}` as "h2" | "h3";
        const inner = (
          <>
            <Heading
              class="card-title"
              dangerouslySetInnerHTML={{
                __html: withNote(card.title, ctx.site, "badge", card.badge),
              }}
            />
            <Doc blocks={card.blocks} {...ctx} />
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
  ),
  section: ({ tag: Tag = "section", ...block }, ctx) => (
    <Tag class={block.class} id={block.id} aria-labelledby={block.headingId}>
      <Inline
        site={ctx.site}
        tag={`h${block.level}`}
        id={block.headingId}
        class={block.headingClass}
        text={block.title}
      />
      <Doc blocks={block.blocks} {...ctx} />
    </Tag>
  ),
  group: ({ tag: Tag = "div", ...block }, ctx) => (
    <Tag class={block.class} aria-label={block.label} aria-labelledby={block.labelledBy}>
      <Doc blocks={block.blocks} {...ctx} />
    </Tag>
  ),
  header: (block, ctx) => (
    <header class={block.class ?? "page-header"}>
      {block.nav && ctx.slots[block.nav]}
      <h1 id={block.titleId}>{block.title}</h1>
      <p class={block.leadClass ?? "lead"}>{block.lead}</p>
      {block.blocks && <Doc blocks={block.blocks} {...ctx} />}
    </header>
  ),
  slot: (block, { slots }) => slots[block.name],
  paragraph: (block, { site }) => (
    <p
      class={block.class}
      lang={block.lang}
      dangerouslySetInnerHTML={{
        __html:
          (block.label ? `<span class="${block.labelClass}">${escape(block.label)}</span> ` : "") +
          inlineToHtml(block.text, site),
      }}
    />
  ),
  heading: (block, { site }) => {
    const Tag = `h${block.level}` as "h1";
    return (
      <Tag
        id={block.id}
        class={block.class}
        dangerouslySetInnerHTML={{
          __html: inlineToHtml(block.text, site) +
            (block.note ? `<span class="${block.noteClass}">${escape(block.note)}</span>` : ""),
        }}
      />
    );
  },
  code: (block) => <CodeBlock code={block.code} lang={block.lang} label={block.label} />,
  list: (block, { site }) => (
    <ul class={block.class} aria-label={block.label} aria-labelledby={block.labelledBy}>
      {block.items.map((item, i) => <Inline site={site} key={i} tag="li" text={item} />)}
    </ul>
  ),
  definitions: (block, { site }) => (
    <dl class={block.class}>
      {block.items.map(({ term, meta, text }, i) => (
        <div key={i}>
          <dt dangerouslySetInnerHTML={{ __html: withNote(term, site, "param-meta", meta) }} />
          <Inline site={site} tag="dd" text={text} />
        </div>
      ))}
    </dl>
  ),
  endpoint: (block) => (
    <p class="endpoint">
      <span class="method">{block.method}</span> <code>{block.path}</code>
      <span class="summary" lang={block.lang}>{block.summary}</span>
    </p>
  ),
  markdown: (block, { site }) => <Markdown source={block.text} site={site} />,
  availability: (block) => (
    <p class="availability">
      <span class="dot" aria-hidden="true"></span>
      {block.text}
    </p>
  ),
  email: (block, { slots }) => (
    <p class={block.class}>
      <a href={`mailto:${block.email}`}>{block.email}</a>
      {block.slot && slots[block.slot]}
    </p>
  ),
  button: (block) => (
    <p class="actions">
      <a class="button" href={block.href}>{block.text}</a>
    </p>
  ),
  outcomes: (block) => <Outcomes outcomes={block.items} />,
  facts: (block) => <FactList rows={block.rows} tagsLabel={block.tagsLabel} />,
  credentials: (block) => <Credentials rows={block.rows} />,
  quote: (block) => <Testimonial item={block.item} source={block.source} />,
  picture: (block, { site }) => {
    const { image } = block;
    const picture = (
      <Picture
        site={site}
        image={image}
        class={block.class}
        eager={block.eager}
        sizes={block.sizes}
      />
    );
    if (!block.figure) return picture;
    return (
      <figure>
        {picture}
        {image.caption && <figcaption>{image.caption}</figcaption>}
      </figure>
    );
  },
  projects: (block, { site }) => (
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
  ),
};

function DocBlock({ block, ...ctx }: { block: Block } & Context) {
  const render = RENDER[block.type] as (block: Block, ctx: Context) => ComponentChildren;
  return <>{render(block, ctx)}</>;
}
