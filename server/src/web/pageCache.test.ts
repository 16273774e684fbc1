import { describe, expect, it } from 'vitest';
import { PageCache } from './pageCache.ts';

function cache(
  options: {
    maxEntries?: number;
    maxBytes?: number;
    ttlMs?: number;
    variants?: { maxEntries: number; maxBytes: number; perGroup: number };
  } = {},
) {
  let now = 0;
  const pages = new PageCache<string>({
    maxEntries: options.maxEntries ?? 100,
    maxBytes: options.maxBytes ?? 1000,
    ttlMs: options.ttlMs ?? 60_000,
    sizeOf: (value) => value.length,
    now: () => now,
    variants: options.variants ?? { maxEntries: 50, maxBytes: 500, perGroup: 100 },
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

  it('keeps its pages however many variants are set: variants take only their share', () => {
    const { pages } = cache({
      maxEntries: 10,
      maxBytes: 100,
      variants: { maxEntries: 4, maxBytes: 40, perGroup: 4 },
    });
    for (const page of ['/about', '/faq', '/']) pages.set(page, 'page');
    // 550 distinct variants, as `?principal=N` links of many paths.
    for (let i = 0; i < 550; i++) pages.set(`/calculator/${i % 7}?principal=${i}`, 'v', `${i % 7}`);
    expect([pages.get('/about'), pages.get('/faq'), pages.get('/')]).toEqual([
      'page',
      'page',
      'page',
    ]);
    expect(pages.size).toBe(3 + 4);
    // By bytes too.
    for (let i = 0; i < 50; i++) pages.set(`/big?${i}`, 'x'.repeat(15), 'big');
    expect(pages.get('/about')).toBe('page');
    expect(pages.bytes).toBeLessThanOrEqual(3 * 4 + 40);
  });

  it('keeps at most perGroup variants of one group, dropping its least recently used', () => {
    const { pages } = cache({ variants: { maxEntries: 50, maxBytes: 500, perGroup: 2 } });
    pages.set('/a?1', 'a1', '/a');
    pages.set('/b?1', 'b1', '/b');
    pages.set('/a?2', 'a2', '/a');
    pages.get('/a?1');
    pages.set('/a?3', 'a3', '/a');
    expect(['/a?1', '/a?2', '/a?3', '/b?1'].map((key) => pages.get(key))).toEqual([
      'a1',
      undefined,
      'a3',
      'b1',
    ]);
  });

  it('makes room for a page by dropping variants first, and never a page for a variant', () => {
    const { pages } = cache({
      maxEntries: 4,
      variants: { maxEntries: 4, maxBytes: 500, perGroup: 4 },
    });
    pages.set('/v?1', 'v', '/v');
    pages.set('/v?2', 'v', '/v');
    pages.set('/a', 'A');
    pages.set('/b', 'B');
    pages.set('/c', 'C');
    expect([pages.get('/v?1'), pages.get('/v?2')]).toEqual([undefined, 'v']);
    pages.set('/d', 'D');
    expect(pages.get('/v?2')).toBeUndefined();
    // Full of pages: a variant is not kept.
    pages.set('/v?3', 'v', '/v');
    expect(pages.get('/v?3')).toBeUndefined();
    expect(['/a', '/b', '/c', '/d'].map((key) => pages.get(key))).toEqual(['A', 'B', 'C', 'D']);
  });
});
