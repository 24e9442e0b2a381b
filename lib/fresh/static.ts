/**
 * Static files, read into memory once at start-up: no file system access per
 * request, so no request path can reach a file outside the published folders.
 */
import { below, listFiles } from "../files.ts";
import { digest } from "../http/etag.ts";

/** A file ready to serve. */
export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  /** Short content hash, used to make cache-busting URLs. */
  hash: string;
}

const TYPES: Record<string, string> = {
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json",
  svg: "image/svg+xml",
  png: "image/png",
  ico: "image/x-icon",
  webp: "image/webp",
  woff2: "font/woff2",
  txt: "text/plain; charset=utf-8",
  webmanifest: "application/manifest+json",
};

/**
 * Reads every file below the folder `dir` (a path, or a file: URL) into a map
 * keyed by URL path under `prefix`.
 */
export async function loadStatic(
  dir: string | URL,
  prefix = "/",
  into = new Map<string, StaticFile>(),
): Promise<Map<string, StaticFile>> {
  for (const path of listFiles(dir)) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (name.startsWith(".")) continue;
    const body = await Deno.readFile(below(dir, path));
    const ext = name.slice(name.lastIndexOf(".") + 1);
    into.set(prefix.replace(/\/?$/, "/") + path, {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      ...(await digest(body)),
    });
  }
  return into;
}
