/**
 * Reads one generation of the content folder under its real path, noting every path read or
 * listed in a `Snapshot`, so a change during the read or since is seen (`changedPath`). A FIFO,
 * socket or device (opening one waits for ever), a file over the limit or a link out of the
 * folder is a problem, never read. Editors' leftovers (`about.md~`, `.swp`) are ignored.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { z } from "zod";
 * const snapshot = { dir: "tests/fixtures/studio", paths: new Map(), newest: 0 };
 * const reader = await ContentReader.open(snapshot.dir, { text: 1 << 20, image: 1 << 20 }, snapshot);
 * const site = await reader.yaml("site.yaml", z.object({ name: z.string() }));
 * assert.equal(site?.name, "Nordlicht Digital");
 * assert.equal(changedPath(snapshot), undefined); // nothing read has changed since
 * ```
 */
import type { z } from "zod";
import { absolutePath } from "../files.ts";
import { foldedListItems } from "./folded_lists.ts";
import { describe, type Snapshot } from "./snapshot.ts";
import { parseFrontMatter, parseYamlText } from "./front_matter.ts";
import {
  ContentError,
  type ContentProblem,
  fieldName,
  issueMessage,
  readFailure,
} from "./problems.ts";

// Here since a start from the build reads them without this module's YAML and validation.
export { changedPath, describe, type Snapshot } from "./snapshot.ts";

/** `dir` and `name` joined with one slash (`name` may be empty). */
function join(dir: string, name: string): string {
  return name ? `${dir.replace(/[\\/]+$/, "")}/${name}` : dir;
}

/** The largest files a load reads, in bytes. */
export type ReadLimits = { text: number; image: number };

