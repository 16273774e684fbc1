import { describe, expect, it } from 'vitest';
import { bandOf, evaluate } from '../engine/evaluate.ts';
import password from './password-generator.ts';
import {
  chosenSets,
  DIGITS,
  entropyBits,
  LOOK_ALIKES,
  LOWERCASE,
  SYMBOLS,
  UPPERCASE,
} from './password-generator/characterSets.ts';

/** log2 of the passwords with every set, counted exactly with whole numbers. */
function exactBits(length: number, sizes: readonly number[]): number {
  const pool = BigInt(sizes.reduce((sum, size) => sum + size, 0));
  let count = 0n;
  for (let mask = 0; mask < 1 << sizes.length; mask++) {
    const missing = sizes.reduce((sum, size, i) => (mask & (1 << i) ? sum + size : sum), 0);
    const sign = sizes.filter((_, i) => mask & (1 << i)).length % 2 === 0 ? 1n : -1n;
    count += sign * (pool - BigInt(missing)) ** BigInt(length);
  }
  // log2 of a big integer: its bit length and its leading 52 bits.
  const bits = count.toString(2);
  if (bits.length <= 53) return Math.log2(Number(count));
  return bits.length - 53 + Math.log2(Number(BigInt(`0b${bits.slice(0, 53)}`)));
}

describe('the character sets', () => {
  it('are the 94 printable ASCII characters but space, each once', () => {
    const all = LOWERCASE + UPPERCASE + DIGITS + SYMBOLS;
    expect(SYMBOLS).toHaveLength(32);
    expect(new Set(all).size).toBe(94);
    const printable = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i));
    expect([...all].sort()).toEqual(printable.sort());
  });

  it('leave out I, l, 1, O and 0 when asked', () => {
    const sets = chosenSets({
      lowercase: 'yes',
      uppercase: 'yes',
      digits: 'yes',
      symbols: 'no',
      lookAlikes: 'exclude',
    });
    expect(sets.map((set) => set.length)).toEqual([25, 24, 8]);
    for (const c of LOOK_ALIKES) expect(sets.join('')).not.toContain(c);
  });
});

describe('entropy with one character of each kind', () => {
  it('matches a count of every password, for a small pool', () => {
    // Sets 'ab', 'C', '1': of the 4^8 = 65,536 strings of 8, those with a C and a 1.
    const pool = ['a', 'b', 'C', '1'];
    let count = 0;
    for (let n = 0; n < 4 ** 8; n++) {
      const chars = Array.from({ length: 8 }, (_, i) => pool[Math.floor(n / 4 ** i) % 4]!);
      if (chars.includes('C') && chars.includes('1') && chars.some((c) => c === 'a' || c === 'b')) {
        count++;
      }
    }
    expect(entropyBits(8, [2, 1, 1])).toBeCloseTo(Math.log2(count), 10);
  });

  it.each([
    [16, [26, 26, 10, 32]],
    [8, [26, 26, 10, 32]],
    [8, [25, 24, 8, 32]],
    [12, [26, 10]],
    [128, [26, 26, 10, 32]],
  ])('matches whole-number counting for %i characters from %j', (length, sizes) => {
    expect(entropyBits(length, sizes)).toBeCloseTo(exactBits(length, sizes), 9);
  });

  it('is length × log2(pool) for one kind of character', () => {
    expect(entropyBits(20, [10])).toBeCloseTo(20 * Math.log2(10), 12);
  });
});

describe('the password generator', () => {
  it('rates the default 16 characters of all kinds as strong', () => {
    const { results, errors } = evaluate(password, {});
    expect(errors).toEqual({});
    // log2(94) = 6.55459; 16 × 6.55459 = 104.873; with every kind, 104.593 (whole numbers).
    expect(results!.poolSize).toBe(94);
    expect(results!.bitsPerCharacter).toBeCloseTo(6.55459, 5);
    expect(results!.uniformBits).toBeCloseTo(104.873, 3);
    expect(results!.entropy).toBeCloseTo(exactBits(16, [26, 26, 10, 32]), 9);
    expect(results!.entropy).toBeCloseTo(104.593, 3);
    expect(bandOf(password.outputs.entropy.bands!.bands, 104.6)?.label).toBe('Strong');
  });

  it.each([
    // [inputs, entropy to 1 decimal, band] — worked with whole numbers and log2.
    [{ length: '8', uppercase: 'no', symbols: 'no', lowercase: 'no' }, 26.6, 'Very weak'],
    [{ length: '8', uppercase: 'no', digits: 'no', symbols: 'no' }, 37.6, 'Reasonable'],
    [{ length: '10', lowercase: 'no', uppercase: 'no', symbols: 'no' }, 33.2, 'Weak'],
    [{ length: '20' }, 130.9, 'Very strong'],
  ])('rates %j', (texts, bits, band) => {
    const { results } = evaluate(password, texts);
    expect(Number(results!.entropy!.toFixed(1))).toBe(bits);
    expect(bandOf(password.outputs.entropy.bands!.bands, bits)?.label).toBe(band);
  });

  it('counts 89 characters without look-alikes', () => {
    const { results } = evaluate(password, { lookAlikes: 'exclude' });
    expect(results!.poolSize).toBe(89);
    expect(results!.entropy).toBeCloseTo(exactBits(16, [25, 24, 8, 32]), 9);
  });

  it('needs at least one kind of character', () => {
    const none = { lowercase: 'no', uppercase: 'no', digits: 'no', symbols: 'no' };
    expect(evaluate(password, none).errors).toEqual({
      lowercase: 'Choose at least one kind of character',
    });
  });

  it.each([
    [{ length: '7' }, { length: 'A password needs at least 8 characters' }],
    [{ length: '129' }, { length: 'The length can be at most 128 characters' }],
    [{ length: '12.5' }, { length: 'Enter a whole number of characters' }],
    [{ length: '' }, { length: 'Enter the length of the password' }],
  ])('refuses %j', (texts, errors) => {
    expect(evaluate(password, texts).errors).toEqual(errors);
  });

  it('has no field that could carry a password into the URL', () => {
    const kinds = Object.values(password.fields).map((field) => field.kind);
    expect(kinds).not.toContain('text');
  });

  it('explains the one-of-each rule in its steps', () => {
    const { values, results } = evaluate(password, {});
    expect(password.steps(values as never, results as never)).toEqual([
      'Characters to choose from: 26 lowercase letters + 26 capital letters + 10 digits + 32 ' +
        'symbols = 94',
      'Bits per character = log2(94) ≈ 6.555',
      'Any 16 characters: 16 × 6.555 ≈ 104.9 bits',
      'With at least one of each of the 4 kinds: 82.3% of those passwords, so entropy = 104.9 + ' +
        'log2(0.823) ≈ 104.6 bits',
    ]);
  });
});
