/**
 * Static files, read into memory once at start-up: no file system access per
 * request, so no request path can reach a file outside the published folders.
 */
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

/** Strong ETag and short hash of `body`. */
export async function digest(
  body: Uint8Array | string,
): Promise<{ etag: string; hash: string }> {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const sum = new Uint8Array(
    await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>),
  );
  const b64 = btoa(String.fromCharCode(...sum)).replace(
    /[+/=]/g,
    (c) => c === "+" ? "-" : c === "/" ? "_" : "",
  );
  return { etag: `"${b64.slice(0, 27)}"`, hash: b64.slice(0, 10) };
}

/**
 * Reads every file below the folder `dir` (a path, or a file: URL) into a map
 * keyed by URL path under `prefix`.
 */
export async function loadStatic(
  dir: string | URL,
  prefix = "/",
  into = new Map<string, StaticFile>(),
): Promise<Map<string, StaticFile>> {
  const base = typeof dir === "string" ? dir.replace(/\/?$/, "/") : new URL(`${dir.href}/`);
  const at = (rel: string) =>
    typeof base === "string"
      ? base + rel
      : new URL(rel.split("/").map(encodeURIComponent).join("/") || ".", base);
  async function visit(rel: string) {
    let entries: Deno.DirEntry[];
    try {
      entries = await Array.fromAsync(Deno.readDir(at(rel)));
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return;
      throw error;
    }
    for (const entry of entries) {
      const path = rel + entry.name;
      if (entry.isDirectory) {
        await visit(`${path}/`);
        continue;
      }
      if (!entry.isFile || entry.name.startsWith(".")) continue;
      const body = await Deno.readFile(at(path));
      const ext = entry.name.slice(entry.name.lastIndexOf(".") + 1);
      into.set(prefix.replace(/\/?$/, "/") + path, {
        body,
        type: TYPES[ext] ?? "application/octet-stream",
        ...(await digest(body)),
      });
    }
  }
  await visit("");
  return into;
}
