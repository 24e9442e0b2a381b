/**
 * `deno task check`'s content step, also run by `deno task build`: does the
 * server's whole load of `CONTENT_DIR` (validation, the site's views, the
 * site's handler) and then reads what a visitor would, reporting every
 * problem with its file: schema and YAML errors, links inside the owner's
 * Markdown to pages, projects or files that do not exist, pages or case
 * studies with no text, and a body that repeats the page's title as its own
 * `# h1`. Exits 1 when there is any, so a hosted build never publishes a
 * site that would answer 503.
 *
 * @example
 * ```sh
 * CONTENT_DIR=./content deno run --allow-read --allow-env build/check.ts
 * ```
 */
import "../lib/deno_version.ts"; // first: an older Deno stops here with one line
import manifest from "../fresh.gen.ts";
import { type Config, readConfig } from "../lib/config.ts";
import { ContentError, formatProblem } from "../lib/content/load.ts";
import { ContentStore } from "../lib/content/store.ts";
import { createSiteHandler } from "../lib/handler.ts";
import type { Site } from "../lib/content/model.ts";
import { buildSite } from "../lib/site/web/site.ts";
import { MESSAGE_KEYS, type MessageKey, siteMessages } from "../lib/content/messages.ts";
import { listFiles } from "../lib/files.ts";
import { link } from "../lib/content/links.ts";
import { proofNotesOf } from "./check_proof.ts";
import { installFonts, pictureTexts, uncoveredNotes } from "./fonts.ts";

/** One content problem, as `deno task check` prints it. */
export type CheckProblem = string;

/** Internal links in Markdown: `](/path)`, not protocol-relative `//host`. */
const LINK = /\]\((\/(?!\/)[^)\s]*)/g;

/** Everything wrong with the content of `config`, or none. */
export function checkContent(config: Config): Promise<CheckProblem[]> {
  return withSite(
    config,
    (error) =>
      error instanceof ContentError
        ? error.problems.map(formatProblem)
        : [`Cannot load "${config.contentDir}": ${error?.message}`],
    async (site, handle) => siteProblems(site, config, await handle()),
  );
}

/**
 * What is wrong in content that loaded: pages with no text or a second h1,
 * and internal links that `handle` (the site's own handler) answers with 404.
 * `deno task dev` runs it after every reload, for its banner.
 */
export async function siteProblems(
  site: Site,
  config: Config,
  handle: (req: Request) => Response | Promise<Response>,
): Promise<CheckProblem[]> {
  return [...bodyProblems(site, config), ...await linkProblems(site, config, handle)];
}

/** The file a page or case study comes from, as messages name it. */
function fileOf(config: Config, page: Site["pages"][number]): string {
  const rel = page.project ? `projects/${page.project.slug}.md` : page.file ?? page.path;
  return `${config.contentDir.replace(/\/+$/, "")}/${rel}`.replace(/^\.\//, "");
}

function bodyProblems(site: Site, config: Config): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const page of site.pages) {
    const file = fileOf(config, page);
    // A page whose whole Markdown is its title publishes nothing.
    if (!page.body.trim() && page.markdown.trim() === `# ${page.title}`) {
      problems.push(
        `Cannot load "${file}": has no text: write the page, or remove it from site.yaml`,
      );
    }
    for (const line of page.body.split("\n")) {
      const h1 = /^#\s+(.+?)\s*#*\s*$/.exec(line);
      if (!h1) continue;
      problems.push(
        `Cannot load "${file}": has the heading "# ${
          h1[1]
        }", but the page's title ("${page.title}") is already its only h1: make it "## ${h1[1]}"${
          h1[1] === page.title ? " or remove it" : ""
        }`,
      );
    }
  }
  return problems;
}

