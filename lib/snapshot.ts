/**
 * The site as `deno task build` made it, saved so that a new process can
 * answer at once: the validated content (so the store skips YAML and the
 * schemas), and the response cache's 200s for every URL the build's crawl
 * reached (so the first requests need neither the app nor rendering).
 *
 * A snapshot names what it was made from by a SHA-256 over every file of the
 * project that the server may read or run (all but dot entries, the top
 * folders `node_modules`, `tests` and `bench`, test modules, Markdown files at
 * the top such as the README, and the snapshot itself; through symbolic links,
 * as the server reads them) and every file in the
 * content folder. Any edit to any of them means the snapshot is not used at
 * all: the content is loaded and checked, with its errors, and pages are
 * rendered on demand. The saved responses are used only for the SITE_URL they
 * were built for, since every absolute URL in them comes from it.
 *
 * The file: a 4-byte big-endian length, a JSON header of that many bytes (the
 * format, fingerprint, SITE_URL, content, each distinct list of response
 * headers once, and each response with its header list named by index and
 * its bodies by offset and length), then the bodies, each distinct one once.
 */
import { concat } from "./bytes.ts";
import type { Config } from "./config.ts";
import type { RawContent } from "./content/load.ts";
import { below, listFiles } from "./files.ts";
import type { SavedResponse } from "./server/response_cache.ts";

const FORMAT = "site-snapshot/3";

/** Where the snapshot of the project whose folder is `root` lives. */
export function snapshotFile(root: URL): URL {
  return new URL("_fresh/snapshot.bin", root);
}

/** What a snapshot holds. */
export interface Snapshot {
  content: RawContent;
  responses: SavedResponse[];
}

/** What start-up may use of a snapshot, and a line for the log saying what and why. */
export interface Usable extends Partial<Snapshot> {
  note: string;
  /** The fingerprint the files matched, when anything is usable. */
  fingerprint?: string;
}

/** A body's place in the file's blob: [offset, length]. */
type Span = [number, number];

interface Header {
  format: string;
  fingerprint: string;
  siteUrl: string;
  content: RawContent;
  headers: [string, string][][];
  responses: (Omit<SavedResponse, "headers" | "body" | "forms"> & {
    headers: number;
    body: Span;
    forms?: Span[];
  })[];
}

/** Folders at the project's top that the server never reads. */
const NOT_SERVED = new Set(["node_modules", "tests", "bench"]);

/** Hex SHA-256 over the project's files below `root` and the content in `contentDir`. */
export async function fingerprint(root: URL, contentDir: string): Promise<string> {
  const own = snapshotFile(root).href.slice(root.href.length);
  const skip = (path: string) => {
    const name = path.slice(path.lastIndexOf("/") + 1);
    return name.startsWith(".") || NOT_SERVED.has(path) || /_test\.[jt]sx?$/.test(name) ||
      /^[^/]*\.md$/.test(path) || path === own;
  };
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  const add = (folder: string | URL, label: string, files: string[]) => {
    for (const file of files) {
      const bytes = Deno.readFileSync(below(folder, file));
      parts.push(encoder.encode(`${label}:${file}\0${bytes.byteLength}\0`), bytes);
    }
  };
  // Paths, not URLs: Deno turns a URL into a path on every call, which adds up over the files.
  const folder = Deno.realPathSync(root);
  add(folder, "project", listFiles(folder, { followLinks: true, skip }));
  add(contentDir, "content", listFiles(contentDir, { followLinks: true }));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", concat(parts)));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * What of the snapshot of the project at `root` start-up may use under
 * `config`: everything when the files and SITE_URL are the build's, the
 * content alone when only SITE_URL differs, nothing otherwise.
 */
export async function readSnapshot(root: URL, config: Config): Promise<Usable> {
  const file = snapshotFile(root);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Deno.readFileSync(file);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      return { note: "No snapshot (deno task build makes one): loading the content" };
    }
    return { note: `The snapshot could not be read (${(error as Error).message})` };
  }
  let header: Header;
  let blob: Uint8Array<ArrayBuffer>;
  let current: string;
  try {
    const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length)));
    blob = bytes.subarray(4 + length);
    if (header?.format !== FORMAT) throw new Error(`not ${FORMAT}`);
    current = await fingerprint(root, config.contentDir);
  } catch (error) {
    return { note: `The snapshot is not used: ${(error as Error).message}` };
  }
  if (header.fingerprint !== current) {
    return { note: "The snapshot is not used: files changed since deno task build" };
  }
  if (header.siteUrl !== config.siteUrl) {
    return {
      content: header.content,
      fingerprint: current,
      note:
        `Using the snapshot's content but not its responses, built for SITE_URL ${header.siteUrl}`,
    };
  }
  const body = ([offset, length]: Span) => blob.subarray(offset, offset + length);
  const responses = header.responses.map((r): SavedResponse => ({
    ...r,
    headers: header.headers[r.headers],
    body: body(r.body),
    forms: r.forms?.map(body),
  }));
  return {
    content: header.content,
    responses,
    fingerprint: current,
    note: `Using the snapshot: content and ${responses.length} saved responses`,
  };
}

/** True when the files of the project at `root` still hash to `expected` (false if unreadable). */
export async function snapshotMatches(
  root: URL,
  config: Config,
  expected: string,
): Promise<boolean> {
  return await fingerprint(root, config.contentDir).then((f) => f === expected, () => false);
}

/**
 * Has `make` build the site from the project at `root` under `config`, and
 * saves what it gives as that project's snapshot, unless the files changed
 * meanwhile. Returns the bytes written, or undefined when nothing was saved.
 */
export async function writeSnapshot(
  root: URL,
  config: Config,
  make: () => Promise<Snapshot>,
): Promise<number | undefined> {
  const before = await fingerprint(root, config.contentDir);
  const { content, responses } = await make();
  if (await fingerprint(root, config.contentDir) !== before) return;
  const bodies: Uint8Array[] = [];
  const spans = new Map<string, Span>();
  let size = 0;
  const place = async (bytes: Uint8Array<ArrayBuffer>): Promise<Span> => {
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).join();
    let span = spans.get(hash);
    if (!span) {
      span = [size, bytes.byteLength];
      spans.set(hash, span);
      bodies.push(bytes);
      size += bytes.byteLength;
    }
    return span;
  };
  const header: Header = {
    format: FORMAT,
    fingerprint: before,
    siteUrl: config.siteUrl,
    content,
    headers: [],
    responses: [],
  };
  const lists = new Map<string, number>();
  for (const { headers, body, forms, ...rest } of responses) {
    const list = JSON.stringify(headers);
    if (!lists.has(list)) lists.set(list, header.headers.push(headers) - 1);
    header.responses.push({
      ...rest,
      headers: lists.get(list)!,
      body: await place(body),
      ...(forms ? { forms: await Promise.all(forms.map(place)) } : {}),
    });
  }
  const json = new TextEncoder().encode(JSON.stringify(header));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, json.byteLength);
  const file = concat([length, json, ...bodies]);
  await Deno.mkdir(new URL(".", snapshotFile(root)), { recursive: true });
  await Deno.writeFile(snapshotFile(root), file);
  return file.byteLength;
}
