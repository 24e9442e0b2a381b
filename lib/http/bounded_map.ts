/**
 * A map bounded in bytes: each entry's size is taken when it is set, and
 * setting past the bound evicts the entries set longest ago.
 */
export class BoundedMap<K, V> {
  #entries = new Map<K, { value: V; size: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number, readonly sizeOf: (value: V, key: K) => number) {}

  /** Sizes of what is held now, summed. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Stores `value` as the newest entry; one larger than the bound is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value, key);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    // Map order is insertion order, so the first entries are the oldest.
    for (const [old, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(old);
      this.#bytes -= entry.size;
    }
  }

  /** Every entry, the one set longest ago first. */
  *[Symbol.iterator](): Generator<[K, V]> {
    for (const [key, { value }] of this.#entries) yield [key, value];
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
