import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

describe('createBatcher', () => {
  it('keeps a batch whose write failed and writes it with the next flush', async () => {
    const written: number[][] = [];
    let fail = true;
    const batcher = createBatcher<number>({
      maxWaitMs: 60_000,
      maxSize: 10,
      write: async (items) => {
        if (fail) throw new Error('database away');
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
      maxWaitMs: 60_000,
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
      maxWaitMs: 60_000,
      maxSize: 1000,
      maxQueuedBytes: 10,
      sizeOf: (item) => item.length,
      write: async () => {
        if (fail) throw new Error('database away');
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
