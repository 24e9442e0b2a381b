/**
 * Loads and validates everything in `content/`. Every problem found is
 * collected, each naming its file and field, so the owner can fix them all in
 * one pass.
 */
import { CONTENT_MAX_BYTES, IMAGE_MAX_BYTES } from "../config.ts";
import { absolutePath } from "../files.ts";
import type { z } from "zod";
import { foldedListItems } from "./folded_lists.ts";
import { parseFrontMatter, parseYamlText } from "./front_matter.ts";
import { type ContentImage, readImage } from "./images.ts";
import {
  ContactFile,
  FaqFile,
  ProfileFile,
  ProjectFile,
  ProjectSlug,
  ServicesFile,
  SiteFile,
  TestimonialsFile,
} from "./schema.ts";

/** One thing wrong in one content file. */
export interface ContentProblem {
  file: string;
  field?: string;
  message: string;
}

/** Thrown when `content/` cannot be loaded; lists every problem. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "ContentError";
  }
}

/** `Cannot load "content/x.md": field "y" is missing`. */
export function formatProblem(p: ContentProblem): string {
  const field = p.field ? `field "${p.field}" ` : "";
  return `Cannot load "${p.file}": ${field}${p.message}`;
}

/** A project as written by the owner, with its case-study body. */
export interface ProjectEntry extends z.infer<typeof ProjectFile> {
  slug: string;
  body: string;
}

/** A page listed in `content/site.yaml`, with its Markdown body. */
export interface PageEntry {
  path: string;
  title: string;
  description: string;
  nav?: string;
  body: string;
  /** Its file, relative to the content folder (`pages/about.md`), for messages. */
  file: string;
}

/** The validated content, exactly as the owner wrote it. */
export interface RawContent {
  site: Omit<z.infer<typeof SiteFile>, "pages">;
  pages: PageEntry[];
  profile: z.infer<typeof ProfileFile> & { bio: string };
  projects: ProjectEntry[];
  services: z.infer<typeof ServicesFile>["services"];
  faq: z.infer<typeof FaqFile>["questions"];
  contact: z.infer<typeof ContactFile>;
  /** Praise from `testimonials.md`, when the owner wrote the file. */
  testimonials: z.infer<typeof TestimonialsFile>["testimonials"];
  /** Every picture the content names, by its `src`. */
  images: Map<string, ContentImage>;
}

/** `dir` and `name` joined with one slash (`name` may be empty). */
function join(dir: string, name: string): string {
  return name ? `${dir.replace(/[\\/]+$/, "")}/${name}` : dir;
}

/** Options of `loadContent`. */
export interface LoadOptions {
  /** Largest file accepted, in bytes. Default: `CONTENT_MAX_BYTES` (1 MiB). */
  maxBytes?: number;
  /** Largest picture accepted, in bytes. Default: `IMAGE_MAX_BYTES` (25 MiB). */
  imageMaxBytes?: number;
}

/**
 * Reads `dir`, validating every file; throws `ContentError` listing all
 * problems. A file over `maxBytes`, or a symbolic link to a file outside the
 * folder, is a problem rather than read: nothing outside the folder is
 * published, and no file can make a page too large to render.
 */
