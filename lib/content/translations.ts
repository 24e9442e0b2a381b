/**
 * A site in more than one language: for each tag in `site.yaml`'s
 * `languages`, `content/<lang>/` holds translations mirroring the primary
 * files (`site.yaml`'s page titles, `pages/*.md`, `profile.md`,
 * `projects/<slug>.md`, `services.md`, `faq.md`, `testimonials.md`, and a
 * `messages.yaml` of the site's own words). Each file is optional and each
 * field in it too: what is not translated is the primary language's, and is
 * listed (`Translation.untranslated`) so `deno task check` can say so.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { loadContent } from "./load.ts";
 * import { ContentReader } from "./reader.ts";
 * import { readTranslations } from "./translations.ts";
 * const dir = "tests/fixtures/german";
 * const snapshot = { dir, paths: new Map(), newest: 0 };
 * const reader = await ContentReader.open(dir, { text: 1 << 20, image: 25 << 20 }, snapshot);
 * const [english] = await readTranslations(reader, await loadContent(dir));
 * assert.equal(english.lang, "en");
 * assert.deepEqual(reader.problems, []);
 * ```
 */
import { z } from "zod";
import { parseFrontMatter, parseYamlText } from "./front_matter.ts";
import { type MessageOverrides, MessagesFile } from "./messages.ts";
import type { RawContent, Translation } from "./raw.ts";
import type { ContentReader } from "./reader.ts";
import {
  FaqFile,
  ProfileFile,
  ProjectFile,
  ServicesFile,
  TestimonialsFile,
} from "./file_schemas/mod.ts";

const text = z.string().trim().min(1, "must not be empty");

/** `content/<lang>/site.yaml`: the site's name and tagline, and pages' titles, by path. */
const TranslatedSite = z.strictObject({
  name: text.optional(),
  tagline: text.optional(),
  locale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be a locale such as "en_GB"').optional(),
  pages: z.array(z.strictObject({
    path: z.string(),
    title: text.optional(),
    description: text.optional(),
    nav: text.optional(),
  })).optional(),
});

/** `content/<lang>/services.md`: services by slug, any text field translated. */
const TranslatedServices = z.strictObject({
  services: z.array(
    ServicesFile.shape.services.element.partial().required({ slug: true }).omit({ example: true }),
  ),
});

/** The files a language's folder may hold at its top. */
const FILES = [
  "site.yaml",
  "profile.md",
  "services.md",
  "faq.md",
  "testimonials.md",
  "messages.yaml",
] as const;

/**
 * Reads a YAML file checked by `schema`; undefined (with the problem noted)
 * when it is invalid, `fallback` when it does not exist.
 */
export async function readYamlFile<S extends z.ZodType>(
  reader: ContentReader,
  name: string,
  schema: S,
): Promise<z.infer<S> | undefined> {
  if (!await reader.exists(name)) return undefined;
  const source = await reader.read(name);
  if (source === undefined) return undefined;
  try {
    return reader.check(name, schema, parseYamlText(source) ?? {});
  } catch (error) {
    reader.problem(name, (error as Error).message);
    return undefined;
  }
}

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
  for (const [i, lang] of (primary.site.languages ?? []).entries()) {
    if (lang === own || out.some((t) => t.lang === lang)) {
      reader.problem(
        "site.yaml",
        `lists "${lang}" ${
          lang === own ? "which is the primary language (lang)" : "twice"
        }: list each other language once`,
        `languages[${i}]`,
      );
      continue;
    }
    const clash = primary.pages.find((p) => p.path.startsWith(`/${lang}/`));
    if (clash) {
      reader.problem(
        "site.yaml",
        `lists "${lang}", whose pages are served at /${lang}/, where the page "${clash.path}" is: rename the page or drop the language`,
        `languages[${i}]`,
      );
      continue;
    }
    if (!await reader.exists(lang)) {
      reader.problem(
        lang,
        `is missing: site.yaml lists the language "${lang}", whose translations go in content/${lang}/ (create it, or drop "${lang}" from languages)`,
      );
      continue;
    }
    out.push(await readTranslation(reader, lang, primary));
  }
  return out;
}

/** One language's folder being read: its paths, and what it leaves untranslated. */
interface Folder {
  reader: ContentReader;
  /** The path of `name` in the folder: `en/profile.md`. */
  at(name: string): string;
  /** `read()`'s value when the file `name` exists; else undefined, noted as untranslated. */
  optional<T>(name: string, read: () => Promise<T | undefined>): Promise<T | undefined>;
  untranslated: string[];
}

function translationFolder(reader: ContentReader, lang: string): Folder {
  const untranslated: string[] = [];
  const at = (name: string) => `${lang}/${name}`;
  return {
    reader,
    at,
    untranslated,
    async optional(name, read) {
      if (await reader.exists(at(name))) return await read();
      untranslated.push(`${at(name)} is missing`);
      return undefined;
    },
  };
}

