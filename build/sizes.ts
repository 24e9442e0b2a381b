/**
 * `deno task sizes`: the modules over `MAX_MODULE_LINES` lines and the
 * functions over `MAX_FUNCTION_LINES`, outside tests, in the folders of
 * `SIZED_FOLDERS`. Size is a design signal: such a module or function is
 * split by what it decides (docs/style.md, issue #34). build/sizes_test.ts
 * fails when a new one appears.
 *
 * Functions are found in `deno fmt`-formatted source by their shape: a line
 * that opens a `function`, an arrow function or a method runs to the first
 * later line at its own indentation that closes it (`}`, `});`, `)`).
 *
 * @example
 * ```sh
 * deno task sizes
 * ```
 */
import { join, relative } from "node:path";

/** Most lines a module may have. */
export const MAX_MODULE_LINES = 400;
/** Most lines a function may have, from its first line to its closing one. */
export const MAX_FUNCTION_LINES = 80;
/** The folders measured, relative to the repository. */
const SIZED_FOLDERS = ["lib", "routes", "components", "islands", "cli", "bench", "build"];

/** A module or function over its limit. */
export interface Oversize {
  /** Path relative to the repository, with `/`. */
  file: string;
  /** The function's name, or undefined for the module itself. */
  name?: string;
  /** Its first line, counting from 1. */
  line: number;
  lines: number;
}

const SKIPPED = /(_test\.tsx?|\.d\.ts)$|(^|\/)(tests|dist|catalogues)\//;
const FUNCTION = /\bfunction\b\*?\s*([\w$]*)|(?:const|let)\s+([\w$]+)[^=]*=\s*(?:async\s+)?\(?.*=>/;
const METHOD =
  /^\s+(?:(?:static|async|get|set|private|public|override)\s+)*(#?[\w$]+)\s*(?:<[^>]*>)?\(.*\)\s*(?::\s*[^=]+)?\{$/;
const CONTROL = /^(if|for|while|switch|catch|return|await|new|super|throw|else|do|typeof)$/;

/** The functions of `source` (formatted by `deno fmt`) with their first line and length. */
export function functionSizes(source: string): { name: string; line: number; lines: number }[] {
  const lines = source.split("\n");
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const trimmed = text.trimStart();
    if (/^(\/\/|\*|\/\*)/.test(trimmed)) continue;
    const fn = FUNCTION.exec(text);
    const method = fn ? null : METHOD.exec(text);
    if (method && CONTROL.test(method[1])) continue;
    if (!fn && !method) continue;
    if (fn && !/[{(]$/.test(text.trimEnd())) continue;
    const indent = text.length - trimmed.length;
    const end = closing(lines, i, indent);
    if (end < 0) continue;
    const name = (fn ? fn[1] || fn[2] : method![1]) || "(anonymous)";
    found.push({ name, line: i + 1, lines: end - i + 1 });
  }
  return found;
}

/** The index of the line that closes what line `start`, at `indent`, opens; -1 if none. */
function closing(lines: string[], start: number, indent: number): number {
  for (let j = start + 1; j < lines.length; j++) {
    const text = lines[j];
    if (!text.trim()) continue;
    const at = text.length - text.trimStart().length;
    if (at < indent) return -1;
    if (at === indent && /^[})]/.test(text.trimStart()) && !/\{$/.test(text.trimEnd())) return j;
  }
  return -1;
}

/** Every module and function over its limit in `files` (path → source). */
export function oversizes(files: Map<string, string>): Oversize[] {
  const out: Oversize[] = [];
  for (const [file, source] of files) {
    const lines = source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
    if (lines > MAX_MODULE_LINES) out.push({ file, line: 1, lines });
    for (const fn of functionSizes(source)) {
      if (fn.lines > MAX_FUNCTION_LINES) out.push({ file, ...fn });
    }
  }
  return out;
}

/** The sources outside tests under `SIZED_FOLDERS` of the repository at `root`. */
export async function sizedSources(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  async function walk(dir: string) {
    for await (const entry of Deno.readDir(dir)) {
      const path = join(dir, entry.name);
      const rel = relative(root, path).replaceAll("\\", "/");
      if (entry.isDirectory) await walk(path);
      else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !SKIPPED.test(rel)) {
        files.set(rel, await Deno.readTextFile(path));
      }
    }
  }
  for (const folder of SIZED_FOLDERS) await walk(join(root, folder));
  return files;
}

/** One line per oversize: `lib/x.ts:12  render  93 lines`. */
export function describe(found: Oversize[]): string {
  return found
    .toSorted((a, b) => b.lines - a.lines)
    .map((o) => `${o.file}:${o.line}  ${o.name ?? "(module)"}  ${o.lines} lines`)
    .join("\n");
}

if (import.meta.main) {
  const found = oversizes(await sizedSources(new URL("..", import.meta.url).pathname));
  console.log(
    found.length
      ? `Over ${MAX_MODULE_LINES} lines a module or ${MAX_FUNCTION_LINES} a function:\n${
        describe(found)
      }`
      : "No module or function over its limit.",
  );
}
