import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import average from './average-calculator.ts';
import { wordsShown } from '../test/wordsShown.ts';

const TODAY = '2026-11-25';

/** What a visitor sees for a list: the headline, its caption and the facts by label. */
function shown(numbers: string) {
  const { values, results, errors } = evaluate(average, { numbers }, TODAY);
  expect(errors).toEqual({});
  const v = values as { numbers: string };
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: average.headline!.text(v, r, TODAY),
    caption: average.headline!.caption(v, r, TODAY),
    facts: Object.fromEntries(average.facts!(v, r).map((fact) => [fact.label, fact.text])),
    steps: average.steps(v, r),
  };
}

describe('the average calculator', () => {
  it('shows the mean, median, mode and range of its default list', () => {
    // 12, 15, 11, 15, 18, 20, 15, 9: sum 115, sorted 9 11 12 15 15 15 18 20.
    const { headline, caption, facts } = shown(average.fields.numbers.default);
    expect(headline).toBe('14.375');
    expect(caption).toBe('The sum 115 divided by 8 numbers');
    expect(facts).toEqual({
      Median: '15',
      Mode: '15 (3 times)',
      Range: '11 (from 9 to 20)',
      Count: '8',
      Sum: '115',
    });
  });

  it('adds decimals exactly: 0.1 and 0.2 sum to 0.3', () => {
    const { results, headline, facts } = shown('0.1, 0.2');
    expect(results.sum).toBe(0.3);
    expect(results.mean).toBe(0.15);
    expect(headline).toBe('0.15');
    expect(facts.Sum).toBe('0.3');
  });

  it('marks a rounded mean with ≈', () => {
    expect(shown('1 1 2').headline).toBe('≈ 1.3333333333');
  });

  it('says when there is no mode, and lists tied modes', () => {
    expect(shown('1 2 3 4').facts.Mode).toBe('No mode: no number appears more than once');
    expect(shown('1 1 2 2 3').facts.Modes).toBe('1 and 2 (2 times each)');
    expect(shown('5 5 6 6 7 7 8').results.modes).toBe(3);
  });

  it('handles negative numbers and a single number', () => {
    const negative = shown('-5, 3, -1');
    expect(negative.results).toMatchObject({ mean: -1, median: -1, range: 8, min: -5, max: 3 });
    expect(negative.steps).toContain('Range = largest − smallest = 3 − (-5) = 8');
    const one = shown('42');
    expect(one.results).toMatchObject({ mean: 42, median: 42, range: 0, count: 1 });
    expect(one.caption).toBe('Of 1 number');
  });

  it('explains the median of an even count with the two middle numbers', () => {
    const { steps } = shown('8 2 6 4');
    expect(steps).toContain(
      'Median: 4 numbers, so it is halfway between the 2nd and the 3rd in order: (4 + 6) ÷ 2 = 5',
    );
    expect(steps).toContain('In order: 2, 4, 6, 8');
    expect(steps).toContain('Sum = 8 + 2 + 6 + 4 = 20');
  });

  it('shortens the sum of a long list', () => {
    const numbers = Array.from({ length: 100 }, (_, i) => i + 1).join(' ');
    const { results, steps } = shown(numbers);
    expect(results).toMatchObject({ sum: 5050, mean: 50.5, median: 50.5, count: 100 });
    expect(steps).toContain('Sum = 1 + 2 + … + 100 = 5,050');
  });

  it('names the first entry that is not a number under the field', () => {
    const { errors, results } = evaluate(average, { numbers: '4, 5, six, 7' }, TODAY);
    expect(results).toBeNull();
    expect(errors.numbers).toBe(
      '“six” (the 3rd entry) is not a number. Separate numbers with commas, spaces or new lines.',
    );
    expect(evaluate(average, { numbers: ' ' }, TODAY).errors.numbers).toBe(
      'Enter at least one number',
    );
  });

  it('refuses a text longer than its limit', () => {
    const long = '1 '.repeat(average.fields.numbers.maxLength);
    expect(evaluate(average, { numbers: long }, TODAY).errors.numbers).toBe(
      'Enter at most 20,000 characters',
    );
  });

  it('averages numbers far below 1 instead of cutting them to 0', () => {
    // (1e-25 + 3e-25) ÷ 2 = 2e-25, the mean and the median; big.js's 20 places gave 0.
    const { headline, facts, results } = shown('1e-25, 3e-25');
    expect(headline).toBe('2 × 10⁻²⁵');
    expect(facts.Median).toBe('2 × 10⁻²⁵');
    expect(results.mean).toBe(2e-25);
  });
});

describe('the average calculator’s words', () => {
  it('says “1 number” for a list of one', () => {
    expect(wordsShown(average, { numbers: '7' })).toMatch(
      /Median: 1 number, so it is the middle one/,
    );
  });
});
