import { describe, expect, it } from 'vitest';
import {
  cryptoRandomBytes,
  drawIntegers,
  randomPassword,
  uniformBelow,
  type RandomBytes,
} from './random.ts';

/** A source that gives these bytes in turn, and records how many it was asked for each time. */
function fakeSource(bytes: readonly number[]): RandomBytes & { asked: number[] } {
  let next = 0;
  const asked: number[] = [];
  const source = (count: number) => {
    asked.push(count);
    if (next + count > bytes.length) throw new Error('The fake source ran out');
    const out = Uint8Array.from(bytes.slice(next, next + count));
    next += count;
    return out;
  };
  return Object.assign(source, { asked });
}

describe('uniformBelow', () => {
  it('draws again above the largest multiple of n, so there is no modulo bias', () => {
    // n = 6: one byte, 256 = 42 × 6 + 4, so 252 to 255 are drawn again; 7 mod 6 = 1.
    const source = fakeSource([255, 252, 7]);
    expect(uniformBelow(6, source)).toBe(1);
    expect(source.asked).toEqual([1, 1, 1]);
  });

  it('accepts the last value below the limit', () => {
    // 251 = 41 × 6 + 5 is kept: the limit for n = 6 is 252.
    expect(uniformBelow(6, fakeSource([251]))).toBe(5);
  });

  it('gives every result equally often over all byte values', () => {
    // Each accepted byte 0–251 maps to a residue; each of the 6 residues 42 times.
    const counts = new Array<number>(6).fill(0);
    for (let byte = 0; byte < 256; byte++) {
      // A rejected byte is followed by 0, which is kept (and counted apart below).
      const value = uniformBelow(6, fakeSource([byte, 0]));
      if (byte < 252) counts[value]!++;
      else expect(value).toBe(0);
    }
    expect(counts).toEqual([42, 42, 42, 42, 42, 42]);
  });

  it('reads two bytes, big-endian, for a range above 256', () => {
    // n = 257: 65536 = 255 × 257 + 1, so only 65535 is drawn again; 0x0102 = 258 → 1.
    const source = fakeSource([0xff, 0xff, 0x01, 0x02]);
    expect(uniformBelow(257, source)).toBe(1);
    expect(source.asked).toEqual([2, 2]);
  });

  it('never draws again for a power of two, up to 2^32', () => {
    expect(uniformBelow(256, fakeSource([255]))).toBe(255);
    expect(uniformBelow(2 ** 32, fakeSource([255, 255, 255, 255]))).toBe(2 ** 32 - 1);
  });

  it('needs no bytes for a range of one', () => {
    const source = fakeSource([]);
    expect(uniformBelow(1, source)).toBe(0);
    expect(source.asked).toEqual([]);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, NaN])('refuses a range of %s', (n) => {
    expect(() => uniformBelow(n, fakeSource([0, 0, 0, 0]))).toThrow(RangeError);
  });
});

describe('drawIntegers', () => {
  it('stays in the range with the browser source, and reaches both ends', () => {
    const drawn = drawIntegers(-3, 3, 5000, true, cryptoRandomBytes);
    expect(drawn).toHaveLength(5000);
    expect(Math.min(...drawn)).toBe(-3);
    expect(Math.max(...drawn)).toBe(3);
    expect(drawn.every(Number.isInteger)).toBe(true);
  });

  it('never repeats a number without repeats, even when drawing the whole range', () => {
    for (let round = 0; round < 20; round++) {
      const drawn = drawIntegers(1, 49, 49, false, cryptoRandomBytes);
      expect(new Set(drawn).size).toBe(49);
      expect([...drawn].sort((a, b) => a - b)).toEqual(Array.from({ length: 49 }, (_, i) => i + 1));
    }
  });

  it('draws a repeated number again without repeats, and keeps it with them', () => {
    // From 10 to 12 (n = 3, limit 255): bytes 4, 1, 7 are 1, 1, 1 → 11 each time; then 2 → 12.
    expect(drawIntegers(10, 12, 2, false, fakeSource([4, 1, 7, 2]))).toEqual([11, 12]);
    expect(drawIntegers(10, 12, 2, true, fakeSource([4, 1]))).toEqual([11, 11]);
  });

  it('reaches the ends of the widest range', () => {
    // 2,000,000,001 numbers: four bytes; 0 is the smallest, 2,000,000,000 the largest.
    const size = 2_000_000_001;
    const top = [
      (size - 1) >>> 24,
      ((size - 1) >>> 16) & 255,
      ((size - 1) >>> 8) & 255,
      (size - 1) & 255,
    ];
    expect(drawIntegers(-1e9, 1e9, 2, true, fakeSource([0, 0, 0, 0, ...top]))).toEqual([-1e9, 1e9]);
  });

  it('refuses more numbers than the range holds without repeats', () => {
    expect(() => drawIntegers(1, 3, 4, false, cryptoRandomBytes)).toThrow(RangeError);
  });
});

describe('randomPassword', () => {
  it('has the length asked and a character of every set', () => {
    const sets = ['abc', 'XYZ', '12'];
    for (let round = 0; round < 200; round++) {
      const password = randomPassword(8, sets, cryptoRandomBytes);
      expect(password).toHaveLength(8);
      expect([...password].every((c) => sets.join('').includes(c))).toBe(true);
      for (const set of sets) expect([...password].some((c) => set.includes(c))).toBe(true);
    }
  });

  it('draws the whole password again when a set is missing', () => {
    // Pool 'ab' + 'c' (n = 3, limit 255): 'aaa' lacks 'c' and is thrown away; then 'abc'.
    const source = fakeSource([0, 3, 6, 0, 1, 2]);
    expect(randomPassword(3, ['ab', 'c'], source)).toBe('abc');
    expect(source.asked).toHaveLength(6);
  });

  it('refuses a length shorter than the number of sets', () => {
    expect(() => randomPassword(1, ['a', 'b'], cryptoRandomBytes)).toThrow(RangeError);
  });
});
