/**
 * The content as `deno task build` validated it, saved so that a start-up
 * whose content folder holds exactly the same files can skip parsing and
 * validating them again (and loading YAML and the schemas to do so), which is
 * most of the server's start-up time. A snapshot names its files by a SHA-256
 * over every file's path and bytes and over this folder's code (the schemas
 * and the loader), so any edit to either means a full load and its errors.
 */
import type { RawContent } from "./load.ts";

const FORMAT = "content-snapshot/1";

/** Where `deno task build` saves the snapshot and `main.ts` looks for it. */
export const CONTENT_SNAPSHOT = new URL("../../_fresh/content.json", import.meta.url);

/** `path` below `root`: a folder URL, or a folder path ending in `/`. */
const below = (root: string | URL, path: string) =>
  typeof root === "string" ? root + path : new URL(path, root);

/** The files below `root` as sorted `/`-joined paths. */
async function listFiles(root: string | URL, prefix = ""): Promise<string[]> {
  const out: string[] = [];
  const entries = await Array.fromAsync(Deno.readDir(below(root, prefix || ".")));
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = prefix + entry.name;
    if (entry.isDirectory) out.push(...await listFiles(root, `${path}/`));
    else if (entry.isFile) out.push(path);
  }
  return out;
}

/** Hex SHA-256 over the content in `dir` and the code that validates it. */
export async function fingerprint(dir: string): Promise<string> {
  const code = new URL("./", import.meta.url);
  const sources = (await listFiles(code)).filter((f) => f.endsWith(".ts") && !f.includes("_test"));
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  const add = async (root: string | URL, label: string, files: string[]) => {
    for (const file of files) {
      const bytes = await Deno.readFile(below(root, file));
      parts.push(encoder.encode(`${label}:${file}\0${bytes.byteLength}\0`), bytes);
    }
  };
  await add(code, "code", sources);
  const content = dir.replace(/\/?$/, "/");
  await add(content, "content", await listFiles(content));
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", all));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The content saved in `file`, if it was made from exactly what `dir` and
 * the validating code hold now; undefined otherwise (no snapshot, another
 * format, different files, unreadable folder).
 */
export async function readSnapshot(file: URL, dir: string): Promise<RawContent | undefined> {
  try {
    const [text, current] = await Promise.all([Deno.readTextFile(file), fingerprint(dir)]);
    const saved = JSON.parse(text);
    return saved?.format === FORMAT && saved.fingerprint === current ? saved.content : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads and validates the content in `dir` with `load` and saves it to
 * `file`, unless the files changed while it was loading. Errors are `load`'s.
 */
export async function writeSnapshot(
  file: URL,
  dir: string,
  load: (dir: string) => Promise<RawContent>,
): Promise<boolean> {
  const before = await fingerprint(dir);
  const content = await load(dir);
  if (await fingerprint(dir) !== before) return false;
  await Deno.writeTextFile(file, JSON.stringify({ format: FORMAT, fingerprint: before, content }));
  return true;
}
