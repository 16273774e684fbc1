import { formatFigure, formatPercent, formatPlain } from '../domain/format.ts';
import {
  decreaseBy,
  increaseBy,
  percentageDifference,
  percentChange,
  percentOf,
  whatPercent,
} from '../domain/percentage.ts';
import { defineMode, defineTabs, type NumberField } from '../engine/definition.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { article } from './shared/dates.ts';

export const record = {
  id: 6,
  name: 'Percentage Calculator',
  description:
    'Find a percentage of a number, what percent one number is of another, and the percentage change.',
  category: 'math',
  group: 'Arithmetic',
  icon: 'percent',
  iconBg: 'blue',
  featured: true,
  publishedAt: '2025-03-21',
  updatedAt: '2025-03-21',
  related: [
    'tip-calculator',
    'gst-calculator',
    'compound-interest-calculator',
    'percent-error-calculator',
    'marks-percentage-calculator',
  ],
  keywords: 'percent percentage change increase decrease difference',
} satisfies CalculatorRecord;

// The percentage calculator (spec sections 3, 4 and 9): the spec's three modes ('Percent of',
// 'What percent', 'Percent change') and two more ('Difference', 'Increase / decrease'), each a
// tab showing its default result at once and recalculating when its Calculate button is
// pressed, which records the calculation (calculator 6). Results to 2 decimals.

const WIKIPEDIA = 'Wikipedia, "Percentage"';
const OPENSTAX_PERCENT =
  'OpenStax, Contemporary Mathematics (Kirk et al., 2023), section 6.1 "Understanding Percent" ' +
  '(openstax.org/books/contemporary-mathematics/pages/6-1-understanding-percent)';

/** Percentages to 2 decimals, as the spec fixes them (99.995% too reads 100.00%). */
const PERCENT_DECIMALS = 2;

/** A number field that takes any number, negative ones too. */
function anyNumber(label: string, defaultText: string, kind: 'number' | 'percent' = 'number') {
  return {
    kind,
    label,
    default: defaultText,
    min: -Number.MAX_VALUE,
    max: Number.MAX_VALUE,
    messages: {
      required: 'Enter a number',
      min: 'Enter a smaller number',
      max: 'Enter a smaller number',
    },
  } as const satisfies NumberField;
}

/** A number as written in a formula: negatives after an operator go in parentheses. */
function term(value: number): string {
  return value < 0 ? `(${formatPlain(value)})` : formatPlain(value);
}

const percentOfMode = defineMode({
  intro: 'What is X% of Y?',
  fields: {
    percentage: {
      ...anyNumber('Percentage (X)', '15', 'percent'),
      decimals: 2,
      noun: 'percentage',
    },
    value: { ...anyNumber('Value (Y)', '200'), decimals: 2, noun: 'value' },
    result: { ...anyNumber('Result', '30'), decimals: 2, noun: 'result' },
  },
  // Solving for the percentage of a value of 0, or the value at 0%: every one fits or none does.
  validate(v) {
    if (!Object.hasOwn(v, 'percentage') && v.value === 0) {
      return { value: 'Enter a value other than 0: every percentage of 0 is 0.' };
    }
    if (!Object.hasOwn(v, 'value') && v.percentage === 0) {
      return { percentage: 'Enter a percentage other than 0: 0% of every value is 0.' };
    }
    return {};
  },
  solve: {
    unknowns: ['result', 'percentage', 'value'],
    residual: (v) => v.result - (v.value * v.percentage) / 100,
    closedForms: {
      result: (v) => percentOf(v.percentage, v.value) ?? Infinity,
      percentage: (v) => (v.value === 0 ? NaN : (whatPercent(v.result, v.value) ?? Infinity)),
      value: (v) => (v.percentage === 0 ? NaN : (v.result * 100) / v.percentage),
    },
  },
  outputs: { result: { label: 'Result', format: 'number' } },
  compute: (v) => ({ result: percentOf(v.percentage, v.value) ?? NaN }),
  calculateLabel: 'Calculate',
  updates: 'on-calculate',
  usage: (v, r) => ({
    calculationType: 'percent-of',
    percentage: v.percentage,
    value: v.value,
    result: r.result,
  }),
  summary: (v, r) =>
    `${formatPlain(v.percentage)}% of ${formatPlain(v.value)} is ${formatFigure(r.result)}.`,
  steps: (v, r) => [
    `${formatPlain(v.value)} × ${term(v.percentage)} ÷ 100 = ${formatPlain(r.result)}`,
  ],
  references: [
    {
      source: `${OPENSTAX_PERCENT}, example "Finding the Percent of a Total": "70% of 3,500 is 2,450"`,
      inputs: { percentage: '70', value: '3500' },
      expected: { result: 2450 },
      tolerance: 0,
    },
    {
      source: `${OPENSTAX_PERCENT}, the same example: "156% of 720 is 1,123.2"`,
      inputs: { percentage: '156', value: '720' },
      expected: { result: 1123.2 },
      tolerance: 0,
    },
    {
      source:
        `${OPENSTAX_PERCENT}, example "Retention Rate at College": 84% of the 1,350 students ` +
        'enrolled, 0.84 × 1,350 = 1,134, return',
      inputs: { percentage: '84', value: '1350' },
      expected: { result: 1134 },
      tolerance: 0,
    },
    {
      source: `${WIKIPEDIA}: 50% of 1,000 students are 500 students`,
      inputs: { percentage: '50', value: '1000' },
      expected: { result: 500 },
      tolerance: 0,
    },
    {
      source: `${WIKIPEDIA}: raising a $200 price by 10% is an increase of $20`,
      inputs: { percentage: '10', value: '200' },
      expected: { result: 20 },
      tolerance: 0,
    },
    {
      source: `${WIKIPEDIA}: lowering a $220 price by 10% is a decrease of $22 (of what is 22 10%?)`,
      inputs: { percentage: '10', result: '22' },
      solve: 'value',
      expected: { value: 220 },
      tolerance: 1e-9,
    },
  ],
});

