/** What a cached value costs in bytes. */
export type SizeOf<V> = (value: V) => number;

/** What the values set as variants (set(key, value, group)) may hold of the cache. */
export interface VariantLimits {
  /** Variants kept at most, all groups together. */
  maxEntries: number;
  /** Bytes of variants kept at most. */
  maxBytes: number;
  /** Variants of one group kept at most. */
  perGroup: number;
}

export interface PageCacheOptions<V> {
  /** Entries kept at most, variants included. */
  maxEntries: number;
  /** Bytes kept at most, as measured by sizeOf; a larger value is not kept at all. */
  maxBytes: number;
  /** How long a value is served (ms). */
  ttlMs: number;
  sizeOf: SizeOf<V>;
  /** Without: a variant is kept as any other value. */
  variants?: VariantLimits;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expires: number;
  /** Set for a variant: its group. */
  group?: string;
}

/**
 * Values kept for ttlMs, bounded in entries and in bytes: least recently used go first. Expired
 * entries are swept at most once per ttlMs, so memory held by pages nobody asks for again is
 * given back even when nothing new is cached.
 *
 * Values set as variants of a group (a page with query values, which any client can make up in
 * any number) take at most their share of the cache and a few per group, and are dropped first
 * when the cache is full: a flood of them cannot push out the other values (the site's pages, of
 * which there are only so many).
 */
export class PageCache<V> {
  readonly #options: PageCacheOptions<V>;
  readonly #now: () => number;
  /** Entries other than variants, least recently used first. */
  readonly #entries = new Map<string, Entry<V>>();
  /** Variants, least recently used first. */
  readonly #variants = new Map<string, Entry<V>>();
  readonly #groupSizes = new Map<string, number>();
  #bytes = 0;
  #variantBytes = 0;
  #lastSweep: number;

  constructor(options: PageCacheOptions<V>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#lastSweep = this.#now();
  }

  /** Entries held, variants included. */
  get size(): number {
    return this.#entries.size + this.#variants.size;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The fresh value for `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const now = this.#now();
    this.#sweep(now);
    const map = this.#entries.has(key) ? this.#entries : this.#variants;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now) {
      this.#delete(key, entry);
      return undefined;
    }
    map.delete(key);
    map.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` for `key`; as a variant of `group` when one is given. */
  set(key: string, value: V, group?: string): void {
    const now = this.#now();
    this.#sweep(now);
    const old = this.#entries.get(key) ?? this.#variants.get(key);
    if (old) this.#delete(key, old);
    const bytes = this.#options.sizeOf(value);
    if (bytes > this.#options.maxBytes) return;
    const variants = this.#options.variants;
    const variantGroup = variants ? group : undefined;
    if (variants && variantGroup !== undefined) {
      if (bytes > variants.maxBytes) return;
      while ((this.#groupSizes.get(variantGroup) ?? 0) >= variants.perGroup) {
        const oldest = this.#oldestVariant(variantGroup);
        if (!oldest) return;
        this.#delete(...oldest);
      }
      while (
        this.#variants.size >= variants.maxEntries ||
        this.#variantBytes + bytes > variants.maxBytes
      ) {
        const oldest = this.#oldestVariant();
        if (!oldest) return;
        this.#delete(...oldest);
      }
    }
    while (this.size >= this.#options.maxEntries || this.#bytes + bytes > this.#options.maxBytes) {
      // Variants go first; a variant never takes the place of any other value.
      const oldest =
        this.#oldestVariant() ?? (variantGroup === undefined ? first(this.#entries) : undefined);
      if (!oldest) return;
      this.#delete(...oldest);
    }
    const entry: Entry<V> = { value, bytes, expires: now + this.#options.ttlMs };
    this.#bytes += bytes;
    if (variantGroup === undefined) {
      this.#entries.set(key, entry);
      return;
    }
    entry.group = variantGroup;
    this.#variants.set(key, entry);
    this.#variantBytes += bytes;
    this.#groupSizes.set(variantGroup, (this.#groupSizes.get(variantGroup) ?? 0) + 1);
  }

  /** The least recently used variant, of `group` when one is given. */
  #oldestVariant(group?: string): [string, Entry<V>] | undefined {
    if (group === undefined) return first(this.#variants);
    for (const pair of this.#variants) if (pair[1].group === group) return pair;
    return undefined;
  }

  #delete(key: string, entry: Entry<V>): void {
    this.#bytes -= entry.bytes;
    if (entry.group === undefined) {
      this.#entries.delete(key);
      return;
    }
    this.#variants.delete(key);
    this.#variantBytes -= entry.bytes;
    const left = (this.#groupSizes.get(entry.group) ?? 1) - 1;
    if (left > 0) this.#groupSizes.set(entry.group, left);
    else this.#groupSizes.delete(entry.group);
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < this.#options.ttlMs) return;
    this.#lastSweep = now;
    for (const map of [this.#entries, this.#variants]) {
      for (const [key, entry] of map) {
        if (entry.expires <= now) this.#delete(key, entry);
      }
    }
  }
}

function first<K, T>(map: Map<K, T>): [K, T] | undefined {
  const next = map.entries().next();
  return next.done ? undefined : next.value;
}
