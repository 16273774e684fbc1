import { describe, expect, it } from 'vitest';
import type { AnyMode } from '../engine/definition.ts';
import { evaluate } from '../engine/evaluate.ts';
import calculator from './gpa-calculator.ts';

// Expected GPAs worked by hand: Σ grade points × credits ÷ Σ credits on the 4.0 scale.

const mode = calculator as unknown as AnyMode;

const EMPTY = {
  grade1: 'none',
  credits1: '',
  grade2: 'none',
  credits2: '',
  grade3: 'none',
  credits3: '',
  grade4: 'none',
  credits4: '',
  grade5: 'none',
  credits5: '',
  grade6: 'none',
  credits6: '',
};

function run(texts: Record<string, string>) {
  const evaluation = evaluate(mode, texts, '2026-11-25');
  expect(evaluation.errors).toEqual({});
  const values = evaluation.values as never;
  const results = evaluation.results!;
  return {
    results,
    headline: calculator.headline!.text(values, results as never, ''),
    caption: calculator.headline!.caption(values, results as never, ''),
    steps: calculator.steps(values, results as never),
  };
}

describe('GPA', () => {
  it('works out the default four courses', () => {
    // A 3 (12) + B+ 4 (13.2) + A− 3 (11.1) + B 3 (9) = 45.3 ÷ 13 = 3.4846…
    const { results, headline, caption, steps } = run({});
    expect(results).toMatchObject({ credits: 13, points: 45.3, courses: 4 });
    expect(results.gpa).toBeCloseTo(3.484615384615, 12);
    expect(headline).toBe('3.48');
    expect(caption).toBe('45.3 grade points ÷ 13 credits, from 4 courses');
    expect(steps).toEqual([
      'Course 1: A = 4.0 × 3 credits = 12 grade points',
      'Course 2: B+ = 3.3 × 4 credits = 13.2 grade points',
      'Course 3: A− = 3.7 × 3 credits = 11.1 grade points',
      'Course 4: B = 3.0 × 3 credits = 9 grade points',
      'Grade points: 12 + 13.2 + 11.1 + 9 = 45.3',
      'Credits: 3 + 4 + 3 + 3 = 13',
      'GPA = 45.3 ÷ 13 ≈ 3.48',
    ]);
  });

  it.each([
    ['a-plus', 4],
    ['a', 4],
    ['a-minus', 3.7],
    ['b-plus', 3.3],
    ['b', 3],
    ['b-minus', 2.7],
    ['c-plus', 2.3],
    ['c', 2],
    ['c-minus', 1.7],
    ['d-plus', 1.3],
    ['d', 1],
    ['d-minus', 0.7],
    ['f', 0],
  ])('one course graded %s is a GPA of %d', (grade, points) => {
    expect(run({ ...EMPTY, grade3: grade, credits3: '4' }).results.gpa).toBe(points);
  });

  it('counts six courses with half credits, exactly', () => {
    // 4.0×1.5 + 3.7×3 + 3.3×3 + 2.7×4 + 2.3×2 + 1.7×0.5 = 6 + 11.1 + 9.9 + 10.8 + 4.6 + 0.85
    // = 43.25 over 14 credits = 3.0892…
    const { results, headline } = run({
      grade1: 'a',
      credits1: '1.5',
      grade2: 'a-minus',
      credits2: '3',
      grade3: 'b-plus',
      credits3: '3',
      grade4: 'b-minus',
      credits4: '4',
      grade5: 'c-plus',
      credits5: '2',
      grade6: 'c-minus',
      credits6: '0.5',
    });
    expect(results.points).toBe(43.25);
    expect(results.credits).toBe(14);
    expect(headline).toBe('3.09');
  });

  it('rounds the GPA shown half-up, from the exact decimal', () => {
    // A− 1 + B 3: (3.7 + 9) ÷ 4 = 3.175 exactly, shown 3.18 (the float 3.175 is 3.17499…).
    const halfway = { ...EMPTY, grade1: 'a-minus', credits1: '1', grade2: 'b', credits2: '3' };
    expect(run(halfway).headline).toBe('3.18');
    // C 1 + D− 1: (2.0 + 0.7) ÷ 2 = 1.35 exactly: no rounding, so "=".
    const exact = run({ ...EMPTY, grade1: 'c', credits1: '1', grade2: 'd-minus', credits2: '1' });
    expect(exact.headline).toBe('1.35');
    expect(exact.steps.at(-1)).toBe('GPA = 2.7 ÷ 2 = 1.35');
  });

  it('asks for the credits of a graded course and a grade for credits', () => {
    expect(evaluate(mode, { grade5: 'b' }).errors).toEqual({
      credits5: 'Enter the credits for course 5 (more than 0)',
    });
    expect(evaluate(mode, { credits6: '3' }).errors).toEqual({
      grade6: 'Choose a grade for course 6, or clear its credits',
    });
    expect(evaluate(mode, EMPTY).errors).toEqual({
      grade1: 'Choose a grade and enter the credits of at least one course',
    });
    expect(evaluate(mode, { credits1: '31' }).errors).toEqual({
      credits1: 'A course can have at most 30 credits',
    });
  });

  it('shows the scale it uses', () => {
    expect(calculator.dataTable?.rows[0]).toEqual(['A+', '4.0']);
    expect(calculator.dataTable?.rows.at(-1)).toEqual(['F', '0.0']);
  });
});
