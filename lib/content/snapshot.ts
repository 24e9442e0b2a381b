/**
 * The content generation `deno task build` wrote (build/content_generation.ts),
 * so that a server starts without validating content or writing every page's
 * Markdown again: the site the store would build (`buildSite`), serialised, in
 * `_fresh/content/<key>.json`. The key hashes every name and byte under the
 * content folder and the settings the site is built from, so a file changed,
 * added or removed since the build, another `SITE_URL` or `DEV_ERRORS` (as
 * `deno task dev` sets) finds no file, and the store reads the content as
 * always. A site loaded here is the very value `buildSite` returned: only its
 * `config` is this process's, and a picture's bytes are read from its file.
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
import type { Site } from "./model.ts";
import { describe, type Snapshot } from "./reader.ts";

/** Where the build writes generations (build/content_generation.ts), one file per key. */
export const GENERATIONS = new URL("../../_fresh/content/", import.meta.url);

/** Every file under the content folder, hashed with the settings the site is built from. */
export interface Survey {
  key: string;
  /** The bytes of each file, by its path in the folder (`images/portrait.jpg`). */
  files: Map<string, Uint8Array<ArrayBuffer>>;
  /** What the store watches for a change, as a load would note it. */
  seen: Snapshot;
}

/**
 * Reads everything under `config.contentDir` (symbolic links followed, each
 * one's target in the key), or undefined when a file is larger than a picture
 * may be (no content read would need it) or the folder cannot be read.
 */
export async function survey(config: Config): Promise<Survey | undefined> {
  const { port: _, registryAuth: _secret, ...settings } = config;
  const parts: BlobPart[] = [JSON.stringify(settings)];
  const real = await Deno.realPath(config.contentDir).catch(() => "");
  if (!real) return;
  const seen: Snapshot = { dir: config.contentDir, real, paths: new Map(), newest: 0 };
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  const walked = new Set<string>();
  const walk = async (path: string, rel: string): Promise<boolean> => {
    if (walked.has(path)) return true;
    walked.add(path);
    seen.paths.set(path, describe(await Deno.stat(path)));
    const entries = await Array.fromAsync(Deno.readDir(path));
    for (const entry of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      const [at, name] = [`${path}/${entry.name}`, rel + entry.name];
      const info = await Deno.stat(at).catch(() => undefined);
      seen.paths.set(at, info ? describe(info) : "");
      const target = entry.isSymlink ? await Deno.realPath(at).catch(() => "?") : "";
      parts.push(`\0${name}\0${target}\0${info?.size}\0`);
      if (info?.isDirectory && !await walk(target || at, `${name}/`)) return false;
      if (!info?.isFile) continue;
      if (info.size > config.imageMaxBytes) return false;
      const bytes = await Deno.readFile(at);
      files.set(name, bytes);
      parts.push(bytes);
    }
    return true;
  };
  if (!await walk(real, "").catch(() => false)) return;
  const hash = await crypto.subtle.digest("SHA-256", await new Blob(parts).arrayBuffer());
  const key = Array.from(new Uint8Array(hash), (b) => b.toString(16).padStart(2, "0")).join("");
  return { key, files, seen };
}

/**
 * The site the build wrote for the content and settings as they are now, and
 * what the store watches for a change; undefined when there is none.
 */
export async function readBuilt(
  config: Config,
): Promise<{ site: Site; seen: Snapshot } | undefined> {
  const found = await survey(config);
  const text = found &&
    await Deno.readTextFile(new URL(`${found.key}.json`, GENERATIONS)).catch(() => "");
  if (!found || !text) return;
  // The two shapes JSON has none for: a Map, and a picture's bytes, named by its file.
  const site = JSON.parse(text, (_, value) => {
    if (value?.$map) return new Map(value.$map);
    return value?.$file === undefined ? value : found.files.get(value.$file);
  }) as Site;
  for (const one of [site, ...site.translations]) one.config = config;
  return { site, seen: found.seen };
}
