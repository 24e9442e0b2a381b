/**
 * Loads and validates everything in `content/`, collecting every problem (each naming its file
 * and field) so the owner fixes them in one pass. A load during which a file it read changed (a
 * folder swapped, a release copied in file by file) reads again: a load is one generation, whole.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const content = await loadContent("tests/fixtures/minimal");
 * assert.equal(content.profile.name, "Mira Okafor");
 * const { error } = await readContent("tests/fixtures/no-such-folder");
 * assert.ok(error instanceof ContentError);
 * assert.match(formatProblem(error.problems[0]), /does not exist: create it/);
 * ```
 */
import { CONTENT_MAX_BYTES, IMAGE_MAX_BYTES } from "../config.ts";
import type { z } from "zod";
import { parseFrontMatter } from "./front_matter.ts";
import { type ContentImage, readImage } from "./images.ts";
import { ContentError } from "./problems.ts";
import { MessagesFile } from "./catalogue_file.ts";
import type { ArticleEntry, PageEntry, ProjectEntry, RawContent } from "./model.ts";
import { FILES, readTranslations } from "./translations.ts";
import { changedPath, ContentReader, type Snapshot } from "./reader.ts";
import { SLUG_PARAM_PATTERN } from "./shapes.ts";
import * as schemas from "./file_schemas/mod.ts";

export { ContentError, formatProblem } from "./problems.ts";
export type { ProjectEntry, RawContent } from "./model.ts";

export interface LoadOptions {
  /** Largest file accepted, in bytes. Default: `CONTENT_MAX_BYTES` (1 MiB). */
  maxBytes?: number;
  /** Largest picture accepted, in bytes. Default: `IMAGE_MAX_BYTES` (25 MiB). */
  imageMaxBytes?: number;
  /** How long no file read may have changed before the content is returned, in ms. Default: 0. */
  quietMs?: number;
}

/** How many times a load reads again when files change under it. */
const RETRIES = 5;

/**
 * Reads and validates `dir`: its content or `ContentError`, and what it read (`snapshot`); reads
 * again (at most `RETRIES` times) when a file read changed meanwhile, and waits `quietMs` of quiet.
 */
export async function readContent(
  dir: string,
  options: LoadOptions = {},
): Promise<{ content?: RawContent; error?: unknown; snapshot: Snapshot }> {
  const { maxBytes = CONTENT_MAX_BYTES, imageMaxBytes = IMAGE_MAX_BYTES, quietMs = 0 } = options;
  const limits = { text: maxBytes, image: imageMaxBytes };
  for (let attempt = 0;; attempt++) {
    const snapshot: Snapshot = { dir, paths: new Map(), newest: 0 };
    let error: unknown;
    const content = await ContentReader.open(dir, limits, snapshot).then(readGeneration)
      .catch((thrown) => void (error = thrown));
    let changed = changedPath(snapshot);
    for (let wait; !changed && quietMs && (wait = snapshot.newest + quietMs - Date.now()) > 0;) {
      await new Promise((r) => setTimeout(r, wait));
      // Changed while waiting for quiet: a copy still going, which is waited out, not a retry.
      if ((changed = changedPath(snapshot))) attempt--;
    }
    if (!changed) return { content, error, snapshot };
    if (attempt === RETRIES) {
      const message = `changed while the content was read, ${RETRIES + 1} times: ` +
        "it is published once its files stay as they are";
      return { error: new ContentError([{ file: changed, message }]), snapshot };
    }
  }
}

/** `readContent`'s content, or its error thrown. */
export async function loadContent(dir: string, options: LoadOptions = {}): Promise<RawContent> {
  const { content, error } = await readContent(dir, options);
  if (!content) throw error;
  return content;
}

/** The files read at the top of a content folder; any other `.md`/`.yaml`-like file is reported. */
const TOP_FILES = [...FILES, "proof.yaml"];

