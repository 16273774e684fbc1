import { describe, expect, it } from 'vitest';
import { createReadCache } from './readCache.ts';

describe('createReadCache', () => {
  it('gives readers of a key during its read that read, then its answer until ttlMs has passed', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createReadCache(1000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([1, 2, 3].map(() => cache.read('a', load)))).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('b', load)).toBe(2);
    clock = 1000;
    expect(await cache.read('a', load)).toBe(3);
  });

  it('counts its period from when the answer arrived, not from when the read began', async () => {
    let clock = 0;
    let finish: (value: string) => void = () => {};
    const cache = createReadCache(100, () => clock);
    const slow = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    clock = 500; // the read is still running: it is shared, not started again
    const joined = cache.read('a', async () => 'second');
    finish('first');
    expect([await slow, await joined]).toEqual(['first', 'first']);
    clock = 599;
    expect(await cache.read('a', async () => 'third')).toBe('first');
  });

  it('does not keep a failed read: the next reader reads again', async () => {
    const cache = createReadCache(60_000);
    const failing = [
      cache.read('a', () => Promise.reject(new Error('away'))),
      cache.read('a', async () => 'ok'),
    ];
    await expect(failing[0]).rejects.toThrow('away');
    await expect(failing[1]).rejects.toThrow('away');
    expect(await cache.read('a', async () => 'ok')).toBe('ok');
  });

  it('with ttlMs 0 still shares a read while it runs, and reads again after', async () => {
    let loads = 0;
    const cache = createReadCache(0);
    const load = async () => ++loads;
    expect(await Promise.all([cache.read('a', load), cache.read('a', load)])).toEqual([1, 1]);
    expect(await cache.read('a', load)).toBe(2);
  });
});
