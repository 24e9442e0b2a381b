/**
 * `deno task init`: replaces the sample owner in `content/` with a minimal
 * owner of your own, from flags or, in a terminal, from prompts, then prints
 * what to edit next. The content it writes passes `deno task check`; it is
 * checked before it replaces anything.
 *
 * It refuses to overwrite content you have edited unless given `--force`.
 * The folder counts as unedited, and is replaced, only when it is missing,
 * holds no files, or `git status` finds nothing in it that differs from `HEAD`:
 * the sample as shipped, or whatever the owner has committed, which git can
 * always give back. Anything else counts as edited, and so does any non-empty
 * folder when git is missing or the folder is not in a repository.
 *
 * The parts: init_owner.ts asks for the owner, init_content.ts writes their
 * files, init_folder.ts decides whether the folder may be replaced and
 * replaces it.
 *
 * Exit codes: 0 done, 1 refused or failed, 2 wrong or missing flags.
 *
 * @example
 * ```sh
 * deno task init --yes --name "Mira Okafor" --brand "Okafor Web" --role "Web developer" \
 *   --location "Lagos, Nigeria" --email hello@mira.example --site-url https://mira.example
 * ```
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { SiteFile } from "../lib/content/file_schemas/mod.ts";
import { minimalContent } from "./init_content.ts";
import { folderState, InitError, writeFolder } from "./init_folder.ts";
import { ask, FIELDS, flagProblem, type Owner } from "./init_owner.ts";

const USAGE = `Replace the sample owner in content/ with a minimal owner of your own.

Usage: deno task init [options]

  --name <text>         your name
  --brand <text>        the site's name, such as a studio or your own name
  --role <text>         what you do, such as "Freelance web developer"
  --location <text>     where you work from, such as "Lagos, Nigeria"
  --email <address>     the one contact address published on the site
  --site-url <url>      the site's address, such as https://your.domain
  --lang <tag>          the site's language, such as ja or pt-BR (default: en); every
                        English sentence init writes is then marked as a placeholder,
                        and messages.yaml holds the site's own words to translate
  --languages <tags>    more languages, comma-separated, such as en or en,fr: each gets
                        content/<tag>/ with the pages' titles and texts (placeholders
                        unless in English) and its messages.yaml; check lists the rest
  --content-dir <dir>   the folder to write (default: CONTENT_DIR or ./content)
  --force               replace the folder even when its content was edited
  --yes                 ask nothing: every value must then come from a flag
  --help                show this help

A value not given as a flag is asked for when run in a terminal.
The folder is replaced only when it is missing, empty or exactly what git has
committed for it (the shipped sample); otherwise pass --force, which
overwrites it.`;

/** A problem with the command line: exit code 2, printed with a pointer to --help. */
class UsageError extends Error {}

/** Parsed command line of `deno task init`. */
interface Args {
  values: Partial<Owner>;
  lang?: string;
  languages: string[];
  contentDir: string;
  force: boolean;
  yes: boolean;
  help: boolean;
}

/** Where environment variables are read from: `Deno.env`, or a `Map` in tests. */
type Env = { get(name: string): string | undefined };

function parseCommandLine(argv: string[], env: Env): Args {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries(FIELDS.map((f) => [f.flag, { type: "string" as const }])),
        "content-dir": { type: "string" },
        lang: { type: "string" },
        languages: { type: "string" },
        force: { type: "boolean" },
        yes: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    // node:util's messages name the flag; the fix is always the list of flags.
    throw new UsageError((error as Error).message.replace(/\. To specify .*$/s, ""));
  }
  const values: Partial<Owner> = {};
  for (const field of FIELDS) {
    const value = (parsed.values as Record<string, string | boolean | undefined>)[field.flag];
    if (typeof value === "string") values[field.key] = value;
  }
  const contentDir = parsed.values["content-dir"];
  if (contentDir !== undefined && !String(contentDir).trim()) {
    throw new UsageError("--content-dir is empty: pass a folder, such as --content-dir ./content");
  }
  const lang = parsed.values.lang as string | undefined;
  if (lang !== undefined && !SiteFile.shape.lang.safeParse(lang).success) {
    throw new UsageError(`--lang "${lang}" is not a language tag: pass one such as ja or pt-BR`);
  }
  const languages = String(parsed.values.languages ?? "").split(",").map((tag) => tag.trim())
    .filter(Boolean);
  for (const tag of languages) {
    const wrong = !SiteFile.shape.languages.unwrap().element.safeParse(tag).success;
    if (
      wrong || tag === (lang ?? "en").toLowerCase() ||
      languages.indexOf(tag) !== languages.lastIndexOf(tag)
    ) {
      throw new UsageError(
        `--languages "${tag}" is ${
          wrong ? "not a lowercase language tag" : "the site's language or given twice"
        }: pass other languages than --lang, such as --languages en,fr`,
      );
    }
  }
  return {
    values,
    lang,
    languages,
    contentDir: String(contentDir ?? (env.get("CONTENT_DIR") || "./content")),
    force: parsed.values.force === true,
    yes: parsed.values.yes === true,
    help: parsed.values.help === true,
  };
}

