/**
 * Holds the site built from `content/`. Loading happens at start-up and, on
 * failure, again in the background with backoff, so the server starts and
 * recovers by itself. A later failed reload keeps the last good site.
 */
import type { Config } from "../config.ts";
import { HttpError } from "../http/problem.ts";
import type { Site } from "./model.ts";
import { absolutePath } from "../files.ts";
import { loadContent, type RawContent } from "./load.ts";

/** Longest wait between two retries, in milliseconds. */
export const MAX_RETRY_DELAY = 30_000;

/** How often a content folder that does not exist is looked for, in milliseconds. */
export const MISSING_FOLDER_POLL = 500;

/**
 * How often the content folder's real path is compared with the one last
 * read, in milliseconds: a deploy that swaps a symlink (`current` → a new
 * release, or any folder above the content) changes nothing the file watcher
 * sees, so the swap is looked for, one `realpath` call each time.
 */
export const SWAP_POLL = 500;

/** Options of `ContentStore`. */
export interface StoreOptions {
  /**
   * Builds the site from validated content (`buildSite`, lib/site/site.ts).
   * Passed in because the site is built from the folders above this one
   * (its generated pages describe the API and the MCP server), which read
   * the store: folders import one way only.
   */
  build: (raw: RawContent, config: Config) => Site;
  /** Reload when files in the content folder change. Default: true. */
  watch?: boolean;
  /** Where messages go. Default: console. */
  log?: (message: string) => void;
  /** First wait before retrying a failed start-up load, in milliseconds; doubles up to 30 s. Default: 1000. */
  retryDelay?: number;
  /** Sets the timer of a retry, so a test can see the waits asked for. Default: `setTimeout`. */
  setTimer?: (retry: () => void, ms: number) => ReturnType<typeof setTimeout>;
  /**
   * How long the folder must be quiet after a change before it is reloaded, in
   * milliseconds, so that a file written in pieces is never published half
   * written. Default: 1000.
   */
  quietMs?: number;
}

export class ContentStore {
  #site?: Site;
  #error?: Error;
  #delay: number;
  #retryAt = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #soon?: ReturnType<typeof setTimeout>;
  #watcher?: Deno.FsWatcher;
  #swapPoll?: ReturnType<typeof setInterval>;
  /** The real path of the folder the current site was read from. */
  #realDir?: string;
  #loading?: Promise<boolean>;
  #again = false;
  #closed = false;
  readonly #log: (message: string) => void;
  /**
   * Counts changes of what the store serves (a good load, or a new reason for
   * failing), so caches know when to drop what they hold.
   */
  generation = 0;

  constructor(readonly config: Config, readonly options: StoreOptions) {
    this.#log = options.log ?? ((m) => console.error(m));
    this.#delay = options.retryDelay ?? 1000;
  }

  /** The current site, when content has loaded. */
  get site(): Site | undefined {
    return this.#site;
  }

  /** Why the last load failed, if it did. */
  get error(): Error | undefined {
    return this.#error;
  }

  #notes: readonly string[] = [];

  /**
   * What `deno task check` finds wrong in content that loaded (dead links,
   * empty pages), set by `deno task dev` so that its banner shows them too.
   */
  get notes(): readonly string[] {
    return this.#notes;
  }

