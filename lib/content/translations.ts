/**
 * A site in more than one language: for each tag in `site.yaml`'s
 * `languages`, `content/<lang>/` mirrors the primary files, each holding what
 * `TRANSLATED` says it may, with its own `messages.yaml`. Each file and field
 * is optional: what is not translated is the primary language's, and is
 * listed field by field (`Translation.untranslated`) so `deno task check` can
 * name every fallback.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadContent } from "./load.ts";
 * import { ContentReader } from "./reader.ts";
 * const dir = "tests/fixtures/german";
 * const snapshot = { dir, paths: new Map(), newest: 0 };
 * const reader = await ContentReader.open(dir, { text: 1 << 20, image: 25 << 20 }, snapshot);
 * const [english] = await readTranslations(reader, await loadContent(dir));
 * assert.equal(english.lang, "en");
 * assert.ok(english.untranslated.includes("en/projects/werkstatt-lager.md: status"));
 * assert.deepEqual(Object.keys(TRANSLATED["contact.md"].shape), ["support_label", "note"]);
 * assert.deepEqual(reader.problems, []);
 * ```
 */
import { z } from "zod";
import { parseFrontMatter } from "./front_matter.ts";
import { MessagesFile } from "./messages.ts";
import type { RawContent, Translation } from "./model.ts";
import type { ContentReader } from "./reader.ts";
import * as schemas from "./file_schemas/mod.ts";

const { SiteFile, ProfileFile, ServicesFile, ContactFile } = schemas;

/**
 * What each file of `content/<lang>/` may hold (docs/i18n.md's table is written from it): the
 * owner's words, never the facts that are one in every language (dates, addresses, slugs,
 * `taking_work`, a service's `example` and `action`); lists by slug or path carry it.
 */
export const TRANSLATED = {
  "site.yaml": SiteFile.pick({ name: true, tagline: true, mark: true, locale: true }).partial()
    .extend({
      pages: z.array(
        SiteFile.shape.pages.element.omit({ file: true }).partial().required({
          path: true,
        }),
      ).optional(),
    }),
  "profile.md": ProfileFile.omit({ taking_work: true }).partial().extend({
    cv_variants: z.array(
      ProfileFile.shape.cv_variants.unwrap().element
        .pick({ slug: true, title: true, role: true, summary: true }).partial()
        .required({ slug: true }),
    ).optional(),
  }),
  "services.md": ServicesFile.pick({ anchors: true }).extend({
    services: z.array(
      ServicesFile.shape.services.element.omit({ example: true, action: true }).partial()
        .required({ slug: true }),
    ).optional(),
  }),
  "contact.md": ContactFile.pick({ support_label: true, note: true }),
  "faq.md": schemas.FaqFile,
  "testimonials.md": schemas.TestimonialsFile,
  "projects/<slug>.md": schemas.ProjectFile.partial(),
  "articles/<slug>.md": schemas.ArticleFile.omit({ language: true }).partial(),
};

/** The files a language's folder holds at its top, as the primary folder does. */
export const FILES = [
  ...Object.keys(TRANSLATED).filter((name) => !name.includes("/")),
  "messages.yaml",
];

/**
 * Every language of `primary.site.languages`, read from its folder over the
 * primary content. Problems go to `reader` (each naming its file), as the
 * primary files' do.
 */
export async function readTranslations(
  reader: ContentReader,
  primary: RawContent,
): Promise<Translation[]> {
  const out: Translation[] = [];
  const own = (primary.site.lang ?? "en").toLowerCase();
  const languages = primary.site.languages ?? [];
  for (const [i, lang] of languages.entries()) {
    const field = `languages[${i}]`;
    const again = lang === own
      ? "which is the primary language (lang)"
      : languages.indexOf(lang) < i
      ? "twice"
      : "";
    const clash = primary.pages.find((p) => p.path.startsWith(`/${lang}/`));
    if (again) {
      reader.problem("site.yaml", `lists "${lang}" ${again}: list each other language once`, field);
    } else if (clash) {
      reader.problem(
        "site.yaml",
        `lists "${lang}", whose pages are served at /${lang}/, where the page "${clash.path}" is: rename the page or drop the language`,
        field,
      );
    } else if (!await reader.exists(lang)) {
      reader.problem(
        lang,
        `is missing: site.yaml lists the language "${lang}", whose translations go in content/${lang}/ (create it, or drop "${lang}" from languages)`,
      );
    } else out.push(await readTranslation(reader, lang, primary));
  }
  return out;
}

/** True when `value` holds words: not only numbers, flags, dates, paths, addresses or pictures' files. */
function wordy(value: unknown): boolean {
  if (typeof value === "string") return !/^(\/|https?:|images\/|\S+@\S+$|[\d-]+$)/.test(value);
  return typeof value === "object" && value !== null && Object.values(value).some(wordy);
}

