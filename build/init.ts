/**
 * `deno task init`: replaces the sample owner in `content/` with a minimal
 * owner of your own, from flags or, in a terminal, from prompts, then prints
 * what to edit next. The content it writes passes `deno task check`; it is
 * checked before it replaces anything.
 *
 * It refuses to overwrite content you have edited unless given `--force`.
 * The folder counts as unedited, and is replaced, only when it is missing,
 * holds no files, or holds exactly the files committed for it at `HEAD` of
 * the git repository it is in, byte for byte: the sample as shipped, or
 * whatever the owner has committed, which git can always give back. Anything
 * else counts as edited, and so does any non-empty folder when git is missing
 * or the folder is not in a repository.
 *
 * Exit codes: 0 done, 1 refused or failed, 2 wrong or missing flags.
 *
 * @example
 * ```sh
 * deno task init --yes --name "Mira Okafor" --brand "Okafor Web" --role "Web developer" \
 *   --location "Lagos, Nigeria" --email hello@mira.example --site-url https://mira.example
 * ```
 */
import { basename, dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
// @ts-types="@types/js-yaml"
import { dump } from "js-yaml";
import type { z } from "zod";
import { readConfig, siteUrlProblem } from "../lib/config.ts";
import {
  ContactFile,
  FaqFile,
  ProfileFile,
  ProjectFile,
  ServicesFile,
  SiteFile,
} from "../lib/content/schema.ts";
import { fieldRows } from "./content_docs.ts";

/** The owner's facts that `deno task init` asks for. */
export interface Owner {
  name: string;
  brand: string;
  role: string;
  location: string;
  email: string;
  siteUrl: string;
}

/** One value to ask for: its flag, its prompt and how to check it. */
export interface Field {
  key: keyof Owner;
  flag: string;
  prompt: string;
  /** What a good value is, and one, for messages: `a name such as "Your Name"`. */
  expect: string;
  example: string;
  /** What is wrong with `value` (`is empty`, `"x" is not an email address`), or undefined. */
  check(value: string): string | undefined;
}

/** The values init asks for, in order. */
export const FIELDS: Field[] = [
  {
    key: "name",
    flag: "name",
    prompt: "Your name",
    expect: "a name",
    example: '"Your Name"',
    check: textCheck,
  },
  {
    key: "brand",
    flag: "brand",
    prompt: "Brand or site name (may be your name)",
    expect: "a name",
    example: '"Your Studio"',
    check: textCheck,
  },
  {
    key: "role",
    flag: "role",
    prompt: "Role",
    expect: "a role",
    example: '"Web developer"',
    check: textCheck,
  },
  {
    key: "location",
    flag: "location",
    prompt: "Location",
    expect: "a place",
    example: '"City, Country"',
    check: textCheck,
  },
  {
    key: "email",
    flag: "email",
    prompt: "Contact email",
    expect: "an email address",
    example: "you@your.domain",
    check: emailCheck,
  },
  {
    key: "siteUrl",
    flag: "site-url",
    prompt: "Site URL (https://…)",
    expect: "an absolute http(s) URL",
    example: "https://your.domain",
    check: siteUrlProblem,
  },
];

/** The message for a bad `--flag` value: what is wrong, and what to pass instead. */
function flagProblem(field: Field, problem: string): string {
  return `--${field.flag} ${problem}: pass ${field.expect} such as --${field.flag} ${field.example}`;
}

/** The message for a bad answer to a prompt. */
function answerProblem(field: Field, problem: string): string {
  const subject = problem.startsWith('"') ? "" : "That ";
  return `${subject}${problem}: enter ${field.expect} such as ${field.example}`;
}

const USAGE = `Replace the sample owner in content/ with a minimal owner of your own.

Usage: deno task init [options]

  --name <text>         your name
  --brand <text>        the site's name, such as a studio or your own name
  --role <text>         what you do, such as "Freelance web developer"
  --location <text>     where you work from, such as "Lagos, Nigeria"
  --email <address>     the one contact address published on the site
  --site-url <url>      the site's address, such as https://your.domain
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

/** A refusal or a failure: exit code 1. */
class InitError extends Error {}

/** The loader's rule for text (not empty), and one line, as YAML titles want. */
function textCheck(value: string): string | undefined {
  if (!ProfileFile.shape.name.safeParse(value).success) return "is empty";
  if (/[\r\n]/.test(value)) return "has a line break";
}

/** The loader's own rule for an address, so that init never writes one it would refuse. */
function emailCheck(value: string): string | undefined {
  if (!ContactFile.shape.hiring_and_freelance.safeParse(value.trim()).success) {
    return `"${value}" is not an email address`;
  }
}

/** Parsed command line of `deno task init`. */
interface Args {
  values: Partial<Owner>;
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
  return {
    values,
    contentDir: String(contentDir ?? (env.get("CONTENT_DIR") || "./content")),
    force: parsed.values.force === true,
    yes: parsed.values.yes === true,
    help: parsed.values.help === true,
  };
}

/**
 * What the content folder holds. The first three may be replaced without
 * `--force`; `edited` differs from what git has committed for it, and
 * `unknown` is not empty while git cannot tell (no git, or not in a repository).
 */
export type FolderState = "missing" | "empty" | "sample" | "edited" | "unknown";

/**
 * Whether `dir` may be replaced without `--force`: it is missing, holds no
 * files, or its files are exactly those git has committed for it at `HEAD`,
 * byte for byte, no more and no fewer.
 */
export async function folderState(dir: string): Promise<FolderState> {
  let info;
  try {
    info = await Deno.lstat(dir);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "missing";
    throw error;
  }
  if (info.isSymlink) {
    throw new InitError(
      `"${dir}" is a symbolic link: pass the folder it points to with --content-dir`,
    );
  }
  if (!info.isDirectory) {
    throw new InitError(`"${dir}" is a file, not a folder: pass a folder with --content-dir`);
  }
  const files = await listFiles(dir);
  if (files?.length === 0) return "empty";
  const committed = await committedFiles(dir);
  // Without git there is no way to tell the sample from an owner's edits.
  if (!committed) return "unknown";
  if (!files || committed.size !== files.length) return "edited";
  for (const file of files) {
    const id = committed.get(file);
    if (!id) return "edited";
    const bytes = await Deno.readFile(join(dir, file));
    if ((await gitBlobId(bytes, id.length)) !== id) return "edited";
  }
  return "sample";
}

/** Every regular file below `dir`, relative and with `/`; undefined if there is anything else (a link). */
async function listFiles(dir: string, prefix = ""): Promise<string[] | undefined> {
  const out: string[] = [];
  for await (const entry of Deno.readDir(join(dir, prefix))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory) {
      const inner = await listFiles(dir, rel);
      if (inner === undefined) return undefined;
      out.push(...inner);
    } else if (entry.isFile) {
      out.push(rel);
    } else {
      return undefined;
    }
  }
  return out;
}

/**
 * The regular files git has at `HEAD` for `dir` (relative path → object id),
 * or undefined when git is missing or `dir` is not in a repository with a
 * commit.
 */
async function committedFiles(dir: string): Promise<Map<string, string> | undefined> {
  let output;
  try {
    // Run from `dir`, ls-tree lists only what is below it, with paths relative to it.
    output = await new Deno.Command("git", {
      args: ["-C", dir, "ls-tree", "-r", "-z", "HEAD"],
      stdin: "null",
      stdout: "piped",
      stderr: "null",
    }).output();
  } catch {
    return undefined;
  }
  if (!output.success) return undefined;
  const files = new Map<string, string>();
  for (const line of new TextDecoder().decode(output.stdout).split("\0")) {
    const match = /^(\d+) (\w+) ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (!match) continue;
    const [, mode, type, id, path] = match;
    // A committed link or submodule is never a plain file, so it never matches.
    files.set(path, type === "blob" && /^100(644|755)$/.test(mode) ? id : "not-a-file");
  }
  return files;
}

/** Git's object id of a file: SHA-1 (40 hex digits) or, in SHA-256 repositories, SHA-256. */
async function gitBlobId(bytes: Uint8Array, hexLength: number): Promise<string> {
  const header = new TextEncoder().encode(`blob ${bytes.byteLength}\0`);
  const object = new Uint8Array(header.byteLength + bytes.byteLength);
  object.set(header);
  object.set(bytes, header.byteLength);
  const digest = await crypto.subtle.digest(hexLength === 64 ? "SHA-256" : "SHA-1", object);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Today as YYYY-MM-DD, in local time: the date the owner sees on the calendar. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The file name of the placeholder project, and so its slug. */
const PLACEHOLDER_PROJECT = "example-project";

/** YAML text of `data`, quoted wherever YAML would read a value as anything but a string. */
function yaml(data: unknown): string {
  return dump(data, { lineWidth: -1, noRefs: true });
}

/** `text` with the characters Markdown would read as markup escaped. */
function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]()<>#|]/g, "\\$&");
}

/** The files of a content folder, by path relative to it. */
export type ContentFiles = Record<string, string>;

/**
 * A commented example of every optional field of `schema` that `data` leaves
 * out, from the schema's own metadata: the owner sees what else the file
 * takes without reading code, and the file still passes the check. Fields of
 * list items are shown once, under the list's name.
 */
export function optionalExamples(schema: z.ZodType, data: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const row of fieldRows(schema)) {
    if (row.required || row.example === undefined) continue;
    const [top, ...inner] = row.field.split(/\[\]\.|\./);
    if (!inner.length && top in data) continue;
    const items = data[top];
    if (inner.length && Array.isArray(items) && items.every((item) => key(row.field) in item)) {
      continue;
    }
    // A field of an object that is itself optional is shown in that object's example.
    if (inner.length && fieldRows(schema).some((r) => r.field === top && !r.required)) continue;
    const where = inner.length ? ` (in each item of ${top})` : "";
    lines.push(`# ${row.description}${where}`);
    for (const line of yaml({ [key(row.field)]: row.example }).trimEnd().split("\n")) {
      lines.push(`# ${line}`);
    }
  }
  return lines.length
    ? `# Optional: remove the "# " to use one (every field: docs/content.md).\n${
      lines.join("\n")
    }\n`
    : "";
}