async function linkProblems(
  site: Site,
  config: Config,
  handle: (req: Request) => Response | Promise<Response>,
): Promise<CheckProblem[]> {
  const problems: CheckProblem[] = [];
  const checked = new Map<string, number>();
  for (const page of site.pages) {
    for (const [, href] of page.body.matchAll(LINK)) {
      const target = href.replace(/#.*$/, "") || "/";
      let status = checked.get(target);
      if (status === undefined) {
        const res = await handle(
          new Request(config.siteUrl + target, { headers: { accept: "text/html" } }),
        );
        await res.body?.cancel();
        checked.set(target, status = res.status);
      }
      if (status === 404) {
        problems.push(
          `Cannot load "${
            fileOf(config, page)
          }": links to ${href}, which does not exist on this site: fix the link or remove it`,
        );
      }
    }
  }
  return problems;
}

/** What one of the site's languages shows from another: catalogue keys in English, parts in the primary language. */
export interface Fallback {
  lang: string;
  /** The messages file that would hold its keys (`content/messages.yaml`, `content/en/messages.yaml`). */
  file: string;
  /** Keys with no text in the language, shown in English. */
  keys: MessageKey[];
  /** The files and fields a translation leaves out (`content/en/profile.md: stack`). */
  parts: string[];
  /** Its pages' links out of it: `/en/about/ → /about/`. */
  links: string[];
}

/**
 * What each of the site's languages (the primary first) shows from another,
 * or none when the content does not load. Listed by `deno task check`, not an
 * error, so a new language can be added a few strings at a time.
 */
export function fallbacks(config: Config): Promise<Fallback[]> {
  const dir = config.contentDir;
  return withSite(config, [], async (site, handle) => {
    const out = [];
    for (const [i, language] of [site, ...site.translations].entries()) {
      out.push({
        lang: language.lang,
        file: `${dir}/${i ? `${language.lang}/` : ""}messages.yaml`,
        keys: siteMessages(language).missing,
        parts: (i ? site.raw.translations![i - 1].untranslated : []).map((part) =>
          `${dir}/${part}`
        ),
        links: i ? await linksOut(language, config, await handle()) : [],
      });
    }
    return out;
  });
}

/**
 * The links in the `<main>` of `language`'s pages and CV to another language's address
 * (`/en/about/ → /fr/about/`): one the owner wrote to another prefix, or one the site wrote
 * without `link()` (the CV's JSON Resume link was one).
 */
async function linksOut(
  language: Site,
  config: Config,
  handle: (req: Request) => Response | Promise<Response>,
): Promise<string[]> {
  const { prefix } = language;
  const out: string[] = [];
  const paths = [...language.pages.map((page) => prefix + page.path), `${prefix}/cv/`];
  for (const path of paths) {
    const html = await (await handle(new Request(config.siteUrl + path))).text();
    const main = /<main[^]*<\/main>/.exec(html)?.[0] ?? "";
    for (const [, href] of main.matchAll(/href="([^"]+)"/g)) {
      const to = new URL(href.replaceAll("&amp;", "&"), config.siteUrl + path);
      const other = language.languages.find((l) =>
        l.prefix && to.pathname.startsWith(`${l.prefix}/`)
      );
      const elsewhere = to.origin === new URL(config.siteUrl).origin &&
        !to.pathname.startsWith(`${prefix}/`) &&
        (other || link({ ...language, prefix: "/-" }, to.pathname) !== to.pathname);
      if (elsewhere) out.push(`${path} → ${to.pathname}`);
    }
  }
  return out;
}

/** What `use` makes of the content of `config` and its handler, or `otherwise` (of the error) when it does not load. */
async function withSite<T>(
  config: Config,
  otherwise: T | ((error?: Error) => T),
  use: (site: Site, handle: () => ReturnType<typeof createSiteHandler>) => T | Promise<T>,
) {
  const store = new ContentStore(config, { build: buildSite, watch: false, log: () => {} });
  try {
    await store.start();
    const handle = () => createSiteHandler(manifest, { config, store });
    if (store.site) return await use(store.site, handle);
    return otherwise instanceof Function ? otherwise(store.error) : otherwise;
  } finally {
    store.close();
  }
}

/** The build's fonts step (build/fonts.ts): fetches the fonts the content's scripts need. */
export function fetchFonts(config: Config): Promise<string[]> {
  return withSite(config, [], (site) => installFonts(pictureTexts(site, config)));
}

/** A note per text a picture draws with characters no font present covers. */
export function fontNotes(config: Config): Promise<string[]> {
  return withSite(config, [], (site) => uncoveredNotes(pictureTexts(site, config)));
}

/**
 * One note per file a translation leaves out or whose fields it leaves out, one per link out
 * of a language, then one per key shown in English.
 */
