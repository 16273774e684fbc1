import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './volume-converter.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const volume: AnyMode = calculator;

// The shared converter maths and round trips are tested in shared/units.test.ts; here, what a
// visitor reads for volumes, worked by hand.

function headline(inputs: Record<string, string>) {
  const { values, results } = evaluate(volume, inputs);
  return volume.headline!.text(values!, results!, '');
}

describe('volume converter', () => {
  it('opens on 1 US gallon in litres, exactly', () => {
    expect(headline({})).toBe('1 US gallon = 3.785411784 litres');
  });

  it('names the cup and spoons as US customary ones', () => {
    expect(headline({ value: '1', from: 'cup', to: 'ml' })).toBe(
      '1 US cup = 236.5882365 millilitres',
    );
    expect(headline({ value: '1', from: 'tbsp', to: 'tsp' })).toBe(
      '1 US tablespoon = 3 US teaspoons',
    );
    expect(headline({ value: '1', from: 'gal', to: 'cup' })).toBe('1 US gallon = 16 US cups');
  });

  it('keeps imperial and US gallons and pints apart', () => {
    // 4.54609 ÷ 3.785411784 = 1.20094992550…
    expect(headline({ value: '1', from: 'ukgal', to: 'gal' })).toBe(
      '1 imperial gallon ≈ 1.200949926 US gallons',
    );
    expect(headline({ value: '1', from: 'ukgal', to: 'ukpt' })).toBe(
      '1 imperial gallon = 8 imperial pints',
    );
    // 0.56826125 ÷ 0.0295735295625 = 19.2151988…
    expect(headline({ value: '1', from: 'ukpt', to: 'floz' })).toBe(
      '1 imperial pint ≈ 19.21519881 US fluid ounces',
    );
  });

  it('converts litres and cubic metres by powers of ten', () => {
    expect(headline({ value: '2.5', from: 'm3', to: 'l' })).toBe('2.5 cubic metres = 2,500 litres');
    expect(headline({ value: '750', from: 'ml', to: 'l' })).toBe('750 millilitres = 0.75 litres');
  });
});
