/**
 * `deno task docs` (second step): writes docs/i18n.md, every key of the
 * site's message catalogue with its English text and the languages the kit
 * ships, from lib/content/catalogues/, so the list cannot drift.
 * `build/i18n_docs_test.ts` fails when docs/i18n.md differs from what this writes.
 *
 * @example
 * ```sh
 * deno run --allow-read --allow-write build/i18n_docs.ts   # rewrites docs/i18n.md
 * ```
 */
import { EN, MESSAGE_KEYS, SHIPPED } from "../lib/content/messages.ts";
import { cell } from "./content_docs.ts";
import { z } from "zod";
import { TRANSLATED } from "../lib/content/translations.ts";

/** What docs/i18n.md says between the shipped languages and the key table. */
const GUIDE = [
  "To change a text, or to add a language, write `content/messages.yaml` with any of the keys below",
  "and your text for the site's language; `{name}`-style parameters are filled in by the site. A key",
  "with no text in the site's language is shown in English, and `deno task check` lists it. An",
  "unknown key is a content error.",
  "",
  "```yaml",
  "# content/messages.yaml",
  '"layout.cv": "Werdegang"',
  "```",
  "",
  "`deno task messages --lang <tag>` writes every key into that file (`content/messages.yaml` for",
  "the site's `lang`, `content/<lang>/messages.yaml` for one of its `languages`), so a translator",
  "works from one file: the texts already there are kept, each with the key's English at the end",
  'of its line; every other key is a commented-out line (`# "layout.error": ""  # Error`), holding',
  "the kit's own text when it ships the language, to fill in and uncomment. The file loads as",
  "written, and running the task again keeps what was added. A key the site does not know is kept",
  "as a comment at the end. `CONTENT_DIR` or `--content-dir` names the folder. `deno task check`",
  "ends with one line per language (`fa: 253 of 273 keys shown in English`, and for a translation",
  "the parts it shows in the primary language and its links out of it), after the list of what",
  "falls back.",
  "`deno task init --lang ja` starts a site in that language the same way: `lang` set in",
  "`site.yaml`, every English sentence it writes (titles, navigation, page texts) marked",
  "`(placeholder)`, which `check` counts by file, and a `messages.yaml` with every key;",
  "`--languages en,fr` starts more languages, each a `content/<tag>/` with the pages' words",
  "(placeholders unless in English) and its `messages.yaml`, what it leaves out named by `check`.",
  "",
  "Dates and numbers are written with `Intl` for the site's language (`März 2025`, `1.234`); dates",
  "meant for programs (sitemaps, JSON, `datetime`) stay ISO 8601. Specification text for agents",
  "(OpenAPI and MCP tool descriptions, shown in the developers guide's reference too, and",
  "problem+json's titles and hints) stays English, as do code, commands and the apps' own menu names;",
  "on a page in another language the reference and the API explorer (its operations, and HTTP's",
  'status text, `OK`, in an answer) mark that English `lang="en"`.',
  "Where the site joins words it uses the language's own marks, `text.comma`, `text.colon` and",
  "`text.stop` (`室長、株式会社…`, `状況：公開中`, `予約済み。…から。`; no space after a full-width",
  "mark), in HTML and Markdown, never a hard-coded `, `, ` · `, `: ` or `. `: lists of the owner's",
  "values (the CV's skills, a project's stack) are joined by `text.comma` too. A testimonial or project in",
  "another language than its file says so with `language: en`, and the page marks it `lang`; on a",
  "translation's pages every text left in the primary language (an untranslated project, article,",
  "testimonial, FAQ or page, or one field of a translated one: a summary, a service's name, a",
  "status, the outcomes, the screenshots, the `availability` sentence, the site's name in the",
  "header and footer, a menu label) is in an element marked with that language (`lang`, and `dir`",
  "when its direction is not",
  "the page's), even a value put into one of the site's sentences (a price after \"Starting price:\",",
  "a duration, a name, a case study's name in its `<h1>`). A page's `<title>` (and its description",
  "and share card's `og:` text) cannot hold markup, and HTML has no standard way to give part of an",
  "attribute or `<title>` its own language: there the value stays unmarked, and `check` names it.",
  "A status badge's colour is the project's",
  "`stage` (`live`, `in_progress`), never read from its words.",
  "",
  "## More than one language",
  "",
  "List the other languages in `site.yaml` (`languages: [en]`) and put each one's translations in",
  "`content/<lang>/`, mirroring the primary files, every file and field optional. Each file may hold",
  "exactly these fields (from `TRANSLATED` in lib/content/translations.ts; any other is a content",
  "error naming it); what a language leaves out is the primary language's, and `deno task check`",
  "names it, field by field (`content/en/projects/x.md: status is not translated`), with every",
  "translated page that links to another language's address and a count per language:",
  "",
  "| file | what it may hold |",
  "| --- | --- |",
  "GENERATED_ROWS",
  "| `<lang>/pages/<file>.md` | a page's text (the same file name as in `content/pages/`) |",
  "| `<lang>/messages.yaml` | the site's own words in that language, as `content/messages.yaml` |",
  "",
  "Each language is served under `/<lang>/` (`/en/about/`, `/en/about/index.md`, its share cards)",
  'with its own `<html lang>` (and `dir="rtl"` for a right-to-left language), `Content-Language`,',
  "a language switcher of plain links, and `hreflang` alternates in every page and in",
  "sitemap.xml; llms.txt and sitemap.md list every language's pages. Nothing redirects by",
  "`Accept-Language`. What a language leaves untranslated is shown in the primary language and",
  "listed by `deno task check`.",
  "",
  "Machines read every language too, the primary by default:",
  "",
  "- **Files**: each language has its own `/<lang>/resume.json`, `/<lang>/llms.txt` (its pages",
  "  first, then the other languages') and `/<lang>/llms-full.txt`, with `Content-Language`.",
  "- **API**: data operations answer in the language `Accept-Language` picks (RFC 9110 §12.5.4;",
  "  RFC 4647 lookup, so `en-GB` gets `en`; a language the site lacks gets the primary, never an",
  "  error), with `Content-Language` and `Vary: Accept-Language`. `listPages` lists that language's",
  "  pages first, then the others; a page's path names its language (`/en/about/`), whatever the",
  "  header. The answer cache keeps one answer per language picked, not per header spelling. The",
  "  OpenAPI document declares the header on every data operation.",
  "- **MCP**: each operation's tool takes an optional `lang`, an enum of the site's languages in",
  "  its input schema (a declared argument is what an agent sees and sets per call; many MCP",
  "  clients cannot set a request header); output schemas are unchanged. `search` and `fetch`",
  "  cover every language already. Every language's pages are resources, named by their URL",
  "  (`{site}/en/about/`); the primary language's URIs are as before.",
  "",
  "Everything under a language's prefix answers in that language. `/en` is a permanent redirect to",
  "`/en/` (the query kept), as `/about` is to `/about/`. A page that does not exist (`/en/nope/`) is",
  "the 404 page in that language's words, navigation and footer (`Content-Language: en`); clients",
  "that ask for JSON get the same problem+json as anywhere. The CV is in every language at",
  "`/<lang>/cv/` (its Markdown and share card too), made from that language's profile, under its",
  "catalogue's headings, with `hreflang` alternates and an entry per language in sitemap.xml.",
  "",
  "Each language has its own search page, `/<lang>/search/?q=…`, in its words, and the search form in",
  "the footer of a page (also the WebMCP `search_site` tool) leads to its language's. The results",
  "are that language's pages first, then the other languages' matches after them, each at its own",
  "address and marked with its language (`hreflang`, `lang`). Every page exists",
  "at every language's address (untranslated ones in the primary language's text), so a visitor",
  "who reads English finds English addresses first and stays in English; a word only the other",
  "language has (a German trade term, a name in a German case study) still finds its page, after",
  "them, rather than nothing. A results page is `noindex` (`X-Robots-Tag`) and in no sitemap, so it",
  "has no `hreflang` alternates either.",
  "",
  "Search finds words in every script: in text written without spaces (Japanese, Chinese, Thai) the",
  "words are found by `Intl.Segmenter` in the site's language, so 鉄道 finds 九州鉄道 and ウェブアプリ",
  "finds 時刻表ウェブアプリ, on `/search/` and in MCP `search` alike (`lib/content/site_search.ts`);",
  "text with spaces (English, German, Arabic) is split and ranked as it always was.",
  "",
];

