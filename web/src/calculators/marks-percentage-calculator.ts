import { formatNumber, formatPlain, formatReading } from '../domain/format.ts';
import { defineCalculator } from '../engine/definition.ts';
import { decimal } from '../engine/money.ts';
import type { CalculatorRecord } from '../engine/record.ts';
import { equalsOrAbout, readShown } from './shared/exactDecimal.ts';

export const record = {
  id: 117,
  name: 'Marks Percentage Calculator',
  description:
    'Find the percentage of marks from the marks obtained and the total marks, or the marks you need for a target percentage.',
  category: 'more',
  icon: 'percent',
  iconBg: 'blue',
  featured: false,
  publishedAt: '2026-11-29',
  updatedAt: '2026-12-05',
  related: [
    'cgpa-to-percentage-calculator',
    'percentage-calculator',
    'grade-calculator',
    'gpa-calculator',
  ],
  keywords:
    'marks percentage exam result score obtained out of total maximum marks aggregate board exam cbse class 10 12 subjects',
} satisfies CalculatorRecord;

// Percentage of marks = marks obtained ÷ total (maximum) marks × 100, the arithmetic every board
// and school uses; for several subjects, the marks obtained added up over the maximum marks added
// up (the aggregate). Any one of the three can be solved for: the marks needed for a target
// percentage are target × total ÷ 100. Worked in decimal (big.js); shown to 2 decimals.

/** Marks obtained ÷ total × 100. */
export function percentOf(obtained: number, total: number): number {
  return decimal(obtained).div(total).times(100).toNumber();
}

/** The marks that make `percentage` of `total`. */
export function marksFor(percentage: number, total: number): number {
  return decimal(percentage).times(total).div(100).toNumber();
}

/** The total marks of which `obtained` is `percentage`; NaN when none is (0%). */
export function totalFor(obtained: number, percentage: number): number {
  if (percentage === 0) return NaN;
  return decimal(obtained).times(100).div(percentage).toNumber();
}

const marks = (value: number) => formatPlain(value);

/**
 * A percentage to 2 decimals, or to its digits where 2 decimals would show 0 or 100 for what is
 * not (1 out of 1,000,000 is 0.0001%, not 0.00%; 999,999 of it 99.9999%, not 100.00%).
 */
function percentText(percentage: number): string {
  const at = (text: string) => Number(text.replace(/,/g, ''));
  const shown = formatNumber(percentage, 2);
  const edge = at(shown);
  if ((edge !== 0 && edge !== 100) || percentage === edge) return shown;
  // As many significant digits as it takes to tell it from the edge (99.999999%).
  for (let digits = 6; digits < 17; digits += 1) {
    const text = formatReading(percentage, digits);
    if (at(text) !== edge) return text;
  }
  return formatPlain(percentage);
}

