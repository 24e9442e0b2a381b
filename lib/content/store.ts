/**
 * Holds the site built from `content/`, loaded at start-up and again when what the last load read
 * changes (a `stat` per path and the folder's real path, every `POLL_MS`). No file watcher:
 * Deno.watchFs's inotify thread opens a FIFO made in the folder and waits for ever, and closing it
 * hangs the process. A failed load keeps the last good site; it is tried again on a change or 30 s.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { readConfig } from "../config.ts";
 * import type { RawContent, Site } from "./model.ts";
 * const config = readConfig(new Map([["CONTENT_DIR", "tests/fixtures/minimal"]]));
 * const build = (raw: RawContent) => ({ name: raw.site.name }) as Site;
 * const store = new ContentStore(config, { build, watch: false });
 * await store.start();
 * assert.equal(store.require().name, "Mira Okafor");
 * ```
 */
import type { Config } from "../config.ts";
import { HttpError } from "../http/problem.ts";
import type { Site } from "./model.ts";
import { absolutePath } from "../files.ts";
// Reading and validating content (zod, YAML) loads only when no build's generation matches.
import type { ContentError, RawContent } from "./load.ts";
import { changedPath, readBuilt, type Snapshot } from "./snapshot.ts";
import { utcDay } from "./availability.ts";

/** How often the files the last load read are compared with what it saw, in milliseconds. */
export const POLL_MS = 500;

/** How often a failed load is tried again though none of its files changed (a passing fault). */
const RETRY_MS = 30_000;

const HOUR_MS = 3_600_000;

/** How the site was loaded, as main.ts says when it listens (`loadedFrom`). */
const FROM_BUILD = "Content from the build's generation: it matches the content folder.";
const NOT_BUILT = "Content read and validated: no generation of `deno task build` matches the " +
  "content folder and these settings (SITE_URL, CONTENT_MAX_BYTES, IMAGE_MAX_BYTES, DEV_ERRORS).";

export interface StoreOptions {
  /** Builds the site (`buildSite`) for `day` (UTC); passed in, as its folder imports this one. */
  build: (raw: RawContent, config: Config, day: string) => Site;
  /** Loads what `build` needs (zod, markdown-it), awaited before its first call. Default: none. */
  prepare?: () => Promise<unknown>;
  /** Start from the build's generation for this content, if any (snapshot.ts). Default: false. */
  fromBuild?: boolean;
  /** Reload when the content changes (looked for every `POLL_MS`). Default: true. */
  watch?: boolean;
  /** Where messages go. Default: console. */
  log?: (message: string) => void;
  /** How long no file may have changed before a reload publishes it (never half a copy), ms. Default: 1000. */
  quietMs?: number;
  /** How often the files are looked at, in milliseconds (tests pass less). Default: `POLL_MS`. */
  pollMs?: number;
  /** The clock, in milliseconds since the epoch (tests pass their own). Default: `Date.now`. */
  now?: () => number;
}

export class ContentStore {
  #site?: Site;
  #error?: Error;
  #failedAt = 0;
  #poll?: ReturnType<typeof setInterval>;
  /** What the last load read, good or not: a change to it is a reason to load again. */
  #snapshot?: Snapshot;
  #loading?: Promise<boolean>;
  #again = false;
  #closed = false;
  readonly #log: (message: string) => void;
  readonly #pollMs: number;
  readonly #now: () => number;
  #generation = 0;

  constructor(readonly config: Config, readonly options: StoreOptions) {
    this.#log = options.log ?? ((m) => console.error(m));
    this.#pollMs = options.pollMs ?? POLL_MS;
    this.#now = options.now ?? Date.now;
    this.#prepared = !options.prepare;
  }

  /** Counts changes of what the store serves (a load, a new failure, a booking's end) for caches. */
  get generation(): number {
    this.#turn();
    return this.#generation;
  }

  #built = false;
  /** Whether the site is the build's generation or was read, said once it listens; none without. */
  get loadedFrom(): string | undefined {
    return this.#site && (this.#built ? FROM_BUILD : NOT_BUILT);
  }

  get site(): Site | undefined {
    this.#turn();
    return this.#site;
  }

