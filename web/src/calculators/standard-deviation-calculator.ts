import { formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { Big } from '../engine/money.ts';
import {
  approxText,
  checkNumberList,
  divided,
  equalsText,
  LIST_MAX_LENGTH,
  listText,
  readNumberList,
  rootOf,
  sumOf,
  termText,
  typedTerm,
  typedText,
} from './shared/numberList.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 44,
  name: 'Standard Deviation Calculator',
  description:
    'Work out the sample and population standard deviation and variance of a list of numbers, step by step.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'sigma',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'average-calculator',
    'scientific-calculator',
    'percentage-calculator',
    'z-score-calculator',
  ],
  keywords: 'standard deviation sd variance statistics sigma',
} satisfies CalculatorRecord;

// The standard deviation calculator: the sample (n − 1) and population (n) standard deviation
// and variance of a list of numbers, with the mean and the sum of squared deviations. The sum of
// squares is worked in exact decimals as (nΣx² − (Σx)²) ÷ n (big.js, 20 digits for the division
// and the square root, counted from the first that is not 0), so nearly equal large numbers (NIST's NumAcc data sets) lose no digits.

/** Lists of at most this many numbers show every deviation in the steps. */
const DEVIATION_ROWS = 12;

/** Everything shown for a list of numbers (at least two). */
export function spreadOf(text: string) {
  const values = readNumberList(text);
  const count = values.length;
  const sum = sumOf(values);
  const mean = divided(sum, count);
  const sumOfSquares = values.reduce((total, x) => total.plus(x.times(x)), new Big(0));
  // Σ(x − mean)² = (nΣx² − (Σx)²) ÷ n, exact but for the one division of an exact difference
  // (Σx² − (Σx)² ÷ n kept 20 digits of Σx² only: 1.000000000001 and 1.000000000003 lost theirs).
  const sumSquares = divided(sumOfSquares.times(count).minus(sum.times(sum)), count);
  const populationVariance = divided(sumSquares, count);
  const sampleVariance = divided(sumSquares, count - 1);
  return {
    values,
    count,
    sum,
    mean,
    sumSquares,
    populationVariance,
    sampleVariance,
    populationSd: rootOf(populationVariance),
    sampleSd: rootOf(sampleVariance),
  };
}

/** A number as shown: exact, or rounded (figureText) with '≈'. */
const shown = (value: Big) => approxText(value);

/** A number inside a formula: a negative one in brackets; rounded ones are rounded. */
const term = termText;

