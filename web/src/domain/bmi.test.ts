import { describe, expect, it } from 'vitest';
import {
  BMI_BANDS,
  ponderalIndex,
  bmiBand,
  bmiCategory,
  bmiImperial,
  bmiMetric,
  bmiPrime,
  calculateBmi,
  feetInchesToCm,
  kgToPounds,
  poundsToKg,
  roundBmi,
  weightForBmi,
} from './bmi.ts';
import { formatNumber } from './format.ts';

// Reference values were worked out independently of this code: by hand (or with exact decimal
// arithmetic) from BMI = kg ÷ m², and from published examples, each named next to its value.

describe('bmiMetric: kg ÷ (cm ÷ 100)²', () => {
  it.each([
    // [weight kg, height cm, BMI]
    [70, 170, 24.221453], // spec default: 70 ÷ 1.7² = 70 ÷ 2.89
    [68, 165, 24.977043], // CDC "About Adult BMI" example: 68 ÷ 1.65² = 24.98
    [65, 180, 20.061728], // calculator.net BMI calculator default (65 kg, 180 cm): BMI 20.1
    [100, 200, 25], // by hand: 100 ÷ 2² = 25
    [45, 150, 20], // by hand: 45 ÷ 1.5² = 45 ÷ 2.25 = 20
    [120, 160, 46.875], // by hand: 120 ÷ 2.56 = 46.875
  ])('%s kg at %s cm → %s', (weight, height, expected) => {
    expect(bmiMetric(weight, height)).toBeCloseTo(expected, 5);
  });
});

describe('bmiImperial: pounds × 0.453592 and feet × 30.48 + inches × 2.54 first', () => {
  it.each([
    // [lb, ft, in, BMI]
    // Spec default. 154 lb = 69.853168 kg, 5 ft 10 in = 177.8 cm → 22.0965; the NIH 703
    // formula (154 × 703 ÷ 70²) gives 22.094, the same to one decimal: 22.1.
    [154, 5, 10, 22.096454],
    // calculator.net BMI calculator US default (160 lb, 5 ft 10 in): "BMI = 23 kg/m²".
    [160, 5, 10, 22.957355],
    // CDC "About Adult BMI" example (150 lb, 5'5"): [150 ÷ 65²] × 703 = 24.96.
    [150, 5, 5, 24.96103],
    // The same height given in inches only: 0 ft 65 in.
    [150, 0, 65, 24.96103],
  ])('%s lb at %s ft %s in → %s', (pounds, feet, inches, expected) => {
    expect(bmiImperial(pounds, feet, inches)).toBeCloseTo(expected, 5);
  });

  it('converts units with the spec constants', () => {
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 10); // 152.4 + 25.4
    expect(feetInchesToCm(6, 0)).toBeCloseTo(182.88, 10);
    expect(poundsToKg(154)).toBeCloseTo(69.853168, 10); // 154 × 0.453592
    expect(poundsToKg(1)).toBe(0.453592);
    expect(kgToPounds(0.453592)).toBeCloseTo(1, 12);
    expect(kgToPounds(100)).toBeCloseTo(220.462442, 5); // 100 ÷ 0.453592 (not the exact 0.45359237)
  });
});

describe('bmiCategory: the WHO/NHS bands (spec section 9)', () => {
  it.each([
    [10, 'Underweight'],
    [18.4, 'Underweight'],
    [18.4999, 'Underweight'], // just below the 18.5 edge
    [18.5, 'Normal weight'], // the edge belongs to the band above
    [22, 'Normal weight'],
    [24.9, 'Normal weight'],
    [24.99, 'Normal weight'], // "18.5 to under 25"
    [25, 'Overweight'],
    [27.5, 'Overweight'],
    [29.99, 'Overweight'], // "25 to under 30"
    [30, 'Obese'], // "30 or more"
    [45, 'Obese'],
    [0, 'Underweight'],
  ])('%s → %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('labels and colours the bands as the spec writes them', () => {
    expect(BMI_BANDS.map((b) => [b.range, b.category, b.palette])).toEqual([
      ['Below 18.5', 'Underweight', 'blue'],
      ['18.5-24.9', 'Normal weight', 'green'],
      ['25-29.9', 'Overweight', 'yellow'],
      ['30 and above', 'Obese', 'red'],
    ]);
  });
});

