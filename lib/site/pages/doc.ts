/**
 * A page's generated part as one tree of blocks, so its HTML (`components/Doc.tsx`) and Markdown
 * (`docMarkdown`) cannot drift. Text is inline Markdown (`code`, [links](/x/), **bold**): as
 * written in the Markdown, rendered by markdown-it in the HTML. Links are site-relative in the
 * primary language (`/contact/`, `#error-not_found`); both forms localise them (markdown.ts).
 */

import type { ProjectEntry } from "../../content/load.ts";
import { caseStudyPath } from "../../content/model.ts";
import {
  type CredentialRow,
  credentialsMarkdown,
  type FactRow,
  factsMarkdown,
  type Marks,
} from "./facts.ts";

/** Inline Markdown: `code`, [text](href), **strong**. */
export type Inline = string;

/** What a client said and who said it, as the content has it (`url` their site, `source` where published). */
export type Quote = NonNullable<ProjectEntry["testimonial"]>;
type Checked = { url?: string; source?: string };

/** A block of a generated page. `class` only styles the HTML. */
export type Block =
  | {
    type: "paragraph";
    text: Inline;
    class?: string;
    /** The text's language when not the page's (HTML `lang`): the spec's English in a guide. */
    lang?: string;
    /** Only in the HTML: a price, which the Markdown (and so the API and MCP) never carries. */
    web?: boolean;
    /** Words before the text, in a span of `labelClass`. */
    label?: string;
    labelClass?: string;
  }
  | {
    type: "heading";
    level: 1 | 2 | 3 | 4;
    text: Inline;
    id?: string;
    class?: string;
    /** After the text, in a span of `noteClass` (HTML) or in brackets (Markdown): a date, a badge. */
    note?: string;
    noteClass?: string;
  }
  | { type: "code"; code: string; lang: string; label: string }
  | {
    type: "list";
    items: Inline[];
    class?: string;
    label?: string;
    labelledBy?: string;
    ordered?: boolean;
  }
  /** Terms, each with a note (small in HTML, in brackets in Markdown) and what it means. */
  | { type: "definitions"; items: { term: Inline; meta?: string; text: Inline }[]; class?: string }
  | { type: "endpoint"; method: string; path: string; summary: string; lang?: string }
  /** Blocks in one element (`div` unless `tag`); a `details` shows its first (a heading) folded. */
  | {
    type: "group";
    class?: string;
    blocks: Block[];
    tag?: "div" | "ul" | "li" | "header" | "article" | "section" | "aside" | "nav" | "details";
    id?: string;
    label?: string;
    labelledBy?: string;
    /** Only in the HTML: something to use in a browser, such as a form. */
    web?: boolean;
  }
  /** The owner's Markdown (a page's text), as written; `lang` when not the page's. */
  | { type: "markdown"; text: string; lang?: string }
  /** The title (the Markdown's first line already) and lead after the `nav` slot, then `blocks`. */
  | {
    type: "header";
    title: string;
    lead: string;
    nav?: string;
    class?: string;
    titleId?: string;
    leadClass?: string;
    /** The lead's language, when not the page's (a case study's summary). */
    leadLang?: string;
    blocks?: Block[];
  }
  | { type: "outcomes"; items: { label: string; value: string }[] }
  /** Whether the owner is free, after a dot whose colour says it (`taking_work`'s status). */
  | { type: "availability"; text: string; status?: string }
  /** An email address, linked, with a button that copies it (HTML only). */
  | { type: "email"; email: string; class: string }
  /** Links drawn as buttons, in one paragraph; `secondary` ones drawn quieter. */
  | {
    type: "actions";
    links: { href: string; text: string; secondary?: boolean }[];
    /** Only in the HTML: a way on that the Markdown, a page's text, does not need. */
    web?: boolean;
  }
  | { type: "facts"; rows: FactRow[]; tagsLabel: string }
  | { type: "credentials"; rows: CredentialRow[] }
  /** `source` names the link to the published words; `checked` notes links that passed proof. */
  | { type: "quote"; item: Quote; source: string; checked: Checked; lang?: string; comma: string }
  /** A content picture; in Markdown an image with its caption, unless `web`. */
  | {
    type: "picture";
    image: { src: string; alt: string; caption?: string };
    sizes: string;
    class?: string;
    eager?: boolean;
    figure?: boolean;
    web?: boolean;
  }
  /** Projects as cards (`card`) or lines (`row`); in Markdown, headings to their case studies. */
  | {
    type: "projects";
    items: ProjectEntry[];
    view: "card" | "row";
    class: string;
    label?: string;
    heading?: "h2" | "h3";
    /** The first card's cover is above the fold. */
    eager?: boolean;
  }
  /** A place the page's route fills with a component (an island); nothing in Markdown. */
  | { type: "slot"; name: string };

/**
 * The blocks as Markdown, links as written, labels and lists punctuated by `marks` (the page
 * language's `siteMessages`; English by default).
 *
 * @example
 * ```ts
 * const md = docMarkdown([{ type: "paragraph", text: "See [`/llms.txt`](/llms.txt)." }]);
 * if (md !== "See [`/llms.txt`](/llms.txt).") throw new Error(md);
 * ```
 */