const whatPercentMode = defineMode({
  intro: 'X is what percent of Y?',
  fields: {
    valueX: anyNumber('Value (X)', '30'),
    valueY: anyNumber('Total (Y)', '200'),
  },
  validate: (v) => (v.valueY === 0 ? { valueY: 'Cannot divide by zero: Y must not be 0.' } : {}),
  outputs: { result: { label: 'Result', format: 'percent', decimals: PERCENT_DECIMALS } },
  compute: (v) => ({ result: whatPercent(v.valueX, v.valueY) ?? NaN }),
  calculateLabel: 'Calculate',
  updates: 'on-calculate',
  usage: (v, r) => ({
    calculationType: 'what-percent',
    valueX: v.valueX,
    valueY: v.valueY,
    result: r.result,
  }),
  summary: (v, r) =>
    `${formatPlain(v.valueX)} is ${formatPercent(r.result, PERCENT_DECIMALS)} of ${formatPlain(v.valueY)}.`,
  steps: (v, r) => [
    `${formatPlain(v.valueX)} ÷ ${term(v.valueY)} × 100 = ${formatPlain(r.result)}%`,
  ],
  references: [
    {
      source: `${OPENSTAX_PERCENT}, example "Finding the Percent from the Total and the Part": "175 is 35% of 500"`,
      inputs: { valueX: '175', valueY: '500' },
      expected: { result: 35 },
      tolerance: 0,
    },
    {
      source:
        `${OPENSTAX_PERCENT}, the same example: "155 is 67.98% of 228" (0.6798 rounded to four ` +
        'decimal places)',
      inputs: { valueX: '155', valueY: '228' },
      expected: { result: 67.98 },
      tolerance: 0.005,
    },
    {
      source:
        `${OPENSTAX_PERCENT}, example "Percent of Chemistry Majors": 18 chemistry majors in a ` +
        'class of 45 are 40%',
      inputs: { valueX: '18', valueY: '45' },
      expected: { result: 40 },
      tolerance: 0,
    },
    {
      source: `${WIKIPEDIA}: 500 of 1,000 students are 50%`,
      inputs: { valueX: '500', valueY: '1000' },
      expected: { result: 50 },
      tolerance: 0,
    },
    {
      source: `${WIKIPEDIA}: a $20 increase on $200 is 10%`,
      inputs: { valueX: '20', valueY: '200' },
      expected: { result: 10 },
      tolerance: 0,
    },
    {
      source: `${WIKIPEDIA}: after a decrease of 60% the amount is 40% of the original`,
      inputs: { valueX: '40', valueY: '100' },
      expected: { result: 40 },
      tolerance: 0,
    },
  ],
});

