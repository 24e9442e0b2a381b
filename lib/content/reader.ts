/**
 * Reads one generation of the content folder. The folder's real path is
 * resolved once, first, and every file is read under it, so a deploy that
 * swaps the folder (a `current` symlink pointing at a new release, or any
 * folder above a content file) while a load runs cannot mix files of two
 * releases; `swapped()` tells the loader to start again. Each file is
 * measured before it is read: one over the size limit, a symbolic link out of
 * the folder, or a special file (FIFO, socket, device: reading one would wait
 * for ever) is a problem, never read.
 */
import type { z } from "zod";
import { absolutePath } from "../files.ts";
import { foldedListItems } from "./folded_lists.ts";
import { parseFrontMatter } from "./front_matter.ts";
import {
  ContentError,
  type ContentProblem,
  fieldName,
  issueMessage,
  readFailure,
} from "./problems.ts";

/** `dir` and `name` joined with one slash (`name` may be empty). */
function join(dir: string, name: string): string {
  return name ? `${dir.replace(/[\\/]+$/, "")}/${name}` : dir;
}

/** The largest files a load reads, in bytes. */
export interface ReadLimits {
  text: number;
  image: number;
}

/** The reader of one load: where it reads, and every problem found so far. */
export class ContentReader {
  readonly problems: ContentProblem[] = [];
  readonly #cwd = absolutePath(".");

  private constructor(
    /** The folder as configured, for messages and for `swapped`. */
    readonly dir: string,
    /** Its real path when the load began: every file is read under it. */
    readonly realDir: string,
    /** The largest text file and the largest picture read, in bytes. */
    readonly limits: ReadLimits,
  ) {}

  /** A reader of `dir`; throws `ContentError` when `dir` is not a folder that can be read. */
  static async open(dir: string, limits: ReadLimits): Promise<ContentReader> {
    const shown = new ContentReader(dir, dir, limits).show("");
    try {
      const realDir = await Deno.realPath(dir);
      if (!(await Deno.stat(realDir)).isDirectory) {
        throw new ContentError([{
          file: shown,
          message: "is not a folder: set CONTENT_DIR to the folder that holds the content",
        }]);
      }
      return new ContentReader(dir, realDir, limits);
    } catch (error) {
      if (error instanceof ContentError) throw error;
      throw new ContentError([{ file: shown, message: readFailure(error) }]);
    }
  }

  /** True when the folder's path now leads somewhere else than when the load began. */
  async swapped(): Promise<boolean> {
    return await Deno.realPath(this.dir).catch(() => undefined) !== this.realDir;
  }

  /** `name` as messages show it: relative to the working directory when inside it. */
  show(name: string): string {
    const path = absolutePath(join(this.dir, name));
    return path.startsWith(`${this.#cwd}/`) ? path.slice(this.#cwd.length + 1) : path;
  }

  /** Records a problem with `name`. */
  problem(name: string, message: string, field?: string): void {
    this.problems.push({ file: this.show(name), ...(field ? { field } : {}), message });
  }

  /**
   * `read(name)` for every name at once, so that the file system's waits
   * overlap (300 projects read one by one spent most of their load time
   * waiting); the problems they find are recorded in the order of `names`,
   * as if read one by one.
   */
  async each<T>(names: readonly string[], read: (name: string) => Promise<T>): Promise<T[]> {
    const start = this.problems.length;
    const results = await Promise.all(names.map(read));
    const order = new Map(names.map((name, i) => [this.show(name), i]));
    const found = this.problems.splice(start);
    const rank = (file: string) => order.get(file) ?? names.length;
    this.problems.push(...found.sort((a, b) => rank(a.file) - rank(b.file)));
    return results;
  }

  /** The text of `name`, or undefined (and a problem) when it cannot be read. */
  async read(name: string): Promise<string | undefined> {
    const bytes = await this.readBytes(name);
    if (!bytes) return undefined;
    try {
      // fatal: a Latin-1 file is reported, never published with "\uFFFD" for every umlaut.
      return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      const line = firstBadByteLine(bytes);
      return void this.problem(
        name,
        `is not valid UTF-8 (first bad byte on line ${line}): save the file as UTF-8 in your editor`,
      );
    }
  }

  /**
   * The bytes of `name`, or undefined (and a problem) when it cannot be read;
   * a picture (`kind: "image"`) has a limit of its own.
   */
  async readBytes(
    name: string,
    kind: "text" | "image" = "text",
  ): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const [maxBytes, limitName] = kind === "image"
      ? [this.limits.image, "IMAGE_MAX_BYTES"]
      : [this.limits.text, "CONTENT_MAX_BYTES"];
    try {
      const real = await Deno.realPath(join(this.realDir, name));
      if (!real.startsWith(`${this.realDir}/`)) {
        return void this.problem(
          name,
          `is a symbolic link to ${real}, outside the content folder: copy the file into the folder instead`,
        );
      }
      const info = await Deno.stat(real);
      if (info.isDirectory) {
        return void this.problem(name, readFailure(new Deno.errors.IsADirectory()));
      }
      if (!info.isFile) {
        return void this.problem(
          name,
          "is not a regular file (a FIFO, socket or device), which cannot be read as content: replace it with an ordinary file",
        );
      }
      const tooLarge = (size: number) =>
        this.problem(
          name,
          `is ${size} bytes, over the limit of ${maxBytes} (${limitName}): split it, or raise the limit`,
        );
      if (info.size > maxBytes) return void tooLarge(info.size);
      const bytes = await Deno.readFile(real);
      // The file may have grown since it was measured.
      if (bytes.byteLength > maxBytes) return void tooLarge(bytes.byteLength);
      return bytes;
    } catch (error) {
      this.problem(name, readFailure(error));
    }
  }

