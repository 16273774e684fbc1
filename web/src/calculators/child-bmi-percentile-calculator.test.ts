import { describe, expect, it } from 'vitest';
import { evaluate } from '../engine/evaluate.ts';
import child, {
  ageInMonths,
  ready,
  bmiAtZ,
  lmsRow,
  percentileOf,
  status,
  Z5,
  Z85,
  Z95,
  zScore,
} from './child-bmi-percentile-calculator.ts';
import { loadBmiForAge } from './child-bmi-percentile-calculator/bmiForAge.ts';
import { PUBLISHED_PERCENTILES } from './child-bmi-percentile-calculator/publishedPercentiles.ts';

const BMI_FOR_AGE = await loadBmiForAge();
await ready;

function run(texts: Record<string, string>) {
  const { values, results, errors } = evaluate(child, texts);
  if (!values || !results) return { errors };
  return {
    errors,
    results,
    summary: child.summary!(values as never, results as never, ''),
    facts: child.facts!(values as never, results as never),
    steps: child.steps!(values as never, results as never),
  };
}

/** The CDC file's published percentile columns at one age. */
function published(sex: 'male' | 'female', agemos: number) {
  return PUBLISHED_PERCENTILES[sex].find((row) => row.agemos === agemos)!;
}

describe('the CDC BMI-for-age table', () => {
  it('holds 219 ages for each sex, 24 to 240.5 months', () => {
    for (const sex of ['male', 'female'] as const) {
      const ages = BMI_FOR_AGE[sex].map((row) => row.agemos);
      expect(ages).toHaveLength(219);
      expect(ages.slice(0, 3)).toEqual([24, 24.5, 25.5]);
      expect(ages.slice(-3)).toEqual([239.5, 240, 240.5]);
      expect(PUBLISHED_PERCENTILES[sex].map((row) => row.agemos)).toEqual(ages);
    }
  });

  it('gives back the published 5th, 85th and 95th percentiles from L, M and S on every row', () => {
    // BMI at z = M × (1 + L × S × z)^(1/L); a mistyped L, M or S would miss its row's columns.
    for (const sex of ['male', 'female'] as const) {
      for (const row of BMI_FOR_AGE[sex]) {
        const columns = published(sex, row.agemos);
        expect(bmiAtZ(Z5, row) / columns.p5).toBeCloseTo(1, 5);
        expect(bmiAtZ(Z85, row) / columns.p85).toBeCloseTo(1, 5);
        expect(bmiAtZ(Z95, row) / columns.p95).toBeCloseTo(1, 5);
      }
    }
  });

  it('matches spot values of the CDC file', () => {
    expect(lmsRow('male', 24.5)).toMatchObject({ L: -1.982373595, M: 16.54777487, S: 0.080127429 });
    expect(lmsRow('female', 120.5)).toMatchObject({ M: 16.86231366 });
    expect(bmiAtZ(Z85, lmsRow('female', 120.5))).toBeCloseTo(19.98399779, 6);
    expect(bmiAtZ(Z95, lmsRow('male', 216.5))).toBeCloseTo(28.9586172, 6);
  });
});

