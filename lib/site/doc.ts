/**
 * A page's generated part as one tree of blocks, so that its HTML
 * (`components/Doc.tsx`) and its Markdown (`docMarkdown`) come from the same
 * source and cannot drift. Text is inline Markdown (`code`, [links](/x/),
 * **bold**): the Markdown keeps it as written, the HTML renders it with
 * markdown-it, so backticks become `<code>` and never show raw.
 *
 * Links are written site-relative and in the primary language (`/contact/`,
 * `/llms.txt`, `#error-not_found`): the HTML leads them to the page's language
 * and the page's Markdown makes them absolute there too (lib/site/markdown.ts).
 */

/** Inline Markdown: `code`, [text](href), **strong**. */
export type Inline = string;

/** One entry of a definition list: a term, an optional note beside it, and what it means. */
export interface Definition {
  term: Inline;
  /** Shown small beside the term (HTML) or in brackets after it (Markdown). */
  meta?: string;
  text: Inline;
}

/** One card: a heading with an optional badge, and what it holds. */
export interface Card {
  id?: string;
  title: Inline;
  badge?: string;
  blocks: Block[];
}

/** A block of a generated page. `class` only styles the HTML. */
export type Block =
  | {
    type: "paragraph";
    text: Inline;
    class?: string;
    /**
     * The language of the text when it is not the page's (HTML `lang`): the
     * specification's English in a guide in another language.
     */
    lang?: string;
    /** Only in the HTML: a price, which the Markdown (and so the API and MCP) never carries. */
    web?: boolean;
  }
  | { type: "heading"; level: 2 | 3 | 4; text: Inline }
  | { type: "code"; code: string; lang: string; label: string }
  | { type: "list"; items: Inline[]; class?: string }
  | { type: "definitions"; items: Definition[]; class?: string }
  | { type: "endpoint"; method: string; path: string; summary: string; lang?: string }
  | {
    type: "cards";
    items: Card[];
    level: 2 | 3;
    class: string;
    label?: string;
    /** Each card is an `<article>` inside its list item (a card that stands alone). */
    article?: boolean;
  }
  | {
    type: "section";
    /** The heading's id; the section is labelled by it. */
    headingId: string;
    title: Inline;
    level: 2 | 3;
    blocks: Block[];
    id?: string;
    class?: string;
    /** Only in the HTML: something to use in a browser, such as a form. */
    web?: boolean;
  }
  | { type: "group"; class: string; blocks: Block[] }
  /** A place the page's route fills with a component (an island); nothing in Markdown. */
  | { type: "slot"; name: string };

/**
 * The blocks as Markdown, links as written.
 *
 * @example
 * ```ts
 * const md = docMarkdown([{ type: "paragraph", text: "See [`/llms.txt`](/llms.txt)." }]);
 * if (md !== "See [`/llms.txt`](/llms.txt).") throw new Error(md);
 * ```
 */
export function docMarkdown(blocks: Block[]): string {
  return blocks.map(blockMarkdown).filter(Boolean).join("\n\n");
}

function blockMarkdown(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return block.web ? "" : block.text;
    case "heading":
      return `${"#".repeat(block.level)} ${block.text}`;
    case "code":
      return "```" + block.lang + "\n" + block.code + "\n```";
    case "list":
      return block.items.map((item) => `- ${item}`).join("\n");
    case "definitions":
      return block.items.map(({ term, meta, text }) =>
        `- ${term}${meta ? ` (${meta})` : ""}: ${text}`
      ).join("\n");
    case "endpoint":
      return `${block.method} \`${block.path}\`: ${block.summary}`;
    case "cards":
      return block.items.map((card) =>
        [
          `${"#".repeat(block.level)} ${card.title}${card.badge ? ` (${card.badge})` : ""}`,
          ...card.blocks.map(blockMarkdown),
        ].filter(Boolean).join("\n\n")
      ).join("\n\n");
    case "section":
      if (block.web) return "";
      return [`${"#".repeat(block.level)} ${block.title}`, ...block.blocks.map(blockMarkdown)]
        .filter(Boolean).join("\n\n");
    case "group":
      return block.blocks.map(blockMarkdown).filter(Boolean).join("\n\n");
    case "slot":
      return "";
  }
}