  /** A list item YAML folded into the line above is a problem, named by its line. */
  folded(name: string, source: string): void {
    for (const { line, message } of foldedListItems(source)) {
      this.problem(name, `line ${line}: ${message}`);
    }
  }

  /** `data` checked against `schema`, or undefined with a problem per issue. */
  check<S extends z.ZodType>(name: string, schema: S, data: unknown): z.infer<S> | undefined {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.problem(
        name,
        issueMessage(issue),
        issue.path.length ? fieldName(issue.path) : undefined,
      );
    }
  }

  /**
   * Reads a Markdown file and validates its front matter; with `body: false`,
   * text after the front matter is a problem (it would never be published).
   */
  async markdown<S extends z.ZodType>(
    name: string,
    schema: S,
    { body = true } = {},
  ): Promise<(z.infer<S> & { body: string }) | undefined> {
    const source = await this.read(name);
    if (source === undefined) return;
    this.folded(name, source);
    let parsed;
    try {
      parsed = parseFrontMatter(source);
    } catch (error) {
      return void this.problem(name, (error as Error).message);
    }
    if (!body && parsed.body) {
      this.problem(
        name,
        "has text after the front matter, which is not published: move it to the page's file in content/pages/",
      );
    }
    const data = this.check(name, schema, parsed.data);
    return data === undefined ? undefined : { ...data, body: parsed.body };
  }

  /** Whether `name` exists (a missing optional file is no problem). */
  async exists(name: string): Promise<boolean> {
    try {
      await Deno.lstat(join(this.realDir, name));
      return true;
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return false;
      throw error;
    }
  }

  /**
   * Reports each file at the top of the folder that looks like content (`.md`, `.markdown`,
   * `.yml`, `.yaml` in any case) but is not one of `known`: `site.yml` or `Profile.MD` would
   * otherwise be ignored without a word.
   */
  async strays(known: readonly string[], folder = ""): Promise<void> {
    try {
      for await (const entry of Deno.readDir(join(this.realDir, folder))) {
        if (entry.isDirectory || entry.name.startsWith(".") || known.includes(entry.name)) continue;
        if (!/\.(md|markdown|mdown|ya?ml)$/i.test(entry.name)) continue;
        const base = entry.name.replace(/\.[^.]+$/, "").toLowerCase();
        const meant = known.find((k) => k.replace(/\.[^.]+$/, "") === base);
        this.problem(
          folder ? `${folder}/${entry.name}` : entry.name,
          `is not read: ${
            meant ? `rename it to "${meant}"` : `the files read here are ${known.join(", ")}`
          }`,
        );
      }
    } catch (error) {
      this.problem(folder || ".", readFailure(error));
    }
  }

  /**
   * The `.md` files of folder `name`, sorted; a problem when it cannot be listed, and one for
   * each other file (`about.MD`, `x.markdown`), which would otherwise be ignored without a word.
   * Hidden files (`.DS_Store`, `.gitkeep`) are left alone.
   */
  async listMarkdown(name: string): Promise<string[]> {
    const names: string[] = [];
    try {
      for await (const entry of Deno.readDir(join(this.realDir, name))) {
        if (entry.isDirectory || entry.name.startsWith(".")) continue;
        // Not only regular files: a FIFO named like a page is reported, not skipped.
        if (entry.name.endsWith(".md")) names.push(entry.name);
        else {
          this.problem(
            `${name}/${entry.name}`,
            `is not read: only files ending in ".md" are, so rename it to ${
              renamedMarkdown(entry.name)
            } or move it out of content/${name}/`,
          );
        }
      }
    } catch (error) {
      this.problem(name, readFailure(error));
    }
    return names.sort();
  }
}

/** The line (from 1) of the first byte that is not valid UTF-8 in `bytes`. */
function firstBadByteLine(bytes: Uint8Array): number {
  // A streaming decoder accepts an unfinished sequence at the end, so "the prefix decodes" is
  // monotone in its length: bisect for the longest valid prefix.
  let [good, bad] = [0, bytes.length];
  while (bad - good > 1) {
    const mid = (good + bad) >> 1;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      good = mid;
    } catch {
      bad = mid;
    }
  }
  let line = 1;
  for (let i = 0; i < good; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** `Case.MD` → `Case.md`, `x.markdown` → `x.md`: the name a Markdown file should have. */
function renamedMarkdown(name: string): string {
  const dot = name.lastIndexOf(".");
  return `"${dot > 0 ? name.slice(0, dot) : name}.md"`;
}
