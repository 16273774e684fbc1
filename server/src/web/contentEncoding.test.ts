import { describe, expect, it } from 'vitest';
import { chooseEncoding, type ContentCoding } from './contentEncoding.ts';

const both = new Set<ContentCoding>(['br', 'gzip']);

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=1.0, br;q=0.8', 'gzip'],
    ['br;q=0.2, gzip;q=0.2', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0.5', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0.5, identity;q=0.9', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['gzip;q=nonsense', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %j gives %s', (accept, coding) => {
    expect(chooseEncoding(accept, both)).toBe(coding);
  });

  it('chooses only among the codings at hand', () => {
    expect(chooseEncoding('br, gzip', new Set(['gzip']))).toBe('gzip');
    expect(chooseEncoding('br', new Set(['gzip']))).toBe('identity');
    expect(chooseEncoding('br, gzip', new Set())).toBe('identity');
  });
});