/** Reads and checks every file under `reader`'s folder. */
async function readGeneration(reader: ContentReader): Promise<RawContent> {
  const site = await reader.yaml("site.yaml", schemas.SiteFile);
  const profile = await reader.markdown("profile.md", schemas.ProfileFile);
  const services = await reader.markdown("services.md", schemas.ServicesFile, { body: false });
  const faq = await reader.markdown("faq.md", schemas.FaqFile, { body: false });
  const contact = await reader.markdown("contact.md", schemas.ContactFile, { body: false });
  const praise = await reader.exists("testimonials.md")
    ? await reader.markdown("testimonials.md", schemas.TestimonialsFile, { body: false })
    : { testimonials: [], body: "" };

  await reader.strays(TOP_FILES);
  const words = await reader.exists("messages.yaml") &&
    await reader.yaml("messages.yaml", MessagesFile);
  const proof = await reader.exists("proof.yaml") &&
    await reader.yaml("proof.yaml", schemas.ProofFile);
  const [projects, fileSlugs] = await readEntries(reader, "projects", schemas.ProjectFile, ORDER);
  const [articles] = await readEntries(reader, "articles", schemas.ArticleFile, NEWEST);
  const slugs = projects.map((p) => p.slug).join(", ");
  /** A field that names a project must name one that has a file (valid or not: reported once). */
  const projectNamed = (file: string, field: string, slug: string | undefined) => {
    const message = `names project "${slug}", which does not exist: use one of ${slugs}`;
    if (slug && !fileSlugs.has(slug)) reader.problem(file, message, field);
  };
  praise?.testimonials.forEach((item, i) =>
    projectNamed("testimonials.md", `testimonials[${i}].project`, item.project)
  );
  if (profile) checkCvVariants(reader, profile, projectNamed);
  const images = await readImages(reader, profile, [...projects, ...articles]);
  services?.services.forEach(({ slug, example }, i) => {
    projectNamed("services.md", `services[${i}].example`, example);
    if (services.services.findIndex((other) => other.slug === slug) < i) {
      const message = `repeats "${slug}": every service needs its own slug`;
      reader.problem("services.md", message, `services[${i}].slug`);
    }
  });
  const pages = site ? await readPages(reader, site) : [];

  if (reader.problems.length || !site || !profile || !services || !faq || !contact || !praise) {
    throw new ContentError(reader.problems);
  }
  const { pages: _listed, ...siteInfo } = site;
  const { body: bio, ...profileData } = profile;
  const { body: _contactBody, ...contactData } = contact;
  const content: RawContent = {
    site: siteInfo,
    pages,
    profile: { ...profileData, bio },
    projects,
    articles,
    services: services.services,
    ...(services.anchors ? { anchors: services.anchors } : {}),
    faq: faq.questions,
    contact: contactData,
    testimonials: praise.testimonials,
    images,
    messages: words || {},
    proof: proof ? proof.links : [],
  };
  content.translations = await readTranslations(reader, content);
  if (reader.problems.length) throw new ContentError(reader.problems);
  return content;
}

type Profile = z.infer<typeof schemas.ProfileFile>;
type Named = (file: string, field: string, slug: string) => void;

/** Each CV of `cv_variants` has its own slug and names projects, skills and jobs that exist. */
function checkCvVariants(reader: ContentReader, profile: Profile, projectNamed: Named): void {
  const variants = profile.cv_variants ?? [];
  const jobs = (profile.experience ?? []).map((job) => job.organisation);
  for (const [i, { slug, projects, skills, experience }] of variants.entries()) {
    const at = `cv_variants[${i}]`;
    if (variants.findIndex((other) => other.slug === slug) < i) {
      reader.problem("profile.md", `repeats "${slug}": every CV needs its own slug`, `${at}.slug`);
    }
    projects.forEach((name, j) => projectNamed("profile.md", `${at}.projects[${j}]`, name));
    const chosen = (field: string, names: string[] | undefined, list: string[], of: string) =>
      names?.forEach((name, j) => {
        const message = `names "${name}", which is not in ${of}: use one of ${list.join(", ")}`;
        if (!list.includes(name)) reader.problem("profile.md", message, `${at}.${field}[${j}]`);
      });
    chosen("skills", skills, profile.stack, "stack");
    chosen("experience", experience, jobs, "experience (by organisation)");
  }
}

/** Projects in the owner's order; articles newest first (the same day by slug). */
const ORDER = (a: ProjectEntry, b: ProjectEntry) =>
  a.order - b.order || a.slug.localeCompare(b.slug);
const NEWEST = (a: ArticleEntry, b: ArticleEntry) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

const BAD_NAME =
  "has a name that is not a valid slug: rename it to 1 to 40 lowercase letters, digits or hyphens, ending in .md";

type Entry<S extends z.ZodType> = z.infer<S> & { body: string; slug: string };

/**
 * Every `.md` file of `folder` read with `schema`, with its slug, sorted by `order`; and every
 * file's slug, valid or not, so that a broken file is reported once. Only articles are optional.
 */
