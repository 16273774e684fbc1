import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import calculator, { letterOf } from './weighted-grade-calculator.ts';

// Expected values worked out by hand (sums of grade × weight over the sum of the weights).

const items = (...rows: [string, string][]) => ({
  grade: rows.map(([grade]) => grade).join('~'),
  weight: rows.map(([, weight]) => weight).join('~'),
});

function run(inputs: Record<string, string> = {}) {
  const { values, results, errors } = evaluate(calculator, inputs);
  expect(errors).toEqual({});
  const v = values as Parameters<typeof calculator.steps>[0];
  const r = results as Record<string, number>;
  return {
    results: r,
    headline: calculator.headline!.text(v, r, ''),
    caption: calculator.headline!.caption(v, r, ''),
    facts: calculator.facts!(v, r),
    steps: calculator.steps(v, r),
  };
}

describe('the weighted grade calculator', () => {
  it('gives the course grade of the default syllabus', () => {
    // 930 + 1700 + 1720 + 2175 + 2275 = 8800; ÷ 100 = 88%.
    const page = run();
    expect(page.results).toEqual({ average: 88, totalWeight: 100, items: 5 });
    expect(page.headline).toBe('88.00%');
    expect(page.caption).toBe('Course grade, letter grade B');
    expect(page.steps[0]).toBe('Item 1: 93% × 10 = 930');
    expect(page.steps.at(-1)).toBe('Weighted grade = 8,800 ÷ 100 = 88.00%, letter grade B');
  });

  it('rescales weights that do not add up to 100, and says so', () => {
    // 85 × 20 + 70 × 25 = 3450; ÷ 45 = 76.666…
    const page = run(items(['85', '20'], ['70', '25']));
    expect(page.results.average).toBeCloseTo(76.6667, 4);
    expect(page.headline).toBe('76.67%');
    expect(page.caption).toBe(
      'Grade so far, over 45% of the weight (rescaled to 100%), letter grade C',
    );
    expect(page.facts).toContainEqual({ label: 'Weight still to come', text: '55%' });
    expect(page.steps).toContain(
      'The weights add up to 45%, not 100%, so the sum is divided by 45 rather than 100: each weight counts as its share of the total.',
    );
    // 90 × 60 + 80 × 60 = 10,200; ÷ 120 = 85.
    const over = run(items(['90', '60'], ['80', '60']));
    expect(over.results.average).toBe(85);
    expect(over.caption).toBe('The weights add up to 120%, rescaled to 100%; letter grade B');
  });

  it('leaves blank rows out and numbers items as the list does', () => {
    const page = run(items(['100', '50'], ['', ''], ['0', '50']));
    expect(page.results).toEqual({ average: 50, totalWeight: 100, items: 2 });
    expect(page.steps[1]).toBe('Item 3: 0% × 50 = 0');
  });

  it('gives letters on the 90/80/70/60 scale, by the grade as shown', () => {
    expect(letterOf(90)).toBe('A');
    expect(letterOf(89.995)).toBe('A');
    expect(letterOf(89.99)).toBe('B');
    expect(letterOf(60)).toBe('D');
    expect(letterOf(59.99)).toBe('F');
    expect(letterOf(0)).toBe('F');
    // 59.995 is a double a hair below (59.99499…): shown 60.00% half-up, so a D beside it.
    expect(letterOf(59.995)).toBe('D');
    const tie = run(items(['59.99', '50'], ['60', '50']));
    expect(tie.headline).toBe('60.00%');
    expect(tie.caption).toBe('Course grade, letter grade D');
  });

  it('asks beside the row for a missing weight or grade', () => {
    expect(evaluate(calculator, items(['90', '20'], ['80', ''])).errors).toEqual({
      'weight.2': 'Enter the weight (more than 0)',
    });
    expect(evaluate(calculator, items(['90', '20'], ['', '30'])).errors).toEqual({
      'grade.2': 'Enter the grade, or remove the item',
    });
    expect(evaluate(calculator, items(['', ''])).errors).toEqual({
      items: 'Enter the grade and the weight of at least one item',
    });
    expect(evaluate(calculator, items(['-5', '20'], ['80', '101'])).errors).toEqual({
      'grade.1': 'A grade cannot be negative',
      'weight.2': 'A weight can be at most 100%',
    });
  });
});
