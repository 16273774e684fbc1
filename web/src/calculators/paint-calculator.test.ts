import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './paint-calculator.ts';

// Expected values by hand (1 ft² = 0.09290304 m², 1 US gal = 3.785411784 L, both exact):
//   default: 50 ft × 8 ft = 400 ft² (37.161216 m²); 1 door × 20 + 2 windows × 15 = 50 ft²;
//   350 ft² to paint (32.516064 m²); 2 coats = 700 ft²; 700 ÷ 350 = 2 US gal = 7.570823568 L;
//   2 one-gallon cans.
//   metric: 20 m × 2.5 m = 50 m², no openings, 2 coats = 100 m²; 100 ÷ 10 = 10 L; 2.5 L tins:
//   10 ÷ 2.5 = 4 exactly; 5 L tins with 11 L (110 m²) → 2.2 → 3.

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

describe('paint calculator', () => {
  it('paints a 10 × 15 ft room with two coats by default: 2 gallons', () => {
    const { results, summary, steps } = run({});
    expect(results).toMatchObject({ cans: 2, gallons: 2, paintableFt2: 350 });
    expect(results.paintableM2).toBeCloseTo(32.516064, 9);
    expect(results.litres).toBeCloseTo(7.570823568, 9);
    expect(summary).toBe(
      '350 ft² of wall, 2 coats: 2.00 US gallons (7.57 L) of paint, 2 × 1 US gallon (3.79 L).',
    );
    expect(steps).toEqual([
      // 400 ft² × 0.09290304 = 37.161216 m², shown to 6 digits beside it.
      'Wall area = 50 ft × 8 ft = 400 ft² (37.1612 m²)',
      'Doors and windows: 1 × 20 ft² + 2 × 15 ft² = 50 ft²',
      'Area to paint = 400 ft² − 50 ft² = 350 ft²',
      'With 2 coats: 350 ft² × 2 = 700 ft²',
      // 2 × 3.785411784 = 7.570823568 L, rounded where shown; gallon cans are counted in gallons.
      'Paint = 700 ft² ÷ 350 ft²/gal = 2 US gal (× 3.785411784 ≈ 7.57082 L)',
      'Cans: 2 US gal ÷ 1 US gal = 2, so 2 cans of 1 US gallon',
    ]);
  });

  it('works in metres and litres, with an exact number of tins', () => {
    const metric = {
      length: '20',
      lengthUnit: 'm',
      height: '2.5',
      heightUnit: 'm',
      doors: '0',
      windows: '0',
      coverageUnit: 'm2l',
      coverageL: '10',
      can: 'l2.5',
    };
    const { results, steps } = run(metric);
    expect(results).toMatchObject({ litres: 10, cans: 4, paintableM2: 50 });
    expect(steps[4]).toBe('Paint = 100 m² ÷ 10 m²/L = 10 L (2.64172 US gal)');
    expect(steps[5]).toBe('Cans: 10 L ÷ 2.5 L = 4, so 4 tins of 2.5 litres');
    expect(run({ ...metric, coverageL: '10', length: '22', can: 'l5' }).results.cans).toBe(3);
    // 10 L in one tin of 10 litres: one tin, said in the singular.
    expect(run({ ...metric, can: 'l10' }).steps[5]).toBe(
      'Cans: 10 L ÷ 10 L = 1, so 1 tin of 10 litres',
    );
  });

  it('writes a coverage too small for plain digits in powers of ten, without dividing by 0', () => {
    // 700 ft² ÷ 10⁻¹² ft²/gal = 7 × 10¹⁴ US gal exactly.
    const { steps } = run({ coverageGal: '0.000000000001' });
    expect(steps).toContainEqual(
      expect.stringMatching(
        /^Paint = 700 ft² ÷ \(1 × 10⁻¹²\) ft²\/gal = 700,000,000,000,000 US gal /,
      ),
    );
  });

  it('rounds a part can up, and one coat of a small wall is one can', () => {
    expect(run({ coats: '3' }).results).toMatchObject({ gallons: 3, cans: 3 });
    expect(run({ length: '10', doors: '0', windows: '0', coats: '1' }).results).toMatchObject({
      cans: 1,
    });
    // 400 ft² + 1 ft² more wall: 702 ÷ 350 > 2, so 3 cans.
    expect(run({ length: '50.125' }).results.cans).toBe(3);
    // 702 ÷ 350 = 2.0057142857… gallons, shown to 6 digits.
    expect(run({ length: '50.125' }).steps.slice(4)).toEqual([
      'Paint = 702 ft² ÷ 350 ft²/gal ≈ 2.00571 US gal (× 3.785411784 ≈ 7.59245 L)',
      'Cans: 2.00571 US gal ÷ 1 US gal = 2.00571, rounded up to 3 cans of 1 US gallon',
    ]);
    // 350 ft² at 116.66667 ft²/gal is 2.9999999142857… gallons: a hair under 3, shown as such.
    expect(run({ coats: '1', coverageUnit: 'ft2gal', coverageGal: '116.66667' }).steps[5]).toBe(
      'Cans: 3 US gal ÷ 1 US gal ≈ 2.9999999, rounded up to 3 cans of 1 US gallon',
    );
    // In quarts: 2 gallons = 8 quarts.
    expect(run({ can: 'qt' }).results.cans).toBe(8);
    expect(run({ can: 'qt' }).steps[5]).toBe(
      'Cans: 2 US gal ÷ 0.25 US gal = 8, so 8 cans of 1 US quart',
    );
  });

  it('says ≈ where a figure shown is rounded: doors of 20 ft² in square metres', () => {
    // 20 ft² = 1.8580608 m² and 15 ft² = 1.3935456 m², shown as 1.85806 and 1.39355; the
    // openings are 4.645152 m², the wall 37.161216 m², the rest 32.516064 m² (× 2 = 65.032128).
    expect(run({ coverageUnit: 'm2l' }).steps.slice(0, 5)).toEqual([
      'Wall area = 50 ft × 8 ft ≈ 37.1612 m² (400 ft²)',
      'Doors and windows: 1 × 1.85806 m² + 2 × 1.39355 m² ≈ 4.64515 m²',
      'Area to paint = 37.1612 m² − 4.64515 m² ≈ 32.5161 m²',
      'With 2 coats: 32.5161 m² × 2 ≈ 65.0321 m²',
      'Paint = 65.0321 m² ÷ 10 m²/L = 6.50321 L (1.71797 US gal)',
    ]);
  });

  it('refuses openings larger than the walls, and bad numbers', () => {
    expect(errorsOf({ doors: '30' }).doors).toBe(
      'The doors and windows cover the whole wall area; check them',
    );
    expect(errorsOf({ coats: '0' }).coats).toBeTruthy();
    expect(errorsOf({ height: '0' }).height).toBeTruthy();
    expect(errorsOf({ coverageGal: '' }).coverageGal).toBeTruthy();
  });

  it('matches its published examples', () => {
    const checks = referenceChecks(mode, '2026-11-29');
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });

  it('shows a hair over a whole can by its digits, not as the can it rounds up from', () => {
    // 10 m × 3.00000001 m at 10 m²/L is 3.000000010 L: over 3, so 4 tins of 1 litre.
    const { results, steps } = run({
      length: '10',
      lengthUnit: 'm',
      height: '3.00000001',
      heightUnit: 'm',
      doors: '0',
      windows: '0',
      coats: '1',
      coverageUnit: 'm2l',
      coverageL: '10',
      can: 'l1',
    });
    expect(results.cans).toBe(4);
    expect(steps[5]).toBe('Cans: 3 L ÷ 1 L ≈ 3.00000001, rounded up to 4 tins of 1 litre');
  });
});
