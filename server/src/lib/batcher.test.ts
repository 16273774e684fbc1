import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, type BatcherOptions } from './batcher.ts';

/** An error the batcher is told means "the database is away": retry the items later. */
class Unavailable extends Error {}
const isRetryable = (error: unknown) => error instanceof Unavailable;
const options = { name: 'numbers', maxWaitMs: 60_000, isRetryable };

/** The log lines written to stderr while `work` runs. */
async function logLines(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(() => vi.restoreAllMocks());

describe('createBatcher', () => {
  it('keeps a batch whose write failed because the database is away, and writes it with the next flush', async () => {
    const written: number[][] = [];
    let fail = true;
    const batcher = createBatcher<number>({
      ...options,
      maxSize: 10,
      write: async (items) => {
        if (fail) throw new Unavailable('database away');
        written.push(items);
      },
    });
    batcher.add(1);
    batcher.add(2);
    await batcher.flush();
    expect(written).toEqual([]);
    expect(batcher.size).toBe(2);
    fail = false;
    batcher.add(3);
    await batcher.flush();
    expect(written).toEqual([[1, 2, 3]]);
    expect(batcher.size).toBe(0);
  });

  it('refuses new items past maxQueued instead of growing without bound', async () => {
    const batcher = createBatcher<number>({
      ...options,
      maxSize: 1000,
      maxQueued: 3,
      write: async () => {},
    });
    expect([1, 2, 3, 4].map((n) => batcher.add(n))).toEqual([true, true, true, false]);
    expect(batcher.size).toBe(3);
    await batcher.flush();
  });

  it('refuses new items past maxQueuedBytes, and takes them again once written', async () => {
    let fail = true;
    const batcher = createBatcher<string>({
      ...options,
      maxSize: 1000,
      maxQueuedBytes: 10,
      sizeOf: (item) => item.length,
      write: async () => {
        if (fail) throw new Unavailable('database away');
      },
    });
    expect(['aaaa', 'bbbb', 'cccc'].map((item) => batcher.add(item))).toEqual([true, true, false]);
    expect(batcher.add('dd')).toBe(true);
    expect(batcher.bytes).toBe(10);
    // A failed write keeps its items, and their bytes.
    await batcher.flush();
    expect(batcher.bytes).toBe(10);
    expect(batcher.add('e')).toBe(false);
    fail = false;
    await batcher.flush();
    expect(batcher.bytes).toBe(0);
    expect(batcher.add('cccc')).toBe(true);
    await batcher.flush();
  });
});

describe('an item the database refuses (not because it is away)', () => {
  /** A store that refuses a whole batch when it holds a negative number, as a transaction does. */
  function store(overrides: Partial<BatcherOptions<number>> = {}) {
    const stored: number[] = [];
    const writes: number[][] = [];
    const batcher = createBatcher<number>({
      ...options,
      maxSize: 100,
      sizeOf: () => 10,
      write: async (items) => {
        writes.push(items);
        if (items.some((item) => item < 0))
          throw new Error(`cannot store ${items.find((i) => i < 0)}`);
        stored.push(...items);
      },
      ...overrides,
    });
    return { batcher, stored, writes };
  }

  it('is dropped alone with one log line; the items around it are stored', async () => {
    const { batcher, stored } = store();
    const items = Array.from({ length: 60 }, (_, i) => (i === 37 ? -1 : i));
    const lines = await logLines(async () => {
      for (const item of items) batcher.add(item);
      await batcher.flush();
    });
    expect(stored.sort((a, b) => a - b)).toEqual(items.filter((i) => i >= 0));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'An item could not be stored and was dropped',
        batcher: 'numbers',
        error: 'cannot store -1',
      }),
    ]);
    expect(batcher.size).toBe(0);
    expect(batcher.bytes).toBe(0);
  });

  it('does not stall the items after it: the next flush writes them in one batch', async () => {
    const { batcher, stored, writes } = store();
    await logLines(async () => {
      batcher.add(1);
      batcher.add(-2);
      await batcher.flush();
    });
    writes.length = 0;
    for (const item of [3, 4, 5]) batcher.add(item);
    await batcher.flush();
    expect(writes).toEqual([[3, 4, 5]]);
    expect(stored).toEqual([1, 3, 4, 5]);
  });

  it('costs about two writes per bad item, found by halving the batch', async () => {
    const { batcher, writes } = store();
    await logLines(async () => {
      for (let i = 0; i < 100; i++) batcher.add(i === 50 ? -1 : i);
      await batcher.flush();
    });
    // 1 batch of 100, then halves down to the bad one: 2 * log2(100) more at most.
    expect(writes.length).toBeLessThanOrEqual(1 + 2 * Math.ceil(Math.log2(100)));
  });

  it('a full batch written as events arrive drops it too (no flush needed)', async () => {
    const { batcher, stored } = store({ maxSize: 5 });
    await logLines(async () => {
      for (const item of [1, -1, 2, 3, 4]) batcher.add(item);
      await vi.waitFor(() => expect(stored).toEqual([1, 2, 3, 4]));
    });
    batcher.add(6);
    batcher.add(7);
    await batcher.flush();
    expect(stored).toEqual([1, 2, 3, 4, 6, 7]);
  });

  it('while isolating it, the database going away keeps every item not yet written, in order', async () => {
    let away = false;
    let wentAway = false;
    const { batcher, stored } = store({
      write: async (items) => {
        if (away) throw new Unavailable('database away');
        if (items.includes(-1)) {
          // The database goes away once, during the search for the bad item.
          if (items.length < 8 && !wentAway) away = wentAway = true;
          throw new Error('cannot store -1');
        }
        stored.push(...items);
      },
    });
    const items = [0, 1, 2, 3, 4, 5, 6, -1, 8, 9, 10, 11, 12, 13, 14, 15];
    await logLines(async () => {
      for (const item of items) batcher.add(item);
      await batcher.flush();
    });
    expect(stored).toEqual([0, 1, 2, 3]);
    expect(batcher.size).toBe(items.length - stored.length);
    away = false;
    await logLines(() => batcher.flush());
    expect(stored.sort((a, b) => a - b)).toEqual(items.filter((i) => i >= 0));
    expect(batcher.size).toBe(0);
  });
});

