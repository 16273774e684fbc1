import { describe, expect, it } from 'vitest';
import { evaluate, isShown } from '../engine/evaluate.ts';
import calculator from './gpa-calculator.ts';

// Expected GPAs worked by hand: Σ grade points × credits ÷ Σ credits on the 4.0 scale.

/** The texts of a list of courses, as a link carries them. */
function courses(...rows: [string, string][]) {
  return {
    grade: rows.map(([grade]) => grade).join('~'),
    credits: rows.map(([, credits]) => credits).join('~'),
  };
}

function run(texts: Record<string, string>) {
  const evaluation = evaluate(calculator, texts, '2026-11-25');
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

  it('reads a link’s courses, one parameter per column, grades in any case', () => {
    // A 3 (12) + B 4 (12) + C 2 (4) = 28 ÷ 9 = 3.111…
    const { results, headline } = run({ grade: 'A~B~C', credits: '3~4~2' });
    expect(results).toMatchObject({ credits: 9, points: 28, courses: 3 });
    expect(headline).toBe('3.11');
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
    expect(run(courses([grade, '4'])).results.gpa).toBe(points);
  });

  it('counts many courses with half credits, exactly', () => {
    // 4.0×1.5 + 3.7×3 + 3.3×3 + 2.7×4 + 2.3×2 + 1.7×0.5 + 2.0×3 = 6 + 11.1 + 9.9 + 10.8 + 4.6
    // + 0.85 + 6 = 49.25 over 17 credits = 2.897…
    const { results, headline } = run(
      courses(
        ['a', '1.5'],
        ['a-minus', '3'],
        ['b-plus', '3'],
        ['b-minus', '4'],
        ['c-plus', '2'],
        ['c-minus', '0.5'],
        ['c', '3'],
      ),
    );
    expect(results.points).toBe(49.25);
    expect(results.credits).toBe(17);
    expect(results.courses).toBe(7);
    expect(headline).toBe('2.90');
  });

  it('rounds the GPA shown half-up, from the exact decimal', () => {
    // A− 1 + B 3: (3.7 + 9) ÷ 4 = 3.175 exactly, shown 3.18 (the float 3.175 is 3.17499…).
    expect(run(courses(['a-minus', '1'], ['b', '3'])).headline).toBe('3.18');
    // C 1 + D− 1: (2.0 + 0.7) ÷ 2 = 1.35 exactly: no rounding, so "=".
    const exact = run(courses(['c', '1'], ['d-minus', '1']));
    expect(exact.headline).toBe('1.35');
    expect(exact.steps.at(-1)).toBe('GPA = 2.7 ÷ 2 = 1.35');
  });

  it('leaves a blank row out, and numbers the courses as the list does', () => {
    const { results, steps } = run(courses(['a', '3'], ['none', ''], ['b', '2']));
    expect(results.courses).toBe(2);
    expect(steps[1]).toBe('Course 3: B = 3.0 × 2 credits = 6 grade points');
  });

  it('asks, beside the row, for the credits of a graded course and a grade for credits', () => {
    expect(evaluate(calculator, courses(['a', '3'], ['b', ''])).errors).toEqual({
      'credits.2': 'Enter the credits (more than 0)',
    });
    expect(evaluate(calculator, courses(['a', '3'], ['none', '3'])).errors).toEqual({
      'grade.2': 'Choose a grade, or remove the course',
    });
    expect(evaluate(calculator, courses(['none', ''])).errors).toEqual({
      courses: 'Choose a grade and enter the credits of at least one course',
    });
    expect(evaluate(calculator, courses(['a', '31'], ['b', 'x'])).errors).toEqual({
      'credits.1': 'A course can have at most 30 credits',
      'credits.2': 'Enter the credits as a number, such as 3 or 1.5',
    });
  });

  it('opens a link of its six fixed courses on the same courses', () => {
    const read = calculator.formerLinks!.read;
    const former = { grade1: 'c', credits1: '4', grade5: 'f', credits5: '1' };
    expect(read(former)).toEqual({
      // Courses 2 to 4 left out of the link held the form's defaults; course 6 was empty.
      grade: 'c~b-plus~a-minus~b~f',
      credits: '4~4~3~3~1',
    });
    const cleared = { credits2: '0', credits3: '0', credits4: '0' };
    expect(read({ grade2: 'none', grade3: 'none', grade4: 'none', ...cleared })).toEqual({
      grade: 'a',
      credits: '3',
    });
  });

  it('weights honors and AP courses by their bonuses, times their credits, and no F', () => {
    const texts = {
      ...courses(['a', '3'], ['b-plus', '4'], ['a-minus', '3'], ['f', '2']),
      level: 'honors~ap~regular~ap',
    };
    // Unweighted: 12 + 13.2 + 11.1 + 0 = 36.3 ÷ 12 = 3.025. Bonuses: honors 0.5 × 3 = 1.5, AP
    // 1 × 4 = 4, the AP F none: (36.3 + 5.5) ÷ 12 = 41.8 ÷ 12 = 3.48333…
    const { results, headline, steps } = run(texts);
    expect(results.gpa).toBeCloseTo(3.025, 12);
    expect(results.weightedGpa).toBeCloseTo(3.483333333333, 12);
    // The GPA shown is the unweighted one; the weighted one is beside it.
    expect(headline).toBe('3.03');
    const values = evaluate(calculator, texts, '2026-12-03').values as never;
    expect(calculator.facts!(values, results as never)[0]).toEqual({
      label: 'Weighted GPA',
      text: '3.48',
    });
    expect(steps.slice(-5)).toEqual([
      'Course 1 (Honors): A = 4.0 + 0.5 = 4.5 weighted grade points a credit',
      'Course 2 (AP, IB or college): B+ = 3.3 + 1 = 4.3 weighted grade points a credit',
      'Course 4 (AP, IB or college): an F earns no bonus',
      'Bonus points: 0.5 × 3 + 1 × 4 = 5.5',
      'Weighted GPA = (36.3 + 5.5) ÷ 12 ≈ 3.48',
    ]);
    // A school's own bonuses: honors 1 and AP 2 give (36.3 + 3 + 8) ÷ 12 = 3.941666…
    const own = run({ ...texts, honorsBonus: '1', apBonus: '2' });
    expect(own.results.weightedGpa).toBeCloseTo(3.941666666667, 12);
  });

  it('shows no weighted GPA while every course is regular', () => {
    const { results, steps } = run({});
    expect(results.weightedGpa).toBe(results.gpa);
    const values = evaluate(calculator, {}, '2026-12-03').values as never;
    expect(calculator.facts!(values, results as never).map((fact) => fact.label)).toEqual([
      'Credits',
      'Grade points',
    ]);
    expect(steps.at(-1)).toBe('GPA = 45.3 ÷ 13 ≈ 3.48');
  });

  it('reads a bonus left blank as none, and writes a weighted grade with its decimal', () => {
    const texts = { ...courses(['a', '3'], ['b', '3']), level: 'ap~honors', honorsBonus: '' };
    // AP A: 4.0 + 1 = 5.0 a credit; the honors B earns no bonus: (12 + 9 + 3) ÷ 6 = 4.
    const { results, steps } = run(texts);
    expect(results.weightedGpa).toBe(4);
    expect(steps).toContain(
      'Course 1 (AP, IB or college): A = 4.0 + 1 = 5.0 weighted grade points a credit',
    );
    expect(steps).toContain('Bonus points: 1 × 3 = 3');
    // A bonus of 0.25 is written as typed: 4.0 + 0.25 = 4.25, not 4.3.
    expect(run({ ...courses(['a', '3']), level: 'honors', honorsBonus: '0.25' }).steps).toContain(
      'Course 1 (Honors): A = 4.0 + 0.25 = 4.25 weighted grade points a credit',
    );
  });

  it('leaves the weighted GPA out of a scenario in which every course is regular', () => {
    const regular = evaluate(calculator, {}, '2026-12-03').values as never;
    expect(calculator.hiddenOutputs!(regular)).toEqual(['weightedGpa']);
    const weighted = evaluate(calculator, { level: 'ap' }, '2026-12-03').values as never;
    expect(calculator.hiddenOutputs!(weighted)).toEqual([]);
  });

  it('asks for bonuses from 0 to 4 grade points once a course is honors or AP', () => {
    const bad = { honorsBonus: '-1', apBonus: '5' };
    expect(evaluate(calculator, { ...bad, level: 'honors' }).errors).toEqual({
      honorsBonus: 'The honors bonus cannot be negative',
      apBonus: 'The AP or IB bonus can be at most 4 grade points',
    });
    // With every course regular the bonuses are not asked for, and do not hold up the GPA.
    const regular = evaluate(calculator, bad);
    expect(regular.errors).toEqual({});
    expect(regular.results!.gpa).toBeCloseTo(45.3 / 13, 12);
    expect(isShown(calculator, calculator.fields.honorsBonus, bad)).toBe(false);
    expect(isShown(calculator, calculator.fields.apBonus, { level: 'regular~ap' })).toBe(true);
    // An empty row (no grade, no credits) set to AP does not count, so it asks for nothing.
    const empty = { ...courses(['a', '3'], ['none', '']), level: 'regular~ap' };
    expect(evaluate(calculator, { ...empty, ...bad }).errors).toEqual({});
    expect(isShown(calculator, calculator.fields.honorsBonus, empty)).toBe(false);
    expect(isShown(calculator, calculator.fields.apBonus, empty)).toBe(false);
  });

  it('shows the scale it uses', () => {
    expect(calculator.dataTable?.rows[0]).toEqual(['A+', '4.0']);
    expect(calculator.dataTable?.rows.at(-1)).toEqual(['F', '0.0']);
  });
});
