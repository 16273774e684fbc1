import { formatNumber, formatPercent, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { criticalZ } from './shared/normal.ts';

export const record = {
  id: 157,
  name: 'Sample Size Calculator',
  description:
    'Find how many people to survey for a margin of error and confidence level, or the margin of error of a sample size.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'target',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'z-score-calculator',
    'probability-calculator',
    'standard-deviation-calculator',
    'percentage-calculator',
  ],
  keywords:
    'sample size survey poll respondents margin of error moe confidence level confidence interval cochran finite population correction fpc proportion statistics research',
} satisfies CalculatorRecord;

// The sample size for estimating a proportion (Cochran 1977, Sampling Techniques, 3rd ed., §4.4):
// n₀ = z² p(1 − p) ÷ e² for a large population, and with the finite population correction
// n = n₀ ÷ (1 + (n₀ − 1) ÷ N), rounded up to a whole person. z is the two-sided critical value of
// the standard normal for the confidence level, to about 13 digits (1.959964 for 95 %; shared/normal.ts),
// not the rounded 1.96 of tables. The margin of error of a sample of n is the same relation solved
// for e: e = z √(p(1 − p) ÷ n × (N − n) ÷ (N − 1)), the last factor only with a population size.

/** A sample size within this of a whole number is that number (floating-point noise). */
const WHOLE = 1e-9;

const fields = {
  confidence: {
    kind: 'choice',
    label: 'Confidence level',
    default: '95',
    display: 'radio',
    options: [
      { value: '90', label: '90%' },
      { value: '95', label: '95%' },
      { value: '99', label: '99%' },
    ],
  },
  margin: {
    kind: 'percent',
    label: 'Margin of error (±)',
    default: '5',
    min: 0,
    max: 50,
    noun: 'margin of error',
    help: 'How close the survey’s percentage should be to the true one: ±5% is common.',
  },
  sampleSize: {
    kind: 'integer',
    label: 'Sample size (n)',
    default: '400',
    min: 1,
    max: 1e9,
    noun: 'sample size',
    help: 'The number of responses.',
  },
  proportion: {
    kind: 'percent',
    label: 'Expected proportion (p)',
    default: '50',
    min: 0,
    minExclusive: true,
    max: 100,
    noun: 'expected proportion',
    help: 'The share you expect to answer “yes”. 50% gives the largest, safest sample.',
  },
  population: {
    kind: 'integer',
    label: 'Population size (N, optional)',
    default: '',
    placeholder: 'Unlimited',
    blankValue: 0,
    min: 0,
    max: 1e12,
    noun: 'population size',
    help: 'Leave blank (or 0) for a large or unknown population.',
  },
} as const;

type SampleValues = Values<typeof fields>;

/** The critical z-score for a confidence level of '90', '95' or '99' (%). */
export function zFor(confidence: SampleValues['confidence']): number {
  return criticalZ(Number(confidence) / 100);
}

/** The sample size before and after the finite population correction, and rounded up. */
export function sampleSizeOf(
  v: Pick<SampleValues, 'confidence' | 'margin' | 'proportion' | 'population'>,
) {
  const z = zFor(v.confidence);
  const p = v.proportion / 100;
  const e = v.margin / 100;
  const unlimited = (z * z * p * (1 - p)) / (e * e);
  const corrected = v.population > 0 ? unlimited / (1 + (unlimited - 1) / v.population) : unlimited;
  return { z, unlimited, corrected, n: Math.max(1, Math.ceil(corrected - WHOLE)) };
}

/** The margin of error (in %) of a sample of n, with the correction for a population N. */
export function marginOf(
  v: Pick<SampleValues, 'confidence' | 'sampleSize' | 'proportion' | 'population'>,
): number {
  const z = zFor(v.confidence);
  const p = v.proportion / 100;
  const n = v.sampleSize;
  const N = v.population;
  if (N > 0 && n > N) return NaN;
  const correction = N > 0 ? (N === n ? 0 : (N - n) / (N - 1)) : 1;
  return 100 * z * Math.sqrt(((p * (1 - p)) / n) * correction);
}

/** A number as read back: up to 10 significant digits, no trailing zeros. */
const show = (value: number) => formatPlain(Number(value.toPrecision(10)) + 0);