describe('a flush (on shutdown)', () => {
  it('writes everything writable, even after a batch failed', async () => {
    let away = true;
    const stored: number[] = [];
    const batcher = createBatcher<number>({
      ...options,
      maxSize: 3,
      write: async (items) => {
        if (away) throw new Unavailable('database away');
        if (items.includes(-1)) throw new Error('cannot store -1');
        stored.push(...items);
      },
    });
    await logLines(async () => {
      for (const item of [1, 2, 3]) batcher.add(item); // a full batch: its write fails
      await batcher.flush();
      away = false;
      for (const item of [4, -1, 5, 6, 7]) batcher.add(item);
      await batcher.flush();
    });
    expect(stored.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(batcher.size).toBe(0);
  });

  it('logs once that the database is away, not once a retry', async () => {
    let away = true;
    const batcher = createBatcher<number>({
      ...options,
      maxSize: 2,
      write: async () => {
        if (away) throw new Unavailable('database away');
      },
    });
    const lines = await logLines(async () => {
      for (let i = 0; i < 10; i++) {
        batcher.add(i);
        await batcher.flush();
      }
      away = false;
      await batcher.flush();
    });
    // (Its return is logged as info, which tests do not print.)
    expect(lines.map((line) => [line.level, line.message])).toEqual([
      [
        'error',
        'Items could not be written: the database is unavailable. They are kept and retried',
      ],
    ]);
    expect(lines[0]).not.toHaveProperty('stack');
    expect(batcher.size).toBe(0);
  });
});
