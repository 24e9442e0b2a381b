/**
 * A site in more than one language: for each tag of `site.yaml`'s `languages`, `content/<lang>/`
 * mirrors the primary files, each holding what `TRANSLATED` says, with its own `messages.yaml`.
 * Every file and field is optional: what is not translated is the primary language's, listed
 * field by field (`Translation.untranslated`) so `deno task check` names every fallback.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadContent } from "./load.ts"; // which reads every language by readTranslations
 * const [english] = (await loadContent("tests/fixtures/german")).translations!;
 * assert.ok(english.untranslated.includes("en/projects/werkstatt-lager.md: status"));
 * assert.deepEqual(Object.keys(TRANSLATED["contact.md"].shape), ["support_label", "note"]);
 * ```
 */
import { z } from "zod";
import { parseFrontMatter } from "./front_matter.ts";
import { MessagesFile } from "./catalogue_file.ts";
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
        SiteFile.shape.pages.element.omit({ file: true }).partial().required({ path: true }),
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
  "projects/<slug>.md": schemas.ProjectFile.omit({ stage: true, language: true }).partial(),
  "articles/<slug>.md": schemas.ArticleFile.omit({ language: true }).partial(),
};

/** The files a language's folder holds at its top, as the primary folder does. */
export const FILES = [...Object.keys(TRANSLATED).filter((f) => !f.includes("/")), "messages.yaml"];

/** Every language of `primary.site.languages`, read from its folder over the primary content. */
export async function readTranslations(
  reader: ContentReader,
  primary: RawContent,
): Promise<Translation[]> {
  const out: Translation[] = [];
  const own = (primary.site.lang ?? "en").toLowerCase();
  const languages = primary.site.languages ?? [];
  for (const [i, lang] of languages.entries()) {
    const clash = primary.pages.find((p) => p.path.startsWith(`/${lang}/`))?.path;
    const wrong = lang === own
      ? `lists "${lang}" which is the primary language (lang): list each other language once`
      : languages.indexOf(lang) < i
      ? `lists "${lang}" twice: list each other language once`
      : clash &&
        `lists "${lang}", whose pages are served at /${lang}/, where the page "${clash}" is: rename the page or drop the language`;
    const missing =
      `is missing: site.yaml lists the language "${lang}", whose translations go in content/${lang}/ (create it, or drop "${lang}" from languages)`;
    if (wrong) reader.problem("site.yaml", wrong, `languages[${i}]`);
    else if (!await reader.exists(lang)) reader.problem(lang, missing);
    else out.push(await readTranslation(reader, lang, primary));
  }
  return out;
}

/** True when `value` holds words: not only numbers, flags, dates, paths, addresses or pictures' files. */
function wordy(value: unknown): boolean {
  if (typeof value === "string") return !/^(\/|https?:|images\/|\S+@\S+$|[\d-]+$)/.test(value);
  return typeof value === "object" && value !== null && Object.values(value).some(wordy);
}

/** The field names of `schema` (a `TRANSLATED` entry or a part of one). */
const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/** One language's folder being read (`translationFolder`). */
type Folder = ReturnType<typeof translationFolder>["folder"];

/**
 * The list `field` of `file` (pages by path, services and CVs by slug): each of `primary`'s
 * items over the item of `own` with its `id`, a problem for each of `own`'s that names none.
 */
function byId<T extends Record<string, unknown>>(
  { reader, at, over }: Folder,
  [file, field, id]: [string, string, "path" | "slug"],
  primary: T[],
  own: Record<string, unknown>[] | undefined,
  keys: string[],
): T[] {
  const known = primary.map((item) => item[id]), ids = known.join(", ");
  own?.forEach((item, i) => {
    const where = `content/${file} does not have under ${field}`;
    const message = `names "${item[id]}", which ${where}: use one of ${ids}`;
    if (!known.includes(item[id])) reader.problem(at(file), message, `${field}[${i}].${id}`);
  });
  return primary.map((item) => {
    const words = own && (own.find((o) => o[id] === item[id]) ?? {});
    return over(item, words, `${file}: ${field}[${item[id]}].`, keys);
  });
}

