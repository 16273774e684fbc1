import { formatNumber, formatPlain } from '../domain/format.ts';
import { defineCalculator, type Band, type Values } from '../engine/definition.ts';
import { quantityField } from '../engine/quantity.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import {
  BMI_FOR_AGE_HREF,
  loadBmiForAge,
  type BmiForAge,
  type LmsRow,
} from './child-bmi-percentile-calculator/bmiForAge.ts';
import { conversionLine } from './shared/bodyMeasures.ts';
import { normalCdf } from './shared/normal.ts';
import { ESTIMATE_NOTE } from './shared/health.ts';
import { LENGTH, unitsOf, WEIGHT } from './shared/scales.ts';

export const record = {
  id: 152,
  name: 'Child BMI Percentile Calculator',
  description:
    'Find a child’s or teen’s BMI-for-age percentile, z-score and weight category on the CDC growth charts, for ages 2 to 19.',
  category: 'health',
  group: 'Body and weight',
  icon: 'baby',
  iconBg: 'teal',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-11-29',
  related: ['bmi-calculator', 'ideal-weight-calculator', 'age-calculator', 'calorie-calculator'],
  keywords:
    'child bmi kids bmi teen bmi bmi for age percentile z-score growth chart cdc lms paediatric pediatric children adolescent obesity overweight',
} satisfies CalculatorRecord;

// BMI-for-age on the CDC 2000 growth charts (Kuczmarski et al. 2002): BMI = kg ÷ m², then the
// LMS parameters of the child's sex and age (bmiagerev.csv) give z = ((BMI ÷ M)^L − 1) ÷ (L × S)
// and the percentile Φ(z) × 100, Φ the standard normal distribution (shared/normal.ts).
// Age is taken as completed months + 0.5, the table's half-month rows (the CDC's convention for
// ages in completed months). Categories: under the 5th percentile underweight, 5th to under the
// 85th healthy, 85th to under the 95th overweight, 95th or more obesity, with the obesity classes
// of the AAP 2023 guideline (120 % and 140 % of the 95th percentile, or a BMI of 35 and 40).

const fields = {
  sex: {
    kind: 'choice',
    label: 'Sex',
    default: 'male',
    display: 'radio',
    options: [
      { value: 'male', label: 'Boy' },
      { value: 'female', label: 'Girl' },
    ],
  },
  years: {
    kind: 'integer',
    label: 'Age (years)',
    noun: 'age in years',
    default: '8',
    min: 2,
    max: 19,
    messages: {
      required: 'Enter the age in years',
      min: 'The growth charts start at 2 years',
      max: 'The growth charts end at 19 years 11 months; use the adult BMI from 20',
      invalid: 'Enter the years as a whole number',
    },
  },
  months: {
    kind: 'integer',
    label: 'and months',
    noun: 'months',
    default: '0',
    min: 0,
    max: 11,
    blankValue: 0,
    sameRow: true,
    messages: {
      min: 'The months cannot be negative',
      max: 'The months can be at most 11',
      invalid: 'Enter the months as a whole number',
    },
  },
  height: quantityField({
    label: 'Height',
    units: unitsOf(LENGTH, 'cm', 'm', 'in', 'ft'),
    base: 'cm',
    default: '128',
    defaultUnit: 'cm',
    min: 50,
    max: 230,
    required: 'Enter the child’s height',
  }),
  weight: quantityField({
    label: 'Weight',
    units: unitsOf(WEIGHT, 'kg', 'lb', 'st'),
    base: 'kg',
    default: '26',
    defaultUnit: 'kg',
    min: 5,
    max: 250,
    required: 'Enter the child’s weight',
  }),
} as const;

type ChildValues = Values<typeof fields>;

let BMI_FOR_AGE: BmiForAge | undefined;

/**
 * Settles once the table has loaded: the page is given the definition only then
 * (engine/dataFile.ts, definitionWhenReady), so compute always has it.
 */
