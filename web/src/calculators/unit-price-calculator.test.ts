import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate, type FieldValues } from '../engine/evaluate.ts';
import { resultRows } from '../engine/resultRows.ts';
import calculator from './unit-price-calculator.ts';

/** Its functions take the values evaluate() reads (erased, as the frame holds it). */
const unitPrice: AnyMode = calculator;

// Mixed units, equal prices, the per-100 g and per-100 mL units, the saving and the bounds.
// Expected values worked by hand (1 lb = 453.59237 g).

function run(inputs: Record<string, string>) {
  const { values, results, errors } = evaluate(unitPrice, inputs);
  return { values, results: results!, errors };
}

function label(id: string, values: FieldValues) {
  const spec = unitPrice.outputs[id]!.label;
  return typeof spec === 'function' ? spec(values) : spec;
}

describe('unit price calculator', () => {
  it('opens on two cereal boxes: the 36 oz box is 11.65% cheaper per ounce', () => {
    // 3.69 ÷ 24 = 0.15375; 4.89 ÷ 36 = 0.1358333…; (0.15375 − 0.1358333) ÷ 0.15375 = 11.653…%.
    const evaluation = evaluate(unitPrice, {});
    const { results, values } = run({});
    // Shown with the same 4 decimals (4 significant digits of the lower), the difference made
    // from them: 0.1538 − 0.1358 = 0.0180 (to the cent they read $0.15 − $0.14 = $0.02).
    expect(results).toMatchObject({ unitPriceA: 0.1538, unitPriceB: 0.1358, difference: 0.018 });
    const shown = resultRows(unitPrice, evaluation, evaluation.results).rows.map((row) => row.text);
    expect(shown.slice(1)).toEqual(['$0.1538', '$0.1358', '$0.0180']);
    expect(results.saving).toBeCloseTo(11.6531165, 6);
    expect(label('saving', values!)).toBe('Saving per oz with item B');
    expect(unitPrice.summary!(values!, results, '')).toEqual([
      'Item B is the better buy: $0.1358 per oz against $0.1538 for item A, 11.65% less.',
      'Put the other way, item A costs 13.19% more per oz.',
    ]);
  });

  it('converts a pound and grams exactly, pricing both per the first item’s unit', () => {
    // B: 4.50 for 500 g = 4.50 × 453.59237 ÷ 500 = 4.08233133 per lb; A: 4.00 per lb.
    const { results, values } = run({
      priceA: '4',
      quantityA: '1',
      unitA: 'lb',
      priceB: '4.50',
      quantityB: '500',
      unitB: 'g',
    });
    // Both shown to 3 decimals (4 significant digits of 4.000): 4.082 − 4.000 = 0.082.
    expect(results).toMatchObject({ unitPriceA: 4, unitPriceB: 4.082, difference: 0.082 });
    // (4.08233133 − 4) ÷ 4.08233133 = 2.01677…%.
    expect(results.saving).toBeCloseTo(2.0167724, 6);
    expect(label('saving', values!)).toBe('Saving per lb with item A');
  });

  it('prices grams and millilitres per 100, as shelf labels do', () => {
    // 0.99 for 330 mL = 0.30 per 100 mL; 2.40 for 2 L = 0.12 per 100 mL; 60% less.
    const { results, values } = run({
      priceA: '0.99',
      quantityA: '330',
      unitA: 'ml',
      priceB: '2.40',
      quantityB: '2',
      unitB: 'l',
    });
    expect(results).toMatchObject({ unitPriceA: 0.3, unitPriceB: 0.12, saving: 60 });
    expect(label('unitPriceA', values!)).toBe('Item A, price per 100 mL');
  });

  it('shows a unit price to the cent at least', () => {
    // $3 for 500 g is $0.60 per 100 g; $5 for 1 kg is $0.50: money keeps its cents.
    const texts = {
      priceA: '3',
      quantityA: '500',
      unitA: 'g',
      priceB: '5',
      quantityB: '1',
      unitB: 'kg',
    };
    const { values, results } = evaluate(calculator, texts);
    expect(calculator.steps!(values as never, results as never)[0]).toBe(
      'Item A: 500 g = 5 × 100 g, so $3.00 ÷ 5 = $0.60 per 100 g',
    );
  });

  it('says when neither is the better buy', () => {
    const { results, values } = run({
      priceA: '5',
      quantityA: '1',
      unitA: 'kg',
      priceB: '2.50',
      quantityB: '500',
      unitB: 'g',
    });
    expect(results).toMatchObject({ saving: 0, difference: 0, unitPriceA: 5, unitPriceB: 5 });
    expect(label('saving', values!)).toBe('Saving');
    expect(unitPrice.summary!(values!, results, '')).toBe('Both cost the same per kg: $5.00.');
  });

  it('refuses to compare a weight with a volume or a count', () => {
    expect(run({ unitA: 'g', unitB: 'ml' }).errors).toEqual({
      unitB:
        'Item A is measured by weight and item B by volume. Choose units of the same kind to compare them.',
    });
    expect(run({ unitA: 'item', unitB: 'lb' }).errors.unitB).toMatch(
      /by count and item B by weight/,
    );
  });

  it('says what is wrong with each field', () => {
    expect(run({ quantityA: '0' }).errors.quantityA).toBe(
      'The quantity of item A must be more than 0',
    );
    expect(run({ priceB: '' }).errors.priceB).toBe('Enter the price of item B');
    expect(run({ priceB: '0' }).errors.priceB).toBe('The price of item B must be more than 0');
  });
});