export function docMarkdown(blocks: Block[], marks: Marks = { comma: ", ", colon: ": " }): string {
  const markdown = paragraphs(...blocks.map((block) => blockMarkdown(block, marks)));
  return markdown.replace(/[\uFDD0\uFDD1]/g, ""); // a text set apart (languages.ts `setApart`)
}

function paragraphs(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join("\n\n");
}

function blockMarkdown(block: Block, marks: Marks): string {
  switch (block.type) {
    case "paragraph":
      return block.web ? "" : block.label ? `${block.label} ${block.text}` : block.text;
    case "heading":
      // The Markdown's one `#` line is the page's title: an HTML page's own <h1> is text in it.
      return (block.level === 1 ? "" : `${"#".repeat(block.level)} `) + block.text +
        (block.note ? ` (${block.note})` : "");
    case "availability":
      return block.text;
    case "email":
      return `[${block.email}](mailto:${block.email})`;
    case "actions":
      return block.web ? "" : block.links.map((l) => `[${l.text}](${l.href})`).join(" ");
    case "markdown":
      return block.text.trim();
    case "header":
      return paragraphs(block.lead, docMarkdown(block.blocks ?? [], marks));
    case "outcomes":
      return outcomesMarkdown(block.items, marks);
    case "facts":
      return factsMarkdown(block.rows, marks);
    case "credentials":
      return credentialsMarkdown(block.rows, marks);
    case "quote": {
      const { item: { quote, name, role, company, url, source }, checked } = block;
      const proof = [[url, company, checked.url], [source, block.source, checked.source]]
        .flatMap(([to, text, note]) => note ? [` · [${text}](${to})${block.comma}${note}`] : []);
      const who = [name, role, company].filter(Boolean).join(block.comma);
      return `> ${quote}\n>\n> — ${who}${proof.join("")}`;
    }
    case "picture":
      return block.web
        ? ""
        : paragraphs(`![${block.image.alt}](/${block.image.src})`, block.image.caption);
    case "projects":
      return paragraphs(...block.items.map((p) =>
        paragraphs(
          `${block.heading === "h3" ? "###" : "##"} [${p.name}](${caseStudyPath(p.slug)})`,
          [p.status, p.year].filter(Boolean).join(" · "),
          p.summary,
          outcomesMarkdown(p.outcomes?.slice(0, 2), marks),
          p.stack?.join(marks.comma),
        )
      ));
    case "code":
      return "```" + block.lang + "\n" + block.code + "\n```";
    case "list":
      return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : "-"} ${item}`)
        .join("\n");
    case "definitions":
      return block.items.map(({ term, meta, text }) =>
        `- ${term}${meta ? ` (${meta})` : ""}${marks.colon}${text}`
      ).join("\n");
    case "endpoint":
      return `${block.method} \`${block.path}\`: ${block.summary}`;
    case "group":
      return block.web ? "" : docMarkdown(block.blocks, marks);
    case "slot":
      return "";
  }
}

type Group = Extract<Block, { type: "group" }>;
type Heading = Extract<Block, { type: "heading" }>;
type Paragraph = Extract<Block, { type: "paragraph" }>;
/** A block, or what a condition left in its place (`cond && block`). */
export type Maybe = Block | false | undefined | "" | 0;

/** `list` without the gaps conditions left. */
export function blocks(...list: Maybe[]): Block[] {
  return list.filter((b): b is Block => Boolean(b));
}

/** A heading of `level`; `options` give its id, class and note. */
export function heading(
  level: Heading["level"],
  text: Inline,
  options: Omit<Heading, "type" | "level" | "text"> = {},
): Block {
  return { type: "heading", level, text, ...options };
}

/** A paragraph of class `cls`. */
export function para(cls: string, text: Inline, web?: boolean): Paragraph {
  return { type: "paragraph", class: cls, text, ...(web ? { web } : {}) };
}

/** Blocks in one element, `div` unless `options.tag` says otherwise. */
export function group(options: Omit<Group, "type" | "blocks">, ...content: Maybe[]): Block {
  return { type: "group", ...options, blocks: blocks(...content) };
}

/** A `section` (or `options.tag`) labelled by its heading `title` (`headingId`), then `content`. */
export function section(
  headingId: string,
  title: Inline,
  content: Maybe[],
  options: Omit<Group, "type" | "blocks"> & { level?: 2 | 3; headingClass?: string } = {},
): Block {
  const { level = 2, headingClass, tag = "section", ...rest } = options;
  const top = heading(level, title, { id: headingId, class: headingClass });
  return group({ tag, ...rest, labelledBy: headingId }, top, ...content);
}

/** `items` as a list of cards: a heading with its badge, then blocks (`article`: stands alone). */
export function cards(
  { level, article, ...list }: { class: string; level: 2 | 3; label?: string; article?: boolean },
  items: { id?: string; title: Inline; badge?: string; blocks: Block[] }[],
): Block {
  return group(
    { tag: "ul", ...list },
    ...items.map(({ id, title, badge, blocks }) => {
      const top = heading(level, title, { class: "card-title", note: badge, noteClass: "badge" });
      return article
        ? group({ tag: "li" }, group({ tag: "article", class: "card", id }, top, ...blocks))
        : group({ tag: "li", class: "card", id }, top, ...blocks);
    }),
  );
}

function outcomesMarkdown(outcomes: { label: string; value: string }[] = [], marks: Marks): string {
  return factsMarkdown(outcomes.map(({ label, value }) => ({ label, text: value })), marks);
}
