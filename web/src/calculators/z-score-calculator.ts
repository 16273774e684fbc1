import { formatFigure, formatMeasure, formatPercent, formatUpTo } from '../domain/format.ts';
import { equalsOrAbout, exact, readShown } from './shared/exactDecimal.ts';
import { defineCalculator, type Values } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { inverseNormalCdf, normalCdf, normalUpper } from './shared/normal.ts';

export const record = {
  id: 156,
  name: 'Z-Score Calculator',
  description:
    'Find the z-score of a value and the normal probabilities left and right of it, or the value at a percentile or z-score.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'chart-line',
  iconBg: 'green',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-04',
  related: [
    'standard-deviation-calculator',
    'sample-size-calculator',
    'probability-calculator',
    'average-calculator',
  ],
  keywords:
    'z score zscore z-value standard score normal distribution bell curve gaussian percentile p-value p value probability z table standard normal normalcdf invnorm inverse normal',
} satisfies CalculatorRecord;

// The z-score calculator: z = (x − μ) ÷ σ for a value x of a normal distribution with mean μ and
// standard deviation σ, and the areas under the curve: P(X < x) = Φ(z), P(X > x) = 1 − Φ(z),
// worked from its own tail, and the two-tailed P(|Z| > |z|) = 2(1 − Φ(|z|)). Φ is
// ½(1 + erf(z ÷ √2)) (shared/normal.ts). The reverse finds x = μ + zσ from a z-score, or from a
// percentile p with z = Φ⁻¹(p), refined by Newton steps. The panel under the results draws the
// bell curve with the area below x shaded (z-score-calculator/NormalCurvePanel.tsx).

const fields = {
  given: {
    kind: 'choice',
    label: 'What do you know?',
    default: 'x',
    display: 'radio',
    options: [
      { value: 'x', label: 'A value (x): find its z-score and probabilities' },
      { value: 'percentile', label: 'A percentile: find the value at it' },
      { value: 'z', label: 'A z-score: find the value' },
    ],
  },
  x: {
    kind: 'number',
    label: 'Value (x)',
    default: '85',
    min: -1e15,
    max: 1e15,
    noun: 'value',
    help: 'The score or measurement to place on the curve.',
    when: { given: 'x' },
    messages: { min: 'Enter a value from −10¹⁵ to 10¹⁵', max: 'Enter a value from −10¹⁵ to 10¹⁵' },
  },
  percentile: {
    kind: 'percent',
    label: 'Percentile (share of values below x)',
    default: '90',
    min: 0.000001,
    max: 99.999999,
    noun: 'percentile',
    help: 'The 90th percentile is the value with 90% of values below it.',
    when: { given: 'percentile' },
    messages: {
      min: 'Enter a percentile from 0.000001% to 99.999999%',
      max: 'Enter a percentile from 0.000001% to 99.999999%',
    },
  },
  z: {
    kind: 'number',
    label: 'z-score',
    default: '1.5',
    min: -40,
    max: 40,
    noun: 'z-score',
    help: 'How many standard deviations the value is from the mean (negative below it).',
    when: { given: 'z' },
  },
  mean: {
    kind: 'number',
    label: 'Mean (μ)',
    default: '70',
    min: -1e15,
    max: 1e15,
    noun: 'mean',
    messages: { min: 'Enter a mean from −10¹⁵ to 10¹⁵', max: 'Enter a mean from −10¹⁵ to 10¹⁵' },
  },
  sd: {
    kind: 'number',
    label: 'Standard deviation (σ)',
    default: '10',
    min: 0,
    minExclusive: true,
    max: 1e15,
    noun: 'standard deviation',
    help: 'The spread of the distribution; it must be more than 0.',
  },
} as const;

type ZValues = Values<typeof fields>;

/** The value, its z-score and the areas under the normal curve, for any of the three inputs. */
export function normalOf(v: Pick<ZValues, 'given' | 'x' | 'percentile' | 'z' | 'mean' | 'sd'>) {
  let x: number;
  let z: number;
  if (v.given === 'percentile') {
    z = inverseNormalCdf((v.percentile ?? NaN) / 100);
    x = v.mean + z * v.sd;
  } else if (v.given === 'z') {
    z = v.z ?? NaN;
    x = Number(exact(v.mean).plus(exact(z).times(v.sd)));
  } else {
    // In decimal, so 70.0000001 − 70 is 10⁻⁷ and its z 1, not 0.9999999406.
    x = v.x ?? NaN;
    z = Number.isFinite(x) ? Number(exact(x).minus(v.mean).div(v.sd)) : NaN;
  }
  const left = normalCdf(z);
  const right = normalUpper(z);
  const twoTailed = Math.min(1, 2 * normalUpper(Math.abs(z)));
  return { x, z, left, right, twoTailed, within: 1 - twoTailed, percentile: left * 100 };
}