/**
 * One language's folder being read: `at(name)` is `name`'s path in it (`en/profile.md`);
 * `optional` reads it when it exists, else notes it as untranslated; `over` puts the fields
 * `own` gives over `primary`'s and notes each of `keys` with words that it leaves out
 * (`en/profile.md: stack`), so they fall back: nothing when `own` is not there at all.
 */
interface Folder {
  reader: ContentReader;
  at(name: string): string;
  optional<T>(name: string, read: (path: string) => Promise<T | undefined>): Promise<T | undefined>;
  over<T extends object>(primary: T, own: object | undefined, where: string, keys: string[]): T;
}

/** A problem for each of `names` (the `field`s of `file`) that `known` does not have. */
function unknown(
  { reader, at }: Folder,
  file: string,
  names: (string | undefined)[] | undefined,
  [what, field, known]: [string, string, string[]],
) {
  names?.forEach((name, i) => {
    if (name === undefined || known.includes(name)) return;
    const message = `names ${what} "${name}", which content/${file} does not have: use one of ${
      known.join(", ")
    }`;
    reader.problem(at(file), message, `${field}[${i}].${field === "pages" ? "path" : "slug"}`);
  });
}

/** What a page's entry in site.yaml says in words. */
const PAGE_WORDS = ["title", "description", "nav"];

/** The primary pages with the titles of the folder's site.yaml and the bodies of its pages/. */
async function translatedPages(
  folder: Folder,
  primary: RawContent,
  site: z.infer<typeof TRANSLATED["site.yaml"]> | undefined,
): Promise<RawContent["pages"]> {
  const { reader, at, optional, over } = folder;
  const paths = primary.pages.map((page) => page.path);
  unknown(folder, "site.yaml", site?.pages?.map((p) => p.path), ["the page", "pages", paths]);
  const pages = [];
  for (const page of primary.pages) {
    const { nav, ...words } = site?.pages?.find((p) => p.path === page.path) ?? {};
    const parsed = await optional(page.file, (path) => reader.parse(path, parseFrontMatter));
    const own = { ...words, ...page.nav && nav ? { nav } : {} }; // no page joins the menu
    pages.push({
      ...site ? over(page, own, `site.yaml: pages[${page.path}].`, PAGE_WORDS) : page,
      body: parsed?.body || page.body,
      file: at(page.file),
    });
  }
  for (const name of await reader.listMarkdown(at("pages"), { optional: true })) {
    if (!primary.pages.some((p) => p.file === `pages/${name}`)) {
      reader.problem(
        at(`pages/${name}`),
        `translates no page: content/pages/${name} does not exist, so rename it after a file there or delete it`,
      );
    }
  }
  return pages;
}

/**
 * The primary projects or articles (`folder`), each over its translation in the language's
 * folder: every field optional, the text the primary's when it has none; one with no
 * translation at all also gets `untouched` (an article keeps the primary's language).
 */
async function translatedEntries<E extends { slug: string; body: string }>(
  { reader, at, optional, over }: Folder,
  folder: "projects" | "articles",
  primary: E[],
  untouched: (entry: E) => Partial<E> = () => ({}),
): Promise<E[]> {
  const files = await reader.listMarkdown(at(folder), { optional: true });
  for (const name of files) {
    if (!primary.some((p) => `${p.slug}.md` === name)) {
      reader.problem(
        at(`${folder}/${name}`),
        `translates no ${
          folder.slice(0, -1)
        }: content/${folder}/${name} does not exist, so rename it after one there or delete it`,
      );
    }
  }
  const schema = TRANSLATED[`${folder}/<slug>.md`];
  const entries = [];
  for (const entry of primary) {
    const file = `${folder}/${entry.slug}.md`;
    const own = await optional(file, (path) => reader.markdown(path, schema));
    const keys = [...Object.keys(schema.shape), "body"];
    entries.push(own ? over(entry, own, `${file}: `, keys) : { ...entry, ...untouched(entry) });
  }
  return entries;
}

/**
 * profile.md's CVs in the folder's language: each one's words from the
 * translation by slug; its skills and jobs, named as the primary profile names
 * them, the translation's at the same places.
 */
function translatedCvs(
  folder: Folder,
  own: RawContent["profile"],
  profile: z.infer<typeof TRANSLATED["profile.md"]> | undefined,
): RawContent["profile"]["cv_variants"] {
  const slugs = own.cv_variants?.map((v) => v.slug) ?? [];
  const named = profile?.cv_variants?.map((v) => v.slug);
  unknown(folder, "profile.md", named, ["the CV", "cv_variants", slugs]);
  const stack = profile?.stack ?? own.stack, jobs = profile?.experience ?? own.experience;
  return own.cv_variants?.map((variant) => ({
    ...folder.over(
      variant,
      profile && (profile.cv_variants?.find((words) => words.slug === variant.slug) ?? {}),
      `profile.md: cv_variants[${variant.slug}].`,
      ["title", "role", "summary"],
    ),
    skills: variant.skills?.map((skill) => stack[own.stack.indexOf(skill)] ?? skill),
    experience: variant.experience?.map((name) =>
      jobs?.[own.experience!.findIndex((job) => job.organisation === name)]?.organisation ?? name
    ),
  }));
}

