/**
 * `deno task catalogues`: (re)writes every shipped catalogue,
 * `lib/content/catalogues/<lang>.yaml`, in the English catalogue's key order,
 * each key under its English and each group of keys under a note saying
 * where its words appear, so a translator edits a language without reading
 * code. A `<lang>.ts` catalogue found beside it (an older format, or a branch
 * merged with new keys) is read into the YAML file, its texts winning, and
 * removed. A key with no text is written commented out (the site shows its
 * English, and `lib/content/messages_test.ts` fails until it is translated);
 * a key English no longer has is dropped.
 *
 * @example
 * ```sh
 * deno task catalogues          # after adding keys to en.ts, or merging a .ts catalogue
 * ```
 */
import { load } from "js-yaml";
import { EN, MESSAGE_KEYS, SHIPPED } from "../lib/content/messages.ts";

const FOLDER = new URL("../lib/content/catalogues/", import.meta.url);

/** Where each group of keys appears, by the key's first part. */
const WHERE: Record<string, string> = {
  layout: "every page's frame: the skip link, header, menu, theme switch, footer",
  page: "page titles made by the site (a case study's title, in tabs and search results)",
  error: "the error pages: page not found, site unavailable, request refused or failed",
  card: "the text describing a page's share picture (for screen readers and social sites)",
  sell: "the services page and each service: deliverables, prices, how to ask",
  llms: "llms.txt and llms-full.txt: the site described for AI assistants (plain text)",
  data: "names in the résumé (JSON) and in the structured data search engines read",
  view: "views of a project shown inside AI chat apps (MCP Apps)",
  proof: "the facts beside a case study: client, role, duration, credentials",
  cv: "the printable CV page (/cv/): its headings and notes",
  writing: "the writing pages: the list of articles, each article, the feeds' titles",
  avail: "whether and from when the owner takes work, and how soon they reply: home, contact, CV",
  text:
    "the punctuation the site puts between words: a comma between a role and a company, a colon after a label, a full stop after a sentence (no space follows a full-width mark: 、：。)",
  search: "the search page and its results",
  facts: "the 'at a glance' box on the about page and beside each case study",
  cta: "buttons and lines that invite a visitor to get in touch",
  home: "the home page's headings",
  work: "the work page and each case study: lists, pager, breadcrumb",
  faq: "the questions page (FAQ)",
  contact: "the contact page",
  copy: "the copy buttons beside code and addresses, and what they announce",
  devError: "a banner shown while developing when the content has an error (never to visitors)",
  explorer: "the API explorer on the developers page (a form that sends a request)",
  dev: "the developers page (/developers/): the API, MCP server, CLI and files for agents",
  sitemap: "sitemap.md: the list of every page, for AI assistants (Markdown)",
};

/** The text of `lang`'s catalogue file holding `texts`. */
export function catalogueYaml(lang: string, texts: Record<string, string>): string {
  const name = new Intl.DisplayNames(["en"], { type: "language" }).of(lang);
  const lines = [
    `# The site's own words in ${name} (${lang}), shipped with the kit. Write each text after its`,
    "# key; the line above a key is its English. Keep {name}-style parameters as they are (the site",
    "# fills them in) and Markdown links [like this](...). A commented-out key is shown in English.",
    "# Comments are rewritten by `deno task catalogues`; the texts are kept.",
  ];
  let group = "";
  for (const key of MESSAGE_KEYS) {
    const first = key.split(".")[0];
    if (first !== group) lines.push("", `# ── ${first}: ${WHERE[group = first] ?? ""}`);
    const line = `${JSON.stringify(key)}: ${JSON.stringify(texts[key] ?? "")}`;
    lines.push(`# ${EN[key].replace(/\s+/g, " ")}`, texts[key] ? line : `# ${line}`);
  }
  return lines.join("\n") + "\n";
}

/** The texts of `lang`'s YAML catalogue, then of a `<lang>.ts` beside it (removed once read). */
async function texts(lang: string): Promise<[Record<string, string>, string]> {
  const yaml = new URL(`${lang}.yaml`, FOLDER);
  const ts = new URL(`${lang}.ts`, FOLDER);
  const read = await Deno.readTextFile(yaml).catch(() => "");
  const own = { ...(load(read) ?? {}) as Record<string, string> };
  const module = await import(ts.href).catch(() => undefined);
  if (!module) return [own, read ? "" : " (new)"];
  const object = Object.values(module).find((v) => typeof v === "object") ?? {};
  return [{ ...own, ...object as Record<string, string> }, ` (read ${lang}.ts, removed it)`];
}

if (import.meta.main) {
  for (const lang of SHIPPED.filter((lang) => lang !== "en")) {
    const [found, note] = await texts(lang);
    await Deno.writeTextFile(new URL(`${lang}.yaml`, FOLDER), catalogueYaml(lang, found));
    await Deno.remove(new URL(`${lang}.ts`, FOLDER)).catch(() => {});
    const done = MESSAGE_KEYS.filter((key) => found[key]).length;
    console.log(
      `lib/content/catalogues/${lang}.yaml: ${done} of ${MESSAGE_KEYS.length} keys${note}`,
    );
  }
}
