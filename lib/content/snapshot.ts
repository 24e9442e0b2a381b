/**
 * The content as `deno task build` validated it, saved so that a start-up
 * whose content folder holds exactly the same files can skip parsing and
 * validating them again (and loading YAML and the schemas to do so), which is
 * most of the server's start-up time. A snapshot names what it was made from
 * by a SHA-256 over every content file's path and bytes (through symbolic
 * links, as the loader reads them), every module in `lib/`, and deno.json and
 * deno.lock (the schemas' dependencies), so any edit to any of them means a
 * full load and its errors.
 */
import { below, listFiles } from "../files.ts";
import type { RawContent } from "./load.ts";

const FORMAT = "content-snapshot/2";

/** Where `deno task build` saves the snapshot and `main.ts` looks for it. */
export const CONTENT_SNAPSHOT = new URL("../../_fresh/content.json", import.meta.url);

const LIB = new URL("../", import.meta.url);
const ROOT = new URL("../../", import.meta.url);

/** Hex SHA-256 over the content in `dir` and the code that validates it. */
export async function fingerprint(dir: string): Promise<string> {
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  const add = async (root: string | URL, label: string, files: string[]) => {
    for (const file of files) {
      const bytes = await Deno.readFile(below(root, file)).catch((error) => {
        if (error instanceof Deno.errors.NotFound && label === "project") return null;
        throw error;
      });
      const size = bytes ? bytes.byteLength : "missing";
      parts.push(encoder.encode(`${label}:${file}\0${size}\0`), bytes ?? new Uint8Array());
    }
  };
  const modules = (await listFiles(LIB, { followLinks: true })).filter((f) =>
    /(?<!_test)\.tsx?$/.test(f)
  );
  await add(LIB, "lib", modules);
  await add(ROOT, "project", ["deno.json", "deno.lock"]);
  await add(dir, "content", await listFiles(dir, { followLinks: true }));
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