async function readEntries<S extends z.ZodType>(
  reader: ContentReader,
  folder: "projects" | "articles",
  schema: S,
  order: (a: Entry<S>, b: Entry<S>) => number,
): Promise<[Entry<S>[], Set<string>]> {
  const optional = folder === "articles";
  const names = await reader.listMarkdown(folder, { optional });
  // Whole paths, so that each() can put the problems back in the files' order.
  const read = await reader.each(names.map((name) => `${folder}/${name}`), async (file) => {
    const slug = file.slice(folder.length + 1, -3);
    if (!SLUG_PARAM_PATTERN.test(slug)) return reader.problem(file, BAD_NAME);
    const entry = await reader.markdown(file, schema);
    return entry && { ...entry, slug };
  });
  const entries = read.filter((entry) => entry !== undefined).sort(order);
  const failed = reader.problems.some((p) => p.file.startsWith(reader.show(folder)));
  if (!optional && !failed && !entries.length) {
    reader.problem(folder, "holds no project: add at least one .md file");
  }
  return [entries, new Set(names.map((name) => name.slice(0, -3)))];
}

/** Every picture named, read once and measured, each problem naming where it was named. */
async function readImages(
  reader: ContentReader,
  profile: Profile | undefined,
  entries: (ProjectEntry | ArticleEntry)[],
): Promise<Map<string, ContentImage>> {
  const images = new Map<string, ContentImage>();
  const read = async (file: string, field: string, picture?: { src: string }) => {
    const src = picture?.src;
    if (!src || images.has(src)) return;
    const bytes = await reader.readBytes(src, "image");
    const image = bytes && await readImage(src, bytes);
    if (typeof image === "string") reader.problem(file, `names ${src}, which ${image}`, field);
    else if (image) images.set(src, image);
  };
  await read("profile.md", "portrait.src", profile?.portrait);
  for (const p of entries) {
    const file = `${"status" in p ? "projects" : "articles"}/${p.slug}.md`;
    await read(file, "cover.src", p.cover);
    const shots = "screenshots" in p && p.screenshots || [];
    for (const [i, shot] of shots.entries()) await read(file, `screenshots[${i}].src`, shot);
  }
  return images;
}

const FRONT_MATTER =
  "has front matter, but a page's title and description live in content/site.yaml: remove the --- block";

/** The pages `site.yaml` lists, each with its body; a page file it does not list is a problem. */
async function readPages(
  reader: ContentReader,
  site: z.infer<typeof schemas.SiteFile>,
): Promise<PageEntry[]> {
  const files = site.pages.map((page) => `pages/${page.file}`);
  const parsed = await reader.each(files, (file) => reader.parse(file, parseFrontMatter));
  const paths = site.pages.map((page) => page.path);
  const pages: PageEntry[] = [];
  const bad = (field: string, message: string) => reader.problem("site.yaml", message, field);
  for (const [i, { path, title, description, nav }] of site.pages.entries()) {
    const at = `pages[${i}].path`;
    if (paths.indexOf(path) < i) bad(at, `repeats "${path}": every page needs its own path`);
    const reserved = /^\/(work|writing)\/[^/]+\/$/.exec(path)?.[1];
    const mine = reserved === "work" ? "case studies" : "articles";
    const from = `which come from content/${reserved === "work" ? "projects" : "articles"}/`;
    if (reserved) bad(at, `"${path}" is reserved for ${mine}, ${from}: choose another path`);
    if (!parsed[i]) continue;
    if (Object.keys(parsed[i].data as object).length) reader.problem(files[i], FRONT_MATTER);
    pages.push({ file: files[i], path, title, description, nav, body: parsed[i].body });
  }
  const fix = "add the page (with its file in content/pages/) or correct the path";
  for (const [key, path] of Object.entries(site.legal ?? {})) {
    const message = `names "${path}", which is not a page listed under pages: ${fix}`;
    if (path && !paths.includes(path)) bad(`legal.${key}`, message);
  }
  if (!paths.includes("/")) bad("pages", 'has no home page: add one with path "/"');
  const unlisted =
    "is not listed in content/site.yaml, so it would never be published: list it under pages or delete it";
  for (const name of await reader.listMarkdown("pages")) {
    if (!site.pages.some((page) => page.file === name)) reader.problem(`pages/${name}`, unlisted);
  }
  return pages;
}