describe('the child BMI percentile calculator', () => {
  it('starts on a boy of 8 years, 128 cm and 26 kg: about the 52nd percentile', () => {
    // BMI 26 ÷ 1.28² = 15.869140625. Boys 96.5 months: L −3.18305795, M 15.78231007,
    // S 0.102091189; z = ((15.8691/15.7823)^−3.1831 − 1) ÷ (−3.1831 × 0.10209) = 0.0532764;
    // Φ(z) = 52.1244 % (python3 statistics.NormalDist).
    const shown = run({});
    expect(shown.results?.bmi).toBeCloseTo(15.869140625, 9);
    expect(shown.results?.z).toBeCloseTo(0.0532764, 6);
    expect(shown.results?.percentile).toBeCloseTo(52.1244, 3);
    expect(shown.summary).toBe('A boy of 8 years 0 months');
    expect(shown.facts?.[0]).toEqual({ label: 'Weight status', text: 'Healthy weight' });
    // P5 13.79574779 × 1.6384 = 22.6 kg; P85 17.95575444 × 1.6384 = 29.4 kg.
    expect(shown.facts?.[1]).toEqual({
      label: 'Healthy weight for this height and age',
      text: '22.6 kg to under 29.4 kg (BMI 13.8 to under 18.0)',
    });
    expect(shown.steps).toEqual([
      'BMI = 26 ÷ 1.28² = 15.87 kg/m²',
      'Age: 8 years 0 months = 96 completed months, read at 96.5 months in the CDC table ' +
        '(boys): L = -3.18305795, M = 15.78231007, S = 0.102091189',
      'z = ((BMI ÷ M)^L − 1) ÷ (L × S) = ((15.8691 ÷ 15.78231007)^-3.18305795 − 1) ÷ ' +
        '(-3.18305795 × 0.102091189) = 0.0533',
      'Percentile = Φ(z) × 100 = 52.1: Healthy weight',
      // The published P95 at 96.5 months (boys) is 20.07.
      '95th percentile BMI = M × (1 + L × S × 1.6449)^(1/L) = 20.07',
      'Percent of the 95th percentile = 15.87 ÷ 20.07 × 100 = 79 %',
    ]);
  });

  it('puts a BMI of 23 over the 95th percentile at 10 but not at 15 (CDC’s example)', () => {
    // 10-year-old boy (120.5 months): z = 1.779279, 96.2403 %. At 15 (180.5 months): z =
    // 0.933468, 82.4711 % (python3).
    const ten = run({ years: '10', height: '100', weight: '23' });
    expect(ten.results?.percentile).toBeCloseTo(96.2403, 3);
    expect(ten.facts?.[0]?.text).toBe('Obesity, class 1');
    const fifteen = run({ years: '15', height: '100', weight: '23' });
    expect(fifteen.results?.z).toBeCloseTo(0.933468, 5);
    expect(fifteen.facts?.[0]?.text).toBe('Healthy weight');
  });

  it('reads the age at completed months + 0.5, from 2 years 0 months to 19 years 11 months', () => {
    expect(ageInMonths(2, 0)).toBe(24.5);
    expect(ageInMonths(19, 11)).toBe(239.5);
    const youngest = run({ years: '2', months: '0', height: '86', weight: '12' });
    expect(youngest.steps?.[1]).toMatch(
      /^Age: 2 years 0 months = 24 completed months, read at 24\.5/,
    );
    const oldest = run({ sex: 'female', years: '19', months: '11', height: '165', weight: '60' });
    expect(oldest.steps?.[1]).toMatch(/read at 239\.5 months in the CDC table \(girls\)/);
  });

  it('names the obesity classes by the percent of the 95th percentile or the BMI', () => {
    const row = lmsRow('male', 120.5);
    const { p5, p85, p95 } = published('male', 120.5); // P95 22.15409238
    expect(status(p5 * 0.9999, row)).toBe('Underweight');
    expect(status(p5 * 1.0001, row)).toBe('Healthy weight');
    expect(status(p85 * 0.9999, row)).toBe('Healthy weight');
    expect(status(p85 * 1.0001, row)).toBe('Overweight');
    expect(status(p95 * 1.0001, row)).toBe('Obesity, class 1');
    expect(status(p95 * 1.1999, row)).toBe('Obesity, class 1');
    expect(status(p95 * 1.2001, row)).toBe('Obesity, class 2 (severe)');
    expect(status(p95 * 1.4001, row)).toBe('Obesity, class 3 (severe)');
    // A BMI of 35 is class 2 even under 120 % of a high 95th percentile (boys 239.5: 30.55).
    expect(status(35, lmsRow('male', 239.5))).toBe('Obesity, class 2 (severe)');
  });

  it('computes z and the percentile by the LMS method and Φ', () => {
    expect(zScore(16.57502768, { L: -2.01118107, M: 16.57502768, S: 0.080592465 })).toBe(0);
    // simple-statistics' erf is an approximation good to about 1e-7.
    expect(percentileOf(0)).toBeCloseTo(50, 5);
    expect(percentileOf(Z95)).toBeCloseTo(95, 5);
    expect(percentileOf(-3)).toBeCloseTo(0.1349898, 5);
  });

  it('refuses ages outside 2 to 19 years and bad months', () => {
    expect(run({ years: '1' }).errors).toEqual({ years: 'The growth charts start at 2 years' });
    expect(run({ years: '20' }).errors).toEqual({
      years: 'The growth charts end at 19 years 11 months; use the adult BMI from 20',
    });
    expect(run({ months: '12' }).errors).toEqual({ months: 'The months can be at most 11' });
    expect(run({ months: '' }).results?.bmi).toBeCloseTo(15.869140625, 9);
    expect(run({ weight: '' }).errors).toEqual({ weight: 'Enter the child’s weight' });
  });
});