/** The fields of `name`'s schema in TRANSLATED (of its list's items, for `services`). */
function keysOf(name: "profile.md" | "contact.md" | "services"): string[] {
  const schema = name === "services"
    ? TRANSLATED["services.md"].shape.services.unwrap().element
    : TRANSLATED[name];
  return Object.keys(schema.shape);
}

/** One language's folder over `primary`, and what it leaves untranslated. */
async function readTranslation(
  reader: ContentReader,
  lang: string,
  primary: RawContent,
): Promise<Translation> {
  const untranslated: string[] = [];
  const at = (name: string) => `${lang}/${name}`;
  const folder: Folder = {
    reader,
    at,
    async optional(name, read) {
      if (await reader.exists(at(name))) return await read(at(name));
      untranslated.push(at(name));
    },
    over(primary, own, where, keys) {
      const given = Object.entries(own ?? {}).filter(([, value]) => value !== undefined);
      const words = primary as Record<string, unknown>;
      const left = keys.filter((key) =>
        own && !given.some(([k]) => k === key) && wordy(words[key])
      );
      untranslated.push(...left.map((key) => at(where + key)));
      return { ...primary, ...Object.fromEntries(given) };
    },
  };
  const { over } = folder;
  /** A Markdown file of the folder, when it exists; text after its front matter only with `body`. */
  const markdown = <S extends z.ZodType>(name: string, schema: S, { body = false } = {}) =>
    folder.optional(name, (path) => reader.markdown(path, schema, { body }));
  await reader.strays(FILES, lang);

  const site = await folder.optional(
    "site.yaml",
    (path) => reader.yaml(path, TRANSLATED["site.yaml"]),
  );
  const pages = await translatedPages(folder, primary, site);
  const profile = await markdown("profile.md", TRANSLATED["profile.md"], { body: true });
  const projects = await translatedEntries(folder, "projects", primary.projects);
  const articles = await translatedEntries(
    folder,
    "articles",
    primary.articles,
    (article) => ({ language: article.language ?? primary.site.lang ?? "en" }),
  );
  const services = await markdown("services.md", TRANSLATED["services.md"]);
  const slugs = primary.services.map((s) => s.slug);
  unknown(folder, "services.md", services?.services?.map((s) => s.slug), [
    "the service",
    "services",
    slugs,
  ]);
  const contact = keysOf("contact.md").some((key) => key in primary.contact)
    ? await markdown("contact.md", TRANSLATED["contact.md"])
    : undefined;
  const faq = await markdown("faq.md", TRANSLATED["faq.md"]);
  const praise = primary.testimonials.length
    ? await markdown("testimonials.md", TRANSLATED["testimonials.md"])
    : undefined;
  const messages = await reader.exists(at("messages.yaml"))
    ? await reader.yaml(at("messages.yaml"), MessagesFile)
    : undefined;

  const { pages: _, locale, ...name } = site ?? {};
  const { body: bio, cv_variants: _cvs, ...words } = profile ?? {};
  const content: RawContent = {
    ...primary,
    ...over(
      { anchors: primary.anchors },
      services && { anchors: services.anchors },
      "services.md: ",
      [
        "anchors",
      ],
    ),
    site: {
      ...over(primary.site, site && name, "site.yaml: ", ["name", "tagline", "mark"]),
      lang,
      locale,
      languages: undefined,
    },
    pages,
    profile: {
      ...over(primary.profile, profile && { ...words, bio: bio || undefined }, "profile.md: ", [
        ...keysOf("profile.md").filter((key) => key !== "cv_variants"),
        "bio",
      ]),
      cv_variants: translatedCvs(folder, primary.profile, profile),
    },
    projects,
    articles,
    services: primary.services.map((s) =>
      over(
        s,
        services && (services.services?.find((t) => t.slug === s.slug) ?? {}),
        `services.md: services[${s.slug}].`,
        keysOf("services"),
      )
    ),
    contact: over(
      primary.contact,
      contact && { ...contact, body: undefined },
      "contact.md: ",
      keysOf("contact.md"),
    ),
    faq: faq?.questions ?? primary.faq,
    testimonials: praise?.testimonials ?? primary.testimonials,
    messages: messages ?? {},
    translations: undefined,
  };
  return { lang, content, untranslated };
}