/** The primary pages with the titles of the folder's site.yaml and the bodies of its pages/. */
async function translatedPages(
  { reader, at, optional, untranslated }: Folder,
  primary: RawContent,
  site: z.infer<typeof TranslatedSite> | undefined,
): Promise<RawContent["pages"]> {
  const titles = new Map(site?.pages?.map((p) => [p.path, p]));
  site?.pages?.forEach((p, i) => {
    if (!primary.pages.some((page) => page.path === p.path)) {
      reader.problem(
        at("site.yaml"),
        `names "${p.path}", which is not a page of content/site.yaml: use one of ${
          primary.pages.map((page) => page.path).join(", ")
        }`,
        `pages[${i}].path`,
      );
    }
  });
  const pages = [];
  for (const page of primary.pages) {
    const fields = titles.get(page.path);
    if (site && !fields?.title) {
      untranslated.push(`${at("site.yaml")}: "${page.path}" has no title`);
    }
    const name = page.file.replace(/^pages\//, "");
    const body = await optional(`pages/${name}`, async () => {
      const source = await reader.read(at(`pages/${name}`));
      if (source === undefined) return undefined;
      try {
        return parseFrontMatter(source).body;
      } catch (error) {
        reader.problem(at(`pages/${name}`), (error as Error).message);
      }
    });
    pages.push({
      ...page,
      ...(fields?.title ? { title: fields.title } : {}),
      ...(fields?.description ? { description: fields.description } : {}),
      ...(fields?.nav && page.nav ? { nav: fields.nav } : {}),
      ...(body ? { body } : {}),
      file: at(`pages/${name}`),
    });
  }
  if (await reader.exists(at("pages"))) {
    for (const name of await reader.listMarkdown(at("pages"))) {
      if (!primary.pages.some((p) => p.file === `pages/${name}`)) {
        reader.problem(
          at(`pages/${name}`),
          `translates no page: content/pages/${name} does not exist, so rename it after a file there or delete it`,
        );
      }
    }
  }

  return pages;
}

/** The primary projects, each over its translation in the folder's projects/. */
async function translatedProjects(
  { reader, at, untranslated }: Folder,
  primary: RawContent,
): Promise<RawContent["projects"]> {
  const projects = [];
  const projectFiles = await reader.exists(at("projects"))
    ? await reader.listMarkdown(at("projects"))
    : [];
  for (const name of projectFiles) {
    if (!primary.projects.some((p) => `${p.slug}.md` === name)) {
      reader.problem(
        at(`projects/${name}`),
        `translates no project: content/projects/${name} does not exist, so rename it after a project there or delete it`,
      );
    }
  }
  for (const project of primary.projects) {
    const file = `projects/${project.slug}.md`;
    const own = projectFiles.includes(`${project.slug}.md`)
      ? await reader.markdown(at(file), ProjectFile.partial())
      : (untranslated.push(`${at(file)} is missing`), undefined);
    projects.push({ ...project, ...own, slug: project.slug, body: own?.body || project.body });
  }
  return projects;
}

/** One language's folder over `primary`, and what it leaves untranslated. */
async function readTranslation(
  reader: ContentReader,
  lang: string,
  primary: RawContent,
): Promise<Translation> {
  const folder = translationFolder(reader, lang);
  const { at, optional, untranslated } = folder;
  await reader.strays(FILES, lang);

  const site = await optional(
    "site.yaml",
    () => readYamlFile(reader, at("site.yaml"), TranslatedSite),
  );
  const pages = await translatedPages(folder, primary, site);

  const profile = await optional(
    "profile.md",
    () => reader.markdown(at("profile.md"), ProfileFile.partial()),
  );
  const projects = await translatedProjects(folder, primary);
  const services = await optional(
    "services.md",
    () => reader.markdown(at("services.md"), TranslatedServices, { body: false }),
  );
  services?.services.forEach((s, i) => {
    if (!primary.services.some((p) => p.slug === s.slug)) {
      reader.problem(
        at("services.md"),
        `names the service "${s.slug}", which content/services.md does not have: use one of ${
          primary.services.map((p) => p.slug).join(", ")
        }`,
        `services[${i}].slug`,
      );
    }
  });
  const faq = await optional(
    "faq.md",
    () => reader.markdown(at("faq.md"), FaqFile, { body: false }),
  );
  const praise = primary.testimonials.length
    ? await optional(
      "testimonials.md",
      () => reader.markdown(at("testimonials.md"), TestimonialsFile, { body: false }),
    )
    : undefined;
  const messages: MessageOverrides =
    await readYamlFile(reader, at("messages.yaml"), MessagesFile) ?? {};

  const { body: bio, ...profileData } = profile ?? { body: "" };
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
    profile: { ...primary.profile, ...profileData, bio: bio || primary.profile.bio },
    projects,
    services: primary.services.map((s) => ({
      ...s,
      ...services?.services.find((t) => t.slug === s.slug),
    })),
    faq: faq?.questions ?? primary.faq,
    testimonials: praise?.testimonials ?? primary.testimonials,
    messages,
    translations: undefined,
  };
  return { lang, content, untranslated };
}
