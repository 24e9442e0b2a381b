/**
 * The files `deno task init` writes for an owner: a minimal content folder
 * that passes the check, with placeholders that say so, and a commented
 * example of every optional field taken from the schema's own metadata.
 */
// @ts-types="@types/js-yaml"
import { dump } from "js-yaml";
import type { z } from "zod";
import {
  ContactFile,
  FaqFile,
  ProfileFile,
  ProjectFile,
  ServicesFile,
  SiteFile,
} from "../lib/content/file_schemas/mod.ts";
import { primaryLanguage } from "../lib/content/messages.ts";
import { fieldRows } from "./content_docs.ts";
import type { Owner } from "./init_owner.ts";
import { messagesYaml } from "./write_messages.ts";

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
function optionalExamples(schema: z.ZodType, data: Record<string, unknown>): string {
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

/** Marks generated English text as a placeholder (`check` lists it), for a site in another language. */
type Mark = (text: string) => string;

/** Another language than English: every English sentence written in it is a placeholder. */
const markFor = (tag = "en"): Mark => primaryLanguage(tag) !== "en" ? placeholder : asIs;

/** `text` unchanged: the site is in English. */
const asIs: Mark = (text) => text;

/** `text` with every line that is not already a placeholder marked as one. */
const placeholder: Mark = (text) =>
  text.split("\n").map((line) =>
    !line.trim() || /placeholder/i.test(line) ? line : `${line} (placeholder)`
  ).join("\n");

/** site.yaml for `owner`: the same pages as the sample, `updated` today. */
function siteFile(owner: Owner, updated: string, lang: string | undefined, mark: Mark) {
  const { name, brand, role, location } = owner;
  // The same pages as the sample: routes link to /work/, /contact/, /faq/,
  // /pricing/ and /developers/ by path, so each of them must exist.
  const site = {
    name: brand,
    ...lang ? { lang } : {},
    tagline: mark(`${role} in ${location}`),
    updated,
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
  return {
    ...site,
    pages: site.pages.map((page) => ({
      ...page,
      title: mark(page.title),
      description: mark(page.description),
      nav: mark(page.nav),
    })),
  };
}

/** The text of each page in `pages/`, by path; `bio` is the profile's first sentence. */
function pageTexts(owner: Owner, bio: string): ContentFiles {
  const { name, brand } = owner;
  const [mName, mBrand, mLocation] = [name, brand, owner.location].map(markdownText);
  return {
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
 * The files of a minimal content folder for `owner`, by path relative to the
 * folder. Only the owner's own facts and plain statements about the site go
 * in; what init cannot know is a placeholder that says so, so that
 * `grep -ri placeholder content/` finds everything left to write.
 */
export function minimalContent(
  owner: Owner,
  options: { updated?: string; lang?: string; languages?: string[] } = {},
): ContentFiles {
  const { name, brand, role, location, email } = owner;
  const { lang, languages = [] } = options;
  const mark = markFor(lang);
  const site: ReturnType<typeof siteFile> & { languages?: string[] } = {
    ...siteFile(owner, options.updated ?? today(), lang, mark),
    languages,
  };
  if (!languages.length) delete site.languages;
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
          question: mark("How do I get in touch?"),
          answer: mark(`By email, at ${email}.`),
        }],
      },
      "",
      FaqFile,
    ),
    "contact.md": frontMatter({ hiring_and_freelance: email }, "", ContactFile),
    ...Object.fromEntries(
      Object.entries(pageTexts(owner, bio)).map(([file, text]) => [file, mark(text)]),
    ),
    // The site's own words: every key, commented out with its English, to translate or change.
    ...mark === asIs || !lang ? {} : { "messages.yaml": messagesYaml(lang) },
    ...Object.assign(
      {},
      ...languages.map((tag) => translationFiles(owner, bio, tag, markFor(tag))),
    ),
  };
}

/**
 * A second language's start, `content/<tag>/`: the pages' titles and texts, each English sentence
 * a placeholder unless the language is English, and its messages.yaml; what it leaves out
 * (profile, projects, services) is the primary's, and `check` names it.
 */
function translationFiles(owner: Owner, bio: string, tag: string, mark: Mark): ContentFiles {
  const { name, tagline, pages } = siteFile(owner, "", undefined, mark);
  const site = { name, tagline, pages: pages.map(({ file: _, ...words }) => words) };
  return Object.fromEntries([
    [`${tag}/site.yaml`, yaml(site)],
    ...Object.entries(pageTexts(owner, bio)).map(([file, text]) => [`${tag}/${file}`, mark(text)]),
    ...mark === asIs ? [] : [[`${tag}/messages.yaml`, messagesYaml(tag)]],
  ]);
}
