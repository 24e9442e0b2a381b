/**
 * A site in more than one language: for each tag in `site.yaml`'s
 * `languages`, `content/<lang>/` mirrors the primary files (all but
 * `contact.md`, with its own `messages.yaml`). Each file and field is
 * optional: what is not translated is the primary language's, and is listed
 * (`Translation.untranslated`) so `deno task check` can say so.
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
 * assert.equal(TRANSLATED.includes("contact.md"), false); // the same in every language
 * assert.deepEqual(reader.problems, []);
 * ```
 */
import { z } from "zod";
import { parseFrontMatter } from "./front_matter.ts";
import { MessagesFile } from "./messages.ts";
import type { RawContent, Translation } from "./model.ts";
import type { ContentReader } from "./reader.ts";
import * as schemas from "./file_schemas/mod.ts";

/** `content/<lang>/site.yaml`: the site's name and tagline, and pages' titles, by path. */
const TranslatedSite = schemas.SiteFile.pick({ name: true, tagline: true, locale: true }).partial()
  .extend({
    pages: z.array(
      schemas.SiteFile.shape.pages.element.omit({ file: true }).partial().required({ path: true }),
    ).optional(),
  });

/** `content/<lang>/services.md`: services by slug, any text field translated. */
const TranslatedServices = z.strictObject({
  services: z.array(
    schemas.ServicesFile.shape.services.element.partial().required({ slug: true }).omit({
      example: true,
    }),
  ),
});

/**
 * `content/<lang>/profile.md`: any field but `taking_work` (one fact in every
 * language), and the words of `cv_variants` by slug.
 */
const TranslatedProfile = schemas.ProfileFile.omit({ taking_work: true }).partial().extend({
  cv_variants: z.array(
    schemas.ProfileFile.shape.cv_variants.unwrap().element
      .pick({ slug: true, title: true, role: true, summary: true }).partial().required({
        slug: true,
      }),
  ).optional(),
});

/** The files a language's folder translates, besides its own messages.yaml: all but contact.md. */
export const TRANSLATED = ["site.yaml", "profile.md", "services.md", "faq.md", "testimonials.md"];

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

/**
 * One language's folder being read: `at(name)` is `name`'s path in it (`en/profile.md`), and
 * `optional` reads it when it exists, else notes it as untranslated.
 */
interface Folder {
  reader: ContentReader;
  at(name: string): string;
  optional<T>(name: string, read: (path: string) => Promise<T | undefined>): Promise<T | undefined>;
  untranslated: string[];
}