export async function loadContent(dir: string, options: LoadOptions = {}): Promise<RawContent> {
  const textLimit = { bytes: options.maxBytes ?? CONTENT_MAX_BYTES, name: "CONTENT_MAX_BYTES" };
  const imageLimit = {
    bytes: options.imageMaxBytes ?? IMAGE_MAX_BYTES,
    name: "IMAGE_MAX_BYTES",
  };
  const problems: ContentProblem[] = [];
  // Paths are shown relative to the working directory when inside it.
  const cwd = absolutePath(".");
  const show = (name: string) => {
    const path = absolutePath(join(dir, name));
    return path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
  };
  try {
    if (!(await Deno.stat(dir)).isDirectory) {
      throw new ContentError([{
        file: show(""),
        message: "is not a folder: set CONTENT_DIR to the folder that holds the content",
      }]);
    }
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError([{ file: show(""), message: readFailure(error) }]);
  }

  const realDir = await Deno.realPath(dir);

  async function read(name: string): Promise<string | undefined> {
    const bytes = await readBytes(name);
    return bytes && new TextDecoder().decode(bytes);
  }

  async function readBytes(
    name: string,
    limit = textLimit,
  ): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const maxBytes = limit.bytes;
    const path = join(dir, name);
    try {
      const real = await Deno.realPath(path);
      if (!real.startsWith(`${realDir}/`)) {
        problems.push({
          file: show(name),
          message:
            `is a symbolic link to ${real}, outside the content folder: copy the file into the folder instead`,
        });
        return;
      }
      const tooLarge = (size: number) =>
        problems.push({
          file: show(name),
          message:
            `is ${size} bytes, over the limit of ${maxBytes} (${limit.name}): split it, or raise the limit`,
        });
      const { size } = await Deno.stat(real);
      if (size > maxBytes) return void tooLarge(size);
      const bytes = await Deno.readFile(real);
      // The file may have grown since it was measured.
      if (bytes.byteLength > maxBytes) return void tooLarge(bytes.byteLength);
      return bytes;
    } catch (error) {
      problems.push({ file: show(name), message: readFailure(error) });
    }
  }

  function check<S extends z.ZodType>(
    name: string,
    schema: S,
    data: unknown,
  ): z.infer<S> | undefined {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      problems.push({
        file: show(name),
        field: issue.path.length ? fieldName(issue.path) : undefined,
        message: issueMessage(issue),
      });
    }
  }

  /** Reads a Markdown file and validates its front matter. */
  async function markdown<S extends z.ZodType>(
    name: string,
    schema: S,
    { body = true } = {},
  ): Promise<(z.infer<S> & { body: string }) | undefined> {
    const source = await read(name);
    if (source === undefined) return;
    folded(name, source);
    let parsed;
    try {
      parsed = parseFrontMatter(source);
    } catch (error) {
      problems.push({ file: show(name), message: (error as Error).message });
      return;
    }
    if (!body && parsed.body) {
      problems.push({
        file: show(name),
        message:
          "has text after the front matter, which is not published: move it to the page's file in content/pages/",
      });
    }
    const data = check(name, schema, parsed.data);
    return data === undefined ? undefined : { ...data, body: parsed.body };
  }

  /** A list item YAML folded into the line above is a problem, named by its line. */
  function folded(name: string, source: string): void {
    for (const { line, message } of foldedListItems(source)) {
      problems.push({ file: show(name), message: `line ${line}: ${message}` });
    }
  }

  const siteText = await read("site.yaml");
  let site: z.infer<typeof SiteFile> | undefined;
  if (siteText !== undefined) {
    folded("site.yaml", siteText);
    try {
      site = check("site.yaml", SiteFile, parseYamlText(siteText));
    } catch (error) {
      problems.push({ file: show("site.yaml"), message: (error as Error).message });
    }
  }

  const profile = await markdown("profile.md", ProfileFile);
  const services = await markdown("services.md", ServicesFile, { body: false });
  const faq = await markdown("faq.md", FaqFile, { body: false });
  const contact = await markdown("contact.md", ContactFile, { body: false });
  const praise = await exists(join(dir, "testimonials.md"))
    ? await markdown("testimonials.md", TestimonialsFile, { body: false })
    : { testimonials: [], body: "" };

  const projects: ProjectEntry[] = [];
  /** Every project file's slug, valid or not, so that one broken project is not reported twice. */
  const fileSlugs = new Set<string>();
  for (const name of await listMarkdown(join(dir, "projects"), problems, show("projects"))) {
    const file = `projects/${name}`;
    const slug = name.slice(0, -3);
    fileSlugs.add(slug);
    if (!ProjectSlug.safeParse(slug).success) {
      problems.push({
        file: show(file),
        message:
          "has a name that is not a valid slug: rename it to 1 to 40 lowercase letters, digits or hyphens, ending in .md",
      });
      continue;
    }
    const project = await markdown(file, ProjectFile);
    if (project) projects.push({ ...project, slug });
  }
  projects.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  if (!problems.some((p) => p.file.startsWith(show("projects"))) && !projects.length) {
    problems.push({
      file: show("projects"),
      message: "holds no project: add at least one .md file",
    });
  }

  const slugs = new Set(projects.map((p) => p.slug));
  /** A field that names a project must name one that has a file (valid or not: reported once). */
  const projectNamed = (file: string, field: string, slug: string | undefined) => {
    if (slug && !fileSlugs.has(slug)) {
      problems.push({
        file: show(file),
        field,
        message: `names project "${slug}", which does not exist: use one of ${
          [...slugs].join(", ")
        }`,
      });
    }
  };
  praise?.testimonials.forEach((item, i) =>
    projectNamed("testimonials.md", `testimonials[${i}].project`, item.project)
  );

  // Every picture named, read once and measured, each problem naming where it was named.
  const images = new Map<string, ContentImage>();
  const named: [string, string, string][] = [
    ...(profile?.portrait ? [["profile.md", "portrait.src", profile.portrait.src]] : []),
    ...projects.flatMap((p) => [
      ...(p.cover ? [[`projects/${p.slug}.md`, "cover.src", p.cover.src]] : []),
      ...(p.screenshots ?? []).map((shot, i) => [
        `projects/${p.slug}.md`,
        `screenshots[${i}].src`,
        shot.src,
      ]),
    ]),
  ] as [string, string, string][];
  for (const [file, field, src] of named) {
    if (images.has(src)) continue;
    const bytes = await readBytes(src, imageLimit);
    if (!bytes) continue;
    const image = await readImage(src, bytes);
    if (typeof image === "string") {
      problems.push({ file: show(file), field, message: `names ${src}, which ${image}` });
    } else images.set(src, image);
  }
  services?.services.forEach((service, i) =>
    projectNamed("services.md", `services[${i}].example`, service.example)
  );
  const seenServices = new Set<string>();
  services?.services.forEach((service, i) => {
    if (seenServices.has(service.slug)) {
      problems.push({
        file: show("services.md"),
        field: `services[${i}].slug`,
        message: `repeats "${service.slug}": every service needs its own slug`,
      });
    }
    seenServices.add(service.slug);
  });

  const pages: PageEntry[] = [];
  if (site) {
    const listed = new Set<string>();
    const paths = new Set<string>();
    for (const [i, page] of site.pages.entries()) {
      if (paths.has(page.path)) {
        problems.push({
          file: show("site.yaml"),
          field: `pages[${i}].path`,
          message: `repeats "${page.path}": every page needs its own path`,
        });
      }
      if (/^\/work\/[^/]+\/$/.test(page.path)) {
        problems.push({
          file: show("site.yaml"),
          field: `pages[${i}].path`,
          message:
            `"${page.path}" is reserved for case studies, which come from content/projects/: choose another path`,
        });
      }
      paths.add(page.path);
      listed.add(page.file);
      const text = await read(`pages/${page.file}`);
      if (text === undefined) continue;
      try {
        const { data, body } = parseFrontMatter(text);
        if (data && Object.keys(data as object).length) {
          problems.push({
            file: show(`pages/${page.file}`),
            message:
              "has front matter, but a page's title and description live in content/site.yaml: remove the --- block",
          });
        }
        pages.push({
          file: `pages/${page.file}`,
          path: page.path,
          title: page.title,
          description: page.description,
          nav: page.nav,
          body,
        });
      } catch (error) {
        problems.push({ file: show(`pages/${page.file}`), message: (error as Error).message });
      }
    }
    if (!paths.has("/")) {
      problems.push({
        file: show("site.yaml"),
        field: "pages",
        message: 'has no home page: add one with path "/"',
      });
    }
    for (const name of await listMarkdown(join(dir, "pages"), problems, show("pages"))) {
      if (!listed.has(name)) {
        problems.push({
          file: show(`pages/${name}`),
          message:
            "is not listed in content/site.yaml, so it would never be published: list it under pages or delete it",
        });
      }
    }
  }

  if (problems.length || !site || !profile || !services || !faq || !contact || !praise) {
    throw new ContentError(problems);
  }
  const { pages: _listed, ...siteInfo } = site;
  const { body: bio, ...profileData } = profile;
  const { body: _contactBody, ...contactData } = contact;
  return {
    site: siteInfo,
    pages,
    profile: { ...profileData, bio },
    projects,
    services: services.services,
    faq: faq.questions,
    contact: contactData,
    testimonials: praise.testimonials,
    images,
  };
}