describe('roundBmi: one decimal, as shown', () => {
  it.each([
    [24.221453, 24.2], // spec default 70 kg / 1.70 m
    [22.096454, 22.1], // spec imperial default
    [24.96103, 25], // CDC 150 lb, 5'5" example: shown as 25.0
    [24.25, 24.3], // an exact tie (24.25 is stored exactly) rounds half up
    [18.55, 18.6],
    // 18.45 and 29.95 are stored a hair below (18.4499999…), but are written and shown as
    // 18.45 and 29.95, and the shown text rounds them half up: 18.5 and 30.0.
    [18.45, 18.5],
    [29.95, 30],
    [18.44, 18.4],
    [29.96, 30],
  ])('%s → %s', (bmi, expected) => {
    expect(roundBmi(bmi)).toBe(expected);
  });

  it('always agrees with the one-decimal text shown', () => {
    for (let kg = 40; kg <= 150; kg += 0.1) {
      for (const cm of [150, 157.48, 165, 170, 177.8, 190.5]) {
        const bmi = bmiMetric(kg, cm) ?? NaN;
        expect(formatNumber(roundBmi(bmi), 1)).toBe(formatNumber(bmi, 1));
      }
    }
  });
});

describe('bmiPrime and weightForBmi', () => {
  it('BMI Prime is BMI ÷ 25', () => {
    // calculator.net default (65 kg, 180 cm): "BMI Prime: 0.8"
    expect(bmiPrime(20.061728)).toBeCloseTo(0.8025, 4);
    expect(bmiPrime(25)).toBe(1);
    expect(bmiPrime(24.221453)).toBeCloseTo(0.97, 2); // spec default
  });

  it('the Ponderal Index is kg ÷ m³', () => {
    // calcflo.com, "BMI Prime and Ponderal Index": 75 kg at 1.75 m, "PI = 75 / (1.75³) = 14.0".
    expect(formatNumber(ponderalIndex(75, 175), 1)).toBe('14.0');
    // By hand, 65 kg at 180 cm: 65 ÷ 1.8³ = 65 ÷ 5.832 = 11.1454…
    expect(ponderalIndex(65, 180)).toBeCloseTo(11.145405, 6);
  });

  it.each([
    // [BMI, height cm, kg]
    [18.5, 170, 53.465], // by hand: 18.5 × 2.89
    [24.9, 170, 71.961], // by hand: 24.9 × 2.89
    [18.5, 180, 59.94], // calculator.net, 180 cm: "Healthy weight for the height: 59.9 kg - 81 kg"
    [25, 180, 81],
  ])('BMI %s at %s cm needs %s kg', (bmi, height, expected) => {
    expect(weightForBmi(bmi, height)).toBeCloseTo(expected, 6);
  });

  it('gives the 5 ft 10 in healthy range in pounds', () => {
    // calculator.net, 5 ft 10 in: "Healthy weight for the height: 128.9 lbs - 174.2 lbs" (it
    // uses 25 as the top; this site uses 24.9, the top of the '18.5-24.9' band: 173.5 lbs).
    const cm = feetInchesToCm(5, 10);
    expect(kgToPounds(weightForBmi(18.5, cm) ?? NaN)).toBeCloseTo(128.9347, 4);
    expect(kgToPounds(weightForBmi(25, cm) ?? NaN)).toBeCloseTo(174.2361, 4);
    expect(kgToPounds(weightForBmi(24.9, cm) ?? NaN)).toBeCloseTo(173.5392, 4);
  });
});

