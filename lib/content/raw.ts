/**
 * The validated content's shape, exactly as the owner wrote it: what the
 * loader (load.ts) returns and the translations (translations.ts) mirror.
 * Apart from both so that neither imports the other back.
 */
import type { z } from "zod";
import type { ContentImage } from "./images.ts";
import type { MessageOverrides } from "./messages.ts";
import type {
  ContactFile,
  FaqFile,
  ProfileFile,
  ProjectFile,
  ServicesFile,
  SiteFile,
  TestimonialsFile,
} from "./file_schemas/mod.ts";

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
  /** Where prices start (`services.md`'s `anchors`), for the pricing web page only. */
  anchors?: z.infer<typeof ServicesFile>["anchors"];
  faq: z.infer<typeof FaqFile>["questions"];
  contact: z.infer<typeof ContactFile>;
  /** Praise from `testimonials.md`, when the owner wrote the file. */
  testimonials: z.infer<typeof TestimonialsFile>["testimonials"];
  /** Every picture the content names, by its `src`. */
  images: Map<string, ContentImage>;
  /** The owner's words for the site's language from `messages.yaml` (`lib/content/messages.ts`). */
  messages: MessageOverrides;
  /** The other languages of `site.yaml`'s `languages`, each read from `content/<lang>/`. */
  translations?: Translation[];
}

/** One more language: the content with its translations over the primary files. */
export interface Translation {
  /** The language tag, which is also its folder and its URL prefix (`en` → `/en/`). */
  lang: string;
  /** The primary content with every translated part in its place. */
  content: RawContent;
  /** What is not translated (shown in the primary language), one line each, naming the file. */
  untranslated: string[];
}