/** The `.md` files of `dir` in the folder; a problem for each that translates none of `known`. */
async function translating({ reader, at }: Folder, dir: string, known: string[]) {
  const files = await reader.listMarkdown(at(dir), { optional: true });
  const kind = dir.slice(0, -1), fix = "so rename it after a file there or delete it";
  for (const name of files.filter((name) => !known.includes(name))) {
    const message = `translates no ${kind}: content/${dir}/${name} does not exist, ${fix}`;
    reader.problem(at(`${dir}/${name}`), message);
  }
}

/** The primary pages with the words of the folder's site.yaml and the bodies of its pages/. */
async function translatedPages(
  folder: Folder,
  primary: RawContent,
  site: z.infer<typeof TRANSLATED["site.yaml"]> | undefined,
): Promise<RawContent["pages"]> {
  await translating(folder, "pages", primary.pages.map((page) => page.file.slice(6)));
  // A translation's nav only for a page in the menu: no page joins it.
  const menu = (path: string) => primary.pages.find((page) => page.path === path)?.nav;
  const own = site && (site.pages ?? []).map((p) => ({ ...p, nav: menu(p.path) && p.nav }));
  const keys = ["title", "description", "nav"];
  const pages = byId(folder, ["site.yaml", "pages", "path"], primary.pages, own, keys);
  const parse = (path: string) => folder.reader.parse(path, parseFrontMatter);
  for (const page of pages) {
    const text = await folder.optional(page.file, parse);
    Object.assign(page, { body: text?.body || page.body, file: folder.at(page.file) });
  }
  return pages;
}

/**
 * The primary projects or articles (`dir`), each over its translation (every field optional);
 * an article with no translation at all keeps its language (`language`, by default the primary's).
 */
async function translatedEntries<E extends { slug: string; body: string; language?: string }>(
  folder: Folder,
  dir: "projects" | "articles",
  primary: E[],
  language?: string,
): Promise<E[]> {
  await translating(folder, dir, primary.map((entry) => `${entry.slug}.md`));
  const schema = TRANSLATED[`${dir}/<slug>.md`];
  const entries = [];
  for (const entry of primary) {
    const file = `${dir}/${entry.slug}.md`;
    const own = await folder.optional(file, (path) => folder.reader.markdown(path, schema));
    const keys = [...keysOf(schema), "body"];
    const kept = { ...entry, ...language && { language: entry.language ?? language } };
    if (!own) folder.over(entry, undefined, "", keys);
    entries.push(own ? folder.over(entry, own, `${file}: `, keys) : kept);
  }
  return entries;
}

/**
 * profile.md in the folder's language: its fields and bio over the primary's; each CV's words by
 * slug, its skills and jobs (named as the primary names them) the translation's at their places.
 */
function translatedProfile(
  folder: Folder,
  own: RawContent["profile"],
  profile: z.infer<typeof TRANSLATED["profile.md"]> & { body: string } | undefined,
): RawContent["profile"] {
  const { body, cv_variants: ownCvs, ...words } = profile ?? {};
  const keys = [...keysOf(TRANSLATED["profile.md"]).filter((key) => key !== "cv_variants"), "bio"];
  const stack = profile?.stack ?? own.stack, jobs = profile?.experience ?? own.experience;
  const orgs = own.experience?.map((job) => job.organisation) ?? [];
  const cvs = own.cv_variants && byId(
    folder,
    ["profile.md", "cv_variants", "slug"],
    own.cv_variants,
    profile && (ownCvs ?? []),
    ["title", "role", "summary"],
  );
  return {
    ...folder.over(own, profile && { ...words, bio: body || undefined }, "profile.md: ", keys),
    cv_variants: cvs?.map((variant) => ({
      ...variant,
      skills: variant.skills?.map((skill) => stack[own.stack.indexOf(skill)] ?? skill),
      experience: variant.experience?.map((org) => jobs?.[orgs.indexOf(org)]?.organisation ?? org),
    })),
  };
}

/**
 * The reader of one language's folder: what it leaves untranslated, and each text the pages show in
 * another language than the folder's (`fallbacks`: a field the folder leaves out, marked `lang`).
 */