const percentChangeMode = defineMode({
  intro: 'What is the percentage change from X to Y?',
  fields: {
    originalValue: anyNumber('Original value (X)', '200'),
    newValue: anyNumber('New value (Y)', '250'),
  },
  validate: (v) =>
    v.originalValue === 0
      ? { originalValue: 'Cannot divide by zero: the original value must not be 0.' }
      : {},
  outputs: {
    percentageChange: { label: 'Percentage change', format: 'percent', decimals: PERCENT_DECIMALS },
    changeAmount: { label: 'Change', format: 'number' },
  },
  compute(v) {
    const change = percentChange(v.originalValue, v.newValue);
    return {
      percentageChange: change?.percentageChange ?? NaN,
      changeAmount: change?.changeAmount ?? NaN,
    };
  },
  calculateLabel: 'Calculate',
  updates: 'on-calculate',
  usage: (v, r) => ({
    calculationType: 'percent-change',
    originalValue: v.originalValue,
    newValue: v.newValue,
    changeAmount: r.changeAmount,
    percentageChange: r.percentageChange,
  }),
  summary(v, r) {
    const from = `From ${formatPlain(v.originalValue)} to ${formatPlain(v.newValue)}`;
    const size = formatPercent(Math.abs(r.percentageChange), PERCENT_DECIMALS);
    // 'an 80.00% increase', 'an 11.50% decrease', as the figure is said.
    const an = article(Math.abs(r.percentageChange));
    if (r.percentageChange > 0) return `${from} is ${an} ${size} increase.`;
    if (r.percentageChange < 0) return `${from} is ${an} ${size} decrease.`;
    return `${from} there is no change.`;
  },
  steps: (v, r) => [
    `${formatPlain(v.newValue)} − ${term(v.originalValue)} = ${formatPlain(r.changeAmount)}`,
    `${formatPlain(r.changeAmount)} ÷ |${formatPlain(v.originalValue)}| × 100 = ` +
      `${formatPlain(r.percentageChange)}%`,
  ],
  references: [
    {
      source: `${WIKIPEDIA}: an interest rate rising from 3% to 4% is an increase of 33⅓%`,
      inputs: { originalValue: '3', newValue: '4' },
      expected: { percentageChange: 33.333333, changeAmount: 1 },
      tolerance: 1e-6,
    },
    {
      source: `${WIKIPEDIA}: $200 to $220 is a 10% increase, and $220 to $198 a 10% decrease`,
      inputs: { originalValue: '220', newValue: '198' },
      expected: { percentageChange: -10, changeAmount: -22 },
      tolerance: 1e-9,
    },
    {
      source: `${WIKIPEDIA}: an increase of 800% means the final amount is 9 times the original`,
      inputs: { originalValue: '25', newValue: '225' },
      expected: { percentageChange: 800 },
      tolerance: 1e-9,
    },
  ],
});

const differenceMode = defineMode({
  intro: 'What is the percentage difference between X and Y?',
  fields: {
    valueX: anyNumber('First value (X)', '50'),
    valueY: anyNumber('Second value (Y)', '75'),
  },
  validate: (v) =>
    v.valueX / 2 + v.valueY / 2 === 0
      ? { valueY: 'Cannot divide by zero: the average of the two values must not be 0.' }
      : {},
  outputs: {
    result: { label: 'Percentage difference', format: 'percent', decimals: PERCENT_DECIMALS },
  },
  compute: (v) => ({ result: percentageDifference(v.valueX, v.valueY) ?? NaN }),
  calculateLabel: 'Calculate',
  updates: 'on-calculate',
  usage: (v, r) => ({
    calculationType: 'difference',
    valueX: v.valueX,
    valueY: v.valueY,
    result: r.result,
  }),
  summary: (v, r) =>
    `The percentage difference between ${formatPlain(v.valueX)} and ` +
    `${formatPlain(v.valueY)} is ${formatPercent(r.result, PERCENT_DECIMALS)}.`,
  steps(v, r) {
    const average = `(${formatPlain(v.valueX)} + ${term(v.valueY)}) ÷ 2`;
    const mean = v.valueX / 2 + v.valueY / 2;
    return [
      `|${formatPlain(v.valueX)} − ${term(v.valueY)}| ÷ ` +
        `${mean > 0 ? `(${average})` : `|${average}|`} × 100 = ${formatPlain(r.result)}%`,
    ];
  },
  references: [
    {
      source: 'Math is Fun, "Percentage Difference": 5 and 3 differ by 50%',
      inputs: { valueX: '5', valueY: '3' },
      expected: { result: 50 },
      tolerance: 1e-9,
    },
    {
      source:
        'Math is Fun, "Percentage Difference", its formula |a − b| ÷ ((a + b) ÷ 2) worked by ' +
        'hand: 50 and 75 differ by 25 ÷ 62.5 = 40%',
      inputs: { valueX: '50', valueY: '75' },
      expected: { result: 40 },
      tolerance: 1e-9,
    },
    {
      source:
        'Math is Fun, "Percentage Difference", the same formula by hand, in either order: ' +
        '3 and 5 differ by 50%',
      inputs: { valueX: '3', valueY: '5' },
      expected: { result: 50 },
      tolerance: 1e-9,
    },
  ],
});