  /** Sets `notes`; a change is a new generation, so cached pages show it. */
  setNotes(notes: readonly string[]): void {
    if (notes.length === this.#notes.length && notes.every((n, i) => n === this.#notes[i])) return;
    this.#notes = notes;
    this.generation++;
  }

  /** The site, or an `unavailable` error carrying `Retry-After`. */
  require(): Site {
    if (this.#site) return this.#site;
    const seconds = Math.max(1, Math.ceil((this.#retryAt - Date.now()) / 1000));
    throw new HttpError(
      "unavailable",
      "The site data could not be loaded, so this operation cannot answer right now.",
      { headers: { "retry-after": String(seconds) } },
    );
  }

  /**
   * Loads the content; true when it loaded. Keeps the last good site on
   * failure. Loads never overlap: one asked for while another runs starts
   * after it, so an older read can never replace a newer one.
   */
  load(): Promise<boolean> {
    if (this.#loading) {
      this.#again = true;
      return this.#loading;
    }
    const run = async (): Promise<boolean> => {
      let loaded: boolean;
      do {
        this.#again = false;
        loaded = await this.#loadOnce();
      } while (this.#again && !this.#closed);
      return loaded;
    };
    this.#loading = run().finally(() => this.#loading = undefined);
    return this.#loading;
  }

  async #loadOnce(): Promise<boolean> {
    try {
      const raw = await loadContent(this.config.contentDir, {
        maxBytes: this.config.contentMaxBytes,
        imageMaxBytes: this.config.imageMaxBytes,
      });
      this.#site = this.options.build(raw, this.config);
      this.#realDir = raw.realDir;
      this.#error = undefined;
      this.generation++;
      this.#delay = this.options.retryDelay ?? 1000;
      // Good content needs no retry; and a folder that was missing at start-up can be watched now.
      // (Only when a retry is pending: the first timer call of a process loads
      // Deno's timers module, about 5 ms of start-up.)
      if (this.#timer !== undefined) {
        clearTimeout(this.#timer);
        this.#timer = undefined;
      }
      if ((this.options.watch ?? true) && !this.#watcher && !this.#closed) this.#watch();
      return true;
    } catch (error) {
      if ((error as Error).message !== this.#error?.message) this.generation++;
      this.#error = error as Error;
      const kept = this.#site ? " (still serving the last good content)" : "";
      this.#log(`Content could not be loaded${kept}:\n${(error as Error).message}`);
      return false;
    }
  }

  /** Loads, then keeps retrying with backoff until content loads, and watches for edits. */
  async start(): Promise<void> {
    if (!(await this.load())) this.#schedule();
    if ((this.options.watch ?? true) && !this.#watcher) this.#watch();
  }

  #schedule() {
    if (this.#closed || this.#timer !== undefined) return;
    // A folder that is gone (deleted, or being swapped by a deploy) is looked
    // for every half second, so its return is noticed at once; anything else
    // (a typo in a file) is retried with backoff.
    const delay = folderExists(this.config.contentDir)
      ? this.#delay
      : Math.min(this.#delay, MISSING_FOLDER_POLL);
    this.#delay = Math.min(this.#delay * 2, MAX_RETRY_DELAY);
    this.#retryAt = Date.now() + delay;
    const retry = async () => {
      this.#timer = undefined;
      if (await this.load()) this.#log("Content loaded.");
      // Retry while nothing else will notice a fix: before the first good load, or unwatched.
      else if (!this.#site || !this.#watcher) this.#schedule();
    };
    this.#timer = this.options.setTimer?.(retry, delay) ?? setTimeout(retry, delay);
  }

  /** Reloads when the content folder's path leads to another folder than the one last read. */
  #pollSwaps() {
    if (this.#swapPoll !== undefined || this.#closed) return;
    let busy = false;
    // A swap to a folder that fails to load is tried once, not every poll.
    let tried: string | undefined;
    this.#swapPoll = setInterval(async () => {
      if (busy || !this.#realDir || this.#loading) return;
      busy = true;
      const real = await Deno.realPath(this.config.contentDir).catch(() => undefined);
      busy = false;
      if (real === undefined || real === this.#realDir || real === tried || this.#closed) return;
      tried = real;
      this.#log(`The content folder now leads to ${real}: loading it.`);
      // The watcher follows the old folder: end it, so that the load watches the new one.
      try {
        this.#watcher?.close();
      } catch {
        // Already closed.
      }
      this.#watcher = undefined;
      this.#reload();
    }, SWAP_POLL);
    Deno.unrefTimer(this.#swapPoll);
  }

  async #watch() {
    this.#pollSwaps();
    let pending: ReturnType<typeof setTimeout> | undefined;
    let watcher: Deno.FsWatcher;
    const root = absolutePath(this.config.contentDir);
    try {
      watcher = this.#watcher = Deno.watchFs(root, { recursive: true });
    } catch {
      // No folder to watch yet, or no watching here (some hosts): the retry
      // loop covers start-up, and a successful load tries watching again.
      return;
    }
    const real = await Deno.realPath(root).catch(() => root);
    // Which folder this watch follows. A folder deleted or swapped for another
    // (a deploy by rename) is not always reported as a "remove" of the root, so
    // every batch of events also checks that the path still names this folder.
    const identity = await folderId(root);
    let moved = false;
    try {
      for await (const event of watcher) {
        clearTimeout(pending);
        if (event.kind === "remove" && event.paths.some((p) => p === root || p === real)) {
          moved = true;
          break;
        }
        // Editors and deploy tools write in several steps; load once the folder is quiet.
        pending = setTimeout(async () => {
          if (this.#closed) return;
          if ((await folderId(root)) !== identity) {
            moved = true;
            watcher.close(); // Ends the loop; the old folder is no longer the content.
            return;
          }
          this.#reload();
        }, this.options.quietMs ?? 1000);
      }
    } catch {
      moved = true; // Watching failed; the retry loop takes over.
    } finally {
      clearTimeout(pending);
      if (this.#watcher === watcher) this.#watcher = undefined;
      try {
        watcher.close();
      } catch {
        // Already closed by `close()`.
      }
    }
    if (moved && !this.#closed) this.#soon = setTimeout(() => this.#reload(), 100);
  }

  async #reload() {
    if (this.#closed) return;
    if (await this.load()) this.#log("Content reloaded.");
    else if (!this.#watcher) this.#schedule();
  }

  /** Stops retrying and watching. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#soon);
    clearTimeout(this.#timer);
    clearInterval(this.#swapPoll);
    this.#timer = undefined;
    try {
      this.#watcher?.close();
    } catch {
      // Already closed.
    }
    this.#watcher = undefined;
  }
}

/** True when `path` names a folder. */
function folderExists(path: string): boolean {
  try {
    return Deno.statSync(path).isDirectory;
  } catch {
    return false;
  }
}

/** Device and inode of `path`, or undefined when it is gone: tells a swapped folder from the old one. */
async function folderId(path: string): Promise<string | undefined> {
  try {
    const info = await Deno.stat(path);
    return `${info.dev}:${info.ino}`;
  } catch {
    return undefined;
  }
}