/** Whether `path` exists (a missing optional file is no problem). */
async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return false;
    throw error;
  }
}

async function listMarkdown(
  folder: string,
  problems: ContentProblem[],
  shown: string,
): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(folder)) {
      if (entry.isFile && entry.name.endsWith(".md")) names.push(entry.name);
    }
  } catch (error) {
    problems.push({ file: shown, message: readFailure(error) });
  }
  return names.sort();
}

function readFailure(error: unknown): string {
  if (error instanceof Deno.errors.NotFound) {
    return "does not exist: create it, or set CONTENT_DIR to the folder that holds the content";
  }
  if (error instanceof Deno.errors.PermissionDenied) {
    return "cannot be read: check its permissions (the server needs --allow-read)";
  }
  if (error instanceof Deno.errors.IsADirectory) {
    return "is a folder, but a file is expected here";
  }
  return `cannot be read: ${(error as Error).message}`;
}

function fieldName(path: PropertyKey[]): string {
  return path.map((key, i) =>
    typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`
  ).join("");
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return `is missing: add it (${issue.expected})`;
  }
  if (issue.code === "unrecognized_keys") {
    return `has unknown fields ${
      issue.keys.map((k) => `"${k}"`).join(", ")
    }: remove them or fix their spelling`;
  }
  if (issue.code === "invalid_type") {
    return `must be ${issue.expected === "int" ? "a whole number" : `a ${issue.expected}`}, got ${
      describe(issue.input)
    }`;
  }
  const got = "input" in issue && issue.input !== undefined
    ? ` (got ${describe(issue.input)})`
    : "";
  return `${issue.message}${got}`;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return JSON.stringify(value);
}
