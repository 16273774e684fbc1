import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import { referenceChecks } from '../engine/referenceChecks.ts';
import calculator from './tile-calculator.ts';

// Expected values with python3's fractions (exact):
//   default 5 m × 4 m = 20 m²; 0.303 × 0.303 = 0.091809 m²; 20 ÷ 0.091809 = 217.843…;
//   × 1.1 = 239.627… → 240 tiles; 240 ÷ 10 = 24 boxes, 0 spare; 1 ÷ 0.091809 = 10.892178 per m².
//   12 × 10 ft of 12 × 12 in tiles with a ⅛ in (0.125 in) gap: 11.1484 m² ÷ (12.125 in)² =
//   117.53… → × 1.1 = 129.29… → 130 tiles.
//   100 m² of 1 m² tiles, 10%: exactly 110 (not 111 from 110.00000000000001).

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
    hidden: calculator.hiddenOutputs!(values),
  };
}

const errorsOf = (texts: Record<string, string>) => evaluate(mode, texts, '2026-11-29').errors;

describe('tile calculator', () => {
  it('tiles 20 m² with 300 mm tiles by default', () => {
    const { results, summary, steps, hidden } = run({});
    expect(results).toMatchObject({ tiles: 240, boxes: 24, spare: 0, areaM2: 20 });
    expect(results.baseTiles).toBeCloseTo(217.843567, 6);
    expect(results.tilesPerM2).toBeCloseTo(10.892178, 6);
    expect(hidden).toEqual([]);
    expect(summary).toBe(
      '20.00 m² (215.28 ft²) takes 240 tiles of 300 mm × 300 mm with 10% extra, 24 boxes of 10.',
    );
    expect(steps).toEqual([
      'Area = 5 m × 4 m = 5 × 4 = 20 m²',
      'Tile with grout = (300 + 3) mm × (300 + 3) mm = 0.091809 m²',
      'Tiles to cover = 20 ÷ 0.091809 ≈ 217.844',
      'With 10% for waste: 217.844 × 1.1 ≈ 239.628, rounded up to 240 tiles',
      'Boxes = 240 ÷ 10 = 24, so 24 boxes (0 tiles spare)',
    ]);
    // 240 ÷ 7 = 34.29: 35 boxes hold 245 tiles, 5 of them spare.
    expect(run({ perBox: '7' }).steps[4]).toBe(
      'Boxes = 240 ÷ 7 = 34.2857, rounded up to 35 boxes (5 tiles spare)',
    );
  });

  it('counts exactly: a whole number of tiles is not rounded up to one more', () => {
    // Python's Fraction: 1.5 m² ÷ 0.09 m² × 1.2 = 20 exactly; 6 ÷ 0.09 × 1.05 = 70;
    // 6 ÷ 0.0225 × 1.2 = 320 (150 mm tiles). Worked to 20 decimals these came out a hair over.
    const exact = run({ length: '1.5', width: '1', grout: '0', waste: '20' });
    expect(exact.results).toMatchObject({ tiles: 20, boxes: 2, spare: 0 });
    expect(exact.steps[3]).toBe('With 20% for waste: 16.6667 × 1.2 ≈ 20, so 20 tiles');
    expect(run({ length: '1', width: '6', grout: '0', waste: '5' }).results.tiles).toBe(70);
    expect(
      run({ length: '1', width: '6', grout: '0', waste: '20', tileLength: '150', tileWidth: '150' })
        .results.tiles,
    ).toBe(320);
    // 3 ÷ 0.09 × 1.2 = 40 exactly (worked to 20 decimals, a hair under): 40, not 'rounded up'.
    expect(run({ length: '3', width: '1', grout: '0', waste: '20' }).steps[3]).toBe(
      'With 20% for waste: 33.3333 × 1.2 ≈ 40, so 40 tiles',
    );
    // A hair over a whole number still takes one more: 1.5001 ÷ 0.09 × 1.2 = 20.0013 → 21.
    expect(run({ length: '1.5001', width: '1', grout: '0', waste: '20' }).results.tiles).toBe(21);
  });

  it('says 1 tile and 1 box', () => {
    // 0.3 m × 0.3 m with 300 mm tiles and no grout or waste: exactly 1 tile, in 1 box of 10.
    const { summary, steps } = run({
      length: '0.3',
      width: '0.3',
      lengthUnit: 'm',
      widthUnit: 'm',
      grout: '0',
      waste: '0',
    });
    expect(summary).toBe(
      '0.09 m² (0.97 ft²) takes 1 tile of 300 mm × 300 mm with 0% extra, 1 box of 10.',
    );
    expect(steps[3]).toBe('With 0% for waste: 1 × 1 = 1, so 1 tile');
  });

  it('works in feet and inches', () => {
    const { results } = run({
      length: '12',
      lengthUnit: 'ft',
      width: '10',
      widthUnit: 'ft',
      tileLength: '12',
      tileLengthUnit: 'in',
      tileWidth: '12',
      tileWidthUnit: 'in',
      grout: '0.125',
      groutUnit: 'in',
    });
    expect(results.tiles).toBe(130);
    expect(results.areaFt2).toBe(120);
  });

  it('keeps a whole count whole, and leaves boxes out without a box size', () => {
    const { results, hidden, steps } = run({
      length: '10',
      width: '10',
      tileLength: '1000',
      tileWidth: '1000',
      grout: '0',
      perBox: '',
    });
    expect(results.tiles).toBe(110);
    expect(hidden).toEqual(['boxes', 'spare']);
    expect(steps).toHaveLength(4);
  });

  it('counts no waste when asked, and one tile for a tiny area', () => {
    expect(run({ waste: '0', grout: '0' }).results.tiles).toBe(223); // 20 ÷ 0.09 = 222.2…
    expect(run({ length: '0.01', width: '0.01' }).results).toMatchObject({ tiles: 1, boxes: 1 });
  });

  it('refuses sizes out of range', () => {
    expect(errorsOf({ length: '0' }).length).toBeTruthy();
    expect(errorsOf({ tileLength: '-3' }).tileLength).toBeTruthy();
    expect(errorsOf({ waste: '150' }).waste).toBeTruthy();
    expect(errorsOf({ perBox: '2.5' }).perBox).toBe('Enter a whole number');
  });

  it('matches its published examples', () => {
    const checks = referenceChecks(mode, '2026-11-29');
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.filter((c) => !c.matches)).toEqual([]);
  });
});
