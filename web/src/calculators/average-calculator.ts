import { formatCount, formatPlain } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import type { Big } from '../engine/money.ts';
import {
  approxText,
  checkNumberList,
  divided,
  equalsText,
  LIST_MAX_LENGTH,
  listText,
  medianOf,
  modesOf,
  ordinal,
  readNumberList,
  sortedOf,
  sumOf,
  typedTerm,
  typedText,
} from './shared/numberList.ts';
import type { CalculatorRecord } from '../engine/record.ts';

export const record = {
  id: 43,
  name: 'Average Calculator',
  description: 'Find the mean, median, mode and range of a list of numbers.',
  category: 'math',
  group: 'Statistics and probability',
  icon: 'sigma',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-25',
  updatedAt: '2026-12-04',
  related: [
    'standard-deviation-calculator',
    'grade-calculator',
    'percentage-calculator',
    'z-score-calculator',
  ],
  keywords: 'average mean median mode',
} satisfies CalculatorRecord;

// The average calculator: the mean, median, mode(s) and range of a list of numbers typed or
// pasted, separated by commas, spaces or new lines. Every number is read as the decimal it was
// written as and summed exactly (big.js), so 0.1, 0.2 has the sum 0.3 and the mean 0.15.

/** Everything shown for a list of numbers. */
export function averagesOf(text: string) {
  const values = readNumberList(text);
  const sorted = sortedOf(values);
  const sum = sumOf(values);
  const count = values.length;
  const min = sorted[0]!;
  const max = sorted[count - 1]!;
  return {
    values,
    sorted,
    sum,
    count,
    mean: divided(sum, count),
    median: medianOf(sorted),
    modes: modesOf(sorted),
    min,
    max,
    range: max.minus(min),
  };
}

/** The mean: in full when it ends (1.000000000002), else rounded (figureText) with '≈'. */
function meanText(a: { mean: Big; sum: Big; count: number }): string {
  return a.mean.times(a.count).eq(a.sum) ? typedText(a.mean) : approxText(a.mean);
}

/** A number as shown: exact, or rounded (figureText) with '≈'. */
const shown = (value: Big) => approxText(value);

/** 'a, b and c' (without thousands separators, which would read as list commas). */
function andList(values: readonly Big[]): string {
  const texts = values.map((value) => typedText(value, false));
  const most = 10;
  if (texts.length > most) {
    return `${texts.slice(0, most).join(', ')} and ${texts.length - most} more`;
  }
  return texts.length === 1
    ? texts[0]!
    : `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}`;
}

/** The mode in words: '13 (4 times)', '10 and 11 (3 times each)', or why there is none. */
function modeText(modes: { values: Big[]; count: number }): string {
  if (modes.values.length === 0) return 'No mode: no number appears more than once';
  const each = modes.values.length > 1 ? ' each' : '';
  return `${andList(modes.values)} (${modes.count} times${each})`;
}

/** 'Σ = 13 + 18 + … + 13', every term for a short list. */
function sumTerms(values: readonly Big[]): string {
  if (values.length <= 12) return values.map(typedTerm).join(' + ');
  return `${typedTerm(values[0]!)} + ${typedTerm(values[1]!)} + … + ${typedTerm(values[values.length - 1]!)}`;
}

/** Where the reference cases come from. */
const PREALGEBRA_AVERAGES =
  'OpenStax, Prealgebra 2e (Marecek, Anthony-Smith and Honeycutt Mathis, 2020), section 5.5 ' +
  '"Averages and Probability" (openstax.org/books/prealgebra-2e/pages/5-5-averages-and-probability)';
const CONTEMPORARY_MEAN =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 8.3 "Mean, Median and Mode" ' +
  '(openstax.org/books/contemporary-mathematics/pages/8-3-mean-median-and-mode)';
const CONTEMPORARY_RANGE =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 8.4 "Range and Standard ' +
  'Deviation" (openstax.org/books/contemporary-mathematics/pages/8-4-range-and-standard-deviation)';