export default defineCalculator({
  slug: 'standard-deviation-calculator',
  fields: {
    numbers: {
      kind: 'text',
      numbers: 'list',
      label: 'Numbers',
      default: '2, 4, 4, 4, 5, 5, 7, 9',
      multiline: true,
      rows: 4,
      maxLength: LIST_MAX_LENGTH,
      placeholder: '2, 4, 4, 4, 5, 5, 7, 9',
      help: 'At least two numbers, separated by commas, spaces or new lines.',
      required: 'Enter at least two numbers',
      check: (text) => checkNumberList(text, 2),
    },
  },
  outputs: {
    sampleSd: { label: 'Sample standard deviation (s)', format: 'number', decimals: 4 },
    populationSd: { label: 'Population standard deviation (σ)', format: 'number', decimals: 4 },
    sampleVariance: { label: 'Sample variance (s²)', format: 'number', decimals: 4 },
    populationVariance: { label: 'Population variance (σ²)', format: 'number', decimals: 4 },
    mean: { label: 'Mean', format: 'number', decimals: 4 },
    count: { label: 'Count', format: 'integer' },
    sumSquares: { label: 'Sum of squared deviations', format: 'number', decimals: 4 },
  },
  compute(v) {
    const s = spreadOf(v.numbers);
    return {
      sampleSd: s.sampleSd.toNumber(),
      populationSd: s.populationSd.toNumber(),
      sampleVariance: s.sampleVariance.toNumber(),
      populationVariance: s.populationVariance.toNumber(),
      mean: s.mean.toNumber(),
      count: s.count,
      sumSquares: s.sumSquares.toNumber(),
    };
  },
  headline: {
    label: 'Sample standard deviation (s)',
    text: (v) => shown(spreadOf(v.numbers).sampleSd),
    caption: (v) => {
      const s = spreadOf(v.numbers);
      return `Population standard deviation (σ): ${shown(s.populationSd)}, for ${formatPlain(s.count)} numbers`;
    },
  },
  facts(v) {
    const s = spreadOf(v.numbers);
    return [
      { label: 'Population standard deviation (σ)', text: shown(s.populationSd) },
      { label: 'Sample variance (s²)', text: shown(s.sampleVariance) },
      { label: 'Population variance (σ²)', text: shown(s.populationVariance) },
      { label: 'Mean', text: s.mean.times(s.count).eq(s.sum) ? typedText(s.mean) : shown(s.mean) },
      { label: 'Count', text: formatPlain(s.count) },
      { label: 'Sum of squared deviations', text: shown(s.sumSquares) },
    ];
  },
  steps(v) {
    const s = spreadOf(v.numbers);
    const n = s.count;
    const exactMean = s.mean.times(n).eq(s.sum);
    // A mean that ends is shown in full; one that does not, to 10 decimals, or to 20 digits where
    // a number lies within 10⁻⁹ of it (1, 1, 1.0000000000001), lest x − the mean read 1 − 1.
    const near = s.values.some((x) => !x.eq(s.mean) && x.minus(s.mean).abs().lt('1e-9'));
    const mean = exactMean
      ? typedTerm(s.mean)
      : near
        ? typedTerm(s.mean.prec(20, Big.roundHalfUp))
        : term(s.mean);
    const rounded = exactMean ? '' : ' (the mean rounded; the sums use it exactly)';
    const deviations =
      n <= DEVIATION_ROWS
        ? s.values.map((x) => {
            // (nx − Σx) ÷ n: exact but for one division, where x − the mean would carry the
            // mean's rounding (1, 1, 1.0000000000001 has a mean of 1.0000000000000333…).
            const deviation = divided(x.times(n).minus(s.sum), n);
            return `(${typedTerm(x)} − ${mean})² = ${term(deviation)}² ${equalsText(deviation.times(deviation))}`;
          })
        : [
            `Each number's deviation from the mean, x − ${mean}, is squared${rounded}; the ${formatPlain(n)} squares are added up.`,
          ];
    return [
      `Your ${formatPlain(n)} numbers: ${listText(s.values)}`,
      `Mean = ${typedTerm(s.sum)} ÷ ${n} ${exactMean ? `= ${typedText(s.mean)}` : `≈ ${mean}${rounded}`}`,
      ...deviations,
      `Sum of squared deviations Σ(x − mean)² ${equalsText(s.sumSquares)}`,
      `Population variance σ² = ${term(s.sumSquares)} ÷ ${n} ${equalsText(s.populationVariance)}; σ = √${term(s.populationVariance)} ${equalsText(s.populationSd)}`,
      `Sample variance s² = ${term(s.sumSquares)} ÷ (${n} − 1) ${equalsText(s.sampleVariance)}; s = √${term(s.sampleVariance)} ${equalsText(s.sampleSd)}`,
    ];
  },
  about: [
    'The standard deviation measures how far numbers spread around their mean. Subtract the mean from each number, square the differences and add them up (the sum of squares); the variance is that sum divided by a count, and the standard deviation is its square root.',
    'The population standard deviation σ divides by n, the count: use it when your numbers are the whole group you care about. The sample standard deviation s divides by n − 1 (Bessel’s correction): use it when your numbers are a sample taken to estimate a larger population. s is always a little larger than σ. Spreadsheet functions STDEV.P and STDEV.S give the same two figures.',
    'Numbers are read exactly as typed, as decimals, and the sum of squares is worked exactly as (nΣx² − (Σx)²) ÷ n, so large numbers that differ only in their last digits keep their precision (NIST’s NumAcc test sets give exactly 1 and 0.1). Divisions and square roots keep 20 digits from the first one that is not 0, so numbers as small as 10⁻⁹⁹ keep theirs. Results are shown to at most 10 decimals, or to 10 significant digits below 1 (in powers of ten below a millionth, 8.164965809 × 10⁻¹³), marked ≈ when rounded.',
    'Sources: Wikipedia, "Standard deviation" (its worked example of eight numbers), and the NIST Statistical Reference Datasets for univariate summary statistics (www.itl.nist.gov/div898/strd/).',
  ],
  faq: [
    {
      question: 'Should I use the sample or the population standard deviation?',
      answer:
        'Use the population figure (σ, divide by n) when you have every member of the group, such as all the marks in one class. Use the sample figure (s, divide by n − 1) when your numbers are a sample used to estimate a larger group, which is the usual case in research and quality control.',
    },
    {
      question: 'Why divide by n − 1 for a sample?',
      answer:
        'A sample’s numbers sit closer to their own mean than to the unknown population mean, so dividing by n would underestimate the spread. Dividing by n − 1 (Bessel’s correction) removes that bias from the variance.',
    },
    {
      question: 'What is the difference between variance and standard deviation?',
      answer:
        'The variance is the average squared deviation, in squared units; the standard deviation is its square root, in the same units as your numbers, which makes it easier to read.',
    },
    {
      question: 'Why do I need at least two numbers?',
      answer:
        'One number has no spread, and the sample formula divides by n − 1, which is 0 for a single number, so the sample standard deviation is undefined.',
    },
  ],
  references: [
    {
      source:
        'Wikipedia, "Standard deviation" (en.wikipedia.org/wiki/Standard_deviation), basic example: 2, 4, 4, 4, 5, 5, 7, 9 has mean 5, squared deviations summing to 32, variance 4 and population standard deviation 2',
      inputs: { numbers: '2, 4, 4, 4, 5, 5, 7, 9' },
      expected: { mean: 5, sumSquares: 32, populationVariance: 4, populationSd: 2 },
      tolerance: 0,
    },
    {
      source:
        'Montgomery & Runger, Applied Statistics and Probability for Engineers, 3rd ed., Example 6-2 (pull-off force, Table 6-1; digilib.universitaspertamina.ac.id/ebook/Applied Statistics And Probability For Engineers, p. 192): Σ(x − x̄)² = 1.60, s² = 0.2286',
      inputs: { numbers: '12.6, 12.9, 13.4, 12.3, 13.6, 13.5, 12.6, 13.1' },
      expected: { mean: 13, sumSquares: 1.6, sampleVariance: 0.2286 },
      tolerance: 0.00005,
    },
    {
      source:
        'Montgomery & Runger, Applied Statistics and Probability for Engineers, 3rd ed., Example 6-2 (pull-off force): sample standard deviation s = √0.2286 = 0.48 pounds',
      inputs: { numbers: '12.6, 12.9, 13.4, 12.3, 13.6, 13.5, 12.6, 13.1' },
      expected: { sampleSd: 0.48 },
      tolerance: 0.005,
    },
    {
      source:
        'NIST Statistical Reference Datasets, univariate NumAcc1 (www.itl.nist.gov/div898/strd/univ/numacc1.html): 10000001, 10000003, 10000002 have sample mean 10000002 and sample standard deviation 1, both exact',
      inputs: { numbers: '10000001\n10000003\n10000002' },
      expected: { mean: 10000002, sampleSd: 1 },
      tolerance: 0,
    },
    {
      source:
        'NIST Statistical Reference Datasets, univariate NumAcc3 (www.itl.nist.gov/div898/strd/univ/numacc3.html): 1001 values, 1000000.2 then 1000000.1 and 1000000.3 alternating, have sample mean 1000000.2 and sample standard deviation 0.1, both exact',
      inputs: {
        numbers: ['1000000.2', ...Array<string>(500).fill('1000000.1\n1000000.3')].join('\n'),
      },
      expected: { mean: 1000000.2, sampleSd: 0.1, count: 1001 },
      tolerance: 0,
    },
  ],
});
