import type { ComponentChildren } from "preact";
import type { Block } from "../lib/site/pages/doc.ts";
import type { Site } from "../lib/content/model.ts";
import { link } from "../lib/content/links.ts";
import { siteMessages } from "../lib/content/messages.ts";
import { linkText, markAndGap } from "../lib/site/pages/facts.ts";
import { apartParts, type Lang, writtenIn } from "../lib/site/languages/languages.ts";
import { Picture } from "./Picture.tsx";
import { Outcomes, ProjectCard, ProjectRow, StatusBadge, Tags } from "./ProjectCard.tsx";
import { inlineToHtml, markdownBlocks } from "../lib/site/pages/markdown.ts";
import { CodeBlock, copyWords } from "./CodeBlock.tsx";
import CopyButton from "../islands/CopyButton.tsx";

/** Places the route fills with components, by the name of their `slot` block. */
export type Slots = Record<string, ComponentChildren>;

/** A generated page part as HTML from its Markdown's blocks; raw HTML in their text is escaped. */
export function Doc({ blocks, site, slots = {} }: { blocks: Block[]; site: Site; slots?: Slots }) {
  const render = RENDER as Record<string, (block: Block, ctx: Context) => ComponentChildren>;
  return <>{blocks.map((block) => render[block.type](block, { site, slots }))}</>;
}

