import { describeError, logger } from './logger.ts';

export interface BatcherOptions<T> {
  /** Writes one batch; a rejected write is retried with the next flush. */
  write(items: T[]): Promise<void>;
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

/**
 * Collects items and writes them in batches: when maxSize have arrived or maxWaitMs after the
 * first, one write at a time. flush() writes everything held (used on shutdown).
 */
export function createBatcher<T>(options: BatcherOptions<T>) {
  const maxQueued = options.maxQueued ?? options.maxSize * 100;
  const maxQueuedBytes = options.maxQueuedBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = options.sizeOf ?? (() => 0);
  let queue: T[] = [];
  /** The bytes of the items in `queue`. */
  let queuedBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let dropped = 0;

  function schedule(): void {
    if (!timer && queue.length > 0) {
      timer = setTimeout(() => void flush(), options.maxWaitMs);
      timer.unref();
    }
  }

  async function writeSome(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, options.maxSize);
      queue = queue.slice(batch.length);
      try {
        await options.write(batch);
        for (const item of batch) queuedBytes -= sizeOf(item);
      } catch (error) {
        logger.error('A batch could not be written; it will be retried', {
          size: batch.length,
          ...describeError(error),
        });
        queue = [...batch, ...queue];
        return;
      }
    }
  }

  /** Writes everything held now; resolves when it is written (or has failed and is kept). */
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
      if (queue.length >= options.maxSize) void flush();
      else schedule();
      return true;
    },
    flush,
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
