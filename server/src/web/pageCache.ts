/** What a cached value costs in bytes. */
export type SizeOf<V> = (value: V) => number;

export interface PageCacheOptions<V> {
  /** Entries kept at most. */
  maxEntries: number;
  /** Bytes kept at most, as measured by sizeOf; a larger value is not kept at all. */
  maxBytes: number;
  /** How long a value is served (ms). */
  ttlMs: number;
  sizeOf: SizeOf<V>;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expires: number;
}

/**
 * Values kept for ttlMs, bounded in entries and in bytes: least recently used go first. Expired
 * entries are swept at most once per ttlMs, so memory held by pages nobody asks for again is
 * given back even when nothing new is cached.
 */
export class PageCache<V> {
  readonly #options: PageCacheOptions<V>;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry<V>>();
  #bytes = 0;
  #lastSweep: number;

  constructor(options: PageCacheOptions<V>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#lastSweep = this.#now();
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The fresh value for `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const now = this.#now();
    this.#sweep(now);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#delete(key, entry);
    if (entry.expires <= now) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry.value;
  }

  set(key: string, value: V): void {
    const now = this.#now();
    this.#sweep(now);
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    const bytes = this.#options.sizeOf(value);
    if (bytes > this.#options.maxBytes) return;
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#options.maxEntries ||
        this.#bytes + bytes > this.#options.maxBytes)
    ) {
      const [oldestKey, oldest] = this.#entries.entries().next().value as [string, Entry<V>];
      this.#delete(oldestKey, oldest);
    }
    this.#entries.set(key, { value, bytes, expires: now + this.#options.ttlMs });
    this.#bytes += bytes;
  }

  #delete(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < this.#options.ttlMs) return;
    this.#lastSweep = now;
    for (const [key, entry] of this.#entries) {
      if (entry.expires <= now) this.#delete(key, entry);
    }
  }
}