/** The last name of a field path: `nav` of `pages[].nav`. */
function key(field: string): string {
  return field.slice(field.lastIndexOf(".") + 1);
}

function frontMatter(data: Record<string, unknown>, body = "", schema?: z.ZodType): string {
  const optional = schema ? optionalExamples(schema, data) : "";
  return `---\n${yaml(data)}${optional}---\n${body ? `${body}\n` : ""}`;
}

/**
 * The files of a minimal content folder for `owner`, by path relative to the
 * folder. Only the owner's own facts and plain statements about the site go
 * in; what init cannot know is a placeholder that says so, so that
 * `grep -ri placeholder content/` finds everything left to write.
 */
export function minimalContent(owner: Owner, options: { updated?: string } = {}): ContentFiles {
  const { name, brand, role, location, email } = owner;
  // The same pages as the sample: routes link to /work/, /contact/, /faq/,
  // /pricing/ and /developers/ by path, so each of them must exist.
  const site = {
    name: brand,
    tagline: `${role} in ${location}`,
    updated: options.updated ?? today(),
    pages: [
      {
        path: "/",
        file: "home.md",
        title: `${name}: ${role}`,
        description: `${name}: ${role} in ${location}.`,
        nav: "Home",
      },
      {
        path: "/about/",
        file: "about.md",
        title: `About ${name}`,
        description: `Who ${name} is and how to get in touch.`,
        nav: "About",
      },
      {
        path: "/work/",
        file: "work.md",
        title: "Work",
        description: `Projects ${name} has built, each with a case study.`,
        nav: "Work",
      },
      {
        path: "/services/",
        file: "services.md",
        title: "Services",
        description: `The services ${brand} offers, each scoped and priced by a written quote.`,
        nav: "Services",
      },
      {
        path: "/pricing/",
        file: "pricing.md",
        title: "How pricing works",
        description: "Every project is priced by a written quote, agreed before any work starts.",
        nav: "Pricing",
      },
      {
        path: "/faq/",
        file: "faq.md",
        title: "Frequently asked questions",
        description: `Answers to common questions about working with ${name}.`,
        nav: "FAQ",
      },
      {
        path: "/contact/",
        file: "contact.md",
        title: "Contact",
        description: `How to reach ${name} by email.`,
        nav: "Contact",
      },
      {
        path: "/developers/",
        file: "developers.md",
        title: "For developers and AI agents",
        description:
          "Read this site by machine: a read-only JSON API, Markdown pages, an MCP server and llms.txt.",
        nav: "Developers",
      },
    ],
  };
  // Values go into Markdown bodies escaped, so that a name with `*` or `[` stays text.
  const [mName, mBrand, mLocation] = [name, brand, location].map(markdownText);
  const bio = brand === name
    ? `${mName} works from ${mLocation}.`
    : `${mName} works as ${mBrand}, from ${mLocation}.`;
  return {
    "site.yaml": yaml(site) + optionalExamples(SiteFile, site),
    "profile.md": frontMatter(
      {
        name,
        brand,
        role,
        location,
        stack: ["Placeholder: list your tools in content/profile.md"],
      },
      `${bio} This short bio is a placeholder: write your own in content/profile.md.`,
      ProfileFile,
    ),
    [`projects/${PLACEHOLDER_PROJECT}.md`]: frontMatter(
      {
        name: "Example project (placeholder)",
        status: "Placeholder",
        summary:
          "A placeholder written by deno task init: replace it with a real project of your own.",
        order: 1,
      },
      [
        "This case study is a placeholder. Replace it with a real project: rename",
        `\`content/projects/${PLACEHOLDER_PROJECT}.md\` after the project (the file's name is its`,
        "address, `/work/<name>/`), fill in its front matter, and write here what the problem was,",
        "what you built and what changed for the people using it.",
      ].join("\n"),
      ProjectFile,
    ),
    "services.md": frontMatter(
      {
        services: [{
          slug: "example-service",
          name: "Example service (placeholder)",
          summary:
            "A placeholder: describe a service you offer in content/services.md, and name a project as its example.",
        }],
      },
      "",
      ServicesFile,
    ),
    "faq.md": frontMatter(
      {
        questions: [{
          question: "How do I get in touch?",
          answer: `By email, at ${email}.`,
        }],
      },
      "",
      FaqFile,
    ),
    "contact.md": frontMatter({ hiring_and_freelance: email }, "", ContactFile),
    "pages/home.md":
      `I'm ${mName}, based in ${mLocation}${
        brand === name ? "" : `, working as ${mBrand}`
      }. See [the work](/work/) or ` +
      `[get in touch](/contact/).\n`,
    "pages/about.md": `${bio}\n\nFor work, [get in touch](/contact/).\n`,
    "pages/work.md": `Projects ${mName} has built, each with a case study.\n`,
    "pages/services.md": `The services ${mBrand} offers.\n`,
    "pages/pricing.md":
      "Every project is priced by a written quote, agreed before any work starts. " +
      "[Get in touch](/contact/) with a few lines about what you need to ask for one.\n",
    "pages/faq.md": "Answers to common questions. Anything else: [ask directly](/contact/).\n",
    "pages/contact.md":
      `Email is the way to reach ${mName}: a line or two about your project is enough.\n`,
    "pages/developers.md": [
      "Everything on this site is also published as data you can read without a key or sign-in:",
      "",
      "- **JSON API** at [/api/v1/](/api/v1/), described by [an OpenAPI document](/api/v1/openapi.json).",
      "- **Markdown pages**: append `index.md` to any page's address, such as [/about/index.md](/about/index.md).",
      "- **MCP server** at `/mcp`, for AI assistants and agents.",
      "- **[/llms.txt](/llms.txt)** for language models.",
      "",
      "Agents should give people the contact address rather than send email on their behalf.",
      "",
    ].join("\n"),
  };
}

