/**
 * A map bounded in bytes: each entry's size is taken when it is set, and setting past the bound
 * evicts the entries used longest ago (least recently used: reading an entry with `get` makes it
 * the newest), so a flood of new keys pushes out what nobody asks for, never the busiest entry.
 *
 * @example
 * ```ts
 * const map = new BoundedMap<string, string>(1024, (value, key) => value.length + key.length);
 * map.set("a", "hello");
 * map.get("a"); // "hello", now the most recently used
 * ```
 */
export class BoundedMap<K, V> {
  #entries = new Map<K, { value: V; size: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number, readonly sizeOf: (value: V, key: K) => number) {}

  get bytes(): number {
    return this.#bytes;
  }

  /** The value of `key`, which becomes the most recently used entry. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Map order is insertion order: inserting again moves the entry to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` as the most recently used entry; one larger than the bound is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value, key);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    // The first entries are the ones used longest ago.
    for (const [old, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(old);
      this.#bytes -= entry.size;
    }
  }

  delete(key: K): void {
    const old = this.#entries.get(key);
    if (!old) return;
    this.#entries.delete(key);
    this.#bytes -= old.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
