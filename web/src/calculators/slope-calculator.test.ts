import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import slope, { equationOf, slopeFraction } from './slope-calculator.ts';

const TODAY = '2026-11-29';

/** What a visitor sees for these points: the results, hidden outputs, summary, facts and steps. */
function shown(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(slope, texts, TODAY);
  expect(errors).toEqual({});
  const v = values as never;
  const r = results as Record<string, number>;
  return {
    results: r,
    hidden: slope.hiddenOutputs!(v),
    summary: slope.summary!(v, r as never, TODAY),
    facts: Object.fromEntries(slope.facts!(v, r as never).map((f) => [f.label, f.text])),
    steps: slope.steps(v, r as never),
  };
}

describe('the slope calculator', () => {
  it('finds the line through (1, 3) and (4, 9) by default', () => {
    // By hand: m = 6 ÷ 3 = 2, b = 3 − 2 × 1 = 1, distance √45 = 6.7082039 (python math.sqrt),
    // angle atan(2) = 63.4349488°, midpoint (2.5, 6).
    const { results, hidden, summary, facts, steps } = shown({});
    expect(results).toMatchObject({ slope: 2, intercept: 1, midX: 2.5, midY: 6, dx: 3, dy: 6 });
    expect(results.distance).toBeCloseTo(6.7082039, 7);
    expect(results.angle).toBeCloseTo(63.4349488, 7);
    expect(hidden).toEqual([]);
    expect(summary).toBe('The line through (1, 3) and (4, 9) is y = 2x + 1, with slope 2.');
    expect(facts).toEqual({
      'Line equation': 'y = 2x + 1',
      'Point-slope form': 'y − 3 = 2(x − 1)',
      Midpoint: '(2.5, 6)',
    });
    expect(steps).toEqual([
      'Rise Δy = y₂ − y₁ = 9 − 3 = 6; run Δx = x₂ − x₁ = 4 − 1 = 3',
      'Slope m = Δy ÷ Δx = 6 ÷ 3 = 2',
      'y-intercept b = y₁ − m × x₁ = 3 − 2 × 1 = 1',
      'Line: y = 2x + 1',
      'Angle to the x-axis = arctan(m) = arctan(2) ≈ 63.43°',
      'Distance = √(Δx² + Δy²) = √(3² + 6²) = √45 ≈ 6.7082',
      'Midpoint = ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2) = ((1 + 4) ÷ 2, (3 + 9) ÷ 2) = (2.5, 6)',
    ]);
  });

  it('takes the link parameters x1, y1, x2, y2 and gives a falling line as a fraction', () => {
    // (−1, 3) to (5, −1): m = −4 ÷ 6 = −2/3, b = 3 + (2/3)(−1) = 7/3, angle atan(−2/3) = −33.69°.
    const { results, facts, steps } = shown({ x1: '-1', y1: '3', x2: '5', y2: '-1' });
    expect(results.slope).toBeCloseTo(-2 / 3, 15);
    expect(results.intercept).toBeCloseTo(7 / 3, 14);
    expect(results.angle).toBeCloseTo(-33.6900675, 7);
    expect(facts['Slope as a fraction']).toBe('-2/3');
    expect(facts['Line equation']).toBe('y = -0.6667x + 2.3333');
    expect(steps[1]).toBe('Slope m = Δy ÷ Δx = -4 ÷ 6 = -2/3 ≈ -0.6667');
  });

  it('says = where the fraction is the decimal shown, ≈ where the decimal is rounded', () => {
    // 3/5 = 0.6 exactly; 1/32 = 0.03125, shown to 4 decimals as 0.0313.
    expect(shown({ x1: '3', y1: '-2', x2: '8', y2: '1' }).steps[1]).toBe(
      'Slope m = Δy ÷ Δx = 3 ÷ 5 = 3/5 = 0.6',
    );
    expect(shown({ x1: '0', y1: '0', x2: '32', y2: '1' }).steps[1]).toBe(
      'Slope m = Δy ÷ Δx = 1 ÷ 32 = 1/32 ≈ 0.0313',
    );
    // Without a fraction (more than 6 decimals): 8 ÷ 1.66666667 = 4.79999999… ≈ 4.8.
    expect(shown({ x1: '0.33333333', y1: '1', x2: '2', y2: '9' }).steps[1]).toBe(
      'Slope m = Δy ÷ Δx = 8 ÷ 1.66666667 ≈ 4.8',
    );
    expect(shown({ x1: '0.1234567', y1: '0', x2: '0.6234567', y2: '1' }).steps[1]).toBe(
      'Slope m = Δy ÷ Δx = 1 ÷ 0.5 = 2',
    );
  });

  it('shows a slope far below 1 by its digits in every text, not as 0', () => {
    // (0, 0) to (10⁹, 10⁻⁶): m = 10⁻⁶ ÷ 10⁹ = 10⁻¹⁵; angle atan(10⁻¹⁵) × 180/π = 5.7296 × 10⁻¹⁴°;
    // midpoint (5 × 10⁸, 5 × 10⁻⁷); distance √(10¹⁸ + 10⁻¹²) = 10⁹ to 15 digits.
    const { results, summary, facts, steps } = shown({ x2: '1e9', y2: '1e-6', x1: '0', y1: '0' });
    expect(results.slope! / 1e-15).toBeCloseTo(1, 12);
    expect(summary).toBe(
      'The line through (0, 0) and (1,000,000,000, 0.000001) is y = (1 × 10⁻¹⁵)x, with slope 1 × 10⁻¹⁵.',
    );
    expect(facts).toMatchObject({
      'Line equation': 'y = (1 × 10⁻¹⁵)x',
      'Point-slope form': 'y − 0 = (1 × 10⁻¹⁵)(x − 0)',
      Midpoint: '(500,000,000, 5 × 10⁻⁷)',
    });
    expect(steps.slice(1, 5)).toEqual([
      'Slope m = Δy ÷ Δx = 0.000001 ÷ 1,000,000,000 = 1/1000000000000000 = 1 × 10⁻¹⁵',
      'y-intercept b = y₁ − m × x₁ = 0 − (1 × 10⁻¹⁵) × 0 = 0',
      'Line: y = (1 × 10⁻¹⁵)x',
      'Angle to the x-axis = arctan(m) = arctan(1 × 10⁻¹⁵) ≈ 5.73 × 10⁻¹⁴°',
    ]);
    // 10¹⁸ + 10⁻¹², shown to 10 digits: both the sum and its root are rounded.
    expect(steps[5]).toBe(
      'Distance = √(Δx² + Δy²) = √(1,000,000,000² + 0.000001²) ≈ √(1 × 10¹⁸) ≈ 1,000,000,000',
    );
    // A point typed in powers of ten is echoed in them, not as 0.
    expect(shown({ x1: '0', y1: '1e-20', x2: '1', y2: '1' }).summary).toMatch(
      /^The line through \(0, 1 × 10⁻²⁰\) and \(1, 1\)/,
    );
  });

  it('handles a vertical line', () => {
    const { results, hidden, summary, facts, steps } = shown({
      x1: '2',
      y1: '1',
      x2: '2',
      y2: '5',
    });
    expect(hidden).toEqual(['slope', 'intercept']);
    expect(results).toMatchObject({ angle: 90, distance: 4, midX: 2, midY: 3, dx: 0 });
    expect(summary).toBe(
      'The line through (2, 1) and (2, 5) is vertical, x = 2: its slope is undefined.',
    );
    expect(facts).toEqual({ 'Line equation': 'x = 2', Midpoint: '(2, 3)' });
    expect(steps[1]).toBe(
      'Δx = 0: the line is vertical, its slope is undefined (division by 0) and its equation is x = 2',
    );
  });

  it('writes horizontal lines and lines through the origin simply', () => {
    expect(shown({ x1: '0', y1: '4', x2: '3', y2: '4' }).facts['Line equation']).toBe('y = 4');
    expect(equationOf({ x1: 0, y1: 0, x2: 2, y2: 2 })).toBe('y = x');
    expect(equationOf({ x1: 0, y1: 0, x2: 2, y2: -2 })).toBe('y = -x');
    expect(equationOf({ x1: 4, y1: 5, x2: -2, y2: -7 })).toBe('y = 2x − 3');
    expect(slopeFraction({ x1: 0.5, y1: 0, x2: 2, y2: 1 })).toBe('2/3');
    expect(slopeFraction({ x1: 0, y1: 0, x2: 2, y2: 4 })).toBeNull();
  });

  it('refuses two equal points and out-of-range coordinates', () => {
    expect(evaluate(slope, { x1: '1', y1: '1', x2: '1', y2: '1' }, TODAY).errors).toEqual({
      x2: 'The two points are the same: enter two different points to make a line',
    });
    expect(evaluate(slope, { y2: '' }, TODAY).errors).toEqual({ y2: 'Enter y₂' });
    expect(evaluate(slope, { x1: '2e15' }, TODAY).errors).toEqual({
      x1: 'Enter x₁ from −10¹⁵ to 10¹⁵',
    });
  });
  it("says '=' only where the figures shown work out exactly, and works b from m's fraction", () => {
    // By hand: m = 1/3, b = 2 − 1/3 × 1 = 5/3 = 1.66666…; √10 = 3.16227766…
    const third = shown({ x1: '1', y1: '2', x2: '4', y2: '3' }).steps;
    expect(third[2]).toBe('y-intercept b = y₁ − m × x₁ = 2 − 1/3 × 1 = 5/3 ≈ 1.6667');
    expect(third[5]).toBe('Distance = √(Δx² + Δy²) = √(3² + 1²) = √10 ≈ 3.1623');
    // m = -4 ÷ 6 = -2/3; b = 3 − (-2/3) × (-1) = 7/3.
    expect(shown({ x1: '-1', y1: '3', x2: '5', y2: '-1' }).steps[2]).toBe(
      'y-intercept b = y₁ − m × x₁ = 3 − (-2/3) × (-1) = 7/3 ≈ 2.3333',
    );
    // A slope shown exactly keeps its decimals: 2.7 − (-4.25) × 0.3 = 3.975.
    expect(shown({ x1: '0.3', y1: '2.7', x2: '1.9', y2: '-4.1' }).steps[2]).toBe(
      'y-intercept b = y₁ − m × x₁ = 2.7 − (-4.25) × 0.3 = 3.975',
    );
    // 3-4-5: √25 = 5 exactly; arctan(1) = 45° exactly.
    expect(shown({ x1: '0', y1: '0', x2: '3', y2: '4' }).steps[5]).toBe(
      'Distance = √(Δx² + Δy²) = √(3² + 4²) = √25 = 5',
    );
    expect(shown({ x1: '1', y1: '1', x2: '2', y2: '2' }).steps[4]).toBe(
      'Angle to the x-axis = arctan(m) = arctan(1) = 45.00°',
    );
    // (0.33333 + 1) ÷ 2 = 0.666665, shown to 4 decimals.
    expect(shown({ x1: '0.33333', y1: '1', x2: '1', y2: '2' }).steps[6]).toBe(
      'Midpoint = ((x₁ + x₂) ÷ 2, (y₁ + y₂) ÷ 2) = ((0.33333 + 1) ÷ 2, (1 + 2) ÷ 2) ≈ (0.6667, 1.5)',
    );
  });
});