/** How each file of a language's folder goes over the primary one, beside its fields. */
const HOW: Record<keyof typeof TRANSLATED, string> = {
  "site.yaml": "`pages` by `path`",
  "profile.md":
    "and the bio (body); `cv_variants` by `slug` (its projects, skills and jobs are the primary file's); never `taking_work`, one fact in every language",
  "services.md":
    "`services` by `slug`, never their `example` or `action`; `anchors` as a whole list",
  "contact.md": "only these: its addresses, phone and links are the same in every language",
  "faq.md": "the whole list",
  "testimonials.md": "the whole list",
  "projects/<slug>.md": "and the case study (body)",
  "articles/<slug>.md": "and the article (body); one left untranslated keeps its language",
};

/** `schema`'s fields, each list's or object's own in brackets: `pages` (`path`, `title`). */
function fields(schema: z.ZodObject): string {
  return Object.entries(schema.shape).map(([key, field]) => {
    let inner = field as z.ZodType;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodArray) {
      inner = inner instanceof z.ZodOptional
        ? inner.unwrap() as z.ZodType
        : inner.element as z.ZodType;
    }
    return `\`${key}\`` + (inner instanceof z.ZodObject ? ` (${fields(inner)})` : "");
  }).join(", ");
}

/** docs/i18n.md, made from the catalogues. */
export function i18nDocs(): string {
  const out = [
    "<!-- Written by `deno task docs` (build/i18n_docs.ts) from lib/content/catalogues/: edit the catalogues, not this file. -->",
    "",
    "# The site's own words",
    "",
    "Every word the site writes itself (labels, buttons, headings of every page, error pages, the CV,",
    "the developers guide's prose, llms.txt's and sitemap.md's sentences, the MCP App's views,",
    "share-card and structured-data names) comes from one catalogue per language, chosen",
    "by `lang` in `content/site.yaml` (its first part: `de-AT` uses `de`). The kit ships",
    `${SHIPPED.map((lang) => `\`${lang}\``).join(", ")}`,
    "in `lib/content/catalogues/`: English in `en.ts`, the typed source of every key and its",
    "parameters; every other language in `<lang>.yaml`, a file a translator edits without reading",
    "code, each key under its English and each group of keys under a note saying where its words",
    "appear. A site reads only its own languages' files, on first use, checked as `messages.yaml` is",
    "(every key known, no parameter English lacks): a broken file is a content error naming the file",
    "and each bad key. `deno task catalogues` (build/catalogues.ts) rewrites them in `en.ts`'s order",
    "with fresh comments, keeping the texts; a new key is written commented out, shown in English",
    "until translated (`lib/content/messages_test.ts` fails until every shipped language has it), and a",
    "`<lang>.ts` catalogue found beside a YAML file (from an older branch) is folded into it and removed.",
    'In a right-to-left language, what points along the line (the arrow after "Read the case study",',
    'the menu\'s chevron) mirrors: `:root[dir="rtl"]` sets `--inline: -1` in static/styles.css.',
    "",
    ...GUIDE.flatMap((line) =>
      line === "GENERATED_ROWS"
        ? Object.entries(TRANSLATED).map(([file, schema]) =>
          `| \`<lang>/${file}\` | ${fields(schema)}; ${HOW[file as keyof typeof TRANSLATED]} |`
        )
        : [line]
    ),
    "| Key | English |",
    "| --- | --- |",
    ...MESSAGE_KEYS.map((key) => `| \`${key}\` | ${cell(EN[key])} |`),
  ];
  return out.join("\n") + "\n";
}

/** Where `deno task docs` writes the list. */
export const I18N_DOCS = new URL("../docs/i18n.md", import.meta.url);

if (import.meta.main) {
  await Deno.writeTextFile(I18N_DOCS, i18nDocs());
  console.log("Wrote docs/i18n.md");
}