export function fallbackNotes(languages: readonly Fallback[]): string[] {
  const primary = languages[0]?.lang;
  return languages.flatMap(({ lang, file, keys, parts, links }) => {
    const files = Map.groupBy(parts, (part) => part.split(": ")[0]);
    return [
      ...[...files].map(([file, fields]) => {
        const what = fields[0] === file
          ? `${file} is missing`
          : `${file}: ${fields.map((field) => field.slice(file.length + 2)).join(", ")} ${
            fields.length === 1 ? "is" : "are"
          } not translated`;
        return `${what}, so /${lang}/ shows the ${primary} text there: translate it`;
      }),
      ...links.map((to) =>
        `${to} links out of ${lang}: link the page by its path (/about/), which each language serves as its own`
      ),
      ...keys.map((key) =>
        `${file}: "${key}" has no text in "${lang}", so English is shown: add it`
      ),
    ];
  });
}
/** The site's own words with no text in its languages, and what translations leave out (`fallbackNotes`). */
export async function untranslated(config: Config): Promise<string[]> {
  return fallbackNotes(await fallbacks(config));
}

/** The word `deno task init` marks every sentence with that the owner still has to write. */
const PLACEHOLDER = /\bplaceholder\b/i;

/**
 * What is still marked as a placeholder (`deno task init` marks what the owner
 * has to write), as one note naming each file and its number of such lines,
 * or none. Commented-out lines do not count.
 */
export async function placeholderNotes(config: Config): Promise<string[]> {
  const found: string[] = [];
  let total = 0;
  for (const rel of listFiles(config.contentDir)) {
    if (!/\.(md|ya?ml)$/.test(rel)) continue;
    const lines = (await Deno.readTextFile(`${config.contentDir}/${rel}`)).split("\n")
      .filter((line) => !/^\s*# /.test(line) && PLACEHOLDER.test(line)).length;
    if (lines) found.push(`${rel} ${lines}`);
    total += lines;
  }
  if (!total) return [];
  return [
    `${config.contentDir}: ${count(total, "line")} in ${
      count(found.length, "file")
    } still marked as a placeholder (${found.join(", ")}): write your own text there`,
  ];
}

/**
 * `check`'s last word on each language, one line each:
 * `ja: 253 of 273 keys shown in English (deno task messages --lang ja writes them to translate)`.
 */
export function languageLines(languages: readonly Fallback[]): string[] {
  const primary = languages[0]?.lang;
  return languages.map(({ lang, keys, parts, links }) => {
    const shown = `${lang}: ${keys.length} of ${MESSAGE_KEYS.length} keys shown in English`;
    const other = (parts.length ? `, ${count(parts.length, "part")} in ${primary}` : "") +
      (links.length ? `, ${count(links.length, "link")} out of ${lang}` : "");
    const hint = keys.length ? ` (deno task messages --lang ${lang} writes them to translate)` : "";
    return `${shown}${other}${hint}`;
  });
}

/**
 * `notes` with those that differ only in the key they name as one line:
 * `content/messages.yaml: 275 keys have no text in "it" (…): add them`.
 */
export function grouped(notes: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const note of notes) {
    const [, file, rest] = /^(.*): "[^"]+" has no text in (.*): add it$/.exec(note) ?? [];
    const id = file ? `${file}: %s have no text in ${rest}: add them` : note;
    groups.set(id, [...(groups.get(id) ?? []), note]);
  }
  return [...groups].map(([id, group]) => {
    if (group.length === 1) return group[0];
    const keys = group.map((note) => /: "([^"]+)" has no text/.exec(note)![1]);
    const more = keys.length > 5 ? ` and ${keys.length - 5} more` : "";
    return id.replace("%s", `${keys.length} keys (${keys.slice(0, 5).join(", ")}${more})`);
  });
}

/** `1 error`, `275 warnings`. */
function count(n: number, what: string): string {
  return `${n} ${what}${n === 1 ? "" : "s"}`;
}

if (import.meta.main) {
  const config = readConfig();
  const problems = await checkContent(config);
  const languages = problems.length ? [] : await fallbacks(config);
  const notes = problems.length ? [] : [
    ...await placeholderNotes(config),
    ...await fontNotes(config),
    ...fallbackNotes(languages),
    ...await proofNotesOf(config.contentDir),
  ];
  for (const line of grouped(notes)) console.warn(line);
  for (const line of languageLines(languages)) console.log(line);
  for (const problem of problems) console.error(problem);
  const counts = `${count(problems.length, "error")}, ${count(notes.length, "warning")} in ${
    count(listFiles(config.contentDir).length, "file")
  } of ${config.contentDir}`;
  if (problems.length) {
    console.error(`\nContent has errors: ${counts}.`);
    Deno.exit(1);
  }
  console.log(`Content OK: ${counts}.`);
}
