import { logger } from './logger.ts';

export interface BatcherOptions<T> {
  /** Names the items in log lines. */
  name: string;
  /** Writes one batch, all or nothing (a transaction). */
  write(items: T[]): Promise<void>;
  /**
   * True when a failed write is to be retried as it is, later: the database is away. Any other
   * failure is blamed on the items: the batch is halved until the items that fail alone are
   * found, and those are dropped, so one bad item cannot hold back the others.
   */
  isRetryable(error: unknown): boolean;
  /** A batch is written at most this long after its first item arrived. */
  maxWaitMs: number;
  /** A batch this large is written at once. */
  maxSize: number;
  /** Items held at most (waiting plus failed); past it new items are dropped with a warning. */
  maxQueued?: number;
  /** Bytes held at most, as sizeOf measures them; past it new items are dropped too. */
  maxQueuedBytes?: number;
  /** An item's size in bytes (default 0: only maxQueued bounds the buffer). */
  sizeOf?: (item: T) => number;
}

/** The last line of an error's message: a database error's reason, without Prisma's preamble. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split('\n').at(-1) ?? message;
}

/**
 * Collects items and writes them in batches: when maxSize have arrived or maxWaitMs after the
 * first, one write at a time. flush() writes everything held (used on shutdown).
 */
export function createBatcher<T>(options: BatcherOptions<T>) {
  const maxQueued = options.maxQueued ?? options.maxSize * 100;
  const maxQueuedBytes = options.maxQueuedBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = options.sizeOf ?? (() => 0);
  let queue: T[] = [];
  /** The bytes of the items held: in `queue` and in the batch being written. */
  let queuedBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;
  /** The last write failed because the database is away: retry on the timer only. */
  let unavailable = false;

  function schedule(): void {
    if (!timer && queue.length > 0) {
      timer = setTimeout(() => void flush(), options.maxWaitMs);
      timer.unref();
    }
  }

  function release(items: T[]): void {
    for (const item of items) queuedBytes -= sizeOf(item);
  }

  /**
   * Writes a batch. When the database refuses it, the halves are written apart, down to the
   * single items that fail, which are dropped: about 2·log2(n) more writes per bad item. Returns
   * the items to retry later, in order, when the database is away.
   */
  async function writeOrIsolate(batch: T[]): Promise<T[]> {
    try {
      await options.write(batch);
    } catch (error) {
      if (options.isRetryable(error)) {
        if (!unavailable) {
          logger.error(
            'Items could not be written: the database is unavailable. They are kept and retried',
            { batcher: options.name, held: queue.length + batch.length, error: reason(error) },
          );
        }
        unavailable = true;
        return batch;
      }
      if (batch.length === 1) {
        logger.error('An item could not be stored and was dropped', {
          batcher: options.name,
          error: reason(error),
        });
        release(batch);
        return [];
      }
      const half = Math.ceil(batch.length / 2);
      const kept = await writeOrIsolate(batch.slice(0, half));
      if (kept.length > 0) return [...kept, ...batch.slice(half)];
      return writeOrIsolate(batch.slice(half));
    }
    release(batch);
    if (unavailable) {
      unavailable = false;
      logger.info('Kept items are written again', { batcher: options.name, held: queue.length });
    }
    return [];
  }

  async function writeSome(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, options.maxSize);
      queue = queue.slice(batch.length);
      const kept = await writeOrIsolate(batch);
      if (kept.length > 0) {
        queue = [...kept, ...queue];
        return;
      }
    }
  }

  /**
   * Writes everything held now; resolves when it is written, or when the database is away (what
   * could not be written is kept and retried).
   */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(writeSome).finally(schedule);
    return writing;
  }

  return {
    /** Buffers an item; false (and nothing kept) when the buffer is full. */
    add(item: T): boolean {
      const bytes = sizeOf(item);
      if (queue.length >= maxQueued || queuedBytes + bytes > maxQueuedBytes) {
        if (dropped++ % 1000 === 0)
          logger.warn('Analytics buffer full; events dropped', { dropped });
        return false;
      }
      queue.push(item);
      queuedBytes += bytes;
      // While the database is away, retries wait for the timer rather than every new item.
      if (queue.length >= options.maxSize && !unavailable) void flush();
      else schedule();
      return true;
    },
    flush,
    /** Items held (waiting, or kept after a failed write), not counting a batch being written. */
    get size(): number {
      return queue.length;
    },
    /** Bytes held, as sizeOf measures them. */
    get bytes(): number {
      return queuedBytes;
    },
  };
}

export type Batcher<T> = ReturnType<typeof createBatcher<T>>;
