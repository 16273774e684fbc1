import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator, { chartBtu } from './ac-tonnage-calculator.ts';

// Expected values by hand from the ENERGY STAR chart and its adjustments:
//   default 200 ft² (18.580608 m²), 8 ft, 2 people, average sun: row 150–250 → 6,000 BTU/h;
//   6,000 ÷ 12,000 = 0.5 ton; 6,000 × 0.29307107 ÷ 1,000 = 1.75842642 kW.
//   300 ft², 10 ft ceiling: 300 × 10 ÷ 8 = 375 ft² → 9,000; very sunny +900; 5 people +1,800;
//   kitchen +4,000: 15,700 BTU/h = 1.3083 tons.
//   20 m² = 215.28 ft² → 6,000.

const mode = calculator as unknown as AnyMode;

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-29');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    summary: calculator.summary!(values, results as never, ''),
    steps: calculator.steps(values, results as never),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, '2026-11-29').errors;

describe('AC tonnage calculator', () => {
  it('sizes a 200 ft² room at 6,000 BTU/h, half a ton, by default', () => {
    const { results, summary, steps } = run({});
    expect(results).toMatchObject({ btu: 6000, tons: 0.5, chartBtu: 6000, areaFt2: 200 });
    expect(results.kw).toBeCloseTo(1.75842642, 8);
    expect(summary).toBe(
      'A room of 200 ft² (18.6 m²) needs about 6,000 BTU/h: 0.50 tons, 1.76 kW of cooling.',
    );
    expect(steps).toEqual([
      'Area: 18.58 m² = 200 ft²; ceiling 8.00 ft.',
      'ENERGY STAR chart, 150 up to 250 ft²: 6,000 BTU/h.',
      'Average sun: no change.',
      '2 people: no more than two, no change.',
      'Total: 6,000 = 6,000 BTU/h.',
      'Tons: 6,000 ÷ 12,000 = 0.50 tons; kW: 6,000 × 0.29307107 ÷ 1,000 ≈ 1.76 kW.',
    ]);
  });

  it('adds a tall ceiling, sun, people and a kitchen', () => {
    const { results, steps } = run({
      area: '300',
      ceiling: '10',
      occupants: '5',
      sun: 'sunny',
      kitchen: 'yes',
    });
    expect(results).toMatchObject({ chartBtu: 9000, btu: 15700, areaFt2: 375 });
    expect(results.tons).toBeCloseTo(1.308333, 6);
    expect(steps).toContain('Ceiling above 8 ft: 300 × 10.00 ÷ 8 = 375 ft² read from the chart.');
    expect(steps).toContain('Very sunny: +10% of 9,000 = +900 BTU/h.');
    expect(steps).toContain('5 people: 3 above two × 600 = +1,800 BTU/h.');
    expect(steps).toContain('Kitchen: +4,000 BTU/h.');
    expect(steps).toContain('Total: 9,000 + 900 + 1,800 + 4,000 = 15,700 BTU/h.');
  });

  it('reads the chart at its row edges', () => {
    expect(chartBtu(50)).toBe(5000);
    expect(chartBtu(149.9)).toBe(5000);
    expect(chartBtu(150)).toBe(6000);
    expect(chartBtu(549)).toBe(12000);
    expect(chartBtu(550)).toBe(14000);
    expect(chartBtu(2500)).toBe(34000);
    expect(run({ area: '2500' }).results.btu).toBe(34000);
  });

  it('works in square metres and metres, and ignores a low ceiling', () => {
    expect(
      run({ area: '20', areaUnit: 'm2', ceiling: '2.4', ceilingUnit: 'm' }).results,
    ).toMatchObject({ btu: 6000 });
    expect(run({ ceiling: '7' }).results.areaFt2).toBe(200);
  });

  it('shades one person’s room below the chart figure', () => {
    const { results, steps } = run({ occupants: '1', sun: 'shaded' });
    expect(results.btu).toBe(5400);
    expect(steps).toContain('Heavily shaded: −10% of 6,000 = −600 BTU/h.');
    expect(steps).toContain('1 person: no more than two, no change.');
    expect(steps).toContain('Total: 6,000 − 600 = 5,400 BTU/h.');
  });

  it('refuses a room beyond the chart and bad numbers', () => {
    expect(errorsOf({ area: '2400', ceiling: '9' }).area).toBe(
      'With a 9.0 ft ceiling this room counts as 2,700 ft², beyond the chart’s 2,500 ft²; have a load calculation (ACCA Manual J) done',
    );
    expect(errorsOf({ area: '2600' }).area).toBeTruthy();
    expect(errorsOf({ area: '0' }).area).toBeTruthy();
    expect(errorsOf({ occupants: '0' }).occupants).toBeTruthy();
  });

  it('matches its published examples', () => {
    const checks = referenceChecks(mode, '2026-11-29');
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });
  it("shows an area beside the chart's rows to 2 decimals, and a tiny one by its digits", () => {
    // 149.99 ft² is in the row up to 150 ft²; it was shown as 150.0.
    expect(run({ area: '149.99' }).summary).toMatch(/^A room of 149\.99 ft² \(13\.9 m²\)/);
    // 0.01 ft² = 0.000929 m², not "0 ft² (0.0 m²)".
    expect(run({ area: '0.01' }).summary).toMatch(/^A room of 0\.01 ft² \(0\.000929 m²\)/);
  });
  it('writes an exact tall-ceiling product with =, however many thousands', () => {
    // 1,200 × 10 ÷ 8 = 1,500 ft².
    expect(run({ area: '1200', ceiling: '10' }).steps).toContain(
      'Ceiling above 8 ft: 1,200 × 10.00 ÷ 8 = 1,500 ft² read from the chart.',
    );
  });

  it('says ≈ where the scaled area is rounded: 71.7 × 10 ÷ 8 = 89.625, shown 89.63', () => {
    const { values, results } = evaluate(calculator, { area: '71.7', ceiling: '10' }, '2026-12-04');
    const steps = calculator.steps(values as never, results as never, { advice: true });
    expect(steps).toContain(
      'Ceiling above 8 ft: 71.7 × 10.00 ÷ 8 ≈ 89.63 ft² read from the chart.',
    );
  });
});