export const ready = loadBmiForAge().then((table) => {
  BMI_FOR_AGE = table;
});

/** z of the 5th, 85th and 95th percentiles of the standard normal distribution. */
export const Z5 = -1.6448536269514722;
export const Z85 = 1.0364333894937898;
export const Z95 = 1.6448536269514722;

const bands: readonly Band[] = [
  {
    label: 'Underweight',
    range: 'under the 5th',
    from: -Infinity,
    to: 5,
    scale: [0, 5],
    palette: 'blue',
  },
  {
    label: 'Healthy weight',
    range: '5th to under the 85th',
    from: 5,
    to: 85,
    scale: [5, 85],
    palette: 'green',
  },
  {
    label: 'Overweight',
    range: '85th to under the 95th',
    from: 85,
    to: 95,
    scale: [85, 95],
    palette: 'yellow',
  },
  {
    label: 'Obesity',
    range: '95th or more',
    from: 95,
    to: Infinity,
    scale: [95, 100],
    palette: 'red',
  },
];

/** The age in months the table is read at: completed months + 0.5. */
export function ageInMonths(years: number, months: number): number {
  return years * 12 + months + 0.5;
}

/** The table's row for a sex and an age in completed months + 0.5. */
export function lmsRow(sex: 'male' | 'female', agemos: number): LmsRow {
  const rows = BMI_FOR_AGE![sex];
  return rows.find((row) => row.agemos === agemos) ?? rows.at(-1)!;
}

/** z by the LMS method. */
export function zScore(bmi: number, { L, M, S }: Pick<LmsRow, 'L' | 'M' | 'S'>): number {
  // + 0 turns the −0 of a BMI at the median into 0.
  return (L === 0 ? Math.log(bmi / M) / S : ((bmi / M) ** L - 1) / (L * S)) + 0;
}

/** The BMI at a z-score, M × (1 + L × S × z)^(1/L): how the CDC's percentile columns are made. */
export function bmiAtZ(z: number, { L, M, S }: Pick<LmsRow, 'L' | 'M' | 'S'>): number {
  return L === 0 ? M * Math.exp(S * z) : M * (1 + L * S * z) ** (1 / L);
}

/** The percentile of a z-score, 100 × Φ(z). */
export function percentileOf(z: number): number {
  return 100 * normalCdf(z);
}

function measures(v: ChildValues) {
  const bmi = v.weight / (v.height / 100) ** 2;
  const agemos = ageInMonths(v.years, v.months);
  const row = lmsRow(v.sex, agemos);
  const z = zScore(bmi, row);
  return { bmi, agemos, row, z, percentile: percentileOf(z) };
}

/** The weight status, with the obesity class (AAP 2023) for a BMI at or over the 95th percentile. */
export function status(bmi: number, row: LmsRow): string {
  const z = zScore(bmi, row);
  if (z < Z5) return 'Underweight';
  if (z < Z85) return 'Healthy weight';
  if (z < Z95) return 'Overweight';
  const share = bmi / bmiAtZ(Z95, row);
  if (share >= 1.4 || bmi >= 40) return 'Obesity, class 3 (severe)';
  if (share >= 1.2 || bmi >= 35) return 'Obesity, class 2 (severe)';
  return 'Obesity, class 1';
}

/** '8 years 0 months'. */
function ageText(v: Pick<ChildValues, 'years' | 'months'>): string {
  return `${v.years} years ${v.months} month${v.months === 1 ? '' : 's'}`;
}

