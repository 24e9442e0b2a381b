/**
 * Walking folders given as a path or file: URL, for the manifest and static files: without node:
 * modules (Deno's Node layer costs start-up), synchronous (small folders, read before anything is
 * served), not following symbolic links.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.ok(listFiles("static").includes("styles.css")); // paths relative to the folder
 * ```
 */

/** `rel` (`/`-separated) inside the folder `root`: a path, or a file: URL. */
export function below(root: string | URL, rel: string): string | URL {
  if (typeof root === "string") return root.replace(/\/?$/, "/") + rel;
  const folder = root.href.endsWith("/") ? root : new URL(`${root.href}/`);
  return new URL(rel.split("/").map(encodeURIComponent).join("/") || ".", folder);
}

/** Every file below the folder `root`, as sorted `/`-joined relative paths; none if it's missing. */
export function listFiles(root: string | URL): string[] {
  const found: string[] = [];
  function visit(rel: string, depth: number) {
    let entries: Iterable<Deno.DirEntry>;
    try {
      entries = Deno.readDirSync(below(root, rel));
    } catch (error) {
      if (error instanceof Deno.errors.NotFound && depth === 0) return;
      throw error;
    }
    for (const entry of entries) {
      const path = rel + entry.name;
      if (entry.isDirectory) visit(`${path}/`, depth + 1);
      else if (entry.isFile) found.push(path);
    }
  }
  visit("", 0);
  return found.sort();
}

/**
 * `path` absolute against `cwd`, without `.` and `..` segments, as node:path's `resolve` makes it
 * without its 15 ms of start-up; on Windows, drive, root and UNC paths are left as they are.
 */
export function absolutePath(path: string, os = Deno.build.os, cwd = Deno.cwd()): string {
  const windows = os === "windows";
  if (windows && /^([A-Za-z]:|[\\/])/.test(path)) return path;
  const full = windows ? `${cwd}\\${path}` : path.startsWith("/") ? path : `${cwd}/${path}`;
  const [first, ...rest] = full.split(windows ? /[\\/]/ : "/");
  const out: string[] = [];
  for (const segment of rest) {
    if (segment === "..") out.pop();
    else if (segment && segment !== ".") out.push(segment);
  }
  return [first, ...out].join(windows ? "\\" : "/") || "/";
}