/**
 * A number as read: up to 10 significant digits, no trailing zeros, never '−0'; in powers of ten
 * below a millionth (a σ of 1 × 10⁻¹¹, not 0).
 */
const show = (value: number) => formatMeasure(value, 10);

/** A number in a formula: negatives and powers of ten in parentheses. */
const term = (value: number) =>
  value < 0 || /×/.test(show(value)) ? `(${show(value)})` : show(value);

/** A probability to 4 decimals (a tiny one to 4 significant digits). */
const prob = (value: number) => formatFigure(value, 4);

/** '=' where the figures shown divide to the one shown exactly; '≈' else, or by a 0 shown. */
function quotientSign(dividend: string, divisor: string, shown: string): '=' | '≈' {
  const [top, bottom] = [readShown(dividend), readShown(divisor)];
  return top && bottom && !bottom.eq(0) ? equalsOrAbout(top.div(bottom), shown) : '≈';
}

/** '=' where twice a probability shown is the one shown for the two tails, else '≈'. */
function doubled(half: string, both: string): '=' | '≈' {
  const read = readShown(half);
  return read ? equalsOrAbout(read.times(2), both) : '≈';
}

/** x = μ + z × σ with the figures shown: '70 + 1.5 × 10 = 85', '70 + 1.2816 × 10 ≈ 82.8155'. */
function valueStep(mean: number, z: string, sd: number, x: string): string {
  const worked = readShown(show(mean))!.plus(readShown(z)!.times(readShown(show(sd))!));
  return `x = μ + z × σ = ${show(mean)} + ${bracketed(z)} × ${term(sd)} ${equalsOrAbout(worked, x)} ${x}`;
}

/** A figure in a formula: negatives and powers of ten in parentheses. */
const bracketed = (text: string) => (/^-|×/.test(text) ? `(${text})` : text);

// Φ(z) and Φ⁻¹(p) are irrational except at the middle (Φ(0) = 0.5): their figures are '≈'.
const normalSign = (z: number): '=' | '≈' => (z === 0 ? '=' : '≈');

/**
 * A z-score or value as shown in the steps: 4 decimals, trailing zeros dropped (85, 0.9332); one
 * those decimals would show as 0 by its significant digits (z = −6.9 × 10⁻¹⁴, not 0).
 */
export const four = (value: number) => formatUpTo(value, 4);

/** x as typed (70.0000001), or as found, to 4 decimals. */
const xShown = (v: Pick<ZValues, 'given'>, x: number) => (v.given === 'x' ? show(x) : four(x));