const increaseDecreaseMode = defineMode({
  intro: 'What is X increased or decreased by Y%?',
  fields: {
    value: anyNumber('Value (X)', '200'),
    percentage: anyNumber('Percentage (Y)', '15', 'percent'),
    direction: {
      kind: 'choice',
      label: 'Increase or decrease',
      default: 'increase',
      display: 'radio',
      options: [
        { value: 'increase', label: 'Increase' },
        { value: 'decrease', label: 'Decrease' },
      ],
    },
  },
  outputs: {
    result: { label: 'Result', format: 'number' },
    changeAmount: { label: 'Change', format: 'number' },
  },
  compute(v) {
    const result =
      (v.direction === 'increase' ? increaseBy : decreaseBy)(v.value, v.percentage) ?? NaN;
    // To 15 significant digits, as the domain's results: 0.075 − 0.05 is 0.025, not 0.02499….
    return { result, changeAmount: Number((result - v.value).toPrecision(15)) };
  },
  calculateLabel: 'Calculate',
  updates: 'on-calculate',
  usage: (v, r) => ({
    calculationType: 'increase-decrease',
    value: v.value,
    percentage: v.percentage,
    changeAmount: r.changeAmount,
    result: r.result,
  }),
  summary: (v, r) =>
    `${formatPlain(v.value)} ${v.direction === 'increase' ? 'increased' : 'decreased'} by ` +
    `${formatPlain(v.percentage)}% is ${formatFigure(r.result)}.`,
  steps: (v, r) => [
    `${formatPlain(v.value)} ${v.direction === 'increase' ? '+' : '−'} ${term(v.value)} × ` +
      `${term(v.percentage)} ÷ 100 = ${formatPlain(r.result)}`,
  ],
  references: [
    {
      source: `${WIKIPEDIA}: $200 raised by 10% is $220`,
      inputs: { value: '200', percentage: '10', direction: 'increase' },
      expected: { result: 220, changeAmount: 20 },
      tolerance: 1e-9,
    },
    {
      source: `${WIKIPEDIA}: $220 lowered by 10% is $198`,
      inputs: { value: '220', percentage: '10', direction: 'decrease' },
      expected: { result: 198, changeAmount: -22 },
      tolerance: 1e-9,
    },
    {
      source: `${WIKIPEDIA}: an increase of 100% doubles a quantity`,
      inputs: { value: '37', percentage: '100', direction: 'increase' },
      expected: { result: 74 },
      tolerance: 1e-9,
    },
  ],
});

export default defineTabs({
  slug: 'percentage-calculator',
  param: 'mode',
  label: 'Percentage calculations',
  tabs: [
    { id: 'percent-of', label: 'Percent of', mode: percentOfMode },
    { id: 'what-percent', label: 'What percent', mode: whatPercentMode },
    { id: 'percent-change', label: 'Percent change', mode: percentChangeMode },
    { id: 'difference', label: 'Difference', mode: differenceMode },
    { id: 'increase-decrease', label: 'Increase / decrease', mode: increaseDecreaseMode },
  ],
  about: [
    'It answers the three questions people ask most, each on its own tab:',
    'Percent of finds X% of Y: it multiplies Y by X and divides by 100. For example, 15% of 200 ' +
      'is 30.',
    'What percent finds what percentage X is of Y: it divides X by Y and multiplies by 100. For ' +
      'example, 30 is 15% of 200.',
    'Percent change finds how much a value rose or fell: it subtracts the original value from ' +
      'the new value, divides the difference by the original value and multiplies by 100. For ' +
      'example, going from 200 to 250 is a 25% increase.',
    'Its other tabs find the percentage difference between two numbers (their difference over ' +
      'their average) and raise or lower a number by a percentage. A negative original value is ' +
      'divided by its size, so −50 to −25 is a 50% increase. Percent of can also be solved the ' +
      'other way: choose the percentage or the value under "Solve for".',
    'Results are shown with two decimal places, rounded half away from zero.',
  ],
  faq: [
    {
      question: 'How do I work out a percentage of a number?',
      answer:
        'Multiply the number by the percentage and divide by 100: 15% of 200 is 200 × 15 ÷ 100 = 30.',
    },
    {
      question: 'What is the difference between percentage change and percentage difference?',
      answer:
        'Percentage change compares a new value with an original one, so its direction matters ' +
        '(200 to 250 is +25%, 250 to 200 is −20%). Percentage difference compares two values ' +
        'with neither as the reference, dividing by their average (200 and 250 differ by 22.22%).',
    },
    {
      question: 'Why does a 10% rise followed by a 10% fall not get back to the start?',
      answer:
        'The fall is taken from the larger, risen amount: $200 rises 10% to $220, and 10% off ' +
        '$220 is $22, leaving $198.',
    },
    {
      question: 'What is a percentage point?',
      answer:
        'The plain difference between two percentages: a rate going from 3% to 4% rises by one ' +
        'percentage point, which is a 33.33% increase in the rate.',
    },
  ],
});
