import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { MODES, roundNumber, type Mode } from './rounding-calculator.ts';

// Expected values from python3's decimal module (quantize with ROUND_HALF_UP, ROUND_HALF_EVEN,
// ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR):
//   2.675 to 0.01:  2.68 2.68 2.67 2.68 2.67 2.68 2.67 (in that order of modes)
//   −2.675 to 0.01: −2.68 −2.68 −2.67 −2.68 −2.67 −2.67 −2.68
//   1234.5 to tens: 1230 1230 1230 1240 1230 1240 1230
//   1025 to a multiple of 50: 1050 1000 1000 1050 1000 1050 1000
//   9.996 to 3 significant figures half-up: 10.0 (python3: 10.00 at 0.01); 0.0012345 to 2: 0.0012; 123456 to 3: 123000.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  const values = evaluation.values as never;
  const results = evaluation.results as never;
  const ok = evaluation.results !== null;
  return {
    ...evaluation,
    headline: ok ? calculator.headline!.text(values, results, '') : null,
    caption: ok ? calculator.headline!.caption(values, results, '') : null,
    facts: ok ? calculator.facts!(values, results) : [],
    steps: ok ? calculator.steps(values, results) : [],
  };
}

const order: Mode[] = ['half-up', 'half-even', 'half-down', 'up', 'down', 'ceiling', 'floor'];
const allModes = (value: number, target: Parameters<typeof roundNumber>[1]) =>
  order.map((m) => roundNumber(value, target, m).text);

describe('rounding calculator', () => {
  it('rounds 2.675 half-up to 2.68 in decimal by default', () => {
    const { results, errors, headline, caption, facts, steps } = run({});
    expect(errors).toEqual({});
    expect(results!.rounded).toBe(2.68);
    expect(results!.change).toBe(0.005);
    expect(headline).toBe('2.68');
    expect(caption).toBe('2.675 rounded to 2 decimal places, half up (ties away from zero).');
    expect(facts.map((f) => f.text)).toEqual([
      '2.68',
      '2.68',
      '2.67',
      '2.68',
      '2.67',
      '2.68',
      '2.67',
    ]);
    expect(facts[1]!.label).toBe('Half even (banker’s rounding)');
    expect(steps).toEqual([
      'Round 2.675 to 2 decimal places: to a multiple of 0.01.',
      '2.675 lies exactly halfway between 2.67 and 2.68.',
      'Half up (ties away from zero): a tie goes away from zero, so the result is 2.68.',
    ]);
  });

  it('applies every mode as Java and Python define them', () => {
    expect(MODES.map((m) => m.value)).toEqual(order);
    const cents = { to: 'decimals', decimals: 2 } as const;
    expect(allModes(-2.675, cents)).toEqual([
      '-2.68',
      '-2.68',
      '-2.67',
      '-2.68',
      '-2.67',
      '-2.67',
      '-2.68',
    ]);
    const tens = { to: 'multiple', multiple: 10 } as const;
    expect(allModes(1234.5, tens)).toEqual([
      '1230',
      '1230',
      '1230',
      '1240',
      '1230',
      '1240',
      '1230',
    ]);
    const fifties = { to: 'multiple', multiple: 50 } as const;
    expect(allModes(1025, fifties)).toEqual([
      '1050',
      '1000',
      '1000',
      '1050',
      '1000',
      '1050',
      '1000',
    ]);
  });

  it('rounds to significant figures, keeping the figures shown', () => {
    expect(roundNumber(9.996, { to: 'figures', figures: 3 }, 'half-up').text).toBe('10.0');
    expect(roundNumber(0.0012345, { to: 'figures', figures: 2 }, 'half-up').text).toBe('0.0012');
    expect(roundNumber(123456, { to: 'figures', figures: 3 }, 'half-up').text).toBe('123000');
    expect(roundNumber(0, { to: 'figures', figures: 3 }, 'half-up').text).toBe('0.00');
    const big = run({ number: '123456', to: 'figures', figures: '3' });
    expect(big.headline).toBe('123,000');
    expect(big.steps[0]).toBe('Round 123,456 to 3 significant figures: to a multiple of 1,000.');
    expect(big.steps[1]).toBe('123,456 lies between 123,000 and 124,000, nearer 123,000.');
  });

  it('keeps decimals to 2 places and handles nearest 0.05 and whole numbers', () => {
    expect(run({ number: '2.7', decimals: '2' }).headline).toBe('2.70');
    const cash = run({ number: '1.43', to: 'multiple', multiple: '0.05' });
    expect(cash.headline).toBe('1.45');
    const whole = run({ number: '-1.6', decimals: '0', mode: 'down' });
    expect(whole.headline).toBe('-1');
    expect(whole.caption).toBe('-1.6 rounded to a whole number, down (towards zero, truncate).');
  });

  it('leaves a number already on the step unchanged', () => {
    const { results, steps } = run({ number: '3.5', decimals: '1' });
    expect(results!.rounded).toBe(3.5);
    expect(results!.change).toBe(0);
    expect(steps[1]).toBe('3.5 is already a multiple of 0.1, so it is unchanged.');
  });

  it('refuses a multiple of 0 and too many decimals', () => {
    expect(run({ to: 'multiple', multiple: '0' }).errors.multiple).toBe(
      'The multiple must be more than 0',
    );
    expect(run({ decimals: '21' }).errors.decimals).toBe('The decimal places can be at most 20');
    expect(run({ number: '' }).errors.number).toBe('Enter the number');
  });
  it('gives the tie rule only for a tie', () => {
    const { values, results } = evaluate(calculator as unknown as AnyMode, {
      number: '-0.3',
      decimals: '0',
    });
    expect(calculator.steps(values as never, results as never)).toEqual([
      'Round -0.3 to a whole number: to a multiple of 1.',
      '-0.3 lies between -1 and 0, nearer 0.',
      'Half up (ties away from zero): not a tie, so the nearest multiple: 0.',
    ]);
  });
});
