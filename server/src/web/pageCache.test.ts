import { describe, expect, it } from 'vitest';
import { PageCache } from './pageCache.ts';

function cache(options: { maxEntries?: number; maxBytes?: number; ttlMs?: number } = {}) {
  let now = 0;
  const pages = new PageCache<string>({
    maxEntries: options.maxEntries ?? 100,
    maxBytes: options.maxBytes ?? 1000,
    ttlMs: options.ttlMs ?? 60_000,
    sizeOf: (value) => value.length,
    now: () => now,
  });
  return { pages, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('serves a value until it is ttlMs old', () => {
    const { pages, advance } = cache();
    pages.set('a', 'A');
    advance(59_999);
    expect(pages.get('a')).toBe('A');
    advance(1);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('drops the least recently used past maxEntries', () => {
    const { pages } = cache({ maxEntries: 2 });
    pages.set('a', 'A');
    pages.set('b', 'B');
    pages.get('a');
    pages.set('c', 'C');
    expect([pages.get('a'), pages.get('b'), pages.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('holds at most maxBytes, and does not keep a value larger than that', () => {
    const { pages } = cache({ maxBytes: 10 });
    pages.set('a', 'x'.repeat(4));
    pages.set('b', 'x'.repeat(4));
    pages.set('c', 'x'.repeat(4));
    expect(pages.bytes).toBe(8);
    expect(pages.get('a')).toBeUndefined();
    pages.set('huge', 'x'.repeat(11));
    expect(pages.get('huge')).toBeUndefined();
    expect(pages.bytes).toBe(8);
    pages.set('b', 'xx');
    expect(pages.bytes).toBe(6);
  });

  it('sweeps expired values once per ttlMs, even those nobody asks for again', () => {
    const { pages, advance } = cache({ ttlMs: 1000 });
    for (let i = 0; i < 50; i++) pages.set(`page-${i}`, 'x'.repeat(10));
    expect(pages.bytes).toBe(500);
    advance(1000);
    pages.set('fresh', 'y');
    expect(pages.size).toBe(1);
    expect(pages.bytes).toBe(1);
  });
});
