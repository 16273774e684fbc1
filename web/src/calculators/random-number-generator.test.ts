import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import generator, { combinations, scientific } from './random-number-generator.ts';
import { article } from './shared/dates.ts';

// Expected values worked out with Python's exact integers (math.comb, **).

describe('the odds of a draw', () => {
  it('defaults to one number from 1 to 100', () => {
    const { results, errors } = evaluate(generator, {});
    expect(errors).toEqual({});
    expect(results).toEqual({ possibleValues: 100, possibleDraws: 100, numberChance: 1 });
  });

  it('counts sets without repeats exactly', () => {
    expect(combinations(100, 50)).toBe(100891344545564193334812497256n);
    expect(combinations(1000, 5)).toBe(8250291250200n);
    expect(combinations(5, 0)).toBe(1n);
    expect(combinations(5, 5)).toBe(1n);
    expect(combinations(5, 6)).toBe(0n);
  });

  it('gives the chance of a given number with and without repeats', () => {
    // 6 of 49: 6 ÷ 49 = 12.2449%; two dice: 1 − (5/6)² = 30.5556%.
    const lotto = evaluate(generator, { min: '1', max: '49', count: '6', repeats: 'no' });
    expect(lotto.results!.numberChance).toBeCloseTo(12.2449, 4);
    const dice = evaluate(generator, { min: '1', max: '6', count: '2', repeats: 'yes' });
    expect(dice.results!.numberChance).toBeCloseTo(30.5556, 4);
    // One number of 2,000,000,001, without losing the digits of a tiny chance.
    const wide = evaluate(generator, { min: '-1000000000', max: '1000000000', repeats: 'yes' });
    expect(wide.results!.numberChance).toBeCloseTo(100 / 2_000_000_001, 18);
  });

  it('writes a tiny chance in the steps as the result row does, not as 0.00%', () => {
    // 2 of 1,000,000 without repeats: 2 ÷ 1,000,000 = 0.0002%.
    const texts = { min: '1', max: '1000000', count: '2', repeats: 'no' };
    const { values, results } = evaluate(generator, texts);
    expect(generator.steps!(values as never, results as never).at(-1)).toBe(
      'Chance a given number is drawn = 2 ÷ 1,000,000 = 0.0002%',
    );
  });

  it('counts negative ranges and a range of one number', () => {
    const negative = evaluate(generator, { min: '-10', max: '-1', count: '3' });
    expect(negative.results).toMatchObject({ possibleValues: 10, possibleDraws: 120 });
    const one = evaluate(generator, { min: '7', max: '7' });
    expect(one.results).toEqual({ possibleValues: 1, possibleDraws: 1, numberChance: 100 });
  });

  it('shows up to 10^15 draws exactly, and more as a power of ten', () => {
    // 1000^5 = 10^15 exactly is shown; C(60, 30) = 118,264,581,564,861,424 is not.
    const shown = { min: '1', max: '1000', count: '5', repeats: 'yes' } as const;
    expect(evaluate(generator, shown).results!.possibleDraws).toBe(1e15);
    expect(generator.hiddenOutputs!(evaluate(generator, shown).values as never)).toEqual([]);
    const large = evaluate(generator, { min: '1', max: '60', count: '30' });
    expect(generator.hiddenOutputs!(large.values as never)).toEqual(['possibleDraws']);
    expect(generator.facts!(large.values as never, large.results as never)).toEqual([
      {
        label: 'Possible sets of 30 (order ignored)',
        text: 'About 1.18 × 10^17, an 18-digit number',
      },
    ]);
  });

  it('gives a count too large for a number as a power of ten, still with results', () => {
    // 2,000,000,001^100 has 931 digits and starts 126765…
    const huge = evaluate(generator, {
      min: '-1000000000',
      max: '1000000000',
      count: '100',
      repeats: 'yes',
    });
    expect(huge.errors).toEqual({});
    expect(huge.results!.possibleValues).toBe(2_000_000_001);
    expect(generator.facts!(huge.values as never, huge.results as never)[0]!.text).toBe(
      'About 1.27 × 10^930, a 931-digit number',
    );
    // C(2,000,000,001, 100) has 773 digits and starts 135829…
    const sets = evaluate(generator, { min: '-1000000000', max: '1000000000', count: '100' });
    expect(generator.facts!(sets.values as never, sets.results as never)[0]!.text).toBe(
      'About 1.36 × 10^772, a 773-digit number',
    );
  });

  it.each([
    [8, 'an'],
    [11, 'an'],
    [18, 'an'],
    [80, 'an'],
    [773, 'a'],
    [110, 'a'],
    [18_000, 'an'],
    [931, 'a'],
  ])('says %s with “%s”', (value, word) => {
    expect(article(value)).toBe(word);
  });

  it('writes large numbers as a power of ten', () => {
    expect(scientific(13983816n)).toBe('1.40 × 10^7');
    expect(scientific(10n ** 20n)).toBe('1.00 × 10^20');
  });
});

describe('the form', () => {
  it('refuses a largest number below the smallest', () => {
    expect(evaluate(generator, { min: '10', max: '9' }).errors).toEqual({
      max: 'The largest number must be at least the smallest',
    });
  });

  it('refuses more numbers than the range holds without repeats, but not with them', () => {
    expect(evaluate(generator, { min: '1', max: '5', count: '6' }).errors).toEqual({
      count:
        'There are only 5 numbers from 1 to 5: draw at most 5 without repeats, or allow repeats',
    });
    expect(evaluate(generator, { min: '3', max: '3', count: '2' }).errors).toEqual({
      count: 'There is only 1 number from 3 to 3: draw at most 1 without repeats, or allow repeats',
    });
    expect(
      evaluate(generator, { min: '1', max: '5', count: '6', repeats: 'yes' }).results,
    ).toMatchObject({ possibleDraws: 15625 });
  });

  it.each([
    [{ count: '0' }, { count: 'Draw at least 1 number' }],
    [{ count: '101' }, { count: 'Draw at most 100 numbers' }],
    [{ count: '2.5' }, { count: 'Enter a whole number of numbers' }],
    [{ min: '-1000000001' }, { min: 'The smallest number can be at least −1,000,000,000' }],
    [{ max: '1000000001' }, { max: 'The largest number can be at most 1,000,000,000' }],
    [{ max: '' }, { max: 'Enter the largest number' }],
  ])('refuses %j', (texts, errors) => {
    expect(evaluate(generator, texts).errors).toEqual(errors);
  });

  it('records the options and the size of the range, not the draw', () => {
    const { values, results } = evaluate(generator, { min: '1', max: '49', count: '6' });
    expect(generator.usage!(values as never, results as never)).toEqual({
      min: 1,
      max: 49,
      count: 6,
      repeats: 'no',
      possibleValues: 49,
    });
  });
});
