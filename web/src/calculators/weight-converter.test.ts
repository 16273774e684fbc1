import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './weight-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const weight: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for weights, worked by hand.

function headline(inputs: Record<string, string>) {
  const { values, results } = evaluate(weight, inputs);
  return { text: weight.headline!.text(values!, results!, ''), result: results!.result };
}

describe('weight converter', () => {
  it('opens on 1 pound in kilograms, exactly', () => {
    expect(headline({}).text).toBe('1 pound = 0.45359237 kilograms');
  });

  it('rounds the inverse to 10 significant digits', () => {
    // 1 ÷ 0.45359237 = 2.20462262184877…
    expect(headline({ value: '1', from: 'kg', to: 'lb' })).toEqual({
      text: '1 kilogram ≈ 2.204622622 pounds',
      result: 2.20462262184878,
    });
  });

  it('counts stone as 14 pounds, and keeps "stone" as its plural', () => {
    // 11 × 14 × 0.45359237 = 69.85322498 kg.
    expect(headline({ value: '11', from: 'st', to: 'kg' }).text).toBe(
      '11 stone = 69.85322498 kilograms',
    );
    expect(headline({ value: '154', from: 'lb', to: 'st' }).text).toBe('154 pounds = 11 stone');
  });

  it('keeps metric prefixes exact, tiny and large', () => {
    expect(headline({ value: '2.5', from: 't', to: 'mg' }).result).toBe(2_500_000_000);
    expect(headline({ value: '1', from: 'mg', to: 't' }).text).toBe(
      '1 milligram = 1 × 10⁻⁹ tonnes',
    );
    expect(headline({ value: '16', from: 'oz', to: 'lb' }).text).toBe('16 ounces = 1 pound');
  });
});
