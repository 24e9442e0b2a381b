/**
 * The content folder `deno task init` replaces: whether it may be replaced
 * without `--force` (what `git status` says of it), and replacing it so that
 * at every moment it is either the old folder, complete, or the new one.
 */
import { basename, dirname, join } from "node:path";
import { readConfig } from "../lib/config.ts";
import type { ContentFiles } from "./init_content.ts";

/** A refusal or a failure: exit code 1. */
export class InitError extends Error {}

/**
 * What the content folder holds. The first three may be replaced without
 * `--force`; `edited` differs from what git has committed for it, and
 * `unknown` is not empty while git cannot tell (no git, or not in a repository).
 */
export type FolderState = "missing" | "empty" | "sample" | "edited" | "unknown";

/**
 * Whether `dir` may be replaced without `--force`: it is missing, holds no
 * files, or `git status` finds nothing in it that differs from `HEAD`. `git` is
 * looked for on `path` (init's environment's PATH), not on the process's.
 */
export async function folderState(dir: string, path?: string): Promise<FolderState> {
  let info;
  try {
    info = await Deno.lstat(dir);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "missing";
    throw error;
  }
  if (info.isSymlink) {
    throw new InitError(
      `"${dir}" is a symbolic link: pass the folder it points to with --content-dir`,
    );
  }
  if (!info.isDirectory) {
    throw new InitError(`"${dir}" is a file, not a folder: pass a folder with --content-dir`);
  }
  return await holdsNoFiles(dir) ? "empty" : await gitState(dir, path);
}

/** True when `dir` holds nothing but folders that hold nothing but folders. */
async function holdsNoFiles(dir: string): Promise<boolean> {
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isDirectory || !(await holdsNoFiles(join(dir, entry.name)))) return false;
  }
  return true;
}

/**
 * `sample` when `git status` finds nothing below `dir` that differs from
 * `HEAD` (no change, staged or not, and no new file, ignored or not),
 * `edited` when it finds something, and `unknown` when git is missing or
 * `dir` is in no repository with a commit: then nothing tells the sample
 * from an owner's edits.
 */
async function gitState(dir: string, path?: string): Promise<FolderState> {
  const git = async (...args: string[]) => {
    try {
      return await new Deno.Command("git", {
        ...path === undefined ? {} : { env: { PATH: path } },
        // No optional locks: asking must not rewrite the repository's index.
        args: ["--no-optional-locks", "-C", dir, ...args],
        stdin: "null",
        stdout: "piped",
        stderr: "null",
      }).output();
    } catch {
      return undefined; // no git
    }
  };
  if (!(await git("rev-parse", "--verify", "--quiet", "HEAD"))?.success) return "unknown";
  const status = await git(
    "status",
    "--porcelain",
    "-z",
    "--untracked-files=all",
    "--ignored",
    ".",
  );
  if (!status?.success) return "unknown";
  return status.stdout.byteLength ? "edited" : "sample";
}

/** Writes `files` into a new folder beside `target`, checks it, then puts it in `target`'s place. */
export async function writeFolder(
  target: string,
  files: ContentFiles,
  options: { siteUrl: string },
): Promise<void> {
  const parent = dirname(target);
  await Deno.mkdir(parent, { recursive: true });
  // A dot-name beside the target: same file system, so the final rename is atomic.
  const staging = join(parent, `.${basename(target)}.init-${crypto.randomUUID().slice(0, 8)}`);
  await Deno.mkdir(staging);
  try {
    for (const [path, text] of Object.entries(files)) {
      await Deno.mkdir(dirname(join(staging, path)), { recursive: true });
      await Deno.writeTextFile(join(staging, path), text);
    }
    // Loaded only here, so that --help and usage errors answer at once.
    const { checkContent } = await import("./check.ts");
    const problems = await checkContent(
      readConfig(new Map([["SITE_URL", options.siteUrl], ["CONTENT_DIR", staging]])),
    );
    if (problems.length) {
      throw new InitError(
        `The content init wrote does not pass the check, so nothing was replaced:\n${
          problems.join("\n")
        }\nThis is a bug in build/init.ts; please report it.`,
      );
    }
    await swapIn(staging, target);
  } finally {
    await Deno.remove(staging, { recursive: true }).catch(() => {});
  }
}

/**
 * Moves `staging` to `target`. A folder cannot be renamed over a non-empty
 * one, so the old folder is first renamed aside, and put back if the second
 * rename fails: at every moment `target` is either the old folder, complete,
 * or the new one.
 */
async function swapIn(staging: string, target: string): Promise<void> {
  const exists = await Deno.lstat(target).then(() => true, () => false);
  const aside = join(
    dirname(target),
    `.${basename(target)}.replaced-${crypto.randomUUID().slice(0, 8)}`,
  );
  if (exists) await Deno.rename(target, aside);
  try {
    await Deno.rename(staging, target);
  } catch (error) {
    if (exists) await Deno.rename(aside, target);
    throw error;
  }
  if (exists) await Deno.remove(aside, { recursive: true });
}