/** Names editors and merge tools leave beside a file, and hidden files: never content. */
const LEFTOVER = /^[.#]|~$|\.(bak|orig|rej|sw[op])$/i;

/** How long opening a file that was measured as a regular file may take, in milliseconds. */
const OPEN_TIMEOUT = 2000;

/** `path` opened for reading, or an error once `OPEN_TIMEOUT` has passed (a FIFO waits for ever). */
async function openWithin(path: string): Promise<Deno.FsFile> {
  const signal = AbortSignal.timeout(OPEN_TIMEOUT); // unref'd: keeps no process alive
  const opening = Deno.open(path).then((f) => signal.aborted ? void f.close() as never : f);
  const late = new Error(`did not open within ${OPEN_TIMEOUT} ms: is it a FIFO?`);
  const timeout = new Promise<never>((_, reject) => signal.onabort = () => reject(late));
  return await Promise.race([opening, timeout]);
}

const NOT_REGULAR =
  "is not a regular file (a FIFO, socket or device), which cannot be read as content: replace it with an ordinary file";
const TEXT_AFTER =
  "has text after the front matter, which is not published: move it to the page's file in content/pages/";

/** The reader of one load: where it reads, and every problem found so far. */
export class ContentReader {
  readonly problems: ContentProblem[] = [];
  readonly #cwd = absolutePath(".");

  /** `dir` as configured (for messages), read under its real path when the load began. */
  private constructor(
    readonly dir: string,
    readonly limits: ReadLimits,
    readonly snapshot: Snapshot,
  ) {}
  #realDir = "";

  /** A reader of `dir`, noted in `snapshot`; `ContentError` when it is not a readable folder. */
  static async open(dir: string, limits: ReadLimits, snapshot: Snapshot): Promise<ContentReader> {
    const reader = new ContentReader(dir, limits, snapshot);
    let message = "is not a folder: set CONTENT_DIR to the folder that holds the content";
    try {
      reader.#realDir = snapshot.real = await Deno.realPath(dir);
      if ((await reader.#note(snapshot.real))?.isDirectory) return reader;
    } catch (error) {
      message = readFailure(error);
    }
    throw new ContentError([{ file: reader.show(""), message }]);
  }

  /** Notes `path` in the snapshot, as `info` describes it or as it is now; its description. */
  async #note(path: string, info?: Deno.FileInfo): Promise<Deno.FileInfo | undefined> {
    info ??= await Deno.stat(path).catch(() => undefined);
    this.snapshot.paths.set(path, info ? describe(info) : "");
    // Deno 2.9 reports ctime (a rename, a copy keeping its mtime) in whole seconds: its second's end.
    const { newest } = this.snapshot; // a time Deno cannot tell (null) counts as 0
    if (info) this.snapshot.newest = Math.max(newest, Number(info.mtime), Number(info.ctime) + 999);
    return info;
  }

  /** `name` as messages show it: relative to the working directory when inside it. */
  show(name: string): string {
    const path = absolutePath(join(this.dir, name));
    return path.startsWith(`${this.#cwd}/`) ? path.slice(this.#cwd.length + 1) : path;
  }

  problem(name: string, message: string, field?: string): void {
    this.problems.push({ file: this.show(name), ...(field ? { field } : {}), message });
  }

  /**
   * `read(name)` for every name at once, so the file system's waits overlap (300 projects read one
   * by one spent most of their load waiting); problems in the order of `names`, as if one by one.
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
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      // U+FDD0…U+FDEF are Unicode's noncharacters for a program's own use: the pages' renderer
      // marks text with two of them (languages.ts `setApart`), so an owner's would be lost.
      const at = text.search(/[\uFDD0-\uFDEF]/);
      if (at < 0) return text;
      const line = text.slice(0, at).split("\n").length;
      return void this.problem(name, `holds a Unicode noncharacter on line ${line}: delete it`);
    } catch {
      // The line of the lenient decoder's first U+FFFD (one the owner wrote before would be named).
      const text = new TextDecoder().decode(bytes);
      const line = text.slice(0, text.indexOf("\uFFFD")).split("\n").length;
      const fix = "save the file as UTF-8 in your editor";
      return void this.problem(name, `is not valid UTF-8 (first bad byte on line ${line}): ${fix}`);
    }
  }

  /** The bytes of `name`, or undefined and a problem; a picture (`"image"`) has its own limit. */
  async readBytes(
    name: string,
    kind: "text" | "image" = "text",
  ): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const maxBytes = this.limits[kind];
    const limitName = kind === "image" ? "IMAGE_MAX_BYTES" : "CONTENT_MAX_BYTES";
    const path = join(this.#realDir, name);
    let file: Deno.FsFile | undefined;
    try {
      const real = await Deno.realPath(path);
      if (!real.startsWith(`${this.#realDir}/`)) {
        await this.#note(path);
        const outside =
          `is a symbolic link to ${real}, outside the content folder: copy the file into the folder instead`;
        return void this.problem(name, outside);
      }
      // The type first: a FIFO is never opened.
      let info = (await this.#note(path))!;
      if (info.isFile) {
        file = await openWithin(real);
        info = (await this.#note(path, await file.stat()))!; // what was opened
      }
      const over =
        `is ${info.size} bytes, over the limit of ${maxBytes} (${limitName}): split it, or raise the limit`;
      if (info.isDirectory) throw new Deno.errors.IsADirectory();
      if (!file || !info.isFile) return void this.problem(name, NOT_REGULAR);
      if (info.size > maxBytes) return void this.problem(name, over);
      // As measured: a file that changes meanwhile changes the snapshot, and the load reads again.
      const bytes = new Uint8Array(info.size);
      let at = 0;
      for (let n; at < bytes.length && (n = await file.read(bytes.subarray(at)));) at += n;
      return bytes.subarray(0, at);
    } catch (error) {
      if (!this.snapshot.paths.has(path)) await this.#note(path);
      this.problem(name, readFailure(error));
    } finally {
      file?.close();
    }
  }

  /** The text of `name` parsed by `parse`, or undefined with a problem when either fails. */
  async parse<T>(name: string, parse: (source: string) => T): Promise<T | undefined> {
    const source = await this.read(name);
    if (source === undefined) return;
    try {
      return parse(source);
    } catch (error) {
      this.problem(name, (error as Error).message);
    }
  }

  /** A YAML file checked by `schema`, or undefined with a problem per issue. */
  async yaml<S extends z.ZodType>(name: string, schema: S): Promise<z.infer<S> | undefined> {
    const data = await this.parse(name, (text) => parseYamlText(this.#folded(name, text)) ?? {});
    return data === undefined ? undefined : this.#check(name, schema, data);
  }

  /** A Markdown file, front matter checked; with `body: false`, text after it is a problem. */
  async markdown<S extends z.ZodType>(
    name: string,
    schema: S,
    { body = true } = {},
  ): Promise<(z.infer<S> & { body: string }) | undefined> {
    const parsed = await this.parse(name, (source) => parseFrontMatter(this.#folded(name, source)));
    if (!parsed) return;
    if (!body && parsed.body) this.problem(name, TEXT_AFTER);
    const data = this.#check(name, schema, parsed.data);
    return data === undefined ? undefined : { ...data, body: parsed.body };
  }

  /** `source`, once each list item YAML folded into the line above is a problem naming its line. */
  #folded(name: string, source: string): string {
    for (const { line, message } of foldedListItems(source)) {
      this.problem(name, `line ${line}: ${message}`);
    }
    return source;
  }

  /** `data` checked against `schema`, or undefined with a problem per issue. */
  #check<S extends z.ZodType>(name: string, schema: S, data: unknown): z.infer<S> | undefined {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.problem(name, issueMessage(issue), fieldName(issue.path)); // "" for the file as a whole
    }
  }

  /** Whether `name` exists (a missing optional file is no problem). */
  async exists(name: string): Promise<boolean> {
    return (await this.#note(join(this.#realDir, name))) !== undefined;
  }

  /** Reports each file of `folder` like content (`site.yml`, `Profile.MD`) not one of `known`. */
  async strays(known: readonly string[], folder = ""): Promise<void> {
    const stem = (name: string) => name.replace(/\.[^.]+$/, "");
    for (const name of await this.#files(folder)) {
      if (known.includes(name) || !/\.(md|markdown|mdown|ya?ml)$/i.test(name)) continue;
      const meant = known.find((k) => stem(k) === stem(name).toLowerCase());
      const fix = meant ? `rename it to "${meant}"` : `the files read here are ${known.join(", ")}`;
      this.problem(folder ? `${folder}/${name}` : name, `is not read: ${fix}`);
    }
  }

  /**
   * The `.md` files of folder `name`, sorted (none when `optional` and missing); a problem when it
   * cannot be listed, and for each other file (`about.MD`) but hidden files and leftovers.
   */
  async listMarkdown(name: string, { optional = false } = {}): Promise<string[]> {
    if (optional && !await this.exists(name)) return [];
    const files = await this.#files(name);
    for (const file of files.filter((file) => !file.endsWith(".md"))) {
      const base = file.replace(/\.[^.]*$/, "");
      const fix = `rename it to "${base}.md" or move it out of content/${name}/`;
      this.problem(`${name}/${file}`, `is not read: only files ending in ".md" are, so ${fix}`);
    }
    // Not only regular files: a FIFO named like a page is listed, then refused by its read.
    return files.filter((file) => file.endsWith(".md")).sort();
  }

  /** What folder `name` holds but folders, hidden files and leftovers; a problem when it cannot be listed. */
  async #files(name: string): Promise<string[]> {
    const names: string[] = [];
    try {
      await this.#note(join(this.#realDir, name));
      for await (const entry of Deno.readDir(join(this.#realDir, name))) {
        if (!entry.isDirectory && !LEFTOVER.test(entry.name)) names.push(entry.name);
      }
    } catch (error) {
      this.problem(name || ".", readFailure(error));
    }
    return names;
  }
}