export default defineCalculator({
  slug: 'average-calculator',
  fields: {
    numbers: {
      kind: 'text',
      numbers: 'list',
      label: 'Numbers',
      default: '12, 15, 11, 15, 18, 20, 15, 9',
      multiline: true,
      rows: 4,
      maxLength: LIST_MAX_LENGTH,
      placeholder: '12, 15, 11, 15, 18',
      help: 'Separate the numbers with commas, spaces or new lines.',
      required: 'Enter at least one number',
      check: (text) => checkNumberList(text),
    },
  },
  outputs: {
    mean: { label: 'Mean', format: 'number' },
    median: { label: 'Median', format: 'number' },
    range: { label: 'Range', format: 'number' },
    count: { label: 'Count', format: 'integer' },
    sum: { label: 'Sum', format: 'number' },
    min: { label: 'Smallest', format: 'number' },
    max: { label: 'Largest', format: 'number' },
    modes: { label: 'Number of modes', format: 'integer' },
  },
  compute(v) {
    const a = averagesOf(v.numbers);
    return {
      mean: a.mean.toNumber(),
      median: a.median.toNumber(),
      range: a.range.toNumber(),
      count: a.count,
      sum: a.sum.toNumber(),
      min: a.min.toNumber(),
      max: a.max.toNumber(),
      modes: a.modes.values.length,
    };
  },
  headline: {
    label: 'Mean (average)',
    text: (v) => meanText(averagesOf(v.numbers)),
    caption: (v) => {
      const a = averagesOf(v.numbers);
      return a.count === 1
        ? 'Of 1 number'
        : `The sum ${typedText(a.sum)} divided by ${a.count} numbers`;
    },
  },
  facts(v) {
    const a = averagesOf(v.numbers);
    return [
      { label: 'Median', text: a.count % 2 === 1 ? typedText(a.median) : shown(a.median) },
      { label: a.modes.values.length > 1 ? 'Modes' : 'Mode', text: modeText(a.modes) },
      {
        label: 'Range',
        text: `${typedText(a.range)} (from ${typedText(a.min)} to ${typedText(a.max)})`,
      },
      { label: 'Count', text: formatPlain(a.count) },
      { label: 'Sum', text: typedText(a.sum) },
    ];
  },
  steps(v) {
    const a = averagesOf(v.numbers);
    const n = a.count;
    const median =
      n % 2 === 1
        ? `Median: ${formatCount(n, 'numbers')}, so it is the middle one, the ${ordinal((n + 1) / 2)} in order: ${typedText(a.median)}`
        : `Median: ${n} numbers, so it is halfway between the ${ordinal(n / 2)} and the ${ordinal(n / 2 + 1)} in order: ` +
          `(${typedTerm(a.sorted[n / 2 - 1]!)} + ${typedTerm(a.sorted[n / 2]!)}) ÷ 2 ${equalsText(a.median)}`;
    const mode =
      a.modes.values.length === 0
        ? 'Mode: every number appears once, so there is no mode'
        : a.modes.values.length === 1
          ? `Mode: ${andList(a.modes.values)} appears ${a.modes.count} times, more often than any other number`
          : `Modes: ${andList(a.modes.values)} each appear ${a.modes.count} times, more often than any other number`;
    return [
      `Your ${n === 1 ? 'number' : `${n} numbers`}: ${listText(a.values)}`,
      `In order: ${listText(a.sorted)}`,
      `Sum = ${sumTerms(a.values)} = ${typedText(a.sum)}`,
      `Mean = sum ÷ count = ${typedTerm(a.sum)} ÷ ${n} ${a.mean.times(n).eq(a.sum) ? '=' : '≈'} ${meanText(a).replace(/^≈ /, '')}`,
      median,
      mode,
      `Range = largest − smallest = ${typedTerm(a.max)} − ${typedTerm(a.min)} = ${typedText(a.range)}`,
    ];
  },
  about: [
    'The mean (the average) is the sum of the numbers divided by how many there are. The median is the middle number once they are in order; with an even count it is halfway between the two middle numbers. The range is the largest number minus the smallest.',
    'The mode is the number that appears most often. When several numbers tie for most often, each of them is a mode (two modes make a list bimodal); when no number appears more than once, the list has no mode.',
    'Each number is read exactly as you typed it, as a decimal, and sums are exact: 0.1 + 0.2 is 0.3, not 0.30000000000000004 as in binary floating point. Divisions keep 20 digits from the first one that is not 0. Results are shown to at most 10 decimals, or to 10 significant digits below 1 (in powers of ten below a millionth, 2 × 10⁻²⁵), marked ≈ when rounded.',
    'Numbers may be separated by spaces, tabs, new lines, semicolons or commas (a comma and a space where a comma is your decimal sign), so a column pasted from a spreadsheet works. Write numbers without thousands separators. Exponents are accepted (1.5e3 is 1500).',
    'Source: the definitions and worked example of Purplemath, "Mean, Median, Mode, and Range" (www.purplemath.com/modules/meanmode.htm).',
  ],
  faq: [
    {
      question: 'What is the difference between the mean and the median?',
      answer:
        'The mean adds everything up and shares it out equally; the median is the middle value. One very large or small number moves the mean a lot but the median hardly at all, so the median is often used for incomes and house prices.',
    },
    {
      question: 'How is the median found for an even number of values?',
      answer:
        'Put the numbers in order and take the two in the middle; the median is halfway between them. For 1, 2, 3, 4, 5, 6, 8, 9 it is (4 + 5) ÷ 2 = 4.5.',
    },
    {
      question: 'Can a list have more than one mode, or none?',
      answer:
        'Yes. If two or more numbers tie for appearing most often, each is a mode. If every number appears only once, there is no mode.',
    },
    {
      question: 'Can I paste numbers from a spreadsheet?',
      answer:
        'Yes. Copy a column or row and paste it in: new lines, tabs, spaces, semicolons and commas all separate numbers (a comma and a space where a comma is your decimal sign). Remove thousands separators first.',
    },
  ],
  references: [
    {
      source: `${PREALGEBRA_AVERAGES}, Example 5.49: the mean of 8, 12, 15, 9 and 6 is 50 ÷ 5 = 10`,
      inputs: { numbers: '8, 12, 15, 9, 6' },
      expected: { mean: 10, sum: 50, count: 5 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_AVERAGES}, Example 5.50: ages 16, 26, 53, 56, 65, 70, 93 and 97 have the mean 476 ÷ 8 = 59.5`,
      inputs: { numbers: '16, 26, 53, 56, 65, 70, 93, 97' },
      expected: { mean: 59.5, sum: 476, count: 8 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_AVERAGES}, Example 5.51: phone bills $42.75, $50.12, $41.54 and $48.15 have the mean 182.56 ÷ 4 = 45.64`,
      inputs: { numbers: '42.75, 50.12, 41.54, 48.15' },
      expected: { mean: 45.64, sum: 182.56 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_AVERAGES}, Example 5.52: the median of 12, 13, 19, 9, 11, 15 and 18 (n = 7, odd) is 13`,
      inputs: { numbers: '12, 13, 19, 9, 11, 15, 18' },
      expected: { median: 13, count: 7 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_AVERAGES}, Example 5.53: quiz scores 83, 79, 85, 86, 92, 100, 76, 90, 88 and 64 (n = 10, even) have the median (85 + 86) ÷ 2 = 85.5`,
      inputs: { numbers: '83, 79, 85, 86, 92, 100, 76, 90, 88, 64' },
      expected: { median: 85.5, count: 10 },
      tolerance: 0,
    },
    {
      source: `${PREALGEBRA_AVERAGES}, Example 5.54: in the ages 18, 18, 18, 18, 19, 19, 19, 20 (7 times), 21, 21, 22 (5 times), 23, 24, 24, 25, 29, 30, 40, 44 the mode is 20`,
      inputs: {
        numbers:
          '18, 18, 18, 18, 19, 19, 19, 20, 20, 20, 20, 20, 20, 20, 21, 21, 22, 22, 22, 22, 22, 23, 24, 24, 25, 29, 30, 40, 44',
      },
      expected: { modes: 1, count: 29 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_MEAN}, Example 8.18 "Finding the Median": 30 cricket chirp counts, sorted; the 15th and 16th values are 101 and 102, so the median is (101 + 102) ÷ 2 = 101.5`,
      inputs: {
        numbers:
          '89, 97, 82, 102, 84, 99, 115, 105, 89, 109, 107, 89, 101, 109, 116, 103, 100, 91, 93, 103, 120, 91, 85, 104, 104, 82, 106, 92, 104, 106',
      },
      expected: { median: 101.5, count: 30 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_MEAN}, Examples 8.15 and 8.17: the 33 trading-card prices of the stem-and-leaf plot (5, 8, 9, 10, 10, 10, 13, …, 45, 60) are bimodal, 15 and 20 each appearing 4 times, and the 17th value, the median, is 20`,
      inputs: {
        numbers:
          '5, 8, 9, 10, 10, 10, 13, 14, 14, 15, 15, 15, 15, 16, 19, 19, 20, 20, 20, 20, 25, 25, 29, 29, 30, 30, 30, 35, 35, 40, 40, 45, 60',
      },
      expected: { modes: 2, median: 20, count: 33 },
      tolerance: 0,
    },
    {
      source: `${CONTEMPORARY_RANGE}, Example 8.24 "Finding the Range": hours worked 5, 20, 8, 10, 35 and 12; the maximum is 35, the minimum 5, so the range is 35 − 5 = 30`,
      inputs: { numbers: '5, 20, 8, 10, 35, 12' },
      expected: { range: 30, max: 35, min: 5 },
      tolerance: 0,
    },
    {
      source:
        'BBC Bitesize KS2 Maths, "Mode, median and mean" (www.bbc.co.uk/schools/ks2bitesize/maths/data/mode_median_mean/read3.shtml): the median of 3 6 6 6 7 8 9 11 11 13 is 7.5',
      inputs: { numbers: '3 6 6 6 7 8 9 11 11 13' },
      expected: { median: 7.5 },
      tolerance: 0,
    },
  ],
});