export default defineCalculator({
  slug: 'marks-percentage-calculator',
  fields: {
    obtained: {
      kind: 'number',
      label: 'Marks obtained',
      default: '481',
      min: 0,
      max: 1e6,
      noun: 'marks obtained',
      help: 'Your marks. For several subjects, add up the marks of all of them.',
    },
    total: {
      kind: 'number',
      label: 'Total marks',
      default: '500',
      min: 0,
      minExclusive: true,
      max: 1e6,
      noun: 'total marks',
      help: 'The maximum marks: 100 for one paper, 500 for five papers of 100.',
    },
    percentage: {
      kind: 'percent',
      label: 'Percentage',
      default: '96.2',
      min: 0,
      max: 100,
      help: 'The percentage you are aiming for, to find the marks it takes.',
    },
  },
  solve: {
    unknowns: ['percentage', 'obtained', 'total'],
    residual: (v) => percentOf(v.obtained, v.total) - v.percentage,
    closedForms: {
      percentage: (v) => percentOf(v.obtained, v.total),
      obtained: (v) => marksFor(v.percentage, v.total),
      total: (v) => totalFor(v.obtained, v.percentage),
    },
  },
  validate(v) {
    if (Object.hasOwn(v, 'obtained') && Object.hasOwn(v, 'total') && v.obtained > v.total) {
      return { obtained: 'The marks obtained cannot be more than the total marks' };
    }
    return {};
  },
  outputs: {
    percentage: { label: 'Percentage', format: 'percent' },
    obtained: { label: 'Marks obtained', format: 'number' },
    total: { label: 'Total marks', format: 'number' },
    lost: { label: 'Marks short of full marks', format: 'number' },
  },
  compute: (v) => ({
    percentage: v.percentage,
    obtained: v.obtained,
    total: v.total,
    lost: decimal(v.total).minus(v.obtained).toNumber(),
  }),
  summary: (v) =>
    `${marks(v.obtained)} out of ${marks(v.total)} ${v.total === 1 ? 'mark' : 'marks'} is ${percentText(v.percentage)}%.`,
  steps(v) {
    const [o, t, p] = [marks(v.obtained), marks(v.total), formatPlain(v.percentage)];
    const ratio = decimal(v.obtained).div(v.total);
    const ratioShown = formatPlain(ratio.toNumber());
    // '=' only where the figures shown work out: 481 ÷ 999.99 ≈ 0.48100481, not '='.
    const ratioSign = equalsOrAbout(ratio, ratioShown);
    const backSign = equalsOrAbout(readShown(p)!.times(v.total).div(100), o);
    return [
      `Percentage = marks obtained ÷ total marks × 100 = ${o} ÷ ${t} × 100.`,
      ratioSign === '='
        ? `${o} ÷ ${t} = ${ratioShown}, and ${ratioShown} × 100 = ${p}%.`
        : `${o} ÷ ${t} ≈ ${ratioShown}, so the percentage is ${o} × 100 ÷ ${t} ${equalsOrAbout(ratio.times(100), p)} ${p}%.`,
      `Marks for a percentage = percentage × total ÷ 100 = ${p} × ${t} ÷ 100 ${backSign} ${o}.`,
    ];
  },
  about: [
    'The percentage of marks is the marks obtained divided by the total (maximum) marks, times 100: 481 out of 500 is 481 ÷ 500 × 100 = 96.2%. For several subjects, add up the marks obtained and add up the maximum marks, then divide: five papers of 100 with 78, 84, 72, 88 and 91 make 413 out of 500, or 82.6%.',
    'Choose "Solve for" to find the marks you need for a target percentage (marks = percentage × total ÷ 100), or the total marks a result was out of. The calculation is exact in decimal; results are shown to 2 decimals, and a board’s own rounding of the percentage, if any, is not applied.',
    'Some boards count only some subjects, such as CBSE’s best five for admissions; enter the marks and maximum marks of just the subjects that count. Converting a CGPA is a different rule: use the CGPA to percentage calculator.',
  ],
  faq: [
    {
      question: 'How do I calculate my percentage of marks?',
      answer:
        'Divide your marks by the total marks and multiply by 100. 380 out of 500 is 380 ÷ 500 × 100 = 76%.',
    },
    {
      question: 'How do I find the percentage over all subjects?',
      answer:
        'Add the marks of every subject, add their maximum marks, and divide the first sum by the second. Do not average subject percentages when the papers have different maximum marks.',
    },
    {
      question: 'How many marks do I need for 75%?',
      answer:
        'Multiply the percentage by the total marks and divide by 100: 75% of 500 is 375 marks. Choose "Marks obtained" under "Solve for" to work it out.',
    },
  ],
  references: [
    {
      source:
        'YaClass, CBSE Class 7 Mathematics, "Comparing quantities: percentage application" (yaclass.in): Arya scored 481 marks out of 500, 481 ÷ 500 × 100 = 96.2%',
      inputs: { obtained: '481', total: '500' },
      expected: { percentage: 96.2 },
      tolerance: 0,
    },
    {
      source:
        'NCERT, Mathematics textbook for Class VII (rationalised 2023-24), chapter 7 "Comparing Quantities", §7.1, p. 108 (read in a copy of the chapter at scribd.com/document/735309342): Anita’s report card, "Total 320/400, Percentage: 80"',
      inputs: { obtained: '320', total: '400' },
      expected: { percentage: 80 },
      tolerance: 0,
    },
    {
      source:
        'NCERT, Mathematics textbook for Class VII (rationalised 2023-24), chapter 7, §7.1, p. 108 (as above): Rita’s report card, "Total 300/360, Percentage: 83.3", the one who did better with fewer marks (shown to 1 decimal)',
      inputs: { obtained: '300', total: '360' },
      expected: { percentage: 83.3 },
      tolerance: 0.05,
    },
    {
      source:
        'NCERT, Mathematics textbook for Class VIII, "Comparing Quantities", Exercise 8.1, question 4 (worked at cuemath.com/ncert-solutions/q-4-exercise-8-1-comparing-quantities-class-8-maths): a team won 10 matches with a win percentage of 40, so it played 25 matches; solved for the total',
      inputs: { obtained: '10', percentage: '40' },
      solve: 'total',
      expected: { total: 25 },
      tolerance: 0,
    },
    {
      source:
        'NCERT, Mathematics textbook for Class VII (rationalised 2023-24), chapter 7, Exercise 7.1, question 10 (worked at learn.careers360.com/ncert/question-a-local-cricket-team-played-20-matches-in-one-season-it-won-25-per-cent-of-them-how-many-matches-did-they-win): a team played 20 matches and won 25% of them, 25/100 × 20 = 5 matches; solved for the marks obtained',
      inputs: { percentage: '25', total: '20' },
      solve: 'obtained',
      expected: { obtained: 5 },
      tolerance: 0,
    },
  ],
});