export default defineCalculator({
  slug: 'sample-size-calculator',
  fields,
  solve: {
    unknowns: ['sampleSize', 'margin'],
    residual: (v) => marginOf(v) - v.margin,
    closedForms: {
      sampleSize: (v) => sampleSizeOf(v).n,
      margin: (v) => marginOf(v),
    },
  },
  validate(v) {
    if (v.proportion === 100) {
      return {
        proportion:
          'The expected proportion must be less than 100%: no sample is needed for a certainty',
      };
    }
    if (Object.hasOwn(v, 'margin') && v.margin === 0) {
      return { margin: 'The margin of error must be more than 0%' };
    }
    if (Object.hasOwn(v, 'sampleSize') && v.population > 0 && v.sampleSize > v.population) {
      return {
        sampleSize: `The sample cannot be larger than the population of ${formatPlain(v.population)}`,
      };
    }
    return {};
  },
  outputs: {
    sampleSize: { label: 'Sample size (n)', format: 'integer' },
    margin: { label: 'Margin of error (±)', format: 'percent' },
    unlimited: {
      label: 'Sample size for an unlimited population (n₀, before rounding up)',
      format: 'number',
      decimals: 2,
    },
    z: { label: 'Critical z-score', format: 'number', decimals: 4 },
  },
  compute(v) {
    const size = sampleSizeOf(v);
    // A census (n = N) has no margin of error and no unlimited-population size to show.
    const unlimited = v.margin > 0 ? size.unlimited : 0;
    return { sampleSize: v.sampleSize, margin: v.margin, unlimited, z: size.z };
  },
  hiddenOutputs: (v) => (v.margin > 0 ? [] : ['unlimited']),
  summary(v) {
    return `A sample of ${formatPlain(v.sampleSize)} gives a margin of error of ±${formatPercent(v.margin)} at ${v.confidence}% confidence${
      v.population > 0 ? ` in a population of ${formatPlain(v.population)}` : ''
    }, for an expected proportion of ${show(v.proportion)}%.`;
  },
  steps(v) {
    const size = sampleSizeOf(v);
    const z = show(Number(size.z.toFixed(6)));
    const p = show(v.proportion / 100);
    const q = show(1 - v.proportion / 100);
    const N = v.population;
    const lines = [
      `z for ${v.confidence}% confidence = Φ⁻¹(1 − ${show(1 - Number(v.confidence) / 100)} ÷ 2) = Φ⁻¹(${show(1 - (1 - Number(v.confidence) / 100) / 2)}) ≈ ${z}`,
    ];
    // The margin solved for (it is then exactly the margin of the sample typed).
    if (marginOf(v) === v.margin) {
      const base = `e = z × √(p × (1 − p) ÷ n${N > 0 ? ' × (N − n) ÷ (N − 1)' : ''}) = ${z} × √(${p} × ${q} ÷ ${formatPlain(v.sampleSize)}${
        N > 0
          ? ` × (${formatPlain(N)} − ${formatPlain(v.sampleSize)}) ÷ (${formatPlain(N)} − 1)`
          : ''
      })`;
      if (N > 0 && v.sampleSize === N) {
        lines.push(`A sample of the whole population has no margin of error: e = ±0%`);
        return lines;
      }
      const exact = Number(v.margin.toFixed(2)) === v.margin;
      lines.push(`${base} ${exact ? '=' : '≈'} ±${formatPercent(v.margin)}`);
      return lines;
    }
    lines.push(
      // ≈: z is shown to 6 decimals, n₀ worked with all of its digits.
      `n₀ = z² × p × (1 − p) ÷ e² = ${z}² × ${p} × ${q} ÷ ${show(v.margin / 100)}² ≈ ${formatNumber(size.unlimited, 4)}`,
    );
    if (N > 0) {
      lines.push(
        `With the finite population correction: n = n₀ ÷ (1 + (n₀ − 1) ÷ N) = ${formatNumber(size.unlimited, 4)} ÷ (1 + ${formatNumber(size.unlimited - 1, 4)} ÷ ${formatPlain(N)}) = ${formatNumber(size.corrected, 4)}`,
      );
    }
    lines.push(`Rounded up to a whole response: n = ${formatPlain(size.n)}`);
    return lines;
  },
  about: [
    'The sample size is Cochran’s formula for estimating a proportion (W. G. Cochran, Sampling Techniques, 3rd ed., Wiley 1977, §4.4): n₀ = z² × p × (1 − p) ÷ e², where z is the critical value of the standard normal distribution for the confidence level, p the proportion you expect and e the margin of error, both as decimals. For a population of N people it is corrected to n = n₀ ÷ (1 + (n₀ − 1) ÷ N), Cochran’s finite population correction; leave the population blank when it is large or unknown. The result is rounded up to a whole response, so the margin is met.',
    'z is worked as Φ⁻¹(1 − (1 − confidence) ÷ 2) to about 13 significant digits: 1.644854 for 90%, 1.959964 for 95% and 2.575829 for 99%. Tables and many worked examples round these to 1.645, 1.96 and 2.576; the results agree except when a sample size falls within a fraction of a whole number (95%, ±5%, p = 50% gives n₀ = 384.15 here and 384.16 with 1.96: both round up to 385).',
    'Choose "Margin of error" under Solve for to find the margin of a sample you already have: e = z × √(p(1 − p) ÷ n), times √((N − n) ÷ (N − 1)) for a population of N. The formula assumes a simple random sample and answers that are a yes/no share; it does not cover non-response or a design effect, so plan for more invitations than responses.',
  ],
  faq: [
    {
      question: 'How many people do I need to survey?',
      answer:
        'For a ±5% margin of error at 95% confidence and no idea of the answer (p = 50%), 385 responses: n₀ = z² × 0.5 × 0.5 ÷ 0.05² = 384.15 with z = 1.959964 (384.16 with the rounded 1.96), rounded up. A ±3% margin needs 1,068.',
    },
    {
      question: 'Why use 50% as the expected proportion?',
      answer:
        'p × (1 − p) is largest at p = 50%, so 50% gives the largest sample and is safe when you do not know the answer in advance. If you expect about 20% to say yes, p = 20% gives a smaller sample for the same margin.',
    },
    {
      question: 'Does the population size matter?',
      answer:
        'Only when the sample is a noticeable share of it. For a population of 2,000 the correction brings 385 down to 323; for a million people it changes nothing. Leave the field blank for a large or unknown population.',
    },
    {
      question: 'What is the margin of error of a poll of 1,000 people?',
      answer:
        'About ±3.1% at 95% confidence for a 50% result: 1.96 × √(0.5 × 0.5 ÷ 1,000) = 0.031. Choose "Margin of error" under Solve for and enter the sample size.',
    },
  ],
  references: [
    {
      source:
        'Glenn D. Israel, "Determining Sample Size", University of Florida IFAS Extension PEOD6 (edis.ifas.ufl.edu/publication/PD006), Equation 1 with Cochran (1977): 95% confidence, ±5% precision and p = 0.5 give n₀ = 385',
      inputs: { confidence: '95', margin: '5', proportion: '50' },
      solve: 'sampleSize',
      expected: { sampleSize: 385 },
      tolerance: 0,
    },
    {
      source:
        'Glenn D. Israel, "Determining Sample Size", University of Florida IFAS Extension PEOD6 (edis.ifas.ufl.edu/publication/PD006), Equation 3, finite population correction: for 2,000 farms n = 385 ÷ (1 + (385 − 1) ÷ 2,000) = 323',
      inputs: { confidence: '95', margin: '5', proportion: '50', population: '2000' },
      solve: 'sampleSize',
      expected: { sampleSize: 323 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §8.3 "A Population Proportion", Example 8.14 (openstax.org/books/introductory-statistics-2e/pages/8-3-a-population-proportion): text-messaging customers aged 50+, 90% confidence, within three percentage points, p′ = q′ = 0.5: n = 1.645² × 0.5 × 0.5 ÷ 0.03² = 751.7, rounded up to 752',
      inputs: { confidence: '90', margin: '3', proportion: '50' },
      solve: 'sampleSize',
      expected: { sampleSize: 752 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Introductory Business Statistics 2e (Holmes, Illowsky & Dean), §8.4 "Calculating the Sample Size n: Continuous and Binary Random Variables", Try It after Example 8.9 (openstax.org/books/introductory-business-statistics-2e/pages/8-4-calculating-the-sample-size-n-continuous-and-binary-random-variables): customers who click on ads, 90% confidence, within five percentage points: "271 customers should be surveyed"',
      inputs: { confidence: '90', margin: '5', proportion: '50' },
      solve: 'sampleSize',
      expected: { sampleSize: 271 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean), §8.3 "A Population Proportion", Example 8.10 (openstax.org/books/introductory-statistics-2e/pages/8-3-a-population-proportion): 421 of 500 adults own smartphones, p′ = 0.842, 95% confidence: EBP = 1.96 × √(0.842 × 0.158 ÷ 500) = 0.032',
      inputs: { confidence: '95', sampleSize: '500', proportion: '84.2' },
      solve: 'margin',
      expected: { margin: 3.2 },
      tolerance: 0.05,
    },
  ],
});
