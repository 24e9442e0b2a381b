/**
 * Holds the site built from `content/`. Loading happens at start-up and, on
 * failure, again in the background with backoff, so the server starts and
 * recovers by itself. A later failed reload keeps the last good site.
 */
import type { Config } from "./config.ts";
import { loadContent } from "./content/load.ts";
import { HttpError } from "./problem.ts";
import { buildSite, type Site } from "./site.ts";

const MAX_DELAY = 30_000;

/** Options of `ContentStore`. */
export interface StoreOptions {
  /** Reload when files in the content folder change. Default: true. */
  watch?: boolean;
  /** Where messages go. Default: console. */
  log?: (message: string) => void;
}

export class ContentStore {
  #site?: Site;
  #error?: Error;
  #delay = 1000;
  #retryAt = 0;
  #timer?: ReturnType<typeof setTimeout>;
  #watcher?: Deno.FsWatcher;
  #closed = false;
  readonly #log: (message: string) => void;
  /** Counts successful loads, so caches know when to drop what they hold. */
  generation = 0;

  constructor(readonly config: Config, readonly options: StoreOptions = {}) {
    this.#log = options.log ?? ((m) => console.error(m));
  }

  /** The current site, when content has loaded. */
  get site(): Site | undefined {
    return this.#site;
  }

  /** Why the last load failed, if it did. */
  get error(): Error | undefined {
    return this.#error;
  }

  /** The site, or an `unavailable` error carrying `Retry-After`. */
  require(): Site {
    if (this.#site) return this.#site;
    const seconds = Math.max(1, Math.ceil((this.#retryAt - Date.now()) / 1000));
    throw new HttpError(
      "unavailable",
      "The site data could not be loaded, so this operation cannot answer right now.",
      { "retry-after": String(seconds) },
    );
  }

  /** Loads the content once; true when it loaded. Keeps the last good site on failure. */
  async load(): Promise<boolean> {
    try {
      const raw = await loadContent(this.config.contentDir);
      this.#site = buildSite(raw, this.config);
      this.#error = undefined;
      this.generation++;
      this.#delay = 1000;
      return true;
    } catch (error) {
      this.#error = error as Error;
      const kept = this.#site ? " (still serving the last good content)" : "";
      this.#log(`Content could not be loaded${kept}:\n${(error as Error).message}`);
      return false;
    }
  }

  /** Loads, then keeps retrying with backoff until content loads, and watches for edits. */
  async start(): Promise<void> {
    if (!(await this.load())) this.#schedule();
    if (this.options.watch ?? true) this.#watch();
  }

  #schedule() {
    if (this.#closed || this.#timer !== undefined) return;
    const delay = this.#delay;
    this.#delay = Math.min(this.#delay * 2, MAX_DELAY);
    this.#retryAt = Date.now() + delay;
    this.#timer = setTimeout(async () => {
      this.#timer = undefined;
      if (await this.load()) this.#log("Content loaded.");
      else if (!this.#site) this.#schedule();
    }, delay);
  }

  async #watch() {
    let pending: ReturnType<typeof setTimeout> | undefined;
    try {
      this.#watcher = Deno.watchFs(this.config.contentDir, { recursive: true });
      for await (const _event of this.#watcher) {
        clearTimeout(pending);
        pending = setTimeout(async () => {
          if (await this.load()) this.#log("Content reloaded.");
        }, 100);
      }
    } catch {
      // No folder to watch yet, or no watching here (some hosts): the retry loop covers start-up.
    } finally {
      clearTimeout(pending);
    }
  }

  /** Stops retrying and watching. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#watcher?.close();
  }
}