  #turnsAt: Record<string, number> = {};
  /** Rebuilds the site the day a booking ends (all read "available"), prepared the hour before. */
  #turn(): void {
    const from = this.#site?.profile?.taking_work_from;
    const left = from ? (this.#turnsAt[from] ??= Date.parse(from)) - this.#now() : Infinity;
    if (left < HOUR_MS && !this.#prepared) this.#prepare().then(() => this.#turn());
    if (left > 0 || !this.#prepared) return;
    this.#site = this.options.build(this.#site!.raw, this.config, utcDay(this.#now()));
    this.#generation++;
  }

  #ready?: Promise<unknown>;
  #prepared = false;
  #prepare = () =>
    this.#ready ??= Promise.resolve(this.options.prepare?.()).then(() => this.#prepared = true);

  get error(): Error | undefined {
    return this.#error;
  }

  #notes: readonly string[] = [];

  /** What `deno task check` finds wrong in loaded content, set by `deno task dev` for its banner. */
  get notes(): readonly string[] {
    return this.#notes;
  }

  /** Sets `notes`; a change is a new generation, so cached pages show it. */
  setNotes(notes: readonly string[]): void {
    if (notes.length === this.#notes.length && notes.every((n, i) => n === this.#notes[i])) return;
    this.#notes = notes;
    this.#generation++;
  }

  /** The site, or `unavailable` naming the blocking files, `Retry-After` quiet time plus a look. */
  require(): Site {
    const site = this.site;
    if (site) return site;
    const seconds = Math.ceil(((this.options.quietMs ?? 1000) + this.#pollMs) / 1000);
    const why = blocking(this.#error, this.config.contentDir);
    const detail =
      `The site data could not be loaded, so this operation cannot answer right now${why}.`;
    throw new HttpError("unavailable", detail, { headers: { "retry-after": String(seconds) } });
  }

  /**
   * Loads the content; true when it loaded, else the last good site is kept. Loads never overlap:
   * one asked for meanwhile starts after, so an older read never replaces a newer one.
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
    const built = this.options.fromBuild && !this.#snapshot && await readBuilt(this.config);
    if (built) {
      [this.#site, this.#snapshot, this.#built] = [built.site, built.seen, true];
      this.#turn(); // a booking that ends within the hour: the builder loads now, before serving
      await this.#ready;
      return ++this.#generation > 0;
    }
    const [{ readContent }] = await Promise.all([import("./load.ts"), this.#prepare()]);
    const loaded = await readContent(this.config.contentDir, {
      maxBytes: this.config.contentMaxBytes,
      imageMaxBytes: this.config.imageMaxBytes,
      // At start-up nothing is served yet: what is there now is better than nothing.
      quietMs: this.#site ? this.options.quietMs ?? 1000 : 0,
    });
    this.#snapshot = loaded.snapshot;
    try {
      if (!loaded.content) throw loaded.error;
      this.#site = this.options.build(loaded.content, this.config, utcDay(this.#now()));
      [this.#error, this.#built] = [undefined, false];
      this.#generation++;
      return true;
    } catch (error) {
      if ((error as Error).message !== this.#error?.message) this.#generation++;
      this.#error = error as Error;
      this.#failedAt = Date.now();
      const kept = this.#site ? " (still serving the last good content)" : "";
      this.#log(`Content could not be loaded${kept}:\n${(error as Error).message}`);
      return false;
    }
  }

  /** Loads, then looks for changes every `POLL_MS` and loads them (unless `watch` is false). */
  async start(): Promise<void> {
    await this.load();
    if ((this.options.watch ?? true) && !this.#poll && !this.#closed) {
      this.#poll = setInterval(async () => {
        this.#turn();
        if (this.#loading || this.#closed || !this.#snapshot) return;
        const changed = changedPath(this.#snapshot);
        const due = this.#error !== undefined && Date.now() - this.#failedAt > RETRY_MS;
        if (!changed && !due) return;
        const real = changed === this.#snapshot.dir && await Deno.realPath(changed).catch(() => 0);
        if (real) this.#log(`The content folder now leads to ${real}: loading it.`);
        const had = this.#site !== undefined;
        if (await this.load()) this.#log(had ? "Content reloaded." : "Content loaded.");
      }, this.#pollMs);
      Deno.unrefTimer(this.#poll);
    }
  }

  /** Stops looking for changes. */
  close(): void {
    this.#closed = true;
    clearInterval(this.#poll);
  }
}

/** ` (pages/about.md and 2 more cannot be loaded)`: what stops the content loading, for a 503. */
function blocking(error: Error | undefined, dir: string): string {
  const root = `${absolutePath(dir)}/`;
  const names = new Set(
    (error as ContentError | undefined)?.problems?.map(({ file }) => {
      const path = absolutePath(file);
      return path.startsWith(root) ? path.slice(root.length) : "the content folder";
    }),
  );
  const [first, ...more] = names;
  return first
    ? ` (${first}${more.length ? ` and ${more.length} more` : ""} cannot be loaded)`
    : "";
}
