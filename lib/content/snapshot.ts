/**
 * The site `deno task build` wrote (build/content_generation.ts) as `_fresh/content/<key>.json`, so
 * a server starts without validating content or writing Markdown again. The key hashes every name
 * and byte under the content folder and the build's settings: after any change, or with another
 * `SITE_URL`, size limit or `DEV_ERRORS`, no file matches and the store reads the content as always
 * (how `CONTENT_DIR` names the folder does not count). The site loaded is `buildSite`'s, with this
 * process's `config` and the picture bytes read for the key.
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

/**
 * The first path in `snapshot` not as it was (the folder, when it leads elsewhere now), if any.
 * Synchronous, as the store polls it every 500 ms: 40 paths took 4.8 ms of async stats, 0.3 ms so.
 */
export function changedPath(snapshot: Snapshot): string | undefined {
  if (attempt(() => Deno.realPathSync(snapshot.dir)) !== snapshot.real) return snapshot.dir;
  for (const [path, was] of snapshot.paths) {
    const now = attempt(() => Deno.statSync(path));
    if ((now ? describe(now) : "") !== was) return path;
  }
}

/** Where the build writes generations (build/content_generation.ts), one file per key. */
export const GENERATIONS = new URL("../../_fresh/content/", import.meta.url);

/**
 * Reads everything under `config.contentDir` (links followed, each target in the key): the key,
 * each file's bytes by path (`images/portrait.jpg`) and what to watch; undefined when a file is
 * larger than a picture may be (no content read needs it) or the folder cannot be read.
 */
export async function survey(config: Config): Promise<
  { key: string; files: Map<string, Uint8Array<ArrayBuffer>>; seen: Snapshot } | undefined
> {
  // Not where the folder is, nor how CONTENT_DIR spells it: the same files make the same site.
  const { port: _, registryAuth: _secret, warmUp: _warm, contentDir: _dir, ...settings } = config;
  const parts: Uint8Array<ArrayBuffer>[] = [new TextEncoder().encode(JSON.stringify(settings))];
  const real = attempt(() => Deno.realPathSync(config.contentDir));
  if (!real) return;
  const seen: Snapshot = { dir: config.contentDir, real, paths: new Map(), newest: 0 };
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  const walked = new Set<string>();
  // Synchronous: nothing is served yet, and 600 files read one by one cost half as much CPU so.
  const walk = (path: string, rel: string): boolean => {
    if (walked.has(path)) return true;
    walked.add(path);
    seen.paths.set(path, describe(Deno.statSync(path)));
    for (const entry of [...Deno.readDirSync(path)].sort((a, b) => a.name < b.name ? -1 : 1)) {
      const [at, name] = [`${path}/${entry.name}`, rel + entry.name];
      const info = attempt(() => Deno.statSync(at));
      seen.paths.set(at, info ? describe(info) : "");
      const target = entry.isSymlink ? attempt(() => Deno.realPathSync(at)) ?? "?" : "";
      parts.push(new TextEncoder().encode(`\0${name}\0${target}\0${info?.size}\0`));
      if (info?.isDirectory && !walk(target || at, `${name}/`)) return false;
      if (!info?.isFile) continue;
      if (info.size > config.imageMaxBytes) return false;
      const bytes = Deno.readFileSync(at);
      files.set(name, bytes);
      parts.push(bytes);
    }
    return true;
  };
  if (!attempt(() => walk(real, ""))) return;
  // One array by hand: a Blob's arrayBuffer() costs 20 ms of CPU for 1 MB.
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  parts.reduce((at, part) => (all.set(part, at), at + part.length), 0);
  const key = new Uint8Array(await crypto.subtle.digest("SHA-256", all)).toHex();
  return { key, files, seen };
}

function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** The site the build wrote for the content and settings as they are now, and what to watch. */
export async function readBuilt(
  config: Config,
): Promise<{ site: Site; seen: Snapshot } | undefined> {
  const found = await survey(config);
  const text = found &&
    await Deno.readTextFile(new URL(`${found.key}.json`, GENERATIONS)).catch(() => "");
  if (!found || !text) return;
  const site = JSON.parse(text) as Site; // a reviver would cost five times the parse
  for (const one of [site, ...site.translations]) {
    one.config = config;
    for (const raw of [one.raw, ...(one.raw.translations ?? []).map((t) => t.content)]) {
      const images = Object.entries(raw.images as unknown as Record<string, ContentImage>);
      for (const [src, image] of images) image.bytes = found.files.get(src)!;
      raw.images = new Map(images);
    }
  }
  return { site, seen: found.seen };
}
