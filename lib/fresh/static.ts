/**
 * Static files, read into memory once at start-up: no file system access per
 * request, so no request path can reach a file outside the published folders.
 */
import { getMimeType } from "hono/utils/mime";
import { below, listFiles } from "../files.ts";
import { digest } from "../http/etag.ts";

/** A file ready to serve. */
export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  /** Short content hash, used to make cache-busting URLs. */
  hash: string;
  /** The file's name carries its content hash (`HASHED_NAME`): it may be cached for good. */
  immutable?: boolean;
  /** A script's URL paths of the hashed chunks beside it that it imports (`import … from "./chunk-…"`). */
  imports?: string[];
}

/**
 * The name of a file that carries its own content hash: the chunks
 * `deno bundle --code-splitting` (build/islands.ts) splits out of the island
 * bundles, which import them by that bare name: what is under a name never changes.
 */
const HASHED_NAME = /^chunk-[A-Z2-7]{8}\.js$/;
/** A static import or re-export of such a chunk, as esbuild writes it. */
const CHUNK_IMPORT =
  /\b(?:import|export)\s*(?:[\w$\s{},*]*from\s*)?["']\.\/(chunk-[A-Z2-7]{8}\.js)["']/g;

/** Reads every file below the folder `dir` (a path or file: URL) into a map by URL under `prefix`. */
export async function loadStatic(
  dir: string | URL,
  prefix = "/",
  into = new Map<string, StaticFile>(),
): Promise<Map<string, StaticFile>> {
  for (const path of listFiles(dir)) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (name.startsWith(".")) continue;
    const body = await Deno.readFile(below(dir, path));
    const url = prefix.replace(/\/?$/, "/") + path;
    const js = name.endsWith(".js") ? new TextDecoder().decode(body) : "";
    const imports = [...js.matchAll(CHUNK_IMPORT)].map((m) => url.replace(/[^/]*$/, m[1]));
    into.set(url, {
      body,
      type: getMimeType(name) ?? "application/octet-stream",
      ...(await digest(body)),
      ...(HASHED_NAME.test(name) ? { immutable: true } : {}),
      ...(imports.length ? { imports } : {}),
    });
  }
  return into;
}
