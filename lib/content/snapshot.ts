/**
 * The site `deno task build` wrote (build/content_generation.ts) as `_fresh/content/<key>.json`, so
 * a server starts without validating content or writing Markdown again. The key hashes every name
 * and byte under the content folder and the build's settings: after any change, or with another
 * `SITE_URL` or `DEV_ERRORS`, no file matches and the store reads the content as always; the build's
 * record of the folder's stat (`stampOf`) names the key without reading it. The site loaded is
 * `buildSite`'s, with this process's `config` and the pictures' bytes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 * const config = readConfig(new Map([["CONTENT_DIR", "tests/fixtures/no-such-folder"]]));
 * assert.equal(await readBuilt(config), undefined); // nothing to hash, nothing built
 * ```
 */
import type { Config } from "../config.ts";
import type { ContentImage } from "./images.ts";
import type { Site } from "./model.ts";

/** What a load saw of the content folder: enough to tell when any of it has changed. */
export interface Snapshot {
  /** The folder as configured. */
  dir: string;
  /** Its real path when the load began; undefined when it could not be found. */
  real?: string;
  /** Each path read or listed, with its device, inode, size and times ("" when missing). */
  paths: Map<string, string>;
  /** When the newest change among them was made (mtime or ctime), in milliseconds since 1970. */
  newest: number;
}

/** A file's identity, size and times, as a snapshot keeps them. */
export function describe(s: Deno.FileInfo): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtime?.getTime()}:${s.ctime?.getTime()}`;
}

/** The first path in `snapshot` not as it was (the folder, when it leads elsewhere now), if any. */
export async function changedPath(snapshot: Snapshot): Promise<string | undefined> {
  if (await Deno.realPath(snapshot.dir).catch(() => undefined) !== snapshot.real) {
    return snapshot.dir;
  }
  for (const [path, was] of snapshot.paths) {
    if (await Deno.stat(path).then(describe, () => "") !== was) return path;
  }
}

/** Where the build writes generations (build/content_generation.ts), one file per key. */
export const GENERATIONS = new URL("../../_fresh/content/", import.meta.url);

/** A path under the content folder: its name there, a link's target, what stat says of it. */
type Entry = { at: string; name: string; target: string; info?: Deno.FileInfo };

/**
 * Every path under `config.contentDir` (links followed), sorted, stat'd but not read; undefined
 * when a file is larger than a picture may be (no content read needs it) or it cannot be read.
 */
function walk(config: Config): { entries: Entry[]; seen: Snapshot } | undefined {
  const real = attempt(() => Deno.realPathSync(config.contentDir));
  if (!real) return;
  const seen: Snapshot = { dir: config.contentDir, real, paths: new Map(), newest: 0 };
  const entries: Entry[] = [];
  const walked = new Set<string>();
  // Synchronous: nothing is served yet, and 600 files read one by one cost half as much CPU so.
  const visit = (path: string, rel: string): boolean => {
    if (walked.has(path)) return true;
    walked.add(path);
    seen.paths.set(path, describe(Deno.statSync(path)));
    for (const entry of [...Deno.readDirSync(path)].sort((a, b) => a.name < b.name ? -1 : 1)) {
      const [at, name] = [`${path}/${entry.name}`, rel + entry.name];
      const info = attempt(() => Deno.statSync(at));
      seen.paths.set(at, info ? describe(info) : "");
      const times = info ? [info.mtime, info.ctime].map((t) => t?.getTime() ?? Infinity) : [];
      seen.newest = Math.max(seen.newest, ...times);
      const target = entry.isSymlink ? attempt(() => Deno.realPathSync(at)) ?? "?" : "";
      entries.push({ at, name, target, info });
      if (info?.isDirectory && !visit(target || at, `${name}/`)) return false;
      if (info?.isFile && info.size > config.imageMaxBytes) return false;
    }
    return true;
  };
  return attempt(() => visit(real, "")) ? { entries, seen } : undefined;
}

/** A write this close to a stamp may share its times with what the stamp saw, in ms. */
const SETTLED_MS = 1000;

/**
 * The settings and what stat says of every path (device, inode, size, times: any write changes
 * them), hashed; `settled` when nothing changed in the last `SETTLED_MS`, so that a later write
 * cannot share a time with what was seen.
 */
async function stampOf(config: Config, seen: Snapshot) {
  const stamp = await sha256([
    new TextEncoder().encode(JSON.stringify([settingsOf(config), ...seen.paths])),
  ]);
  return { stamp, settled: seen.newest < Date.now() - SETTLED_MS };
}

/** Reads everything under `config.contentDir`: the key, what to watch, and its `stampOf`. */
export async function survey(config: Config) {
  const found = walk(config);
  if (!found) return;
  const stamp = await stampOf(config, found.seen);
  return { key: await keyOf(config, found.entries), ...stamp, seen: found.seen };
}

/** The key of what `walk` found: the settings, every name, link target and byte. */
function keyOf(config: Config, entries: Entry[]): Promise<string> {
  const parts: Uint8Array<ArrayBuffer>[] = [new TextEncoder().encode(settingsOf(config))];
  for (const { at, name, target, info } of entries) {
    parts.push(new TextEncoder().encode(`\0${name}\0${target}\0${info?.size}\0`));
    if (info?.isFile) parts.push(Deno.readFileSync(at));
  }
  return sha256(parts);
}

/** SHA-256 of `parts` in hex; copied into one array by hand, as a Blob costs 20 ms for 1 MB. */
async function sha256(parts: Uint8Array<ArrayBuffer>[]): Promise<string> {
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((at, part) => (all.set(part, at), at + part.length), 0);
  return new Uint8Array(await crypto.subtle.digest("SHA-256", all)).toHex();
}

/** The settings a site is built from: all but the port and the registry's secret. */
function settingsOf({ port: _, registryAuth: _secret, ...settings }: Config): string {
  return JSON.stringify(settings);
}

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/**
 * The site the build wrote for the content and settings as they are now, and what to watch: the
 * key the build recorded for the folder's stamp, else (another file system, a change) `keyOf`.
 */
export async function readBuilt(
  config: Config,
): Promise<{ site: Site; seen: Snapshot } | undefined> {
  const found = walk(config);
  if (!found) return;
  const read = (name: string) => attempt(() => Deno.readTextFileSync(new URL(name, GENERATIONS)));
  const recorded = read(`${(await stampOf(config, found.seen)).stamp}.seen`);
  const text = read(`${recorded ?? await keyOf(config, found.entries)}.json`);
  if (!text) return;
  const site = JSON.parse(text) as Site; // a reviver would cost five times the parse
  const paths = new Map(found.entries.map(({ name, at }) => [name, at]));
  for (const one of [site, ...site.translations]) {
    one.config = config;
    for (const raw of [one.raw, ...(one.raw.translations ?? []).map((t) => t.content)]) {
      const images = Object.entries(raw.images as unknown as Record<string, ContentImage>);
      for (const [src, image] of images) image.bytes = Deno.readFileSync(paths.get(src)!);
      raw.images = new Map(images);
    }
  }
  return { site, seen: found.seen };
}
