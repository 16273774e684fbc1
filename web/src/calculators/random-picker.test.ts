import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import picker, { choose, entriesOf, factorial, shuffle } from './random-picker.ts';
import type { RandomBytes } from './shared/random.ts';

// Counts worked out with Python's math.comb and math.factorial.

/** A source that gives the bytes listed, in order, then repeats them. */
function fixed(...bytes: number[]): RandomBytes {
  let i = 0;
  return (count) => Uint8Array.from({ length: count }, () => bytes[i++ % bytes.length]!);
}

function run(inputs: Record<string, string> = {}) {
  const { values, results, errors } = evaluate(picker, inputs);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof picker.steps>[0];
  const r = results as Record<string, number>;
  return { results: r, steps: picker.steps(v, r), facts: picker.facts!(v, r) };
}

describe('the list', () => {
  it('takes one entry a line, trimmed, skipping blank lines', () => {
    expect(entriesOf(' Ann \n\n  \nBo\r\nAnn')).toEqual(['Ann', 'Bo', 'Ann']);
  });
});

describe('the draw', () => {
  it('is a Fisher–Yates shuffle driven by the random source', () => {
    // Bytes 1, 0, 0: i = 0 takes j = 0 + (1 mod 3) = 1; i = 1 takes 1 + (0 mod 2) = 1; i = 2 stays.
    expect(shuffle(['a', 'b', 'c'], fixed(1, 0, 0))).toEqual(['b', 'a', 'c']);
    expect(shuffle(['a', 'b', 'c'], fixed(0))).toEqual(['a', 'b', 'c']);
    // Bytes 3, 2: i = 0 takes j = 3 (d, b, c, a); i = 1 takes 1 + (2 mod 3) = 3 (d, a, c, b).
    expect(shuffle(['a', 'b', 'c', 'd'], fixed(3, 2), 2)).toEqual(['d', 'a']);
  });

  it('makes every order of three equally likely over all byte sequences', () => {
    // Every (j0, j1) pair once: 3 × 2 = 6 draws, each a different order.
    const orders = new Set<string>();
    for (const first of [0, 1, 2]) {
      for (const second of [0, 1])
        orders.add(shuffle(['a', 'b', 'c'], fixed(first, second)).join(''));
    }
    expect(orders.size).toBe(6);
  });

  it('never repeats a winner', () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 37 + 11) % 256);
    let at = 0;
    const source: RandomBytes = (count) => bytes.subarray(at, (at += count));
    const drawn = shuffle(
      Array.from({ length: 100 }, (_, i) => i),
      source,
      30,
    );
    expect(new Set(drawn).size).toBe(30);
  });
});

describe('the odds', () => {
  it('counts exactly', () => {
    expect(choose(52, 5)).toBe(2598960n);
    expect(choose(5, 6)).toBe(0n);
    expect(factorial(10)).toBe(3628800n);
  });

  it('gives one winner of the eight default names', () => {
    const page = run();
    expect(page.results).toEqual({ entries: 8, possibleResults: 8, chance: 12.5 });
    expect(page.steps).toEqual([
      'Entries: 8 (blank lines skipped)',
      'Possible winners = 8, each with a 1 in 8 chance',
      'Chance a given entry wins = 1 ÷ 8 = 12.50%',
    ]);
  });

  it('counts sets of winners and orders of a shuffle', () => {
    const three = run({ items: 'a\nb\nc\nd\ne', count: '3' });
    // C(5, 3) = 10; 3 ÷ 5 = 60%.
    expect(three.results).toEqual({ entries: 5, possibleResults: 10, chance: 60 });
    expect(three.steps[1]).toBe(
      'Possible sets of 3 winners, order ignored = C(5, 3) = 5! ÷ (3! × 2!) = 10',
    );
    const shuffled = run({ items: 'a\nb\nc\nd', mode: 'shuffle' });
    expect(shuffled.results).toEqual({ entries: 4, possibleResults: 24, chance: 25 });
    expect(shuffled.steps[1]).toBe('Possible orders = 4! = 24, each equally likely');
  });

  it('gives a count past 10^15 as a power of ten', () => {
    // 20! = 2,432,902,008,176,640,000.
    const long = Array.from({ length: 20 }, (_, i) => `n${i}`).join('\n');
    const page = run({ items: long, mode: 'shuffle' });
    expect(page.facts).toEqual([{ label: 'Possible orders', text: 'About 2.433 × 10¹⁸' }]);
    expect(page.steps[1]).toBe('Possible orders = 20! = about 2.433 × 10¹⁸, each equally likely');
  });

  it('refuses more winners than entries, and an empty list', () => {
    expect(evaluate(picker, { items: 'a\nb', count: '3' }).errors).toEqual({
      count: 'There are only 2 entries: pick at most 2',
    });
    expect(evaluate(picker, { items: 'a', count: '2' }).errors).toEqual({
      count: 'There is only 1 entry: pick at most 1',
    });
    expect(evaluate(picker, { items: '\n  \n' }).errors).toEqual({
      items: 'Enter the names or items to pick from, one a line',
    });
  });
});