export default defineCalculator({
  slug: 'child-bmi-percentile-calculator',
  dataFiles: [BMI_FOR_AGE_HREF],
  fields,
  outputs: {
    percentile: {
      label: 'BMI-for-age percentile',
      format: 'number',
      decimals: 1,
      emphasis: true,
      bands: { name: 'Weight categories (percentile)', yours: 'the percentile', bands },
    },
    bmi: { label: 'BMI (kg/m²)', format: 'number', decimals: 1 },
    z: { label: 'BMI-for-age z-score', format: 'number', decimals: 2 },
    pctOf95: { label: 'Percent of the 95th percentile', format: 'number', decimals: 0 },
  },
  compute(v) {
    const { bmi, row, z, percentile } = measures(v);
    return { percentile, bmi, z, pctOf95: (100 * bmi) / bmiAtZ(Z95, row) };
  },
  summary: (v) => `A ${v.sex === 'male' ? 'boy' : 'girl'} of ${ageText(v)}`,
  facts(v, r) {
    const { row } = measures(v);
    const m2 = (v.height / 100) ** 2;
    const kg = (bmi: number) => `${formatNumber(bmi * m2, 1)} kg`;
    const [p5, p85, p95] = [Z5, Z85, Z95].map((z) => bmiAtZ(z, row)) as [number, number, number];
    return [
      { label: 'Weight status', text: status(r.bmi, row) },
      {
        label: 'Healthy weight for this height and age',
        text: `${kg(p5)} to under ${kg(p85)} (BMI ${formatNumber(p5, 1)} to under ${formatNumber(p85, 1)})`,
      },
      { label: 'Median BMI for this age', text: formatNumber(row.M, 1) },
      { label: '95th percentile BMI', text: formatNumber(p95, 1) },
    ];
  },
  notes: [
    'Percentiles compare a child with US children measured from 1963 to 1994 (the CDC 2000 ' +
      'charts). Above the 97th percentile they change little as BMI rises, so the z-score and ' +
      'the percent of the 95th percentile show more. BMI is a screening measure, not a ' +
      'diagnosis. ' +
      ESTIMATE_NOTE,
  ],
  steps(v, r) {
    const { agemos, row } = measures(v);
    const m = v.height / 100;
    return [
      ...[
        conversionLine(fields.weight, v.weight, v.weightUnit, 'Weight'),
        conversionLine(fields.height, v.height, v.heightUnit, 'Height'),
      ].filter((line) => line !== null),
      `BMI = ${formatPlain(v.weight)} ÷ ${formatPlain(m)}² = ${formatNumber(r.bmi, 2)} kg/m²`,
      `Age: ${ageText(v)} = ${formatPlain(agemos - 0.5)} completed months, read at ` +
        `${formatPlain(agemos)} months in the CDC table (${v.sex === 'male' ? 'boys' : 'girls'}): ` +
        `L = ${formatPlain(row.L)}, M = ${formatPlain(row.M)}, S = ${formatPlain(row.S)}`,
      `z = ((BMI ÷ M)^L − 1) ÷ (L × S) = ((${formatNumber(r.bmi, 4)} ÷ ${formatPlain(row.M)})^` +
        `${formatPlain(row.L)} − 1) ÷ (${formatPlain(row.L)} × ${formatPlain(row.S)}) = ` +
        `${formatNumber(r.z, 4)}`,
      `Percentile = Φ(z) × 100 = ${formatNumber(r.percentile, 1)}: ${status(r.bmi, row)}`,
      `95th percentile BMI = M × (1 + L × S × 1.6449)^(1/L) = ${formatNumber(bmiAtZ(Z95, row), 2)}`,
      `Percent of the 95th percentile = ${formatNumber(r.bmi, 2)} ÷ ${formatNumber(bmiAtZ(Z95, row), 2)} × ` +
        `100 = ${formatNumber(r.pctOf95, 0)} %`,
    ];
  },
  about: [
    'For children and teens, BMI (weight in kg ÷ height in metres squared) is read against ' +
      'children of the same sex and age. This calculator uses the CDC 2000 growth charts for ' +
      'ages 2 to 19 (Kuczmarski RJ et al., "2000 CDC Growth Charts for the United States: ' +
      'Methods and Development", Vital and Health Statistics 11(246), 2002) and their LMS ' +
      'parameters from the CDC data file bmiagerev.csv.',
    'z = ((BMI ÷ M)^L − 1) ÷ (L × S), with L, M and S for the child’s sex and age, and the ' +
      'percentile is the share of the standard normal distribution below z. Age is counted in ' +
      'completed months and read at the half month (8 years 0 months is 96 months, read at ' +
      '96.5), as the table’s rows are; no interpolation is needed.',
    'CDC categories: under the 5th percentile underweight; 5th to under the 85th healthy ' +
      'weight; 85th to under the 95th overweight; 95th or more obesity. For obesity, the ' +
      'American Academy of Pediatrics guideline (Hampl SE et al., Pediatrics 2023; 151(2): ' +
      'e2022060640) adds class 2 from 120 % of the 95th percentile or a BMI of 35, and class 3 ' +
      'from 140 % or a BMI of 40. The CDC’s 2022 extended percentiles above the 95th are not ' +
      'used; the percent of the 95th percentile is shown instead.',
  ],
  faq: [
    {
      question: 'Why not use the adult BMI categories for children?',
      answer:
        'Body fat changes as children grow, and differs between boys and girls. A BMI of 23 is ' +
        'above the 95th percentile for a 10-year-old boy, but healthy for a boy of 15, so the ' +
        'same number means different things at different ages.',
    },
    {
      question: 'What does the 60th percentile mean?',
      answer:
        'That the child’s BMI is higher than that of 60 % of children of the same sex and age ' +
        'in the CDC reference. It is not a score out of 100 or a target.',
    },
    {
      question: 'What is the z-score?',
      answer:
        'How many standard deviations the BMI is from the median for the age, after the LMS ' +
        'transformation: 0 is the median, 1.04 the 85th percentile and 1.64 the 95th. Doctors ' +
        'use it to follow very high or very low BMIs over time.',
    },
    {
      question: 'Which age do I enter?',
      answer:
        'The age in whole years and whole months on the day of measuring: a child born on 10 ' +
        'March 2018 and measured on 1 June 2026 is 8 years 2 months.',
    },
  ],
  references: [
    {
      source:
        'CDC, BMI-for-age data file bmiagerev.csv (cdc.gov/growthcharts/percentile_data_files.htm): ' +
        'girls at 120.5 months (10 years 0 months), 85th percentile BMI 19.98399779; here 140 cm ' +
        'and 39.1686356684 kg',
      inputs: { sex: 'female', years: '10', months: '0', height: '140', weight: '39.1686356684' },
      expected: { percentile: 85, bmi: 19.98399779, z: 1.0364 },
      tolerance: 0.0001,
    },
    {
      source:
        'CDC, bmiagerev.csv (as above): boys at 216.5 months (18 years 0 months), 95th ' +
        'percentile BMI 28.9586172; here 176 cm and 89.70221263872 kg',
      inputs: { sex: 'male', years: '18', months: '0', height: '176', weight: '89.70221263872' },
      expected: { percentile: 95, z: 1.6449, pctOf95: 100 },
      tolerance: 0.0001,
    },
    {
      source:
        'CDC, bmiagerev.csv (as above): girls at 30.5 months (2 years 6 months), 5th percentile ' +
        'BMI 14.17991775; here 90 cm and 11.4857333775 kg',
      inputs: { sex: 'female', years: '2', months: '6', height: '90', weight: '11.4857333775' },
      expected: { percentile: 5, z: -1.6449 },
      tolerance: 0.0001,
    },
    {
      source:
        'CDC, bmiagerev.csv (as above): boys at 96.5 months (8 years 0 months), median (50th ' +
        'percentile) BMI M = 15.78231007; here 128 cm and 25.857736818688 kg',
      inputs: { sex: 'male', years: '8', months: '0', height: '128', weight: '25.857736818688' },
      expected: { percentile: 50, z: 0 },
      tolerance: 0.0001,
    },
  ],
});