export default defineCalculator({
  slug: 'z-score-calculator',
  fields,
  outputs: {
    z: { label: 'z-score', format: 'number', decimals: 4, emphasis: true },
    x: { label: 'Value (x)', format: 'number', decimals: 4, emphasis: true },
    left: { label: (v) => `P(X < ${four(normalOf(v).x)})`, format: 'number', decimals: 4 },
    right: { label: (v) => `P(X > ${four(normalOf(v).x)})`, format: 'number', decimals: 4 },
    twoTailed: { label: 'Two-tailed p-value P(|Z| > |z|)', format: 'number', decimals: 4 },
    within: { label: 'Within |z| of the mean P(|Z| < |z|)', format: 'number', decimals: 4 },
    percentile: { label: 'Percentile (share below x)', format: 'percent' },
  },
  /** What the visitor gave is not repeated as a result. */
  hiddenOutputs: (v) => (v.given === 'x' ? ['x'] : v.given === 'z' ? ['z'] : ['percentile']),
  panel: {
    load: () => import('./z-score-calculator/NormalCurvePanel.tsx'),
    where: 'results',
  },
  compute(v) {
    const n = normalOf(v);
    return {
      z: n.z,
      x: n.x,
      left: n.left,
      right: n.right,
      twoTailed: n.twoTailed,
      within: n.within,
      percentile: n.percentile,
    };
  },
  summary(v, r) {
    const away = four(Math.abs(r.z));
    const where =
      r.z === 0
        ? `equals the mean ${show(v.mean)}`
        : `is ${away} standard deviation${away === '1' ? '' : 's'} ${r.z > 0 ? 'above' : 'below'} the mean ${show(v.mean)}`;
    return `${xShown(v, r.x)} ${where}: ${formatPercent(r.percentile)} of values lie below it and ${formatPercent(r.right * 100)} above it.`;
  },
  steps(v, r) {
    const lines: string[] = [];
    if (v.given === 'x') {
      const difference = show(Number(exact(r.x).minus(v.mean)));
      lines.push(
        `z = (x − μ) ÷ σ = (${show(r.x)} − ${term(v.mean)}) ÷ ${term(v.sd)} = ${/×/.test(difference) ? `(${difference})` : difference} ÷ ${term(v.sd)} ${quotientSign(difference, show(v.sd), four(r.z))} ${four(r.z)}`,
      );
    } else if (v.given === 'percentile') {
      lines.push(
        `z = Φ⁻¹(${show((v.percentile ?? 0) / 100)}) ${normalSign(r.z)} ${four(r.z)}: the z-score with ${show(v.percentile ?? 0)}% of the area to its left (Newton steps on Φ from the probit estimate)`,
        valueStep(v.mean, four(r.z), v.sd, four(r.x)),
      );
    } else {
      lines.push(valueStep(v.mean, show(r.z), v.sd, four(r.x)));
    }
    // z as its row shows it (-6.9 × 10⁻¹⁴, not 0), bracketed only where a power of ten or a
    // sign follows an operator.
    const zText = four(r.z);
    const xText = xShown(v, r.x);
    lines.push(
      `P(X < ${xText}) = Φ(${zText}) = ½ × (1 + erf(${/×/.test(zText) ? `(${zText})` : zText} ÷ √2)) ${normalSign(r.z)} ${prob(r.left)}`,
      `P(X > ${xText}) = 1 − Φ(${zText}) ${normalSign(r.z)} ${prob(r.right)}`,
      `Two-tailed p-value = 2 × (1 − Φ(|z|)) = 2 × ${/×/.test(prob(r.twoTailed / 2)) ? `(${prob(r.twoTailed / 2)})` : prob(r.twoTailed / 2)} ${doubled(prob(r.twoTailed / 2), prob(r.twoTailed))} ${prob(r.twoTailed)}`,
      `Percentile = P(X < x) × 100 ${normalSign(r.z)} ${formatPercent(r.percentile)}`,
    );
    return lines;
  },
  about: [
    'A z-score (standard score) says how many standard deviations a value x lies from the mean: z = (x − μ) ÷ σ, where μ is the mean and σ the standard deviation. A positive z is above the mean, a negative one below it. In a normal distribution, the area under the bell curve left of x is the probability P(X < x) = Φ(z), the share of values below x, which is its percentile; the area right of it is P(X > x) = 1 − Φ(z); and the two-tailed p-value P(|Z| > |z|) = 2 × (1 − Φ(|z|)) is the chance of a value at least as far from the mean on either side.',
    'Φ is the cumulative distribution function of the standard normal distribution, worked as Φ(z) = ½ × (1 + erf(z ÷ √2)) = ½ × erfc(−z ÷ √2), with the complementary error function worked to about 13 significant digits (the series and continued fraction of Abramowitz and Stegun, 7.1.5 and 7.1.14). The right tail is worked from its own side, not as 1 − Φ, so small tails keep their digits: P(Z > 8) = 6.221 × 10⁻¹⁶. Probabilities are shown to 4 decimals (very small ones to 4 significant digits) and match the NIST/SEMATECH e-Handbook of Statistical Methods table (§1.3.6.7.1) to its 5 decimals.',
    'The reverse: from a z-score, x = μ + z × σ. From a percentile p, z = Φ⁻¹(p), the inverse normal (invNorm on a TI calculator, NORM.INV in a spreadsheet). It starts from the library’s probit estimate, which is only good to about 2 decimals, and is refined by Newton steps on Φ until they no longer change it, so Φ⁻¹(0.975) = 1.959964. Choose what you know at the top of the form.',
    'The probabilities hold only for values that follow a normal distribution (many test scores, heights and measurement errors roughly do). For a sample’s own z-scores use the sample mean and standard deviation; the z-score itself is valid for any distribution, but its percentile is not.',
  ],
  faq: [
    {
      question: 'How do I calculate a z-score?',
      answer:
        'Subtract the mean from the value and divide by the standard deviation: z = (x − μ) ÷ σ. A score of 85 in a test with mean 70 and standard deviation 10 has z = (85 − 70) ÷ 10 = 1.5.',
    },
    {
      question: 'How do I turn a z-score into a percentile?',
      answer:
        'Find the area under the standard normal curve to the left of z, Φ(z), and multiply by 100. z = 1.5 gives Φ(1.5) = 0.9332, the 93rd percentile: 93.32% of values lie below it.',
    },
    {
      question: 'What is the value at the 90th percentile?',
      answer:
        'Find the z-score with 90% of the area to its left, Φ⁻¹(0.90) = 1.2816, and convert it back: x = μ + z × σ. With a mean of 70 and a standard deviation of 10 that is 70 + 1.2816 × 10 = 82.82. Choose "A percentile" above.',
    },
    {
      question: 'What is a two-tailed p-value?',
      answer:
        'The probability of a value at least as far from the mean as yours, on either side: 2 × (1 − Φ(|z|)). For z = 1.96 it is 0.05, the usual 5% significance level; values beyond ±1.96 are in the outer 5%.',
    },
    {
      question: 'Can a z-score be negative?',
      answer:
        'Yes: a negative z-score is below the mean. z = −1 means one standard deviation below; about 15.87% of a normal distribution lies below it.',
    },
  ],
  references: [
    {
      source:
        'OpenStax, Introductory Statistics 2e (Illowsky & Dean, 2023), §6.1 “The Standard Normal Distribution”, Example 6.1 (openstax.org/books/introductory-statistics-2e/pages/6-1-the-standard-normal-distribution): X ~ N(5, 6) and x = 17 give z = (17 – 5) ÷ 6 = 2',
      inputs: { given: 'x', x: '17', mean: '5', sd: '6' },
      expected: { z: 2 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.1, Example 6.2(b) (openstax.org/books/introductory-statistics-2e/pages/6-1-the-standard-normal-distribution): weight loss X ~ N(5, 2); a person who gained three pounds, x = –3, has z = –4',
      inputs: { given: 'x', x: '-3', mean: '5', sd: '2' },
      expected: { z: -4 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.1 (openstax.org/books/introductory-statistics-2e/pages/6-1-the-standard-normal-distribution): “if the mean of a normal distribution is five and the standard deviation is two, the value 11 is three standard deviations above”, x = 5 + (3)(2) = 11',
      inputs: { given: 'z', z: '3', mean: '5', sd: '2' },
      expected: { x: 11, z: 3 },
      tolerance: 0,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.1, Example 6.3(b) (openstax.org/books/introductory-statistics-2e/pages/6-1-the-standard-normal-distribution): heights X ~ N(170, 6.28); a z-score of 1.27 is a height of 177.98 cm',
      inputs: { given: 'z', z: '1.27', mean: '170', sd: '6.28' },
      expected: { x: 177.98 },
      tolerance: 0.005,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.2 “Using the Normal Distribution”, Example 6.8(a) (openstax.org/books/introductory-statistics-2e/pages/6-2-using-the-normal-distribution): exam scores X ~ N(63, 5); z = (65 – 63) ÷ 5 = 0.4, area to the left 0.6554, P(x > 65) = 0.3446',
      inputs: { given: 'x', x: '65', mean: '63', sd: '5' },
      expected: { z: 0.4, left: 0.6554, right: 0.3446 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.2, Example 6.8(c) (openstax.org/books/introductory-statistics-2e/pages/6-2-using-the-normal-distribution): the 90th percentile of X ~ N(63, 5) is invNorm(0.90, 63, 5) = 69.4',
      inputs: { given: 'percentile', percentile: '90', mean: '63', sd: '5' },
      expected: { x: 69.4 },
      tolerance: 0.05,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.2, Example 6.11(a) (openstax.org/books/introductory-statistics-2e/pages/6-2-using-the-normal-distribution): smartphone users’ ages N(36.9, 13.9); invNorm(0.75, 36.9, 13.9) = Q3 = 46.2754',
      inputs: { given: 'percentile', percentile: '75', mean: '36.9', sd: '13.9' },
      expected: { x: 46.2754 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.2, Example 6.11(a) (openstax.org/books/introductory-statistics-2e/pages/6-2-using-the-normal-distribution): invNorm(0.25, 36.9, 13.9) = Q1 = 27.5246, below the mean',
      inputs: { given: 'percentile', percentile: '25', mean: '36.9', sd: '13.9' },
      expected: { x: 27.5246 },
      tolerance: 0.00005,
    },
    {
      source:
        'OpenStax, Introductory Statistics 2e (2023), §6.2, Example 6.12(a) (openstax.org/books/introductory-statistics-2e/pages/6-2-using-the-normal-distribution): mandarin diameters N(5.85, 0.24); normalcdf(6, 10^99, 5.85, 0.24) = 0.2660',
      inputs: { given: 'x', x: '6', mean: '5.85', sd: '0.24' },
      expected: { right: 0.266 },
      tolerance: 0.00005,
    },
    {
      source:
        'NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.1 "Cumulative Distribution Function of the Standard Normal Distribution" (www.itl.nist.gov/div898/handbook/eda/section3/eda3671.htm): area from 0 to z = 1.00 is 0.34134, so P(Z < 1) = 0.84134',
      inputs: { given: 'x', x: '1', mean: '0', sd: '1' },
      expected: { left: 0.84134 },
      tolerance: 0.000005,
    },
    {
      source:
        'NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.1 (www.itl.nist.gov/div898/handbook/eda/section3/eda3671.htm): area from 0 to z = 1.96 is 0.47500, so P(Z > 1.96) = 0.02500 and the two-tailed area 0.05',
      inputs: { given: 'x', x: '1.96', mean: '0', sd: '1' },
      expected: { right: 0.025, twoTailed: 0.05 },
      tolerance: 0.00001,
    },
  ],
});