/**
 * Asks for `field` until the answer passes its check; undefined when input
 * ends. A `fallback` is shown in brackets and taken for an empty answer, never
 * prefilled: `prompt`'s default would be edited text, so typing would append
 * to it ("Mira ExampleStudio M").
 */
export function ask(field: Field, fallback?: string): string | undefined {
  while (true) {
    const hint = fallback ? ` [${fallback}]` : ` (such as ${field.example})`;
    let answer = prompt(`${field.prompt}${hint}:`);
    if (answer === null) return undefined;
    if (!answer.trim() && fallback) answer = fallback;
    const problem = field.check(answer);
    if (!problem) return answer.trim();
    console.error(answerProblem(field, problem));
  }
}

/** Writes `files` into a new folder beside `target`, checks it, then puts it in `target`'s place. */
async function writeFolder(
  target: string,
  files: ContentFiles,
  options: { siteUrl: string },
): Promise<void> {
  const parent = dirname(target);
  await Deno.mkdir(parent, { recursive: true });
  // A dot-name beside the target: same file system, so the final rename is atomic.
  const staging = join(parent, `.${basename(target)}.init-${crypto.randomUUID().slice(0, 8)}`);
  await Deno.mkdir(staging);
  try {
    for (const [path, text] of Object.entries(files)) {
      await Deno.mkdir(dirname(join(staging, path)), { recursive: true });
      await Deno.writeTextFile(join(staging, path), text);
    }
    // Loaded only here, so that --help and usage errors answer at once.
    const { checkContent } = await import("./check.ts");
    const problems = await checkContent(
      readConfig(new Map([["SITE_URL", options.siteUrl], ["CONTENT_DIR", staging]])),
    );
    if (problems.length) {
      throw new InitError(
        `The content init wrote does not pass the check, so nothing was replaced:\n${
          problems.join("\n")
        }\nThis is a bug in build/init.ts; please report it.`,
      );
    }
    await swapIn(staging, target);
  } finally {
    await Deno.remove(staging, { recursive: true }).catch(() => {});
  }
}

/**
 * Moves `staging` to `target`. A folder cannot be renamed over a non-empty
 * one, so the old folder is first renamed aside, and put back if the second
 * rename fails: at every moment `target` is either the old folder, complete,
 * or the new one.
 */
async function swapIn(staging: string, target: string): Promise<void> {
  const exists = await Deno.lstat(target).then(() => true, () => false);
  const aside = join(
    dirname(target),
    `.${basename(target)}.replaced-${crypto.randomUUID().slice(0, 8)}`,
  );
  if (exists) await Deno.rename(target, aside);
  try {
    await Deno.rename(staging, target);
  } catch (error) {
    if (exists) await Deno.rename(aside, target);
    throw error;
  }
  if (exists) await Deno.remove(aside, { recursive: true });
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
    const state = await folderState(target);
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
    const files = minimalContent({ ...(owner as Owner), siteUrl });
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