/** What to do next, with the files written. */
function nextSteps(shown: string, files: string[], siteUrl: string): string {
  const env = shown === "./content" || shown === "content" ? "" : `CONTENT_DIR=${shown} `;
  const width = Math.max(...files.map((f) => f.length));
  return [
    "Next steps:",
    `  1. Edit the files in ${shown}/ (grep -ri placeholder ${shown}/ finds what to replace):`,
    ...files.map((f) => `       ${f.padEnd(width)}  ${describeFile(f)}`),
    `  2. ${env}deno task check   lists any problem, with its file and field`,
    `  3. ${env}deno task start   builds and serves the site on http://localhost:8000`,
    `  4. When deploying, set SITE_URL=${siteUrl}: every absolute URL the site prints uses it.`,
  ].join("\n");
}

function describeFile(file: string): string {
  if (file === "site.yaml") return "site name, tagline, and the order, titles and text of pages";
  if (file === "profile.md") return "your profile and bio; list your tools under stack";
  if (file.startsWith("projects/")) return "a placeholder project: replace it with your own";
  if (file === "services.md") return "a placeholder service: list what you offer";
  if (file === "faq.md") return "questions and answers";
  if (file === "contact.md") return "your contact address";
  if (file.endsWith("messages.yaml")) return "the site's own words: translate the commented lines";
  if (file.endsWith("site.yaml")) return "the pages' titles and descriptions in that language";
  return "the text of a page";
}

/**
 * Runs `deno task init` with `argv`; returns the exit code. Prompts only when
 * stdin is a terminal and `--yes` is not given.
 */
export async function init(
  argv: string[],
  options: { env?: Env; interactive?: boolean } = {},
): Promise<number> {
  const env = options.env ?? Deno.env;
  try {
    const args = parseCommandLine(argv, env);
    if (args.help) {
      console.log(USAGE);
      return 0;
    }
    const canAsk = !args.yes && (options.interactive ?? Deno.stdin.isTerminal());
    const problems = FIELDS.flatMap((f) => {
      const value = args.values[f.key];
      const problem = value === undefined ? undefined : f.check(value);
      return problem === undefined ? [] : [flagProblem(f, problem)];
    });
    const missing = FIELDS.filter((f) => args.values[f.key] === undefined);
    if (missing.length && !canAsk) {
      const flags = missing.map((f) => `--${f.flag}`).join(", ");
      problems.push(
        `Missing ${flags}: ${
          args.yes ? "--yes asks nothing" : "there is no terminal to ask in"
        }, so pass ${missing.length === 1 ? "it as a flag" : "them as flags"}`,
      );
    }
    if (problems.length) throw new UsageError(problems.join("\n"));

    const target = resolve(args.contentDir);
    const shown = args.contentDir.replace(/[\\/]+$/, "") || args.contentDir;
    // Asked before the prompts, so nobody types six answers to be refused.
    const state = await folderState(target, env.get("PATH"));
    if ((state === "edited" || state === "unknown") && !args.force) {
      throw new InitError(
        `${
          state === "edited"
            ? `"${shown}" holds content that differs from what git has committed for it at HEAD`
            : `"${shown}" is not empty, and git cannot tell whether it is the sample (git is missing, or the folder is not in a repository)`
        }, so it was left as it is. Run again with --force to replace it: everything in "${shown}" will be overwritten.`,
      );
    }

    const owner: Partial<Owner> = {};
    for (const field of FIELDS) {
      const given = args.values[field.key];
      const value = given !== undefined
        ? given.trim()
        : ask(field, field.key === "brand" ? owner.name : undefined);
      if (value === undefined) {
        throw new UsageError(`No answer for --${field.flag}: pass it as a flag`);
      }
      owner[field.key] = value;
    }
    const siteUrl = new URL(owner.siteUrl!).href.replace(/\/+$/, "");
    const files = minimalContent({ ...(owner as Owner), siteUrl }, {
      lang: args.lang,
      languages: args.languages,
    });
    await writeFolder(target, files, { siteUrl });

    const replaced = {
      missing: "",
      empty: ", which was empty",
      sample: ", replacing the content committed in git",
      edited: ", replacing what was there (--force)",
      unknown: ", replacing what was there (--force)",
    };
    console.log(`Wrote a minimal site for ${owner.name} to ${shown}/${replaced[state]}.\n`);
    console.log(nextSteps(shown, Object.keys(files), siteUrl));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\nRun deno task init --help for every flag.`);
      return 2;
    }
    console.error(error instanceof InitError ? error.message : `deno task init failed: ${error}`);
    return 1;
  }
}

if (import.meta.main) {
  Deno.exit(await init(Deno.args));
}