function Html({ tag, html, ...attrs }: { tag: string; html: string; [attr: string]: unknown }) {
  const Tag = tag as "p";
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** `text` escaped for HTML, in a span of class `cls`; nothing without text. */
function span(cls: string | undefined, text: string | undefined): string {
  const escaped = text?.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text ? `<span class="${cls}">${escaped}</span>` : "";
}

/** Inline Markdown as HTML, followed by `note` in a span of class `cls` when there is one. */
function withNote(text: string, site: Site, cls?: string, note?: string): string {
  return inlineToHtml(text, site) + (note ? ` ${span(cls, note)}` : "");
}

/** A link out of the site, showing `text` or else its address without the scheme. */
function ExternalLink({ href, text, ...lang }: { href?: string; text?: string } & Lang) {
  return href ? <a href={href} {...lang}>{text ?? linkText(href)}</a> : null;
}

/** `text`, in a span marked with its language when a translation shows it in another. */
export function Text({ site, text }: { site: Site; text?: string }) {
  const lang = writtenIn(site, text);
  return lang.lang ? <span {...lang}>{text}</span> : <>{text}</>;
}

/** `text` with each part `setApart` marks (languages.ts) as a `Text`. */
const marked = (site: Site, text: string) =>
  apartParts(text).map((part, n) => n % 2 ? <Text key={n} site={site} text={part} /> : part);

type Context = { site: Site; slots: Slots };

type Of<T extends Block["type"]> = Extract<Block, { type: T }>;

const RENDER: { [T in Block["type"]]: (block: Of<T>, ctx: Context) => ComponentChildren } = {
  group: ({ tag: Tag = "div", ...block }, ctx) => (
    <Tag
      class={block.class}
      id={block.id}
      aria-label={block.label}
      aria-labelledby={block.labelledBy}
    >
      {Tag === "details" && (
        <summary>{RENDER.heading(block.blocks[0] as Of<"heading">, ctx)}</summary>
      )}
      <Doc blocks={block.blocks.slice(Tag === "details" ? 1 : 0)} {...ctx} />
    </Tag>
  ),
  header: (block, ctx) => (
    <header class={block.class ?? "page-header"}>
      {block.nav && ctx.slots[block.nav]}
      <h1 id={block.titleId} {...writtenIn(ctx.site, block.title)}>
        {marked(ctx.site, block.title)}
      </h1>
      <p class={block.leadClass ?? "lead"} {...writtenIn(ctx.site, block.lead, block.leadLang)}>
        {block.lead}
      </p>
      {block.blocks && <Doc blocks={block.blocks} {...ctx} />}
    </header>
  ),
  slot: (block, { slots }) => slots[block.name],
  paragraph: (block, { site }) => (
    <Html
      tag="p"
      class={block.class}
      {...writtenIn(site, block.text, block.lang)}
      html={(block.label ? `${span(block.labelClass, block.label)} ` : "") +
        inlineToHtml(block.text, site)}
    />
  ),
  heading: (block, { site }) => (
    <Html
      tag={`h${block.level}`}
      id={block.id}
      class={block.class}
      {...writtenIn(site, block.text)}
      html={withNote(block.text, site, block.noteClass, block.note)}
    />
  ),
  code: ({ type: _, ...block }, { site }) => <CodeBlock {...block} messages={siteMessages(site)} />,
  list: ({ ordered, ...block }, { site }) => {
    const Tag = ordered ? "ol" : "ul";
    return (
      <Tag class={block.class} aria-label={block.label} aria-labelledby={block.labelledBy}>
        {block.items.map((item, i) => (
          <Html key={i} tag="li" {...writtenIn(site, item)} html={inlineToHtml(item, site)} />
        ))}
      </Tag>
    );
  },
  definitions: (block, { site }) => (
    <dl class={block.class}>
      {block.items.map(({ term, meta, text }, i) => (
        <div key={i}>
          <Html tag="dt" html={withNote(term, site, "param-meta", meta)} />
          <Html tag="dd" html={inlineToHtml(text, site)} />
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
  // The owner's Markdown; raw HTML in it is escaped, and each top-level code block has a copy button.
  markdown: (block, { site }) => (
    <div class="prose" {...writtenIn(site, block.text, block.lang)}>
      {markdownBlocks(block.text, site).map((part, i) =>
        part.kind === "code"
          ? <CodeBlock key={i} code={part.code} lang={part.lang} messages={siteMessages(site)} />
          : <div key={i} class="md" dangerouslySetInnerHTML={{ __html: part.html }} />
      )}
    </div>
  ),
  availability: (block, { site }) => (
    <p class={`availability ${block.status ?? ""}`.trim()}>
      <span class="dot" aria-hidden="true"></span>
      {marked(site, block.text)}
    </p>
  ),
  email: ({ email, ...block }, { site }) => (
    <p class={block.class}>
      <a href={`mailto:${email}`}>{email}</a>
      <CopyButton
        text={email}
        label={siteMessages(site).t("contact.copyAddress", { email })}
        words={copyWords(siteMessages(site))}
      />
    </p>
  ),
  actions: (block, { site }) => (
    <p class="actions">
      {block.links.map((l) => (
        <a
          key={l.href}
          class={l.secondary ? "button secondary" : "button"}
          href={link(site, l.href)}
        >
          {l.text}
        </a>
      ))}
    </p>
  ),
  outcomes: ({ items }, { site }) => <Outcomes outcomes={items} site={site} />,
  // The same rows as the page's Markdown (`factsMarkdown`), with links, tags and a status badge.
  facts: ({ rows, tagsLabel }, { site }) => (
    <dl class="facts">
      {rows.map(({ label, text, href, tags, links, status, stage, checked }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {href
              ? <ExternalLink href={href} text={text} {...writtenIn(site, text)} />
              : tags
              ? <Tags items={tags} label={tagsLabel} site={site} />
              : links
              ? (
                <span class="links">
                  {links.map((l, i) => [i > 0 && " ", <ExternalLink key={i} href={l} />])}
                </span>
              )
              : status
              ? <StatusBadge status={status} stage={stage} {...writtenIn(site, status)} />
              : <Text site={site} text={text} />}
            {checked && <span class="checked">{checked}</span>}
          </dd>
        </div>
      ))}
    </dl>
  ),
  credentials: ({ rows }, { site }) => {
    const { comma, colon } = siteMessages(site), [mark, gap] = markAndGap(colon);
    return (
      <ul class="credentials">
        {rows.map((c) => (
          <li key={c.url}>
            <span class="credential-kind">{c.kind}{mark}</span>
            {gap}
            <a href={c.url} {...writtenIn(site, c.name)}>{c.name}</a>
            {comma}
            <Text site={site} text={c.issuer} />
            {comma}
            <time dateTime={c.date}>{c.shownDate}</time>
            {c.checked && <span class="checked">{c.checked}</span>}
          </li>
        ))}
      </ul>
    );
  },
  // One client's words and who said them; `source` names the link to where they were published.
  quote: ({ item, source, checked, lang, comma }) => {
    const company = item.company && item.url
      ? <a href={item.url} rel="noopener">{item.company}</a>
      : item.company;
    const who = [item.role, company].filter(Boolean).flatMap((w, i) => (i > 0 ? [comma, w] : [w]));
    return (
      <figure class="testimonial" lang={lang}>
        <blockquote>
          <p>{item.quote}</p>
        </blockquote>
        <figcaption>
          <span class="testimonial-name">{item.name}</span>
          {who.length > 0 && <span class="testimonial-role">{who}</span>}
          {checked.url && <span class="checked">{checked.url}</span>}
          {item.source && (
            <a class="testimonial-source" href={item.source} rel="noopener">{source}</a>
          )}
          {checked.source && <span class="checked">{checked.source}</span>}
        </figcaption>
      </figure>
    );
  },
  picture: (block, { site }) => {
    const picture = <Picture site={site} {...block} />;
    if (!block.figure) return picture;
    return (
      <figure {...writtenIn(site, block.image.caption ?? block.image.alt)}>
        {picture}
        {block.image.caption && <figcaption>{block.image.caption}</figcaption>}
      </figure>
    );
  },
  projects: (block, { site }) => (
    <ul class={block.class} aria-label={block.label}>
      {block.items.map((project, i) => {
        const props = { site, project, heading: block.heading, eager: block.eager && i === 0 };
        return block.view === "row"
          ? <ProjectRow key={project.slug} {...props} />
          : <ProjectCard key={project.slug} {...props} />;
      })}
    </ul>
  ),
};