describe('calculateBmi: everything the tool shows', () => {
  it('the spec default: 70 kg, 170 cm', () => {
    const result = calculateBmi(70, 170);
    expect(result).not.toBeNull();
    expect(result?.bmi).toBeCloseTo(24.221453, 6);
    expect(result?.rounded).toBe(24.2);
    expect(result?.band.category).toBe('Normal weight');
    expect(result?.prime).toBeCloseTo(0.968858, 6);
    // 70 ÷ 1.7³ = 70 ÷ 4.913 = 14.2479…
    expect(result?.ponderal).toBeCloseTo(14.247914, 6);
    expect(result?.healthyMinKg).toBeCloseTo(53.465, 6);
    expect(result?.healthyMaxKg).toBeCloseTo(71.961, 6);
    expect(result?.toHealthyKg).toBe(0);
  });

  it('an overweight adult is told how much to lose to reach 24.9', () => {
    const result = calculateBmi(90, 170); // 90 ÷ 2.89 = 31.14: Obese
    expect(result?.rounded).toBe(31.1);
    expect(result?.band.category).toBe('Obese');
    expect(result?.toHealthyKg).toBeCloseTo(71.961 - 90, 6);
  });

  it('an underweight adult is told how much to gain to reach 18.5', () => {
    const result = calculateBmi(50, 170); // 50 ÷ 2.89 = 17.30: Underweight
    expect(result?.rounded).toBe(17.3);
    expect(result?.band.category).toBe('Underweight');
    expect(result?.toHealthyKg).toBeCloseTo(3.465, 6);
  });

  it('classifies the BMI as shown, so the number and the band always agree', () => {
    // CDC example 68 kg, 165 cm: 24.977 is shown as 25.0, in the band '25-29.9'.
    expect(calculateBmi(68, 165)?.rounded).toBe(25);
    expect(calculateBmi(68, 165)?.band.category).toBe('Overweight');
    // 53.4 kg at 170 cm: 18.478 is shown as 18.5, in the band '18.5-24.9'.
    expect(calculateBmi(53.4, 170)?.rounded).toBe(18.5);
    expect(calculateBmi(53.4, 170)?.band.category).toBe('Normal weight');
    expect(calculateBmi(53.4, 170)?.toHealthyKg).toBe(0);
    // 53.2 kg at 170 cm: 18.408 is shown as 18.4: Underweight.
    expect(calculateBmi(53.2, 170)?.band.category).toBe('Underweight');
  });
});

describe('edge cases', () => {
  it('a zero or negative height or weight has no BMI', () => {
    expect(bmiMetric(70, 0)).toBeNull();
    expect(bmiMetric(70, -170)).toBeNull();
    expect(bmiMetric(0, 170)).toBeNull();
    expect(bmiMetric(-70, 170)).toBeNull();
    expect(bmiImperial(154, 0, 0)).toBeNull();
    expect(calculateBmi(70, 0)).toBeNull();
    expect(calculateBmi(0, 170)).toBeNull();
  });

  it('NaN and infinite inputs have no BMI', () => {
    expect(bmiMetric(NaN, 170)).toBeNull();
    expect(bmiMetric(70, NaN)).toBeNull();
    expect(bmiMetric(Infinity, 170)).toBeNull();
    expect(bmiMetric(70, Infinity)).toBeNull();
    expect(bmiImperial(NaN, 5, 10)).toBeNull();
    expect(bmiCategory(NaN)).toBeNull();
    expect(bmiBand(NaN)).toBeNull();
    expect(weightForBmi(18.5, NaN)).toBeNull();
    expect(weightForBmi(18.5, 0)).toBeNull();
  });

  it('an overflow is no BMI rather than Infinity', () => {
    expect(bmiMetric(70, 1e-200)).toBeNull(); // 70 ÷ 1e-404 overflows
    expect(bmiMetric(1e308, 1)).toBeNull();
    expect(calculateBmi(1e308, 1)).toBeNull();
  });

  it('an underflow to zero is no BMI', () => {
    expect(bmiMetric(1e-320, 1e10)).toBeNull();
  });

  it('very large and tiny but finite values still calculate', () => {
    expect(bmiMetric(1e6, 100)).toBe(1e6);
    expect(bmiMetric(0.001, 1)).toBeCloseTo(10, 10); // 0.001 ÷ 0.0001
    expect(bmiCategory(1e6)).toBe('Obese');
  });

  it('inches of 12 or more simply add up: 5 ft 22 in is 6 ft 10 in', () => {
    expect(bmiImperial(200, 5, 22)).toBeCloseTo(bmiImperial(200, 6, 10) ?? NaN, 10);
  });

  it('the bands cover every number with no gap or overlap', () => {
    for (const value of [-5, 0, 18.499999, 18.5, 24.999999, 25, 29.999999, 30, 1e9]) {
      expect(BMI_BANDS.filter((b) => value >= b.from && value < b.to)).toHaveLength(1);
    }
  });
});