function translationFolder(reader: ContentReader, lang: string, primaryLang: string) {
  const untranslated: string[] = [];
  const at = (name: string) => `${lang}/${name}`;
  const fallbacks: Record<string, string> = Object.create(null);
  const fellBack = (value: unknown, language = primaryLang): unknown =>
    typeof value === "string"
      ? wordy(value) && (fallbacks[value] ??= language)
      : typeof value === "object" && value !== null &&
        Object.values(value).forEach((v) => fellBack(v, language));
  /**
   * `at(name)` is `name`'s path in the folder; `optional` reads it if it exists, else notes it
   * untranslated; `over` puts `own`'s fields over `primary`'s, noting each of `keys` with words it
   * leaves out (`en/profile.md: stack`), none when `own` is absent.
   */
  const folder = {
    reader,
    at,
    async optional<T>(name: string, read: (path: string) => Promise<T | undefined>) {
      if (await reader.exists(at(name))) return await read(at(name));
      untranslated.push(at(name));
    },
    over<T extends object>(primary: T, own: object | undefined, where: string, keys: string[]): T {
      const given = Object.fromEntries(Object.entries(own ?? {}).filter((e) => e[1] !== undefined));
      const words = primary as Record<string, unknown>;
      const left = keys.filter((key) => !(key in given) && wordy(words[key]));
      if (own) untranslated.push(...left.map((key) => at(where + key)));
      for (const key of left) fellBack(words[key], words.language as string | undefined);
      return { ...primary, ...given };
    },
  };
  return { folder, untranslated, fallbacks, fellBack };
}

/** One language's folder over `primary`, and what it leaves untranslated. */
async function readTranslation(
  reader: ContentReader,
  lang: string,
  primary: RawContent,
): Promise<Translation> {
  const primaryLang = primary.site.lang ?? "en";
  const { folder, ...made } = translationFolder(reader, lang, primaryLang);
  const { untranslated, fallbacks, fellBack } = made, { over, at } = folder;
  /** A file of the folder as `TRANSLATED` reads it, when it exists (and is `needed`). */
  const read = async <K extends keyof typeof TRANSLATED>(name: K, needed: unknown = true) => {
    const schema: z.ZodType = TRANSLATED[name], body = name === "profile.md";
    const parse = (path: string) =>
      name.endsWith(".yaml") ? reader.yaml(path, schema) : reader.markdown(path, schema, { body });
    return needed
      ? await folder.optional(name, parse) as z.infer<typeof TRANSLATED[K]> & { body: string }
      : undefined;
  };
  await reader.strays(FILES, lang);
  const site = await read("site.yaml");
  const pages = await translatedPages(folder, primary, site);
  const profile = translatedProfile(folder, primary.profile, await read("profile.md"));
  // What stays untranslated keeps its language, so the page marks it (`lang`).
  const projects = await translatedEntries(folder, "projects", primary.projects, primaryLang);
  const articles = await translatedEntries(folder, "articles", primary.articles, primaryLang);
  const services = await read("services.md");
  const contactWords = primary.contact.note ?? primary.contact.support_label;
  const contact = await read("contact.md", !!contactWords);
  const faq = await read("faq.md");
  if (!faq) fellBack(primary.faq);
  pages.forEach((page, i) => page.body === primary.pages[i].body && fellBack(page.body));
  const praise = await read("testimonials.md", primary.testimonials.length);
  const messages = await reader.exists(at("messages.yaml"))
    ? await reader.yaml(at("messages.yaml"), MessagesFile)
    : undefined;
  const { pages: _, locale, ...name } = site ?? {};
  const anchors = services && { anchors: services.anchors };
  const own = services && (services.services ?? []), C = keysOf(TRANSLATED["contact.md"]);
  const keys = keysOf(TRANSLATED["services.md"].shape.services.unwrap().element);
  const content: RawContent = {
    ...primary,
    ...over({ anchors: primary.anchors }, anchors, "services.md: ", ["anchors"]),
    site: {
      ...over(primary.site, site && name, "site.yaml: ", ["name", "tagline", "mark"]),
      lang,
      locale,
      languages: undefined,
    },
    pages,
    profile,
    projects,
    articles,
    services: byId(folder, ["services.md", "services", "slug"], primary.services, own, keys),
    contact: over(primary.contact, contact && { ...contact, body: undefined }, "contact.md: ", C),
    faq: faq?.questions ?? primary.faq,
    fallbacks,
    testimonials: praise?.testimonials ??
      primary.testimonials.map((item) => ({ ...item, language: item.language ?? primaryLang })),
    messages: messages ?? {},
    translations: undefined,
  };
  return { lang, content, untranslated };
}
