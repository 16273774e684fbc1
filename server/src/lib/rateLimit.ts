/**
 * A small in-memory token-bucket rate limiter, one bucket per key (for example a client address).
 *
 * Each key may make `limit` calls at once and regains `limit` calls per `windowMs`, one call every
 * `windowMs / limit` (so "30 per minute" allows a burst of 30 and then one every 2 seconds). State
 * lives in this process only: with several app instances each keeps its own count, which still caps
 * a client at `limit × instances` per window. No timers are used; full buckets are swept lazily, and
 * the number of keys is capped (oldest dropped first) so a flood of addresses cannot exhaust memory.
 */
export interface RateLimiterOptions {
  /** Calls allowed per window (and the burst size). A whole number of at least 1. */
  limit: number;
  /** The window in milliseconds (default one minute). */
  windowMs?: number;
  /** At most this many keys are remembered (default 50,000). */
  maxKeys?: number;
  /** The clock, for tests (default Date.now). */
  now?: () => number;
}

export interface RateLimitDecision {
  /** True when the call may go ahead (and was counted). */
  allowed: boolean;
  /** Calls still allowed right now after this one. */
  remaining: number;
  /** When refused: whole seconds until the next call is allowed (at least 1); otherwise 0. */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  readonly #maxKeys: number;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();
  #lastSweep: number;

  constructor(options: RateLimiterOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 1) {
      throw new RangeError('limit must be a whole number of at least 1');
    }
    this.limit = options.limit;
    this.windowMs = options.windowMs ?? 60_000;
    if (!(this.windowMs > 0)) throw new RangeError('windowMs must be positive');
    this.#maxKeys = options.maxKeys ?? 50_000;
    this.#now = options.now ?? Date.now;
    this.#lastSweep = this.#now();
  }

  /**
   * Counts `cost` calls (default 1) for `key` if its bucket has room for all of them; otherwise
   * counts none. A cost above the limit is never allowed.
   */
  take(key: string, cost = 1): RateLimitDecision {
    const now = this.#now();
    this.#sweep(now);
    const bucket = this.#refill(key, now);
    if (bucket.tokens >= cost) {
      bucket.tokens -= cost;
      return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterSeconds: 0 };
    }
    const msPerToken = this.windowMs / this.limit;
    const waitMs = (Math.min(cost, this.limit) - bucket.tokens) * msPerToken;
    return {
      allowed: false,
      remaining: 0,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    };
  }

  /** Forgets one key, or every key. */
  reset(key?: string): void {
    if (key === undefined) this.#buckets.clear();
    else this.#buckets.delete(key);
  }

  /** How many keys are remembered (for tests and metrics). */
  get size(): number {
    return this.#buckets.size;
  }

  #refill(key: string, now: number): Bucket {
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= this.#maxKeys) {
        const oldest = this.#buckets.keys().next();
        if (!oldest.done) this.#buckets.delete(oldest.value);
      }
      bucket = { tokens: this.limit, updatedAt: now };
      this.#buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(this.limit, bucket.tokens + (elapsed * this.limit) / this.windowMs);
    bucket.updatedAt = now;
    // Keep insertion order roughly "least recently used first" for the key cap.
    this.#buckets.delete(key);
    this.#buckets.set(key, bucket);
    return bucket;
  }

  /** Drops buckets that would be full again: they hold no information. */
  #sweep(now: number): void {
    if (now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) * this.limit) / this.windowMs >= this.limit) {
        this.#buckets.delete(key);
      }
    }
  }
}