/** The primary pages with the titles of the folder's site.yaml and the bodies of its pages/. */
async function translatedPages(
  { reader, at, optional, untranslated }: Folder,
  primary: RawContent,
  site: z.infer<typeof TranslatedSite> | undefined,
): Promise<RawContent["pages"]> {
  const paths = primary.pages.map((page) => page.path).join(", ");
  site?.pages?.forEach(({ path }, i) => {
    if (!primary.pages.some((page) => page.path === path)) {
      reader.problem(
        at("site.yaml"),
        `names "${path}", which is not a page of content/site.yaml: use one of ${paths}`,
        `pages[${i}].path`,
      );
    }
  });
  const pages = [];
  for (const page of primary.pages) {
    const fields = site?.pages?.find((p) => p.path === page.path);
    if (site && !fields?.title) {
      untranslated.push(`${at("site.yaml")}: "${page.path}" has no title`);
    }
    const parsed = await optional(page.file, (path) => reader.parse(path, parseFrontMatter));
    pages.push({
      ...page,
      ...(fields?.title ? { title: fields.title } : {}),
      ...(fields?.description ? { description: fields.description } : {}),
      ...(fields?.nav && page.nav ? { nav: fields.nav } : {}),
      ...(parsed?.body ? { body: parsed.body } : {}),
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
  { reader, at, untranslated }: Folder,
  folder: "projects" | "articles",
  primary: E[],
  schema: z.ZodObject,
  untouched: (entry: E) => Partial<E> = () => ({}),
): Promise<E[]> {
  const files = await reader.listMarkdown(at(folder), { optional: true });
  const kind = folder.slice(0, -1);
  for (const name of files) {
    if (!primary.some((p) => `${p.slug}.md` === name)) {
      reader.problem(
        at(`${folder}/${name}`),
        `translates no ${kind}: content/${folder}/${name} does not exist, so rename it after one there or delete it`,
      );
    }
  }
  const entries = [];
  for (const entry of primary) {
    const file = at(`${folder}/${entry.slug}.md`);
    const own = files.includes(`${entry.slug}.md`)
      ? await reader.markdown(file, schema.partial())
      : (untranslated.push(`${file} is missing`), undefined);
    entries.push({
      ...entry,
      ...own ?? untouched(entry),
      slug: entry.slug,
      body: own?.body || entry.body,
    });
  }
  return entries;
}

/**
 * profile.md's CVs in the folder's language: each one's words from the
 * translation by slug; its skills and jobs, named as the primary profile names
 * them, the translation's at the same places.
 */
function translatedCvs(
  { reader, at }: Folder,
  own: RawContent["profile"],
  profile: z.infer<typeof TranslatedProfile> | undefined,
): RawContent["profile"]["cv_variants"] {
  profile?.cv_variants?.forEach(({ slug }, i) => {
    if (own.cv_variants?.some((v) => v.slug === slug)) return;
    const message = `names the CV "${slug}", which content/profile.md's cv_variants does not have`;
    reader.problem(at("profile.md"), message, `cv_variants[${i}].slug`);
  });
  const stack = profile?.stack ?? own.stack, jobs = profile?.experience ?? own.experience;
  return own.cv_variants?.map((variant) => ({
    ...variant,
    ...profile?.cv_variants?.find((words) => words.slug === variant.slug),
    skills: variant.skills?.map((skill) => stack[own.stack.indexOf(skill)] ?? skill),
    experience: variant.experience?.map((name) =>
      jobs?.[own.experience!.findIndex((job) => job.organisation === name)]?.organisation ?? name
    ),
  }));
}

/** One language's folder over `primary`, and what it leaves untranslated. */
async function readTranslation(
  reader: ContentReader,
  lang: string,
  primary: RawContent,
): Promise<Translation> {
  const untranslated: string[] = [];
  const at = (name: string) => `${lang}/${name}`;
  const optional: Folder["optional"] = async (name, read) => {
    if (await reader.exists(at(name))) return await read(at(name));
    untranslated.push(`${at(name)} is missing`);
  };
  const folder = { reader, at, optional, untranslated };
  /** A Markdown file of the folder, when it exists; text after its front matter only with `body`. */
  const markdown = <S extends z.ZodType>(name: string, schema: S, { body = false } = {}) =>
    optional(name, (path) => reader.markdown(path, schema, { body }));
  await reader.strays([...TRANSLATED, "messages.yaml"], lang);

  const site = await optional("site.yaml", (path) => reader.yaml(path, TranslatedSite));
  const pages = await translatedPages(folder, primary, site);
  const profile = await markdown("profile.md", TranslatedProfile, { body: true });
  // What stays untranslated keeps its language, so the page marks it (`lang`).
  const language = primary.site.lang ?? "en";
  const projects = await translatedEntries(
    folder,
    "projects",
    primary.projects,
    schemas.ProjectFile,
    (project) => ({ language: project.language ?? language }),
  );
  const articles = await translatedEntries(
    folder,
    "articles",
    primary.articles,
    schemas.ArticleFile,
    (article) => ({ language: article.language ?? language }),
  );
  const services = await markdown("services.md", TranslatedServices);
  const slugs = primary.services.map((p) => p.slug).join(", ");
  services?.services.forEach((s, i) => {
    if (!primary.services.some((p) => p.slug === s.slug)) {
      reader.problem(
        at("services.md"),
        `names the service "${s.slug}", which content/services.md does not have: use one of ${slugs}`,
        `services[${i}].slug`,
      );
    }
  });
  const faq = await markdown("faq.md", schemas.FaqFile);
  const praise = primary.testimonials.length
    ? await markdown("testimonials.md", schemas.TestimonialsFile)
    : undefined;
  const messages = await reader.exists(at("messages.yaml"))
    ? await reader.yaml(at("messages.yaml"), MessagesFile)
    : undefined;

  const { body: bio, cv_variants: _, ...profileData } = profile ?? { body: "" };
  const own = primary.profile;
  const cv_variants = translatedCvs(folder, own, profile);
  const content: RawContent = {
    ...primary,
    site: {
      ...primary.site,
      ...(site?.name ? { name: site.name } : {}),
      ...(site?.tagline ? { tagline: site.tagline } : {}),
      lang,
      locale: site?.locale,
      languages: undefined,
    },
    pages,
    profile: { ...own, ...profileData, cv_variants, bio: bio || own.bio },
    projects,
    articles,
    services: primary.services.map((s) => ({
      ...s,
      ...services?.services.find((t) => t.slug === s.slug),
    })),
    faq: faq?.questions ?? primary.faq,
    testimonials: praise?.testimonials ??
      primary.testimonials.map((item) => ({ ...item, language: item.language ?? language })),
    messages: messages ?? {},
    translations: undefined,
  };
  return { lang, content, untranslated };
}
